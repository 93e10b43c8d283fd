import { Button, Field, Input, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { newPasswordInputSchema, newPasswordRulesMet, PASSWORDS_DO_NOT_MATCH, type NewPasswordInput } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { PasswordChecklist } from './password-checklist';

export const PASSWORDS_DONT_MATCH_TITLE = "Passwords don't match";
export const PASSWORDS_DONT_MATCH_DESCRIPTION = 'Please make sure both password fields match.';
export const REQUIREMENTS_NOT_MET_TITLE = 'Password requirements not met';
export const REQUIREMENTS_NOT_MET_DESCRIPTION = 'Please ensure your password meets all the requirements listed below.';

export interface NewPasswordFormProps {
  /** Sets the password; resolves when done (the caller shows the outcome). */
  onSubmit: (password: string) => Promise<void>;
  /**
   * 'until-valid' (the recovery screen, SPEC §5): the button stays disabled until every rule holds and
   * both fields match. 'on-submit' (the dialog): the button is live and a failed check is explained by a toast.
   */
  gate: 'until-valid' | 'on-submit';
  submitLabel?: string;
  defaultValues?: Partial<NewPasswordInput>;
}

/** New password and its confirmation, with the live checklist and the mismatch message under the confirm field. */
export function NewPasswordForm({
  onSubmit,
  gate,
  submitLabel = 'Update Password',
  defaultValues,
}: NewPasswordFormProps) {
  const checklistId = useId();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordInputSchema),
    defaultValues: { newPassword: '', confirmPassword: '', ...defaultValues },
  });
  const [newPassword = '', confirmPassword = ''] = useWatch({
    control: form.control,
    name: ['newPassword', 'confirmPassword'],
  });
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;
  const valid = newPasswordRulesMet(newPassword) && newPassword === confirmPassword;
  const busy = form.formState.isSubmitting;

  const explain = (errors: FieldErrors<NewPasswordInput>) => {
    if (errors.confirmPassword) notify.error(PASSWORDS_DONT_MATCH_TITLE, PASSWORDS_DONT_MATCH_DESCRIPTION);
    else if (errors.newPassword) notify.error(REQUIREMENTS_NOT_MET_TITLE, REQUIREMENTS_NOT_MET_DESCRIPTION);
  };

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.newPassword), explain)}
    >
      <Field.Root required>
        <Field.Label>New Password</Field.Label>
        <Input
          type="password"
          autoComplete="new-password"
          aria-describedby={checklistId}
          {...form.register('newPassword')}
        />
      </Field.Root>
      <PasswordChecklist id={checklistId} password={newPassword} />
      <Field.Root required invalid={mismatch}>
        <Field.Label>Confirm Password</Field.Label>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        {mismatch && <Field.ErrorText>{PASSWORDS_DO_NOT_MATCH}</Field.ErrorText>}
      </Field.Root>
      <Button
        type="submit"
        colorPalette="blue"
        loading={busy}
        loadingText="Updating..."
        disabled={gate === 'until-valid' && !valid}
      >
        {submitLabel}
      </Button>
    </chakra.form>
  );
}
