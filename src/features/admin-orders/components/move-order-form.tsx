import { Alert, Button, Card, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NEEDS_DOCUMENTS_MESSAGE_REQUIRED,
  ORDER_MESSAGE_MAX,
  ORDER_TRANSITIONS,
  canMoveOrder,
  moveRefundsCredit,
  setOrderStatusInputSchema,
  type OrderRequest,
  type OrderStatus,
  type SetOrderStatusInput,
} from '@/backend';
import { orderReference } from '@/components/orders/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type FormValues = z.input<typeof setOrderStatusInputSchema>;
type ParsedValues = z.output<typeof setOrderStatusInputSchema>;

/** Report ready is not a status change: publishing the report is the only way there (decision 0004). */
export const REPORT_READY_BY_PUBLISHING =
  'To deliver the report, publish it in the Report section: the order then becomes Report ready.';

/** What a move does to the customer's credit, in words (SPEC §1: the legal review's fee is credited back). */
export function refundNote(from: OrderStatus, to: OrderStatus): string | null {
  if (!moveRefundsCredit(from, to)) return null;
  return to === 'Escalated'
    ? 'Escalating refunds the customer’s credit: the report fee is credited back for legal review.'
    : 'Cancelling before review refunds the customer’s credit.';
}

export interface MoveOrderFormProps {
  order: OrderRequest;
  /** Resolves when the server moved the order; throws its error otherwise (the input is kept). */
  onMove: (input: SetOrderStatusInput) => Promise<void>;
  /** The server's words for the last refused move, shown above the button. */
  serverError: string | null;
  submitting: boolean;
}

/**
 * The admin's "Move order" form: only the statuses the lifecycle allows from here, a message to the customer
 * (required when asking for documents), a note when the move refunds the credit, and a confirmation before
 * cancelling.
 */
export function MoveOrderForm({ order, onMove, serverError, submitting }: MoveOrderFormProps) {
  const allowed = ORDER_TRANSITIONS[order.status];
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(setOrderStatusInputSchema),
    defaultValues: { orderId: order.id, message: '' },
  });
  /** The validated cancellation waiting for the dialog's answer. */
  const [pending, setPending] = useState<ParsedValues | null>(null);
  const chosen = watch('status') as OrderStatus | '' | undefined;
  const messageLength = (watch('message') ?? '').length;
  const note = chosen && canMoveOrder(order.status, chosen) ? refundNote(order.status, chosen) : null;
  const needsMessage = chosen === 'Needs documents';
  const publishesReport = order.status === 'In review' || order.status === 'Escalated';

  const move = async (values: ParsedValues) => {
    try {
      await onMove(values);
      reset({ orderId: order.id, message: '', status: undefined });
    } catch {
      // The page shows the server's words; the input stays for another try.
    }
  };

  const submit = handleSubmit((values) => {
    if (values.status === 'Cancelled') setPending(values);
    else void move(values);
  });

  const reference = orderReference(order.id);

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Move order</Card.Title>
        <Card.Description>The customer sees the new status and your message on their order page.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={submit} noValidate aria-label="Move order">
            <Field.Root invalid={Boolean(errors.status)} required>
              <Field.Label>
                New status
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('status')}>
                  <option value="">Choose the new status</option>
                  {allowed.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.status ? (
                <Field.ErrorText color="red.fg">{errors.status.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  From {order.status}, the order can move to: {allowed.join(', ')}.
                  {publishesReport ? ` ${REPORT_READY_BY_PUBLISHING}` : ''}
                </Field.HelperText>
              )}
            </Field.Root>

            <Field.Root invalid={Boolean(errors.message)} required={needsMessage}>
              <Field.Label>
                Message to the customer
                <Field.RequiredIndicator
                  fallback={
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      (optional)
                    </Text>
                  }
                />
              </Field.Label>
              <Textarea
                rows={4}
                maxLength={ORDER_MESSAGE_MAX}
                placeholder={
                  needsMessage
                    ? 'Which documents are needed, e.g. the signed operating agreement with all amendments'
                    : 'What the customer should know about this step'
                }
                {...register('message')}
              />
              {errors.message ? (
                <Field.ErrorText color="red.fg">{errors.message.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {needsMessage ? `${NEEDS_DOCUMENTS_MESSAGE_REQUIRED}. ` : ''}
                  {messageLength} of {ORDER_MESSAGE_MAX} characters.
                </Field.HelperText>
              )}
            </Field.Root>

            {note && (
              <Alert.Root status="info" role="note">
                <Alert.Indicator />
                <Alert.Description>{note}</Alert.Description>
              </Alert.Root>
            )}

            {serverError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>The order was not moved</Alert.Title>
                  <Alert.Description>{serverError}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}

            <Button
              type="submit"
              colorPalette={chosen === 'Cancelled' ? 'red' : 'blue'}
              alignSelf="flex-start"
              loading={submitting}
              loadingText="Moving..."
            >
              {chosen === 'Cancelled' ? 'Cancel order' : 'Move order'}
            </Button>
          </form>
        </Stack>
      </Card.Body>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Cancel order ${reference}?`}
        details={
          <Text>
            {moveRefundsCredit(order.status, 'Cancelled')
              ? 'Review has not started, so the customer gets their credit back.'
              : 'Review has started, so the customer’s credit is not refunded.'}
          </Text>
        }
        cancelLabel="Keep order"
        confirmLabel="Cancel order"
        onConfirm={() => {
          const values = pending;
          setPending(null);
          if (values) void move(values);
        }}
      >
        The order for <strong>{order.entity_legal_name}</strong> will be cancelled. Cancelled is final: the order cannot
        move again.
      </ConfirmDialog>
    </Card.Root>
  );
}
