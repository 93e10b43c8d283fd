import { Alert, CloseButton, Dialog, Portal, Tabs } from '@chakra-ui/react';
import { useAuth } from '@/lib/auth';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';
import { usePasswordActions } from './use-password-actions';

export type PasswordDialogTab = 'request' | 'update';

export interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: PasswordDialogTab;
  onTabChange: (tab: PasswordDialogTab) => void;
}

/**
 * SPEC §2 password dialog: Request Reset (email a link) and Update Password (signed-in users). Focus
 * moves into the dialog, Escape closes it, and focus returns to the button that opened it.
 */
export function PasswordDialog({ open, onOpenChange, tab, onTabChange }: PasswordDialogProps) {
  const { user } = useAuth();
  const { requestReset, updatePassword } = usePasswordActions();

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Password</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Tabs.Root
                value={tab}
                onValueChange={(e) => onTabChange(e.value as PasswordDialogTab)}
                variant="line"
                fitted
                lazyMount
                unmountOnExit
              >
                <Tabs.List mb="4">
                  <Tabs.Trigger value="request">Request Reset</Tabs.Trigger>
                  <Tabs.Trigger value="update">Update Password</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="request">
                  <RequestResetForm
                    defaultEmail={user?.email ?? ''}
                    onSubmit={async (email) => {
                      if (await requestReset(email)) onOpenChange(false);
                    }}
                  />
                </Tabs.Content>
                <Tabs.Content value="update">
                  {user ? (
                    <NewPasswordForm
                      gate="on-submit"
                      onSubmit={async (password) => {
                        if (await updatePassword(password)) onOpenChange(false);
                      }}
                    />
                  ) : (
                    <Alert.Root status="info">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>Sign in to change your password</Alert.Title>
                        <Alert.Description>
                          Forgot it? Use Request Reset and follow the link we email you.
                        </Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
