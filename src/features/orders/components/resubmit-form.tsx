import { Alert, Button, Field, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useController, useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import {
  errorMessage,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  resubmitOrderInputSchema,
  type ResubmitOrderInput,
  type UploadFile,
} from '@/backend';
import { withPdfContents } from '@/components/orders/pdf-contents';
import { messagesOf, PdfFilePicker } from '@/components/orders/pdf-file-picker';

export const RESUBMIT_FAILED_TITLE = 'Documents not sent';

/** The port's rule, plus the order's own limit: at most 10 documents in all. */
export function resubmitSchema(existing: number) {
  const room = Math.max(0, MAX_DOCUMENTS - existing);
  return resubmitOrderInputSchema.superRefine((value, ctx) => {
    if (value.documents.length > room)
      ctx.addIssue({
        code: 'custom',
        path: ['documents'],
        message:
          room === 0
            ? `This order already holds ${MAX_DOCUMENTS} documents, the most an order can have. Contact us to replace one`
            : `This order already holds ${existing} documents: you can add up to ${room} more`,
      });
  });
}

type Input = z.input<typeof resubmitOrderInputSchema>;
type Output = z.output<typeof resubmitOrderInputSchema>;

export interface ResubmitFormProps {
  orderId: string;
  /** How many documents the order already holds. */
  existingDocuments: number;
  onSubmit: (input: ResubmitOrderInput) => Promise<void>;
  submitting?: boolean;
  /** The backend's refusal of the last attempt. */
  error?: unknown;
}

/** The answer to Needs documents: more PDFs and an optional note, then Resubmit (the order goes back into review). */
export function ResubmitForm({ orderId, existingDocuments, onSubmit, submitting = false, error }: ResubmitFormProps) {
  const schema = useMemo(() => resubmitSchema(existingDocuments), [existingDocuments]);
  const form = useForm<Input, unknown, Output>({
    resolver: withPdfContents(zodResolver(schema)),
    criteriaMode: 'all',
    defaultValues: { orderId, documents: [], message: '' },
  });
  const { errors } = form.formState;
  const documents = useController({ control: form.control, name: 'documents' });
  const files = documents.field.value as UploadFile[];
  const busy = submitting || form.formState.isSubmitting;
  const room = Math.max(0, MAX_DOCUMENTS - existingDocuments);

  const submit = form.handleSubmit(async (input) => {
    if (busy) return;
    await onSubmit(input);
  });

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="5"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Add documents"
    >
      <PdfFilePicker
        label="Add documents"
        required
        help={`PDF only, up to ${room} more ${room === 1 ? 'file' : 'files'} of ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB each.`}
        files={files}
        onFilesChange={(next) => {
          documents.field.onChange(next);
          void form.trigger('documents');
        }}
        onBlur={documents.field.onBlur}
        name={documents.field.name}
        errors={messagesOf(errors.documents as FieldError | undefined)}
      />
      <Field.Root invalid={Boolean(errors.message)}>
        <Field.Label>Message to the team</Field.Label>
        <Textarea rows={3} {...form.register('message')} />
        <Field.HelperText>Optional: anything we should know about these documents.</Field.HelperText>
        <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
      </Field.Root>
      {error !== undefined && error !== null && !busy && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{RESUBMIT_FAILED_TITLE}</Alert.Title>
            <Alert.Description>{errorMessage(error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button
        type="submit"
        colorPalette="blue"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        loading={busy}
        loadingText="Resubmitting..."
      >
        Resubmit
      </Button>
    </chakra.form>
  );
}
