import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { errorMessage } from '@/backend';
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
  const keepRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        notify.success(ORDER_CANCELLED_TITLE, 'The credit it used has been refunded to your balance.');
      },
    });

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (cancel.isPending) return;
        setOpen(e.open);
        if (e.open) cancel.reset();
      }}
      initialFocusEl={() => keepRef.current}
      // Back to the button while it is there; once the order has moved on (cancelled here, or by the team
      // meanwhile) the button is gone, and focus goes to the order's status.
      finalFocusEl={() => (triggerRef.current?.isConnected ? triggerRef.current : afterCancel())}
      placement="center"
    >
      {cancellable && (
        <Dialog.Trigger asChild>
          <Button ref={triggerRef} variant="outline" colorPalette="red" alignSelf={{ base: 'stretch', sm: 'start' }}>
            Cancel order
          </Button>
        </Dialog.Trigger>
      )}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{CANCEL_DIALOG_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Dialog.Description>
                We will not review the order for {entityName}. The credit it used is refunded to your balance, so you
                can use it for another report.
              </Dialog.Description>
              <Text fontSize="sm" color="fg.muted">
                A cancelled order cannot be reopened.
              </Text>
              {cancel.isError && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>The order was not cancelled</Alert.Title>
                    <Alert.Description>{errorMessage(cancel.error)}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button ref={keepRef} variant="outline" disabled={cancel.isPending}>
                  Keep order
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={cancel.isPending} loadingText="Cancelling...">
                Yes, cancel order
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
