import {
  Alert,
  Button,
  Checkbox,
  chakra,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, sendReportToLosInputSchema, type PublishedReport } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { useLosEmail, useSendToLos } from '../api/report-api';
import { reportPdf } from './report-files';

export const LOS_DIALOG_TITLE = 'Send to LOS';
export const LOS_SEND_FAILED = 'The report was not sent';
export const LOS_PDF_FAILED = 'The PDF could not be prepared. Please try again.';
export const losSentTitle = (email: string) => `Report sent to ${email}`;

const losFormSchema = sendReportToLosInputSchema.pick({ email: true, remember: true });
type Input = z.input<typeof losFormSchema>;
type Output = z.output<typeof losFormSchema>;

export interface SendToLosDialogProps {
  report: PublishedReport;
  userId: string;
}

/**
 * Send to LOS: the report's PDF and data packet by email to the loan origination system. The address starts
 * from the one kept on the account; what the customer types stays while the dialog is closed and after a
 * refusal, so nothing has to be typed twice.
 */
export function SendToLosDialog({ report, userId }: SendToLosDialogProps) {
  const [open, setOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const saved = useLosEmail(userId);
  const send = useSendToLos();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(losFormSchema),
    defaultValues: { email: '', remember: true },
  });
  const { errors } = form.formState;
  const remember = useController({ control: form.control, name: 'remember' });
  const { ref: registerEmailRef, ...emailField } = form.register('email');
  const busy = preparing || send.isPending;

  // The kept address fills the field once it is known, unless the customer has typed meanwhile.
  useEffect(() => {
    if (saved.data && !form.getFieldState('email').isDirty) form.setValue('email', saved.data);
  }, [saved.data, form]);

  const submit = form.handleSubmit(async ({ email, remember: keep }) => {
    setFailure(null);
    setPreparing(true);
    let pdf: Blob;
    try {
      pdf = (await reportPdf(report)).blob;
    } catch (error) {
      console.error(error);
      setFailure(LOS_PDF_FAILED);
      return;
    } finally {
      setPreparing(false);
    }
    try {
      await send.mutateAsync({ input: { reportId: report.id, email, remember: keep }, pdf });
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    setOpen(false);
    notify.success(
      losSentTitle(email),
      keep ? 'The address is kept on your account for next time.' : 'The PDF and the data packet are on their way.',
    );
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (busy) return;
        setOpen(e.open);
        if (e.open) setFailure(null);
      }}
      initialFocusEl={() => emailRef.current}
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
            <chakra.form noValidate onSubmit={(e) => void submit(e)} aria-label={LOS_DIALOG_TITLE}>
              <Dialog.Header>
                <Dialog.Title>{LOS_DIALOG_TITLE}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>
                    We email version {report.version} of the report to your loan origination system: the PDF and the
                    data packet (JSON) for import.
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
                  <Checkbox.Root
                    checked={remember.field.value !== false}
                    onCheckedChange={(e) => remember.field.onChange(e.checked === true)}
                    name={remember.field.name}
                    disabled={busy}
                  >
                    <Checkbox.HiddenInput onBlur={remember.field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">Remember this address</Checkbox.Label>
                  </Checkbox.Root>
                  {failure && !busy && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{LOS_SEND_FAILED}</Alert.Title>
                        <Alert.Description>{failure}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    Check the address with your LOS administrator: the report goes to whoever receives this mail.
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={busy}
                  loadingText={preparing ? 'Preparing PDF...' : 'Sending...'}
                >
                  Send report
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
