import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Input,
  Link as ChakraLink,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useController, useForm, type FieldError } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  CREDITS_PER_REPORT,
  DOCUMENT_RETENTION_DAYS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  NO_CREDITS_MESSAGE,
  orderRequestInputSchema,
  REPORT_TYPES,
  TERMS_REQUIRED_MESSAGE,
  TERMS_VERSION,
  US_STATES,
  type OrderRequestInput,
  type UploadFile,
} from '@/backend';
import { creditsText } from '@/components/orders/format';
import { withPdfContents } from '@/components/orders/pdf-contents';
import { messagesOf, PdfFilePicker } from '@/components/orders/pdf-file-picker';
import { paths } from '@/config/paths';

/** The clickwrap's message when the box is left unticked (the port's own rule). */
export const ACCEPT_TERMS_MESSAGE = TERMS_REQUIRED_MESSAGE;
export const TERMS_LABEL = `I accept the Terms of Service (${TERMS_VERSION})`;
export const NO_CREDITS_TITLE = 'You have no credits';
export const SAME_AS_FORMATION_STATE = 'Same as formation state';

type OrderFormInput = z.input<typeof orderRequestInputSchema>;
type OrderFormOutput = z.output<typeof orderRequestInputSchema>;

/** A refusal the backend gave, shown above the submit button (the form keeps everything typed). */
export interface OrderFormError {
  title: string;
  message: string;
  /** Each problem the server named, when there were several. */
  issues?: readonly string[];
}

export interface OrderRequestFormProps {
  defaultValues?: Partial<OrderRequestInput>;
  onSubmit: (input: OrderRequestInput) => Promise<void>;
  /** Forces the busy state (stories). */
  submitting?: boolean;
  /**
   * The customer's credits: a number once known, null when it could not be read, undefined while it
   * is being read. With 0 the form explains how to get credits and refuses to submit.
   */
  balance?: number | null;
  /** The backend's refusal of the last submit. */
  error?: OrderFormError | null;
}

const MB = 1024 * 1024;

/** "This report uses 1 credit. You have N credits." and what the balance means for this order. */
function CostSummary({ balance }: { balance: number | null | undefined }) {
  const cost = `This report uses ${creditsText(CREDITS_PER_REPORT)}.`;
  let status: string;
  if (balance === undefined) status = 'Checking your credit balance...';
  else if (balance === null)
    status = 'Your credit balance could not be read just now. The order is refused if you have no credits left.';
  else status = `You have ${creditsText(balance)}.`;
  return (
    <Box borderWidth="1px" rounded="md" px="4" py="3" bg="bg.subtle" aria-live="polite">
      <Text fontWeight="medium">
        {cost} {status}
      </Text>
    </Box>
  );
}

/** How to get credits: shown when the balance is 0, and when the server refuses for lack of credits. */
export function GetCreditsHint() {
  return (
    <>
      To get credits,{' '}
      <ChakraLink asChild color="blue.fg" textDecoration="underline">
        <Link to={paths.portalBuyCredits}>buy a pack</Link>
      </ChakraLink>{' '}
      by card, or{' '}
      <ChakraLink asChild color="blue.fg" textDecoration="underline">
        <Link to={paths.contact}>contact us</Link>
      </ChakraLink>{' '}
      or your account manager.
    </>
  );
}

/** The native /request form used when no hosted form is configured (the offline default). */
export function OrderRequestForm({
  defaultValues,
  onSubmit,
  submitting = false,
  balance,
  error,
}: OrderRequestFormProps) {
  const form = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: withPdfContents(zodResolver(orderRequestInputSchema)),
    criteriaMode: 'all',
    defaultValues: {
      name: '',
      email: '',
      company: '',
      entityLegalName: '',
      formationState: '' as OrderFormInput['formationState'],
      reportType: '' as OrderFormInput['reportType'],
      propertyState: '',
      loanReference: '',
      documents: [],
      acceptTerms: false as unknown as true,
      ...defaultValues,
    },
  });
  const { errors } = form.formState;
  const documents = useController({ control: form.control, name: 'documents' });
  const terms = useController({ control: form.control, name: 'acceptTerms' });
  const files = documents.field.value as UploadFile[];
  const busy = submitting || form.formState.isSubmitting;
  const noCredits = balance === 0;
  const [refused, setRefused] = useState(false);

  const setFiles = (next: UploadFile[]) => {
    documents.field.onChange(next);
    void form.trigger('documents');
  };

  const submitValid = form.handleSubmit(async (input) => {
    await onSubmit(input);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (noCredits) {
      // Refused here, before anything is uploaded; the inputs stay as typed and still get checked.
      event.preventDefault();
      setRefused(true);
      void form.trigger();
      return;
    }
    setRefused(false);
    void submitValid(event);
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="8" noValidate onSubmit={submit} aria-label="Order request">
      {noCredits && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{NO_CREDITS_TITLE}</Alert.Title>
            <Alert.Description>
              Each report uses one credit, and your balance is 0. <GetCreditsHint /> You can fill in the form now: it
              keeps what you type until credits are added.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Fieldset.Root>
        <Fieldset.Legend fontSize="lg" fontWeight="semibold">
          Your details
        </Fieldset.Legend>
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                Your name <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="name" {...form.register('name')} />
              <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.email)}>
              <Field.Label>
                Email <Field.RequiredIndicator />
              </Field.Label>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
              <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.company)} gridColumn={{ md: 'span 2' }}>
              <Field.Label>Company</Field.Label>
              <Input autoComplete="organization" {...form.register('company')} />
              <Field.ErrorText>{errors.company?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
        </Fieldset.Content>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="lg" fontWeight="semibold">
          The entity
        </Fieldset.Legend>
        <Fieldset.Content>
          <Stack gap="4">
            <Field.Root required invalid={Boolean(errors.entityLegalName)}>
              <Field.Label>
                Entity legal name <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="off" {...form.register('entityLegalName')} />
              <Field.HelperText>Exactly as it appears on the formation documents.</Field.HelperText>
              <Field.ErrorText>{errors.entityLegalName?.message}</Field.ErrorText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root required invalid={Boolean(errors.formationState)}>
                <Field.Label>
                  Formation state <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Select a state" {...form.register('formationState')}>
                    {US_STATES.map((state) => (
                      <option key={state} value={state}>
                        {state}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.formationState?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={Boolean(errors.reportType)}>
                <Field.Label>
                  Report type <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Select a report type" {...form.register('reportType')}>
                    {REPORT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.reportType?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.propertyState)}>
                <Field.Label>Property state</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('propertyState')}>
                    <option value="">{SAME_AS_FORMATION_STATE}</option>
                    {US_STATES.map((state) => (
                      <option key={state} value={state}>
                        {state}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>
                  Where the financed property is, if not in the formation state: we check the entity&apos;s status there
                  too.
                </Field.HelperText>
                <Field.ErrorText>{errors.propertyState?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.loanReference)}>
                <Field.Label>Loan reference</Field.Label>
                <Input autoComplete="off" {...form.register('loanReference')} />
                <Field.HelperText>Optional: your loan or file number, to find this order later.</Field.HelperText>
                <Field.ErrorText>{errors.loanReference?.message}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
          </Stack>
        </Fieldset.Content>
      </Fieldset.Root>

      <PdfFilePicker
        label="Documents"
        required
        help={`Operating agreement, bylaws, articles and amendments. PDF only, up to ${MAX_DOCUMENTS} files of ${MAX_DOCUMENT_BYTES / MB} MB each.`}
        files={files}
        onFilesChange={setFiles}
        onBlur={documents.field.onBlur}
        name={documents.field.name}
        errors={messagesOf(errors.documents as FieldError | undefined)}
      />

      <Field.Root invalid={Boolean(errors.acceptTerms)}>
        <Checkbox.Root
          checked={Boolean(terms.field.value)}
          onCheckedChange={(e) => terms.field.onChange(e.checked === true)}
          name={terms.field.name}
          alignItems="start"
        >
          <Checkbox.HiddenInput onBlur={terms.field.onBlur} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            I accept the{' '}
            <ChakraLink asChild color="blue.fg" textDecoration="underline">
              <Link to={paths.terms} target="_blank" rel="noopener">
                Terms of Service
              </Link>
            </ChakraLink>{' '}
            ({TERMS_VERSION})
          </Checkbox.Label>
        </Checkbox.Root>
        <Field.HelperText>
          The Terms open in a new tab. Uploaded PDFs are kept for at least {DOCUMENT_RETENTION_DAYS} days after
          submission.
        </Field.HelperText>
        <Field.ErrorText>{errors.acceptTerms?.message}</Field.ErrorText>
      </Field.Root>

      <Stack gap="4">
        <CostSummary balance={balance} />
        {noCredits && refused && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Order not placed</Alert.Title>
              <Alert.Description>
                {NO_CREDITS_MESSAGE}. <GetCreditsHint />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {error && !busy && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{error.title}</Alert.Title>
              <Alert.Description>
                {error.issues && error.issues.length > 1 ? (
                  <List.Root ps="4">
                    {error.issues.map((issue) => (
                      <List.Item key={issue}>{issue}</List.Item>
                    ))}
                  </List.Root>
                ) : (
                  error.message
                )}
                {error.message === NO_CREDITS_MESSAGE && (
                  <>
                    . <GetCreditsHint />
                  </>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={busy}
          loadingText="Submitting..."
        >
          Submit Request
        </Button>
      </Stack>
    </chakra.form>
  );
}
