import { Card, Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecoveryLinkProblem, RecoveryPanel } from '@/features/auth/recovery-panels';
import { describeRecoveryLinkError } from '@/features/auth/recovery-link';

/**
 * /auth in recovery mode. The screen reaches these states from a link in the address bar, which a story
 * cannot carry, so the panels are shown as the screen renders them.
 */
function RecoveryFrame({ state }: { state: 'met' | 'unmet' | 'expired' }) {
  return (
    <Container maxW="md" py="16">
      <Card.Root>
        <Card.Body p="8">
          {state === 'expired' ? (
            <RecoveryLinkProblem
              message={describeRecoveryLinkError('otp_expired', 'Email link is invalid or has expired')}
              onRequestNewLink={() => {}}
            />
          ) : (
            <RecoveryPanel
              email="customer@demo.test"
              onSubmit={async () => {}}
              defaultValues={
                state === 'met'
                  ? { newPassword: 'Fresh-Start-42!', confirmPassword: 'Fresh-Start-42!' }
                  : { newPassword: 'fresh42', confirmPassword: 'fresh4' }
              }
            />
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

const meta = {
  title: 'Auth/Recovery mode',
  component: RecoveryFrame,
  parameters: { route: '/auth' },
} satisfies Meta<typeof RecoveryFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every rule met and both fields equal: Update Password is enabled. */
export const RecoveryRulesMet: Story = {
  args: { state: 'met' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    for (const item of canvas.getAllByRole('listitem')) await expect(item).toHaveAttribute('data-met', 'true');
    await expect(canvas.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  },
};

/** Rules unmet and a mismatch: the checklist shows what is missing and the button stays disabled. */
export const RecoveryRulesUnmet: Story = {
  args: { state: 'unmet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByText('One uppercase letter').closest('li')).toHaveAttribute('data-met', 'false');
    await expect(canvas.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  },
};

/** An expired or used link: a clear error and a way to ask for a new one. */
export const ExpiredLink: Story = {
  args: { state: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid or has expired');
    await expect(canvas.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  },
};
