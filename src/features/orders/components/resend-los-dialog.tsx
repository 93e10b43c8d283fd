import { Text } from '@chakra-ui/react';
import type { LosHandoff } from '@/backend';
import { losHandoffLine } from '@/components/orders/los-handoffs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export const LOS_RESEND_TITLE = 'Send this report again?';
export const LOS_RESEND_CONFIRM = 'Send again';
export const LOS_RESEND_CANCEL = "Don't send";

interface ResendLosDialogProps {
  /** The earlier send of the same report version to the same address; null when there is nothing to ask. */
  earlier: LosHandoff | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before the same report version goes to the same LOS address again (issue 47 §2), naming the earlier send:
 * a second copy in a loan origination system is a second record to reconcile. It opens on "Don't send".
 */
export function ResendLosDialog({ earlier, onConfirm, onCancel }: ResendLosDialogProps) {
  return (
    <ConfirmDialog
      open={earlier !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={LOS_RESEND_TITLE}
      details={<Text fontSize="sm">Sending it again puts a second copy in the loan origination system.</Text>}
      cancelLabel={LOS_RESEND_CANCEL}
      confirmLabel={LOS_RESEND_CONFIRM}
      confirmPalette="blue"
      onConfirm={onConfirm}
    >
      {earlier && (
        <>
          <Text>This version of the report already went to this address:</Text>
          <Text mt="2" fontWeight="medium" wordBreak="break-word">
            {losHandoffLine(earlier)}.
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}
