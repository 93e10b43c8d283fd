import { Alert, Button, chakra, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  confirmLosAddressInputSchema,
  earlierHandoff,
  errorMessage,
  LOS_LIMITS,
  sendReportToLosInputSchema,
  type LosHandoff,
  type LosPacketVersion,
  type PublishedReport,
} from '@/backend';
import { notify } from '@/components/ui/toaster';
import { useLosHandoffs } from '@/lib/order-queries';
import { useConfirmLosAddress, useLosEmail, useSendToLos } from '../api/report-api';
import { FormCheckbox } from './form-checkbox';
import { ResendLosDialog } from './resend-los-dialog';

export const LOS_DIALOG_TITLE = 'Send to LOS';
export const LOS_SEND_FAILED = 'The report was not sent';
export const LOS_CONFIRM_FAILED = 'The address was not confirmed';
export const LOS_CODE_LABEL = 'Confirmation code';
export const LOS_PACKET_V1_LABEL = 'This LOS reads only data packet version 1';
export const losSentTitle = (email: string) => `Report sent to ${email}`;
export const losCodeSentText = (email: string) =>
  `We sent a 6-digit code to ${email}. Whoever reads that inbox (your LOS team) has it: type it here within ${LOS_LIMITS.codeMinutes} minutes and the report goes out. Nothing else is sent to the address until then.`;

const losFormSchema = sendReportToLosInputSchema
  .pick({ email: true, remember: true })
  .extend({ packetV1: z.boolean().default(false) });
/** One send as the customer asked for it: kept while the code is typed or the resend is confirmed. */
interface LosRequest {
  email: string;
  remember: boolean;
  packetVersion: LosPacketVersion;
}
type Input = z.input<typeof losFormSchema>;
type Output = z.output<typeof losFormSchema>;
const codeFormSchema = z.object({ code: confirmLosAddressInputSchema.shape.code });
type CodeInput = z.input<typeof codeFormSchema>;
type CodeOutput = z.output<typeof codeFormSchema>;

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
  const [failure, setFailure] = useState<string | null>(null);
  /** The address waiting for its code (the second step), or null on the first. */
  const [pending, setPending] = useState<LosRequest | null>(null);
  /** A send of a version already sent to that address, waiting for the customer to say it again. */
  const [resend, setResend] = useState<{ request: LosRequest; earlier: LosHandoff } | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const saved = useLosEmail(userId);
  const send = useSendToLos(report.order_id);
  const confirm = useConfirmLosAddress(report.order_id);
  const handoffs = useLosHandoffs(report.order_id);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(losFormSchema),
    defaultValues: { email: '', remember: true, packetV1: false },
  });
  const codeForm = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const codeErrors = codeForm.formState.errors;
  const { ref: registerEmailRef, ...emailField } = form.register('email');
  const { ref: registerCodeRef, ...codeField } = codeForm.register('code');
  const busy = send.isPending || confirm.isPending;

  // The kept address fills the field once it is known, unless the customer has typed meanwhile.
  useEffect(() => {
    if (saved.data && !form.getFieldState('email').isDirty) form.setValue('email', saved.data);
  }, [saved.data, form]);

  // Each step starts with focus on its field: the code once it has been mailed, the address on the way back.
  const step = pending ? 'code' : 'address';
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step === 'code' ? codeRef : emailRef).current?.focus();
  }, [step]);

  function sent(email: string, keep: boolean) {
    setOpen(false);
    setPending(null);
    codeForm.reset({ code: '' });
    notify.success(
      losSentTitle(email),
      keep ? 'The address is kept on your account for next time.' : 'The data packet and the link are on their way.',
    );
  }

  // An address this order's report went to before starts from the packet version it was sent then (until the
  // customer ticks or clears the box themselves).
  const typed = form.watch('email');
  useEffect(() => {
    const last = (handoffs.data ?? []).find((h) => h.recipient.toLowerCase() === typed.trim().toLowerCase());
    if (!form.getFieldState('packetV1').isDirty) form.setValue('packetV1', last?.packet_version === 1);
  }, [typed, handoffs.data, form]);

  async function deliver(request: LosRequest) {
    setFailure(null);
    try {
      const outcome = await send.mutateAsync({ reportId: report.id, ...request });
      if (outcome === 'sent') return sent(request.email, request.remember);
      codeForm.reset({ code: '' });
      setPending(request);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const submitAddress = form.handleSubmit(async ({ email, remember: keep, packetV1: v1 }) => {
    const request: LosRequest = { email, remember: keep, packetVersion: v1 ? 1 : 2 };
    // The record as it is now (another tab may have sent since the page loaded); unreadable, it asks nothing.
    const known = (await handoffs.refetch()).data ?? handoffs.data ?? [];
    const earlier = earlierHandoff(known, report.id, email);
    if (earlier) return setResend({ request, earlier });
    await deliver(request);
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    if (!pending) return;
    setFailure(null);
    try {
      await confirm.mutateAsync({ reportId: report.id, code, ...pending });
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    sent(pending.email, pending.remember);
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (busy) return;
        setOpen(e.open);
        if (e.open) setFailure(null);
      }}
      initialFocusEl={() => (pending ? codeRef.current : emailRef.current)}
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
            <chakra.form
              noValidate
              onSubmit={(e) => void (pending ? submitCode(e) : submitAddress(e))}
              aria-label={LOS_DIALOG_TITLE}
            >
              <Dialog.Header>
                <Dialog.Title>{LOS_DIALOG_TITLE}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {/* Keyed, so the address's input is never reused for the code's (each keeps its own value). */}
                  {pending ? (
                    <Fragment key="code">
                      <Dialog.Description>{losCodeSentText(pending.email)}</Dialog.Description>
                      <Field.Root invalid={Boolean(codeErrors.code)} required disabled={busy}>
                        <Field.Label>
                          {LOS_CODE_LABEL}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          inputMode="numeric"
                          autoComplete="one-time-code"
                          maxLength={8}
                          {...codeField}
                          ref={(el) => {
                            registerCodeRef(el);
                            codeRef.current = el;
                          }}
                        />
                        <Field.HelperText>
                          A wrong code counts: after {LOS_LIMITS.codeTries} it stops working.
                        </Field.HelperText>
                        <Field.ErrorText>{codeErrors.code?.message}</Field.ErrorText>
                      </Field.Root>
                    </Fragment>
                  ) : (
                    <Fragment key="address">
                      <Dialog.Description>
                        We email version {report.version} of the report to your loan origination system: its data packet
                        (JSON, packet version 2 with the source of each value, or version 1 if your LOS reads only that)
                        for import and a link to the report. The first time you use an address, we mail it a code to
                        confirm it.
                      </Dialog.Description>
                      <Field.Root invalid={Boolean(errors.email)} required disabled={busy}>
                        <Field.Label>
                          LOS email address
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          type="email"
                          inputMode="email"
                          autoComplete="email"
                          {...emailField}
                          ref={(el) => {
                            registerEmailRef(el);
                            emailRef.current = el;
                          }}
                        />
                        {saved.isPending && (
                          <Field.HelperText>Looking up the address kept on your account...</Field.HelperText>
                        )}
                        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
                      </Field.Root>
                      <FormCheckbox
                        control={form.control}
                        name="remember"
                        label="Remember this address"
                        disabled={busy}
                      />
                      <FormCheckbox
                        control={form.control}
                        name="packetV1"
                        label={LOS_PACKET_V1_LABEL}
                        disabled={busy}
                      />
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
                  <Button
                    variant="outline"
                    disabled={busy}
                    onClick={() => {
                      setFailure(null);
                      setPending(null);
                    }}
                  >
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
      <ResendLosDialog
        earlier={resend?.earlier ?? null}
        onCancel={() => setResend(null)}
        onConfirm={() => {
          const request = resend?.request;
          setResend(null);
          if (request) void deliver(request);
        }}
      />
    </Dialog.Root>
  );
}
