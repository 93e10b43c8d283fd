import { Checkbox } from '@chakra-ui/react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, boolean | undefined>;
  label: string;
  disabled?: boolean;
}

/** A labelled checkbox bound to a boolean field of a react-hook-form form (the Send to LOS options). */
export function FormCheckbox<T extends FieldValues>({ control, name, label, disabled }: FormCheckboxProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox.Root
      checked={field.value === true}
      onCheckedChange={(e) => field.onChange(e.checked === true)}
      name={field.name}
      disabled={disabled}
    >
      <Checkbox.HiddenInput onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
