import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteLayout } from '@/components/layout/site-layout';
import { useAuth } from '@/lib/auth';
import NotFound from '@/routes/public/not-found';
import { renderApp, setupMockBackend } from '../utils/render-app';

const mock = setupMockBackend();

function Page() {
  return (
    <SiteLayout>
      <p>page body</p>
    </SiteLayout>
  );
}

describe('app shell', () => {
  it('shows Sign In to anonymous visitors and My Account to signed-in users', async () => {
    await renderApp({ mock, route: '/', routes: [{ path: '/', Component: Page }] });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Sign In', hidden: true }).length).toBeGreaterThan(0);
    expect(within(header).queryByRole('link', { name: 'My Account', hidden: true })).toBeNull();
  });

  it('a signed-in user sees My Account leading to /portal', async () => {
    await renderApp({ mock, route: '/', routes: [{ path: '/', Component: Page }], persona: 'customer' });
    const header = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(header).getAllByRole('link', { name: 'My Account', hidden: true })[0]).toHaveAttribute(
        'href',
        '/portal',
      ),
    );
  });

  // jsdom ignores media queries, so the desktop-only parts count as hidden here; e2e covers both widths.
  it('the mobile menu omits Impact, toggles, and closes when a link is chosen', async () => {
    const { user, router } = await renderApp({ mock, route: '/', routes: [{ path: '/', Component: Page }] });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).queryByRole('link', { name: 'Impact' })).toBeNull();
    expect(
      within(document.querySelector<HTMLElement>('nav[aria-label="Main"]')!).getByRole('link', {
        name: 'Impact',
        hidden: true,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.queryByRole('button', { name: 'Close menu' })).toBeNull();
  });

  it('the footer has its links, the legacy login included', async () => {
    await renderApp({ mock, route: '/', routes: [{ path: '/', Component: Page }] });
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Features', 'Process', 'About Us', 'Contact', 'Terms', 'Privacy', 'Legacy Login']) {
      expect(within(footer).getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it('the 404 page logs a console error and links home', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp({ mock, route: '/nowhere', routes: [{ path: '*', Component: NotFound }] });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/nowhere');
    error.mockRestore();
  });

  it('useAuth outside its provider says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    error.mockRestore();
  });
});
