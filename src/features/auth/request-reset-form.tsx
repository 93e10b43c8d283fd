import { Button, Field, Input, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  EMAIL_REQUIRED_DESCRIPTION,
  EMAIL_REQUIRED_TITLE,
  resetRequestInputSchema,
  type ResetRequestInput,
} from '@/backend';
import { notify } from '@/components/ui/toaster';

const EMAIL_REQUIRED_MESSAGE = `${EMAIL_REQUIRED_TITLE}: ${EMAIL_REQUIRED_DESCRIPTION}`;

/** The Request Reset tab: one email field; the link arrives by email and leads back to /auth. */
export function RequestResetForm({
  onSubmit,
  defaultEmail = '',
}: {
  onSubmit: (email: string) => Promise<unknown>;
  defaultEmail?: string;
}) {
  const form = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestInputSchema),
    defaultValues: { email: defaultEmail },
  });
  const error = form.formState.errors.email?.message;
  const busy = form.formState.isSubmitting;

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      noValidate
      onSubmit={form.handleSubmit(
        (values) => onSubmit(values.email),
        (errors) => {
          if (errors.email?.message === EMAIL_REQUIRED_MESSAGE)
            notify.error(EMAIL_REQUIRED_TITLE, EMAIL_REQUIRED_DESCRIPTION);
        },
      )}
    >
      <Text color="fg.muted" fontSize="sm">
        Enter the email address of your account and we will send you a link to reset your password.
      </Text>
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label>Email</Field.Label>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" colorPalette="blue" loading={busy} loadingText="Sending...">
        Send Reset Link
      </Button>
    </chakra.form>
  );
}
