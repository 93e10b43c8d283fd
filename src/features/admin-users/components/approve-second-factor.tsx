import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend-context';
import { adminErrorMessage } from '../api/admin-users-api';

export const APPROVE_SECOND_FACTOR_TEXTS = {
  heading: 'Admin Authenticator Approval',
  explanation:
    "An administrator's authenticator app gives admin rights only once another admin approves it: anyone who had their password could have set it up. Approve it after they set it up, or after a reset.",
  button: 'Approve Authenticator App',
  confirmTitle: 'Approve this authenticator app?',
  confirmLabel: 'Approve',
  approving: 'Approving...',
  successTitle: 'Authenticator app approved',
} as const;

/**
 * Another admin's approval of an administrator's authenticator app (approve_admin_factor: admins at aal2,
 * never their own), which their admin rights wait for. Asks first; the audit trail records who approved whose.
 */
export function ApproveSecondFactor({ profile }: { profile: Profile }) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const approve = useMutation({
    mutationFn: () => backend.admin.approveMfa(profile.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-audit-log'] }),
  });
  const who = profile.email ?? 'this user';

  const confirm = async () => {
    try {
      await approve.mutateAsync();
    } catch (error) {
      console.error('Error approving the authenticator app', error);
      notify.error('Error', adminErrorMessage(error));
      setOpen(false);
      return;
    }
    setOpen(false);
    notify.success(APPROVE_SECOND_FACTOR_TEXTS.successTitle, `${who} has admin rights with their authenticator app.`);
  };

  return (
    <Stack gap="2" borderTopWidth="1px" pt="5">
      <Heading as="h2" size="sm">
        {APPROVE_SECOND_FACTOR_TEXTS.heading}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {APPROVE_SECOND_FACTOR_TEXTS.explanation}
      </Text>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" colorPalette="blue" size="sm" alignSelf="flex-start">
            {APPROVE_SECOND_FACTOR_TEXTS.button}
          </Button>
        }
        title={APPROVE_SECOND_FACTOR_TEXTS.confirmTitle}
        confirmLabel={APPROVE_SECOND_FACTOR_TEXTS.confirmLabel}
        confirmPalette="blue"
        onConfirm={() => void confirm()}
        busy={approve.isPending}
        busyLabel={APPROVE_SECOND_FACTOR_TEXTS.approving}
      >
        {who} gets admin rights with the authenticator app now set up on their account. Only approve it once you have
        confirmed with them, for example by calling them back, that they set it up themselves.
      </ConfirmDialog>
    </Stack>
  );
}
