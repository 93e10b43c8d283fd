import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Field,
  Fieldset,
  HStack,
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
import { useId, useRef } from 'react';
import { useController, useForm, type FieldError } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  orderRequestInputSchema,
  REPORT_TYPES,
  US_STATES,
  type OrderRequestInput,
  type UploadFile,
} from '@/backend';
import { paths } from '@/config/paths';

export const ACCEPT_TERMS_MESSAGE = 'Please accept the Terms of Service to place this order';

/** The order inputs plus the clickwrap acceptance the terms require at each order (SPEC §9). */
export const orderFormSchema = orderRequestInputSchema.extend({
  acceptTerms: z.boolean().refine((v) => v, ACCEPT_TERMS_MESSAGE),
});
type OrderFormInput = z.input<typeof orderFormSchema>;
type OrderFormOutput = z.output<typeof orderFormSchema>;

export interface OrderRequestFormProps {
  defaultValues?: Partial<OrderRequestInput>;
  onSubmit: (input: OrderRequestInput) => Promise<void>;
  /** Forces the busy state (stories). */
  submitting?: boolean;
}

const MB = 1024 * 1024;
const fileSize = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;

/** Every message for a field; the documents rule can report one per file. */
function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flatMap((v) =>
    Array.isArray(v) ? v : typeof v === 'string' ? [v] : [],
  );
  return all.length > 0 ? [...new Set(all)] : error.message ? [error.message] : [];
}

/** The native /request form used when no hosted form is configured (the offline default). */
export function OrderRequestForm({ defaultValues, onSubmit, submitting = false }: OrderRequestFormProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const documentsHelpId = useId();
  const documentsInputId = useId();
  const form = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: zodResolver(orderFormSchema),
    criteriaMode: 'all',
    defaultValues: {
      name: '',
      email: '',
      company: '',
      entityLegalName: '',
      formationState: '' as OrderFormInput['formationState'],
      reportType: '' as OrderFormInput['reportType'],
      documents: [],
      acceptTerms: false,
      ...defaultValues,
    },
  });
  const { errors } = form.formState;
  const documents = useController({ control: form.control, name: 'documents' });
  const terms = useController({ control: form.control, name: 'acceptTerms' });
  const files = documents.field.value as UploadFile[];
  const busy = submitting || form.formState.isSubmitting;
  const documentErrors = messagesOf(errors.documents as FieldError | undefined);

  const setFiles = (next: UploadFile[]) => {
    documents.field.onChange(next);
    void form.trigger('documents');
  };

  const addFiles = (picked: FileList | null) => {
    if (!picked) return;
    const known = new Set(files.map((f) => `${f.name}:${f.size}`));
    setFiles([...files, ...Array.from(picked).filter((f) => !known.has(`${f.name}:${f.size}`))]);
    // Lets the same file be picked again after removing it.
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = form.handleSubmit(async ({ acceptTerms: _accepted, ...input }) => {
    await onSubmit(input);
  });

  return (
    <chakra.form display="flex" flexDirection="column" gap="8" noValidate onSubmit={submit} aria-label="Order request">
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
            </SimpleGrid>
          </Stack>
        </Fieldset.Content>
      </Fieldset.Root>

      <Field.Root required invalid={documentErrors.length > 0}>
        <Field.Label htmlFor={documentsInputId} fontSize="lg" fontWeight="semibold">
          Documents <Field.RequiredIndicator />
        </Field.Label>
        <Box
          w="full"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={documentErrors.length > 0 ? 'border.error' : 'border'}
          rounded="lg"
          p="5"
          bg="bg.subtle"
          _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
        >
          <Stack gap="3" align={{ base: 'stretch', sm: 'start' }}>
            <Text fontSize="sm" color="fg.muted" id={documentsHelpId}>
              Operating agreement, bylaws, articles and amendments. PDF only, up to {MAX_DOCUMENTS} files of{' '}
              {MAX_DOCUMENT_BYTES / MB} MB each.
            </Text>
            <chakra.input
              ref={fileInput}
              id={documentsInputId}
              type="file"
              multiple
              accept="application/pdf,.pdf"
              aria-describedby={documentsHelpId}
              onChange={(e) => addFiles(e.currentTarget.files)}
              onBlur={documents.field.onBlur}
              name={documents.field.name}
              srOnly
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => fileInput.current?.click()}
              aria-hidden="true"
              tabIndex={-1}
            >
              Choose PDF files
            </Button>
            {files.length > 0 && (
              <List.Root listStyleType="none" gap="2" w="full" aria-label="Selected documents">
                {files.map((file, index) => (
                  <List.Item key={`${file.name}:${file.size}`}>
                    <HStack justify="space-between" bg="bg" borderWidth="1px" rounded="md" px="3" py="1.5" gap="3">
                      <Text fontSize="sm" truncate>
                        {file.name}
                      </Text>
                      <HStack gap="2" flexShrink={0}>
                        <Text fontSize="xs" color="fg.muted">
                          {fileSize(file.size)}
                        </Text>
                        <CloseButton
                          size="2xs"
                          aria-label={`Remove ${file.name}`}
                          onClick={() => setFiles(files.filter((_, i) => i !== index))}
                        />
                      </HStack>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        </Box>
        {documentErrors.map((message) => (
          <Field.ErrorText key={message}>{message}</Field.ErrorText>
        ))}
      </Field.Root>

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
            I agree to the{' '}
            <ChakraLink asChild color="blue.fg" textDecoration="underline">
              <Link to={paths.terms} target="_blank" rel="noopener">
                Terms of Service
              </Link>
            </ChakraLink>{' '}
            for this order. Uploaded PDFs are kept for at least 90 days after submission.
          </Checkbox.Label>
        </Checkbox.Root>
        <Field.ErrorText>{errors.acceptTerms?.message}</Field.ErrorText>
      </Field.Root>

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
    </chakra.form>
  );
}
