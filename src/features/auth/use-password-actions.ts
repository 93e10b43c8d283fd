import { useCallback } from 'react';
import { errorMessage, isBackendError } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend-context';

export const RESET_EMAIL_SENT_TITLE = 'Password reset email sent';
export const RESET_EMAIL_SENT_DESCRIPTION = 'Check your email for a link to reset your password.';
export const RESET_EMAIL_ERROR_TITLE = 'Error sending reset email';
export const UPDATE_PASSWORD_ERROR_TITLE = 'Error updating password';
export const PASSWORD_UPDATED_TITLE = 'Password updated successfully';

/** The two password calls of SPEC §7 with the toasts of SPEC §8; each resolves true on success. */
export function usePasswordActions() {
  const backend = useBackend();

  const requestReset = useCallback(
    async (email: string): Promise<boolean> => {
      try {
        // The link comes back to /auth on this site, where recovery mode picks it up.
        await backend.auth.resetPasswordForEmail(email, `${window.location.origin}/auth`);
      } catch (error) {
        // A per-account rate limit only happens for existing accounts: answering it differently would
        // reveal which emails have accounts, so it gets the same answer as a sent email.
        if (!(isBackendError(error) && error.code === 'rate_limited')) {
          notify.error(RESET_EMAIL_ERROR_TITLE, errorMessage(error));
          return false;
        }
      }
      notify.success(RESET_EMAIL_SENT_TITLE, RESET_EMAIL_SENT_DESCRIPTION);
      return true;
    },
    [backend],
  );

  const updatePassword = useCallback(
    async (password: string): Promise<boolean> => {
      try {
        await backend.auth.updatePassword(password);
      } catch (error) {
        notify.error(UPDATE_PASSWORD_ERROR_TITLE, errorMessage(error));
        return false;
      }
      notify.success(PASSWORD_UPDATED_TITLE);
      return true;
    },
    [backend],
  );

  return { requestReset, updatePassword };
}
