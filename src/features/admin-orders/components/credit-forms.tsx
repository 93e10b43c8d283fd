import { Alert, Button, Card, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { adjustCreditsInputSchema, grantCreditsInputSchema } from '@/backend';
import { creditsText, dollars } from '@/components/orders/format';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '../api/orders-api';
import { useAdjustCredits, useGrantCredits } from '../api/credits-api';

function FormField({
  label,
  error,
  helper,
  required,
  children,
}: {
  label: string;
  error?: FieldError;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText color="red.fg">{error.message}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

function ServerError({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type GrantValues = z.input<typeof grantCreditsInputSchema>;
type GrantParsed = z.output<typeof grantCreditsInputSchema>;

/** Staff record credits the customer bought and what they paid (the terms' liability cap counts it). */
export function RecordPurchaseForm({ userId }: { userId: string }) {
  const grant = useGrantCredits();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GrantValues, unknown, GrantParsed>({
    resolver: zodResolver(grantCreditsInputSchema),
    defaultValues: { userId, reason: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await grant.mutateAsync(values);
    } catch (error) {
      console.error('Error recording a purchase', error);
      setServerError(serverMessage(error));
      return;
    }
    notify.success(
      'Purchase recorded',
      `${creditsText(values.credits)} added for ${dollars(Math.round(values.amountPaid * 100))}.`,
    );
    reset();
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Record purchase</Card.Title>
        <Card.Description>Credits the customer bought, and what they paid for them.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={submit} noValidate aria-label="Record purchase">
            <FormField label="Credits" required error={errors.credits} helper="A whole number from 1 to 10000.">
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={10000}
                step={1}
                {...register('credits', { valueAsNumber: true })}
              />
            </FormField>
            <FormField label="Amount paid (US dollars)" required error={errors.amountPaid} helper="For example 350.00.">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...register('amountPaid', { valueAsNumber: true })}
              />
            </FormField>
            <FormField label="Note" error={errors.reason} helper="Optional: an invoice number or how they paid.">
              <Textarea rows={2} maxLength={500} {...register('reason')} />
            </FormField>
            <ServerError title="The purchase was not recorded" message={serverError} />
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf="flex-start"
              loading={grant.isPending}
              loadingText="Recording..."
            >
              Record purchase
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

type AdjustValues = z.input<typeof adjustCreditsInputSchema>;
type AdjustParsed = z.output<typeof adjustCreditsInputSchema>;

/** Staff correct a balance up or down with the reason; the server refuses to take it below zero. */
export function AdjustBalanceForm({ userId }: { userId: string }) {
  const adjust = useAdjustCredits();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdjustValues, unknown, AdjustParsed>({
    resolver: zodResolver(adjustCreditsInputSchema),
    defaultValues: { userId, reason: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await adjust.mutateAsync(values);
    } catch (error) {
      console.error('Error adjusting a balance', error);
      setServerError(serverMessage(error));
      return;
    }
    notify.success(
      'Balance adjusted',
      `${values.credits > 0 ? 'Added' : 'Removed'} ${creditsText(Math.abs(values.credits))}: ${values.reason}`,
    );
    reset();
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Adjust balance</Card.Title>
        <Card.Description>Correct the balance up or down. A balance never goes below zero.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form onSubmit={submit} noValidate aria-label="Adjust balance">
            <FormField
              label="Credits to add or remove"
              required
              error={errors.credits}
              helper="A positive number adds credits, a negative one removes them (for example -2)."
            >
              <Input
                type="number"
                min={-10000}
                max={10000}
                step={1}
                {...register('credits', { valueAsNumber: true })}
              />
            </FormField>
            <FormField label="Reason" required error={errors.reason} helper="Shown in the ledger.">
              <Textarea rows={2} maxLength={500} {...register('reason')} />
            </FormField>
            <ServerError title="The balance was not adjusted" message={serverError} />
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf="flex-start"
              loading={adjust.isPending}
              loadingText="Adjusting..."
            >
              Adjust balance
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
