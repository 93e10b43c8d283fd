import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BackendAdapter } from '@/backend';
import { AppProviders } from '@/app/providers';
import { DemoBadge } from '@/components/feedback/demo-badge';
import { mockAdapterFor, PERSONAS, renderApp, setupMockBackend } from '../utils/render-app';
import { clearToastsAfterEach, findToast, renderAccount } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();

describe('demo inbox', () => {
  it('is unavailable without the in-browser backend', async () => {
    await renderAccount(mock, '/demo/inbox');
    expect(await screen.findByRole('heading', { name: 'Demo inbox unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    await renderAccount(mock, '/demo/inbox', undefined, { withDemoTools: true });
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  });

  it('shows sent emails newest first with a working link', async () => {
    const adapter = await mockAdapterFor(mock);
    await adapter.auth.resetPasswordForEmail(PERSONAS.customer.email, 'http://localhost:3000/auth');
    await adapter.auth.resetPasswordForEmail(PERSONAS.admin.email, 'http://localhost:3000/auth');
    await renderAccount(mock, '/demo/inbox', undefined, { withDemoTools: true });
    const emails = await screen.findAllByRole('article');
    expect(emails).toHaveLength(2);
    expect(emails[0]).toHaveTextContent(`To: ${PERSONAS.admin.email}`);
    expect(emails[1]).toHaveTextContent(`To: ${PERSONAS.customer.email}`);
    expect(within(emails[0]!).getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    expect(within(emails[0]!).getByRole('link', { name: 'Open link' }).getAttribute('href')).toMatch(
      /^\/auth\?token_hash=\w+&type=recovery$/,
    );
  });

  it('resets the demo data only after confirmation, then signs out', async () => {
    await mock.db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
      data(p) {
        p.display_name = 'Changed During Demo';
      },
    });
    const { user, adapter } = await renderAccount(mock, '/demo/inbox', 'customer', { withDemoTools: true });
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Reset demo data?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mock.db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.display_name).toBe(
      'Changed During Demo',
    );

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset demo data' }));
    await findToast('Demo data reset');
    expect(mock.db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.display_name).not.toBe(
      'Changed During Demo',
    );
    await expect(adapter.auth.getSession()).resolves.toBeNull();
  });
});

describe('demo badge', () => {
  it('links to the demo inbox when the app runs on demo data', async () => {
    await renderApp({ mock, route: '/', routes: [{ path: '/', element: <DemoBadge /> }] });
    expect(await screen.findByRole('link', { name: /Demo data/ })).toHaveAttribute('href', '/demo/inbox');
  });

  it('is absent on the production backend', async () => {
    const adapter = await mockAdapterFor(mock);
    const production: BackendAdapter = Object.create(adapter, { kind: { value: 'supabase' } });
    const { container } = render(
      <AppProviders backend={production}>
        <MemoryRouter>
          <DemoBadge />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(container.querySelector('a')).toBeNull());
    expect(screen.queryByRole('link', { name: /Demo data/ })).not.toBeInTheDocument();
  });
});
