import { Button, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { errorMessage } from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { useCancelOrder } from '../api/order-api';

export const CANCEL_DIALOG_TITLE = 'Cancel this order?';
export const ORDER_CANCELLED_TITLE = 'Order cancelled';

export interface CancelOrderDialogProps {
  orderId: string;
  entityName: string;
  /** Where focus goes once the order is cancelled (the Cancel order button is gone by then). */
  afterCancel: () => HTMLElement | null;
  /** Whether the order may still be cancelled (Submitted): the button shows only then. */
  cancellable: boolean;
  /** Opens the dialog at once (stories). */
  defaultOpen?: boolean;
}

/** "Cancel order" and its confirmation: only for a Submitted order, whose credit is refunded. */
export function CancelOrderDialog({
  orderId,
  entityName,
  afterCancel,
  cancellable,
  defaultOpen = false,
}: CancelOrderDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const cancel = useCancelOrder(orderId);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        notify.success(ORDER_CANCELLED_TITLE, 'The credit it used has been refunded to your balance.');
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) cancel.reset();
      }}
      trigger={
        cancellable ? (
          <Button ref={triggerRef} variant="outline" colorPalette="red" alignSelf={{ base: 'stretch', sm: 'start' }}>
            Cancel order
          </Button>
        ) : undefined
      }
      // Back to the button while it is there; once the order has moved on (cancelled here, or by the team
      // meanwhile) the button is gone, and focus goes to the order's status.
      finalFocusEl={() => (triggerRef.current?.isConnected ? triggerRef.current : afterCancel())}
      title={CANCEL_DIALOG_TITLE}
      details={
        <Text fontSize="sm" color="fg.muted">
          A cancelled order cannot be reopened.
        </Text>
      }
      failure={cancel.isError ? { title: 'The order was not cancelled', message: errorMessage(cancel.error) } : null}
      cancelLabel="Keep order"
      confirmLabel="Yes, cancel order"
      onConfirm={confirm}
      busy={cancel.isPending}
      busyLabel="Cancelling..."
    >
      We will not review the order for {entityName}. The credit it used is refunded to your balance, so you can use it
      for another report.
    </ConfirmDialog>
  );
}
