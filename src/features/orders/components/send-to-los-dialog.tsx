import { Alert, Button, chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { LOS_LIMITS, type PublishedReport } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { ResendLosDialog } from './resend-los-dialog';
import { useSendToLosFlow } from './send-to-los-flow';
import { LosAddressStep, LosCodeStep } from './send-to-los-steps';

export { LOS_CODE_LABEL, LOS_PACKET_V1_LABEL, losCodeSentText } from './send-to-los-steps';
export const LOS_DIALOG_TITLE = 'Send to LOS';
export const LOS_SEND_FAILED = 'The report was not sent';
export const LOS_CONFIRM_FAILED = 'The address was not confirmed';
export const losSentTitle = (email: string) => `Report sent to ${email}`;

export interface SendToLosDialogProps {
  report: PublishedReport;
  userId: string;
}

/**
 * Send to LOS: the report's data packet and a link to it, by email to the loan origination system. A report
 * goes only to an address the account has confirmed: the first time, the address is mailed a code, and the
 * dialog asks for it (the second step) before anything of the report is sent. What the customer types stays
 * while the dialog is closed and after a refusal, so nothing has to be typed twice.
 */
export function SendToLosDialog({ report, userId }: SendToLosDialogProps) {
  const [open, setOpen] = useState(false);
  const flow = useSendToLosFlow(report, userId, ({ email, remember }) => {
    setOpen(false);
    notify.success(
      losSentTitle(email),
      remember
        ? 'The address is kept on your account for next time.'
        : 'The data packet and the link are on their way.',
    );
  });
  const { busy, failure, pending } = flow;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (busy) return;
        setOpen(e.open);
        if (e.open) flow.clearFailure();
      }}
      initialFocusEl={() => (pending ? flow.codeRef.current : flow.emailRef.current)}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="blue">
          Send to LOS
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <chakra.form noValidate onSubmit={(e) => void flow.submit(e)} aria-label={LOS_DIALOG_TITLE}>
              <Dialog.Header>
                <Dialog.Title>{LOS_DIALOG_TITLE}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {/* Keyed, so the address's input is never reused for the code's (each keeps its own value). */}
                  {pending ? (
                    <Fragment key="code">
                      <LosCodeStep flow={flow} pending={pending} />
                    </Fragment>
                  ) : (
                    <Fragment key="address">
                      <LosAddressStep flow={flow} report={report} />
                    </Fragment>
                  )}
                  {failure && !busy && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{pending ? LOS_CONFIRM_FAILED : LOS_SEND_FAILED}</Alert.Title>
                        <Alert.Description>{failure}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    Up to {LOS_LIMITS.deliveriesPerDay} reports and {LOS_LIMITS.newAddressesPerDay} new addresses a day.
                    Check the address with your LOS administrator: the report goes to whoever receives this mail.
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {pending ? (
                  <Button variant="outline" disabled={busy} onClick={flow.backToAddress}>
                    Use another address
                  </Button>
                ) : (
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline" disabled={busy}>
                      Cancel
                    </Button>
                  </Dialog.ActionTrigger>
                )}
                <Button type="submit" colorPalette="blue" loading={busy} loadingText="Sending...">
                  {pending ? 'Confirm and send' : 'Send report'}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ResendLosDialog earlier={flow.resendOf} onCancel={flow.cancelResend} onConfirm={flow.confirmResend} />
    </Dialog.Root>
  );
}
