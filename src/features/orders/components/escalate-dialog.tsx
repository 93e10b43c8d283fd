import { Button, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { errorMessage } from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { useEscalateOrder } from '../api/report-api';

export const ESCALATE_DIALOG_TITLE = 'Escalate to legal review?';
export const ESCALATED_TITLE = 'Escalated to legal review';
export const ESCALATE_FAILED = 'The report was not escalated';

export interface EscalateDialogProps {
  orderId: string;
  entityName: string;
  /** Where focus goes once escalated: the button is gone by then (an order is escalated once). */
  afterEscalate: () => HTMLElement | null;
}

/**
 * Escalate to legal review and its confirmation: the partner firm receives the report and the documents, and
 * the credit the report used comes back. Shown only for a ready report never escalated before.
 */
export function EscalateDialog({ orderId, entityName, afterEscalate }: EscalateDialogProps) {
  const [open, setOpen] = useState(false);
  const escalate = useEscalateOrder(orderId);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const firm = env.VITE_PARTNER_FIRM_NAME;

  const confirm = () =>
    escalate.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        notify.success(
          ESCALATED_TITLE,
          `${firm} has the report and the documents. The credit this report used has been refunded to your balance.`,
        );
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) escalate.reset();
      }}
      trigger={
        <Button ref={triggerRef} variant="outline" colorPalette="orange">
          Escalate to legal review
        </Button>
      }
      finalFocusEl={() => (triggerRef.current?.isConnected ? triggerRef.current : afterEscalate())}
      title={ESCALATE_DIALOG_TITLE}
      details={
        <Text fontSize="sm" color="fg.muted">
          The order shows Escalated until the firm has reviewed it; we then publish the reviewed report here. An order
          can be escalated once.
        </Text>
      }
      failure={escalate.isError ? { title: ESCALATE_FAILED, message: errorMessage(escalate.error) } : null}
      cancelLabel="Not now"
      confirmLabel="Yes, escalate"
      confirmPalette="blue"
      onConfirm={confirm}
      busy={escalate.isPending}
      busyLabel="Escalating..."
    >
      We forward this report and the documents of the order for {entityName} to {firm}, our partner law firm, for legal
      review. The credit this report used is refunded to your balance.
    </ConfirmDialog>
  );
}
