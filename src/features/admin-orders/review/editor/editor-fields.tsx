import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useController, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { labelOf, type ReportFieldPath } from '@/lib/report/fields';
import { FieldReviewSlot } from '../field-review/field-bars';
import type { ReportFormValues } from './form-values';

/** A field's message, or a list's own (a rule on the whole list, such as the ownership total, lands on `root`). */
export function useFieldMessage(name: string): string | undefined {
  const { errors } = useFormState<ReportFormValues>({ name: name as never });
  const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
  return error?.message || error?.root?.message || undefined;
}

/** A field of the registry takes its label from there; any other (a row's field, "Owner 2 name") brings its own. */
type Labelled = { name: ReportFieldPath; label?: undefined } | { name: string; label: string };
const labelFor = ({ name, label }: Labelled) => label ?? labelOf(name as ReportFieldPath);

function OptionalMark() {
  return (
    <Text as="span" color="fg.muted" fontWeight="normal">
      (optional)
    </Text>
  );
}

interface FieldFrameProps {
  /** The field's name in the form: a drafted field shows its source and the reviewer's decision. */
  name: string;
  label: string;
  message: string | undefined;
  required?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ name, label, message, required = false, helper, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(message)} required={required} minW="0">
      <FieldReviewSlot name={name} place="above" />
      <Field.Label>
        {label}
        <Field.RequiredIndicator fallback={<OptionalMark />} />
      </Field.Label>
      {children}
      {message ? (
        <Field.ErrorText color="fg.error">{message}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
      <FieldReviewSlot name={name} place="below" />
    </Field.Root>
  );
}

type TextFieldProps = Labelled & {
  required?: boolean;
  helper?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'date';
  placeholder?: string;
};

export function TextField(props: TextFieldProps) {
  const { name, required, helper, multiline, type = 'text', placeholder } = props;
  const { register } = useFormContext<ReportFormValues>();
  const message = useFieldMessage(name);
  const field = register(name as never);
  return (
    <FieldFrame name={name} label={labelFor(props)} message={message} required={required} helper={helper}>
      {multiline ? (
        <Textarea rows={3} placeholder={placeholder} {...field} />
      ) : (
        <Input type={type} placeholder={placeholder} {...field} />
      )}
    </FieldFrame>
  );
}

export function NumberField(props: Labelled & { required?: boolean; helper?: ReactNode; step?: string }) {
  const { name, required, helper, step = 'any' } = props;
  const { register } = useFormContext<ReportFormValues>();
  const message = useFieldMessage(name);
  return (
    <FieldFrame name={name} label={labelFor(props)} message={message} required={required} helper={helper}>
      <Input type="number" inputMode="decimal" step={step} {...register(name as never, { valueAsNumber: true })} />
    </FieldFrame>
  );
}

export function SelectField(
  props: Labelled & {
    options: readonly string[];
    /** The first, empty choice ("Choose…"), or what '' means for an optional choice. */
    placeholder: string;
    required?: boolean;
    helper?: ReactNode;
  },
) {
  const { name, options, placeholder, required, helper } = props;
  const { register } = useFormContext<ReportFormValues>();
  const message = useFieldMessage(name);
  return (
    <FieldFrame name={name} label={labelFor(props)} message={message} required={required} helper={helper}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name as never)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export function CheckboxField(props: Labelled & { helper?: ReactNode }) {
  const { name, helper } = props;
  const { control } = useFormContext<ReportFormValues>();
  const { field } = useController({ control, name: name as never });
  const message = useFieldMessage(name);
  return (
    <Field.Root invalid={Boolean(message)}>
      <Checkbox.Root
        checked={Boolean(field.value)}
        onCheckedChange={(e) => field.onChange(e.checked === true)}
        name={field.name}
        alignItems="start"
      >
        <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{labelFor(props)}</Checkbox.Label>
      </Checkbox.Root>
      {message ? (
        <Field.ErrorText color="fg.error">{message}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as a datetime-local value in the reader's time zone ('' when there is none). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the reader's time zone) as an ISO timestamp in UTC, the report's form. */
export function fromLocalInput(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** A moment (stored as an ISO timestamp with its offset) entered in the reader's local time. */
export function DateTimeField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { control } = useFormContext<ReportFormValues>();
  const { field } = useController({ control, name: name as never });
  const message = useFieldMessage(name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame name={name} label={label} message={message} required={required} helper="Your local time">
      <Input
        type="datetime-local"
        ref={field.ref}
        name={field.name}
        value={toLocalInput(value)}
        onChange={(e) => field.onChange(fromLocalInput(e.currentTarget.value))}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}

/** One row of a list (an owner, a check, a flag): its name, a remove button, and its fields. */
export function RowFrame({
  title,
  onRemove,
  removeLabel,
  children,
  actions,
}: {
  title: string;
  onRemove?: () => void;
  removeLabel: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg">
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as="h4" size="sm">
            {title}
          </Heading>
          <HStack gap="1">
            {actions}
            {onRemove && (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={removeLabel}>
                Remove
              </Button>
            )}
          </HStack>
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}

/** A list's own message (too few rows, the ownership total), shown under its rows. */
export function ListMessage({ name, id }: { name: string; id?: string }) {
  const message = useFieldMessage(name);
  if (!message) return null;
  return (
    <Text id={id} color="fg.error" fontSize="sm">
      {message}
    </Text>
  );
}
