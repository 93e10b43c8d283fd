import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { API_ROUTES } from '../../mocks/api/routes';
import { mockAdapterFor, PERSONAS, setupMockBackend } from '../utils/render-app';
import { clearToastsAfterEach, findToast, renderAccount, setAddress } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();
const recoverUrl = `${mock.baseUrl}${API_ROUTES.recover}`;

async function openFromAuth() {
  setAddress('/auth');
  const app = await renderAccount(mock, '/auth');
  const opener = await screen.findByRole('button', { name: 'Forgot password?' });
  await app.user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { ...app, opener, dialog };
}

async function openFromPortal() {
  const app = await renderAccount(mock, '/portal', 'customer');
  const opener = await screen.findByRole('button', { name: 'Change Password' });
  await app.user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { ...app, opener, dialog };
}

describe('password dialog: Request Reset', () => {
  it("asks for the email with 'Email required' when it is empty", async () => {
    const { user, dialog } = await openFromAuth();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await findToast('Email required', 'Please enter your email address.');
    expect(within(dialog).getByText('Email required: Please enter your email address.')).toBeInTheDocument();
    expect(mock.db.outbox.all()).toHaveLength(0);
  });

  it('uses an email-type field and rejects a malformed address inline', async () => {
    const { user, dialog } = await openFromAuth();
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
  });

  it('sends the link back to /auth on this site, confirms, and closes', async () => {
    const { user, dialog } = await openFromAuth();
    await user.type(within(dialog).getByLabelText(/^Email/), PERSONAS.customer.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await findToast('Password reset email sent', 'Check your email for a link to reset your password.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [email] = mock.db.outbox.all();
    expect(email?.to).toBe(PERSONAS.customer.email);
    expect(email?.link).toMatch(/^\/auth\?token_hash=/);
  });

  it('gives the same answer for an email with no account (no enumeration)', async () => {
    const { user, dialog } = await openFromAuth();
    await user.type(within(dialog).getByLabelText(/^Email/), 'nobody@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await findToast('Password reset email sent', 'Check your email for a link to reset your password.');
    expect(mock.db.outbox.all()).toHaveLength(0);
  });

  it("shows 'Sending...' while the request is in flight", async () => {
    mock.server.use(
      http.post(recoverUrl, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user, dialog } = await openFromAuth();
    await user.type(within(dialog).getByLabelText(/^Email/), PERSONAS.customer.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
  });

  it("reports 'Error sending reset email' with the provider message, else the generic one", async () => {
    mock.server.use(
      http.post(
        recoverUrl,
        () =>
          HttpResponse.json(
            { code: 'validation_failed', message: 'Password recovery requires an email' },
            { status: 400 },
          ),
        {
          once: true,
        },
      ),
      http.post(recoverUrl, () => HttpResponse.text('', { status: 400 }), { once: true }),
    );
    const { user, dialog } = await openFromAuth();
    await user.type(within(dialog).getByLabelText(/^Email/), PERSONAS.customer.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await findToast('Error sending reset email', 'Password recovery requires an email');
    toaster.remove();
    await waitFor(() => expect(screen.queryByText('Error sending reset email')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await findToast('Error sending reset email', 'An unexpected error occurred. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves focus into the dialog, closes on Escape and gives focus back to the opener', async () => {
    const { user, dialog, opener } = await openFromAuth();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('password dialog: Update Password', () => {
  it('opens on the Update Password tab from the portal', async () => {
    const { dialog } = await openFromPortal();
    expect(within(dialog).getByRole('tab', { name: 'Update Password' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
  });

  it("says Passwords don't match when the fields differ", async () => {
    const { user, dialog } = await openFromPortal();
    await user.type(within(dialog).getByLabelText('New Password'), 'Fresh-Start-42!');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Fresh-Start-43!');
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    await findToast("Passwords don't match", 'Please make sure both password fields match.');
  });

  it('says the requirements are not met for a weak password', async () => {
    const { user, dialog } = await openFromPortal();
    await user.type(within(dialog).getByLabelText('New Password'), 'weakpass');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'weakpass');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    await findToast(
      'Password requirements not met',
      'Please ensure your password meets all the requirements listed below.',
    );
  });

  it('updates the password, confirms and closes', async () => {
    const { user, dialog } = await openFromPortal();
    await user.type(within(dialog).getByLabelText('New Password'), 'Fresh-Start-42!');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Fresh-Start-42!');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    await findToast('Password updated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const fresh = await mockAdapterFor(mock);
    await expect(
      fresh.auth.signIn({ email: PERSONAS.customer.email, password: 'Fresh-Start-42!' }),
    ).resolves.toBeTruthy();
  });

  it('asks a signed-out visitor to sign in instead', async () => {
    const { user, dialog } = await openFromAuth();
    await user.click(within(dialog).getByRole('tab', { name: 'Update Password' }));
    expect(await within(dialog).findByText('Sign in to change your password')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
