import { Alert, Button, Field, Input, Link as ChakraLink, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { signInInputSchema, type SignInInput } from '@/backend';

export interface SignInFormProps {
  /** Signs in; the caller reports the outcome. */
  onSubmit: (input: SignInInput) => Promise<void>;
  onForgotPassword: () => void;
  defaultValues?: Partial<SignInInput>;
}

/** The schema's rule spans both fields, so its message arrives without a field name. */
function formLevelMessage(errors: FieldErrors<SignInInput>): string | undefined {
  const loose = errors as Record<string, FieldError | undefined>;
  return loose['']?.message ?? errors.root?.message ?? errors.email?.message ?? errors.password?.message;
}

/** SPEC §2 /auth normal mode: email, password, Sign In, and the Forgot password link. */
export function SignInForm({ onSubmit, onForgotPassword, defaultValues }: SignInFormProps) {
  const [problem, setProblem] = useState<string>();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(undefined);
      await onSubmit(values);
    },
    (errors) => setProblem(formLevelMessage(errors)),
  );

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={submit} aria-label="Sign in">
      {problem && (
        <Alert.Root status="error" size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root required>
        <Field.Label>Email</Field.Label>
        <Input type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
        {/* After the field, not beside its label: one Tab goes from Email to Password, so a keyboard user who
            types the password after one Tab and presses Enter signs in instead of opening the password dialog. */}
        <ChakraLink asChild fontSize="sm" color="blue.fg" alignSelf="end">
          <button type="button" onClick={onForgotPassword}>
            Forgot password?
          </button>
        </ChakraLink>
      </Field.Root>
      <Button type="submit" colorPalette="blue" loading={busy} loadingText="Signing in...">
        Sign In
      </Button>
    </chakra.form>
  );
}
