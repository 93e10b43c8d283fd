import { Alert, Button, Card, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Suspense, useRef, useState, type FormEvent } from 'react';
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
import { lazyNamed } from '@/lib/lazy-named';

/**
 * Only a cancellation asks first: the dialog (Chakra's dialog machine, focus trap and portal, about 20 kB gzip)
 * loads when the first one is submitted, not with the order page.
 */
const ConfirmDialog = lazyNamed(() => import('@/components/ui/confirm-dialog'), 'ConfirmDialog');

type ParsedValues = z.output<typeof setOrderStatusInputSchema>;
/** What the two fields hold: the select's value ('' until a status is chosen) and the message as typed. */
interface FieldValues {
  status: OrderStatus | '';
  message: string;
}
type FieldErrors = Partial<Record<keyof FieldValues, string>>;
const EMPTY: FieldValues = { status: '', message: '' };

/**
 * The form's two fields checked by the port's own schema (the rule the adapters apply): the first problem of each
 * field, as the zod resolver of react-hook-form reports them, or the parsed input when there is none.
 */
function checkMove(
  orderId: string,
  values: FieldValues,
): { ok: true; input: ParsedValues } | { ok: false; errors: FieldErrors } {
  const parsed = setOrderStatusInputSchema.safeParse({ orderId, ...values });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'status' || field === 'message') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

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
  // Two fields: plain state and the port's schema (checkMove). A form library would add about 17 kB gzip to the
  // order page's first view for them.
  const [values, setValues] = useState<FieldValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** After the first submit, each change checks the fields again (react-hook-form's default, which this kept). */
  const [submitted, setSubmitted] = useState(false);
  const statusRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  /** The validated cancellation waiting for the dialog's answer. */
  const [pending, setPending] = useState<ParsedValues | null>(null);
  // Mounted from the first cancellation on, so that closing it runs its exit and gives focus back as usual.
  const [asked, setAsked] = useState(false);
  const chosen = values.status;
  const messageLength = values.message.length;
  const note = chosen && canMoveOrder(order.status, chosen) ? refundNote(order.status, chosen) : null;
  const needsMessage = chosen === 'Needs documents';
  const publishesReport = order.status === 'In review' || order.status === 'Escalated';

  const change = (field: keyof FieldValues, value: string) => {
    const next = { ...values, [field]: value } as FieldValues;
    setValues(next);
    if (submitted) {
      const check = checkMove(order.id, next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const move = async (input: ParsedValues) => {
    try {
      await onMove(input);
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
    } catch {
      // The page shows the server's words; the input stays for another try.
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const check = checkMove(order.id, values);
    if (!check.ok) {
      setErrors(check.errors);
      // Focus goes to the first field with a problem.
      (check.errors.status ? statusRef.current : check.errors.message ? messageRef.current : null)?.focus();
      return;
    }
    setErrors({});
    if (check.input.status === 'Cancelled') {
      setAsked(true);
      setPending(check.input);
    } else void move(check.input);
  };

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
                <NativeSelect.Field
                  ref={statusRef}
                  name="status"
                  value={values.status}
                  onChange={(e) => change('status', e.currentTarget.value)}
                >
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
                <Field.ErrorText color="red.fg">{errors.status}</Field.ErrorText>
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
                ref={messageRef}
                name="message"
                value={values.message}
                onChange={(e) => change('message', e.currentTarget.value)}
              />
              {errors.message ? (
                <Field.ErrorText color="red.fg">{errors.message}</Field.ErrorText>
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

      {asked && (
        <Suspense fallback={null}>
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
            The order for <strong>{order.entity_legal_name}</strong> will be cancelled. Cancelled is final: the order
            cannot move again.
          </ConfirmDialog>
        </Suspense>
      )}
    </Card.Root>
  );
}
