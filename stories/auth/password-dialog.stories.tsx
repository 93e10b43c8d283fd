import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordDialog, type PasswordDialogTab } from '@/features/auth/password-dialog';

function OpenDialog({ initialTab }: { initialTab: PasswordDialogTab }) {
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState(initialTab);
  return <PasswordDialog open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />;
}

const meta = {
  title: 'Auth/Password dialog',
  component: OpenDialog,
  parameters: { route: '/portal' },
} satisfies Meta<typeof OpenDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Request Reset, submitted empty: 'Email required'. */
export const DialogRequestTab: Story = {
  args: { initialTab: 'request' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('tab', { name: 'Request Reset' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await expect(await within(dialog).findByText('Email required: Please enter your email address.')).toBeVisible();
  },
};

/** Update Password for a signed-in customer, with the live checklist. */
export const DialogUpdateTab: Story = {
  args: { initialTab: 'update' },
  parameters: { persona: 'customer' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('New Password'), 'Fresh-42');
    await expect(within(dialog).getByText('One special character').closest('li')).toHaveAttribute('data-met', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Update Password' })).toBeEnabled();
  },
};
