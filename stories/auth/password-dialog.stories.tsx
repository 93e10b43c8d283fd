import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '@/components/ui/toaster';
import { PasswordDialog, type PasswordDialogTab } from '@/features/auth/password-dialog';
import { never, withHandlers } from '../support/mock-backend';

function OpenDialog({ initialTab }: { initialTab: PasswordDialogTab }) {
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState(initialTab);
  return <PasswordDialog open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />;
}

const meta = {
  title: 'Auth/Password dialog',
  component: OpenDialog,
  parameters: { route: '/portal' },
  // The toast queue is app-wide: start every story without the previous story's toasts.
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof OpenDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const findDialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

/** Request Reset, as opened: one email field and Send Reset Link. */
export const DialogRequestTab: Story = {
  args: { initialTab: 'request' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog.getByRole('tab', { name: 'Request Reset' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabelText(/^Email/)).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

/** Request Reset, submitted empty: 'Email required' under the field and as a toast. */
export const EmailRequired: Story = {
  args: { initialTab: 'request' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await dialog.findByText('Email required: Please enter your email address.')).toBeVisible();
    const page = within(canvasElement.ownerDocument.body);
    // Toasts fade in: wait until they are really visible.
    await waitFor(() => expect(page.getByText('Email required')).toBeVisible());
    await waitFor(() => expect(page.getByText('Please enter your email address.')).toBeVisible());
  },
};

/** Request Reset while the email is being sent: the button is busy and reads Sending... */
export const RequestSubmitting: Story = {
  args: { initialTab: 'request' },
  parameters: withHandlers(http.post('/mock-api/auth/v1/recover', never)),
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Email/), 'customer@demo.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled());
  },
};

/** Update Password for a signed-in customer, with the live checklist. */
export const DialogUpdateTab: Story = {
  args: { initialTab: 'update' },
  parameters: { persona: 'customer' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('New Password'), 'Fresh-42');
    await expect(dialog.getByText('One special character').closest('li')).toHaveAttribute('data-met', 'true');
    await expect(dialog.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  },
};

/** Update Password while the new password is being saved: the button is busy and reads Updating... */
export const UpdateSubmitting: Story = {
  args: { initialTab: 'update' },
  parameters: { persona: 'customer', ...withHandlers(http.put('/mock-api/auth/v1/user', never)) },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('New Password'), 'Fresh-Start-42!');
    await userEvent.type(dialog.getByLabelText('Confirm Password'), 'Fresh-Start-42!');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Updating\.\.\./ })).toBeDisabled());
  },
};
