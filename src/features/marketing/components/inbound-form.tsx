import { Alert, Button, chakra, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { BackendError, errorMessage } from '@/backend/errors';
import type { contactMessageInputSchema } from '@/backend/schemas';
import { inboundFormCopy } from '@/content/contact';
import type * as InboundFormRules from './inbound-form-resolver';
import type { InboundKind } from '../embedded-form';

export type InboundFormValues = z.input<typeof contactMessageInputSchema>;
export type InboundFormOutput = z.output<typeof contactMessageInputSchema>;

type RulesModule = typeof InboundFormRules;
const loadRulesChunk = (): Promise<RulesModule> => import('./inbound-form-resolver');

/**
 * Validates with the contact rules, fetching them (and zod) the first time they are needed. The form is
 * on the home page and in the demo dialog; validation only runs on submit, so the first load skips ~45 KB.
 */
function lazyResolver(load: () => Promise<RulesModule>): Resolver<InboundFormValues, unknown, InboundFormOutput> {
  return async (values, context, options) => {
    let rules: RulesModule;
    try {
      rules = await load();
    } catch {
      // The chunk could not be fetched (offline, or replaced by a newer deploy): say so, keep what was typed.
      return { values: {}, errors: { root: { type: 'unavailable', message: inboundFormCopy.rulesUnavailable } } };
    }
    return rules.inboundFormResolver(values, context, options);
  };
}

export const EMPTY_INBOUND_VALUES: InboundFormValues = { name: '', email: '', company: '', phone: '', message: '' };

/** The text shown when sending fails: the server's rule messages, else its message, else the generic one. */
export function inboundFailureMessage(error: unknown): string {
  if (error instanceof BackendError && error.code === 'validation_failed' && error.issues.length > 0)
    return error.issues.join(', ');
  return errorMessage(error);
}

export interface InboundFormProps {
  kind: InboundKind;
  /** Sends the validated values; a rejection shows the failure alert and keeps what was typed. */
  onSubmit: (values: InboundFormOutput) => Promise<void>;
  defaultValues?: Partial<InboundFormValues>;
  /** Hides the form's own heading where the surrounding dialog or section already names it. */
  hideHeading?: boolean;
  headingAs?: 'h2' | 'h3';
  /** Where the rules come from; stories pass a failing loader to show the offline state. */
  loadRules?: () => Promise<RulesModule>;
}

/**
 * The native contact / demo form (used when no third-party form URL is configured): the contact
 * message rules of SPEC §5 with their exact messages, then sending, sent or failed.
 */
export function InboundForm({
  kind,
  onSubmit,
  defaultValues,
  hideHeading = false,
  headingAs = 'h3',
  loadRules = loadRulesChunk,
}: InboundFormProps) {
  const copy = inboundFormCopy[kind];
  const headingId = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InboundFormValues, unknown, InboundFormOutput>({
    resolver: useMemo(() => lazyResolver(loadRules), [loadRules]),
    defaultValues: { ...EMPTY_INBOUND_VALUES, ...defaultValues },
  });

  // A refused send, else rules that could not be loaded.
  const alertText = failure ?? errors.root?.message;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      setSent(true);
    } catch (error) {
      setFailure(inboundFailureMessage(error));
    }
  });

  if (sent) {
    return (
      <Stack gap="4" role="status" aria-live="polite" data-testid={`${kind}-form-sent`}>
        <Alert.Root status="success" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{copy.sentTitle}</Alert.Title>
            <Alert.Description>{copy.sentBody}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => {
            reset({ ...EMPTY_INBOUND_VALUES });
            setSent(false);
          }}
        >
          {copy.another}
        </Button>
      </Stack>
    );
  }

  return (
    <chakra.form
      onSubmit={submit}
      // Fetch the rules while the visitor is still typing, so the first submit does not wait for them.
      onFocusCapture={() => void loadRules().catch(() => undefined)}
      noValidate
      aria-labelledby={hideHeading ? undefined : headingId}
      aria-label={hideHeading ? copy.heading : undefined}
    >
      <Stack gap="4">
        {!hideHeading && (
          <Heading as={headingAs} size="lg" id={headingId}>
            {copy.heading}
          </Heading>
        )}
        <Text fontSize="sm" color="fg.muted">
          Fields marked * are required.
        </Text>
        {alertText && (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{inboundFormCopy.failedTitle}</Alert.Title>
              <Alert.Description>{alertText}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>
              Full name <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="name" {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>
              Work email <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" autoComplete="email" {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.company}>
            <Field.Label>Company</Field.Label>
            <Input autoComplete="organization" {...register('company')} />
            <Field.ErrorText>{errors.company?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.phone}>
            <Field.Label>Phone</Field.Label>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
            {errors.phone ? (
              <Field.ErrorText>{errors.phone.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Digits only, with an optional leading +, e.g. +19495550142</Field.HelperText>
            )}
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!errors.message} required>
          <Field.Label>
            {copy.messageLabel} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={5} placeholder={copy.messagePlaceholder} {...register('message')} />
          {errors.message ? (
            <Field.ErrorText>{errors.message.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>10 to 2000 characters.</Field.HelperText>
          )}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={isSubmitting}
          loadingText={copy.submitting}
        >
          {copy.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}
