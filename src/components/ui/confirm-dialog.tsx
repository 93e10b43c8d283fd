import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useRef, type ReactElement, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** Opening (through `trigger`) and closing (the cancel button, Escape, the backdrop); never while `busy`. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when the dialog is not opened by other means. */
  trigger?: ReactElement;
  title: ReactNode;
  /** What confirming does: the dialog's accessible description. */
  children: ReactNode;
  /** Shown under the description: a warning, a consequence worth saying apart. */
  details?: ReactNode;
  /** Why the last attempt failed, shown as an alert under the details until the next one. */
  failure?: { title: string; message: string } | null;
  cancelLabel?: string;
  confirmLabel: string;
  /** Red for what destroys or takes away (the default), blue for what only sends something on. */
  confirmPalette?: 'red' | 'blue';
  onConfirm: () => void;
  /** The action is running: the dialog stays open and the confirm button shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** Where focus starts, when not on the cancel button (a field the confirmation needs filled). */
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes on closing, when the element that opened the dialog is not the right place. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A yes/no question before something that cannot be undone (cancelling an order, escalating it, resetting a
 * second factor, assigning a role, replacing a draft). It opens on the harmless choice, so a hurried Enter
 * cancels, and cannot be dismissed while the action it started is running.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  children,
  details,
  failure,
  cancelLabel = 'Cancel',
  confirmLabel,
  confirmPalette = 'red',
  onConfirm,
  busy = false,
  busyLabel,
  initialFocusEl,
  finalFocusEl,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!busy) onOpenChange(e.open);
      }}
      initialFocusEl={initialFocusEl ?? (() => cancelRef.current)}
      finalFocusEl={finalFocusEl}
      placement="center"
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description asChild>
                  <div>{children}</div>
                </Dialog.Description>
                {details}
                {failure && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{failure.title}</Alert.Title>
                      <Alert.Description>{failure.message}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={confirmPalette} onClick={onConfirm} loading={busy} loadingText={busyLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
