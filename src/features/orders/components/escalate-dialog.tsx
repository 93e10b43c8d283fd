import { Button, Field, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, ESCALATION_QUESTION_MAX, escalationQuestionSchema, type OrderRequest } from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { useEscalateOrder } from '../api/report-api';
import { escalationContents } from './escalation-contents';

export const ESCALATE_DIALOG_TITLE = 'Escalate to legal review?';
export const ESCALATED_TITLE = 'Escalated to legal review';
export const ESCALATE_FAILED = 'The report was not escalated';
/** The CounselNet page's promise: "add a note on what you need answered". */
export const ESCALATION_QUESTION_LABEL = 'What do you need answered?';

const questionFormSchema = z.object({ question: escalationQuestionSchema });
type QuestionInput = z.input<typeof questionFormSchema>;
type QuestionOutput = z.output<typeof questionFormSchema>;

export interface EscalateDialogProps {
  order: Pick<OrderRequest, 'id' | 'entity_legal_name' | 'documents' | 'documents_purged_at'>;
  /** The newest published version: the one escalate_order() sends, whichever the page shows. */
  latestVersion: number;
  /** Where focus goes once escalated: the button is gone by then (an order is escalated once). */
  afterEscalate: () => HTMLElement | null;
}

/**
 * Escalate to legal review and its confirmation: the customer writes what the attorney should answer (required),
 * the partner firm receives it with the newest report version and the documents still held (never "the documents"
 * once they were removed), and the credit the report used comes back. What was typed stays through a refusal and
 * while the dialog is closed. Shown only for a ready report never escalated before.
 */
export function EscalateDialog({ order, latestVersion, afterEscalate }: EscalateDialogProps) {
  const [open, setOpen] = useState(false);
  const escalate = useEscalateOrder(order.id);
  const contents = escalationContents(order, latestVersion);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLTextAreaElement | null>(null);
  const firm = env.VITE_PARTNER_FIRM_NAME;
  const form = useForm<QuestionInput, unknown, QuestionOutput>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: { question: '' },
  });
  const { ref: registerQuestionRef, ...questionField } = form.register('question');
  const questionError = form.formState.errors.question?.message;

  const confirm = form.handleSubmit(
    ({ question }) =>
      escalate.mutate(question, {
        onSuccess: () => {
          setOpen(false);
          notify.success(
            ESCALATED_TITLE,
            `${firm} has your question, ${contents.summary}. The credit this report used has been refunded to your balance.`,
          );
        },
      }),
    () => questionRef.current?.focus(),
  );

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
      initialFocusEl={() => questionRef.current}
      finalFocusEl={() => (triggerRef.current?.isConnected ? triggerRef.current : afterEscalate())}
      title={ESCALATE_DIALOG_TITLE}
      details={
        <Stack gap="3">
          <Field.Root invalid={Boolean(questionError)} required disabled={escalate.isPending}>
            <Field.Label>
              {ESCALATION_QUESTION_LABEL}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              rows={4}
              autoresize
              maxH="12lh"
              {...questionField}
              ref={(el) => {
                registerQuestionRef(el);
                questionRef.current = el;
              }}
            />
            <Field.HelperText>
              Add a note on what you need answered: the attorney reads it first. Up to{' '}
              {ESCALATION_QUESTION_MAX.toLocaleString('en-US')} characters.
            </Field.HelperText>
            <Field.ErrorText>{questionError}</Field.ErrorText>
          </Field.Root>
          <List.Root as="ul" aria-label={`What ${firm} receives`} gap="1" ps="4" fontSize="sm">
            <List.Item>{contents.report}</List.Item>
            {contents.documents.map((line) => (
              <List.Item key={line} wordBreak="break-word">
                {line}
              </List.Item>
            ))}
          </List.Root>
          <Text fontSize="sm" color="fg.muted">
            The order shows Escalated until the firm has reviewed it; we then publish the reviewed report here. An order
            can be escalated once.
          </Text>
        </Stack>
      }
      failure={escalate.isError ? { title: ESCALATE_FAILED, message: errorMessage(escalate.error) } : null}
      cancelLabel="Not now"
      confirmLabel="Yes, escalate"
      confirmPalette="blue"
      onConfirm={() => void confirm()}
      busy={escalate.isPending}
      busyLabel="Escalating..."
    >
      We forward the order for {order.entity_legal_name} to {firm}, our partner law firm, for legal review, with your
      question and what is listed below. The credit this report used is refunded to your balance.
    </ConfirmDialog>
  );
}
