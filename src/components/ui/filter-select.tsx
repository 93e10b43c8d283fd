import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';

/**
 * A labelled native select that filters or sorts a staff list (the Manage tab, the order queue, the staff
 * audit trail). `options` maps each value to its label, in display order; '' is the unfiltered choice.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  size,
  ...root
}: {
  label: string;
  value: string;
  options: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
} & Omit<FieldRootProps, 'onChange'>) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
