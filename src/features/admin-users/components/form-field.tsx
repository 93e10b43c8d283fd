import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled field with its error text; the input inside is linked to the label by Field.Root. */
export function FormField({
  label,
  error,
  required,
  helper,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {/* red.fg meets 4.5:1 on the panel background; the recipe's fg.error (red.500) does not. */}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
