import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend-context';
import { adminErrorMessage } from '../api/admin-users-api';

export const RESET_SECOND_FACTOR_TEXTS = {
  heading: 'Two-Factor Authentication',
  explanation:
    'If this user lost the phone with their authenticator app, reset it: they sign in with their password alone and set up a new app (administrators must before their admin rights return).',
  button: 'Reset Two-Factor Authentication',
  confirmTitle: 'Reset two-factor authentication?',
  resetting: 'Resetting...',
  successTitle: 'Two-factor authentication reset',
} as const;

/**
 * Recovery of another user's authenticator app (reset_user_mfa: admins at aal2, never their own). Asks
 * first; the audit trail records who reset whose factor.
 */
export function ResetSecondFactor({ profile }: { profile: Profile }) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const reset = useMutation({
    mutationFn: () => backend.admin.resetMfa(profile.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-audit-log'] }),
  });
  const who = profile.email ?? 'this user';

  const confirm = async () => {
    try {
      await reset.mutateAsync();
    } catch (error) {
      console.error('Error resetting two-factor authentication', error);
      notify.error('Error', adminErrorMessage(error));
      setOpen(false);
      return;
    }
    setOpen(false);
    notify.success(
      RESET_SECOND_FACTOR_TEXTS.successTitle,
      `${who} signs in with their password and sets up a new app.`,
    );
  };

  return (
    <Stack gap="2" borderTopWidth="1px" pt="5">
      <Heading as="h2" size="sm">
        {RESET_SECOND_FACTOR_TEXTS.heading}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {RESET_SECOND_FACTOR_TEXTS.explanation}
      </Text>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" colorPalette="red" size="sm" alignSelf="flex-start">
            {RESET_SECOND_FACTOR_TEXTS.button}
          </Button>
        }
        title={RESET_SECOND_FACTOR_TEXTS.confirmTitle}
        confirmLabel="Reset"
        onConfirm={() => void confirm()}
        busy={reset.isPending}
        busyLabel={RESET_SECOND_FACTOR_TEXTS.resetting}
      >
        {who} will no longer be asked for a code from their authenticator app. Only do this once you have confirmed who
        is asking, for example by calling them back.
      </ConfirmDialog>
    </Stack>
  );
}
