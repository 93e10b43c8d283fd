import { Button, Container, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';

/** The dialog with its own open state, opened by its trigger as on the screens that use it. */
function Harness(props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'trigger'> & { defaultOpen?: boolean }) {
  const { defaultOpen = true, ...rest } = props;
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Container py="8">
      <ConfirmDialog
        {...rest}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" colorPalette="red">
            Reset demo data
          </Button>
        }
      />
    </Container>
  );
}

const meta = {
  title: 'Components/Confirm dialog',
  component: Harness,
  args: {
    title: 'Reset demo data?',
    confirmLabel: 'Reset demo data',
    onConfirm: fn(),
    children:
      'This restores every account, role, audit entry, request and email to the original demo data and signs everyone out. Changes made during the demo are lost.',
  },
} satisfies Meta<typeof Harness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Open: focus starts on the harmless choice; the description is the dialog's accessible description. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset demo data?' });
    await expect(dialog).toHaveAccessibleDescription(/restores every account/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A warning under the description, and labels of the screen's own. */
export const WithWarning: Story = {
  args: {
    title: 'Confirm Role Assignment',
    confirmLabel: 'Confirm Assignment',
    cancelLabel: 'Keep the role',
    children: 'You are about to assign the Admin role to Casey Customer (customer@demo.test).',
    details: (
      <Text color="red.fg" fontWeight="semibold" role="alert">
        WARNING: Admin users have full system access including user management capabilities.
      </Text>
    ),
  },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Confirm Role Assignment' });
    await expect(screen.getByRole('alert')).toHaveTextContent(/full system access/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep the role' })).toHaveFocus());
  },
};

/** Running: the confirm button says so, Cancel is disabled and Escape does not close the dialog. */
export const Running: Story = {
  args: { busy: true, busyLabel: 'Resetting...' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset demo data?' });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('Resetting...');
    // Once it has finished opening; Escape closes it at once when nothing runs (the Closed story).
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toBeVisible();
  },
};

/** Closed: the trigger opens it, and Escape closes it with focus back on the trigger. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async () => {
    const trigger = screen.getByRole('button', { name: 'Reset demo data' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Reset demo data?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The last attempt failed: why, as an alert under the description, with the dialog still open to try again. */
export const Failed: Story = {
  args: {
    title: 'Cancel this order?',
    cancelLabel: 'Keep order',
    confirmLabel: 'Yes, cancel order',
    children: 'We will not review the order for Harborview Lofts LLC. The credit it used is refunded to your balance.',
    failure: { title: 'The order was not cancelled', message: 'Only a Submitted order can be cancelled' },
  },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'The order was not cancelledOnly a Submitted order can be cancelled',
    );
    await expect(screen.getByRole('button', { name: 'Yes, cancel order' })).toBeEnabled();
  },
};
