import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type DemoTools } from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';

export const DEMO_RESET_TITLE = 'Demo data reset';
export const DEMO_RESET_DESCRIPTION =
  'Every account, role and request is back to the original demo data. Sign in again to continue.';

/** 'Reset demo data': asks first, restores the seed, signs this tab out and forgets cached data. */
export function ResetDemoData({ tools }: { tools: DemoTools }) {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    setBusy(true);
    // Sign out first, while the session still exists: the reset revokes it on the server, and signing
    // out afterwards would be refused (a failed request in the console) before it clears this tab.
    await signOut().catch(() => undefined);
    try {
      await tools.resetData();
    } catch (error) {
      notify.error('Could not reset the demo data', errorMessage(error));
      setBusy(false);
      return;
    }
    queryClient.clear();
    setBusy(false);
    setOpen(false);
    notify.success(DEMO_RESET_TITLE, DEMO_RESET_DESCRIPTION);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" colorPalette="red" size="sm">
          Reset demo data
        </Button>
      }
      title="Reset demo data?"
      confirmLabel="Reset demo data"
      onConfirm={() => void reset()}
      busy={busy}
      busyLabel="Resetting..."
    >
      This restores every account, role, audit entry, request and email to the original demo data and signs everyone
      out. Changes made during the demo are lost.
    </ConfirmDialog>
  );
}
