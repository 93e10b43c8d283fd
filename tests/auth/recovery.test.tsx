import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../mocks/api/routes';
import { mockAdapterFor, PERSONAS, setupMockBackend } from '../utils/render-app';
import { clearToastsAfterEach, findToast, renderAccount, setAddress } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();
afterEach(() => setAddress('/'));

const NEW_PASSWORD = 'Fresh-Start-42!';

/** Asks the backend for a reset email and returns the link it put in the demo outbox. */
async function recoveryLinkFor(email: string): Promise<string> {
  const adapter = await mockAdapterFor(mock);
  await adapter.auth.resetPasswordForEmail(email, 'http://localhost:3000/auth');
  const sent = mock.db.outbox.all().filter((m) => m.to === email);
  const link = sent.at(-1)?.link;
  if (!link) throw new Error('no recovery email was written');
  return link;
}

function checklistItem(label: string) {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list).getByText(label).closest('li')!;
}

describe('/auth recovery mode', () => {
  it('opens the link, clears the tokens from the address bar and shows Reset Your Password', async () => {
    const link = await recoveryLinkFor(PERSONAS.customer.email);
    // The link holds a one-time token, never a session: opening it is what verifies it.
    expect(link).toMatch(/^\/auth\?token_hash=\w+&type=recovery$/);
    setAddress(link);
    await renderAccount(mock, '/auth');
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toContain('token_hash');
    expect(screen.getByText(`Choose a new password for ${PERSONAS.customer.email}.`)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('updates the checklist as the user types and keeps Update Password disabled until every rule holds and both match', async () => {
    setAddress(await recoveryLinkFor(PERSONAS.customer.email));
    const { user } = await renderAccount(mock, '/auth');
    const button = await screen.findByRole('button', { name: 'Update Password' });
    const rules = [
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ];
    for (const rule of rules) expect(checklistItem(rule)).toHaveAttribute('data-met', 'false');
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('New Password'), 'abc');
    expect(checklistItem('One lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(checklistItem('At least 8 characters')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('New Password'), 'DEF12');
    expect(checklistItem('At least 8 characters')).toHaveAttribute('data-met', 'true');
    expect(checklistItem('One uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(checklistItem('One number')).toHaveAttribute('data-met', 'true');
    expect(checklistItem('One special character')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('Confirm Password'), 'abcDEF12');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('New Password'), '!');
    for (const rule of rules) expect(checklistItem(rule)).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), '!');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('sets the new password, says so, replaces /auth in history and the new password signs in', async () => {
    setAddress(await recoveryLinkFor(PERSONAS.customer.email));
    const { user, router } = await renderAccount(mock, '/auth');
    await user.type(await screen.findByLabelText('New Password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await findToast('Password updated successfully');
    // Still signed in through the recovery session, so /auth forwards to the portal.
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey Customer' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');

    const fresh = await mockAdapterFor(mock);
    await expect(fresh.auth.signIn({ email: PERSONAS.customer.email, password: NEW_PASSWORD })).resolves.toBeTruthy();
  });

  it("shows 'Updating...' while the update is in flight", async () => {
    setAddress(await recoveryLinkFor(PERSONAS.customer.email));
    mock.server.use(
      http.put(`${mock.baseUrl}${API_ROUTES.user}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderAccount(mock, '/auth');
    await user.type(await screen.findByLabelText('New Password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('button', { name: /Updating\.\.\./ })).toBeDisabled();
  });

  it("reports 'Error updating password' with the provider message", async () => {
    setAddress(await recoveryLinkFor(PERSONAS.customer.email));
    mock.server.use(
      http.put(`${mock.baseUrl}${API_ROUTES.user}`, () =>
        HttpResponse.json(
          { code: 'same_password', message: 'New password should be different from the old password.' },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderAccount(mock, '/auth');
    await user.type(await screen.findByLabelText('New Password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await findToast('Error updating password', 'New password should be different from the old password.');
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
  });

  it('refuses a link used a second time, clearly, with a way to ask for a new one', async () => {
    const link = await recoveryLinkFor(PERSONAS.customer.email);
    setAddress(link);
    const first = await renderAccount(mock, '/auth');
    await screen.findByRole('heading', { name: 'Reset Your Password' });
    first.unmount();

    setAddress(link);
    const { user } = await renderAccount(mock, '/auth');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This reset link can't be used");
    expect(alert).toHaveTextContent('Email link is invalid or has expired');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('tab', { name: 'Request Reset' })).toHaveAttribute('aria-selected', 'true');
  });

  it('explains an expired link reported in the URL fragment (otp_expired)', async () => {
    setAddress(
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    await renderAccount(mock, '/auth');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('refuses a malformed link instead of showing a blank screen', async () => {
    setAddress('/auth#access_token=garbage&refresh_token=nope&type=recovery');
    await renderAccount(mock, '/auth');
    expect(await screen.findByRole('alert')).toHaveTextContent("This reset link can't be used");
  });

  it('refuses an expired recovery token', async () => {
    setAddress(await recoveryLinkFor(PERSONAS.customer.email));
    // Age every recovery token past its expiry.
    const now = Date.now();
    await mock.db.oneTimeTokens.updateMany((q) => q.where(() => true), {
      data(t) {
        t.expires_at = now - 1000;
      },
    });
    await renderAccount(mock, '/auth');
    expect(await screen.findByRole('alert')).toHaveTextContent("This reset link can't be used");
  });

  it('does not redirect a signed-in user away from a recovery link', async () => {
    setAddress(await recoveryLinkFor(PERSONAS.customer.email));
    await renderAccount(mock, '/auth', 'admin');
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(`Choose a new password for ${PERSONAS.customer.email}.`)).toBeInTheDocument(),
    );
  });
});
