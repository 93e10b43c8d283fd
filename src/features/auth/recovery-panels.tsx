import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { NewPasswordInput } from '@/backend';
import { NewPasswordForm } from './new-password-form';

/** SPEC §2 recovery mode: 'Reset Your Password' with the two fields and the live checklist. */
export function RecoveryPanel({
  email,
  onSubmit,
  defaultValues,
}: {
  email?: string | null;
  onSubmit: (password: string) => Promise<void>;
  defaultValues?: Partial<NewPasswordInput>;
}) {
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Reset Your Password
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {email ? `Choose a new password for ${email}.` : 'Choose a new password for your account.'}
        </Text>
      </Stack>
      <NewPasswordForm gate="until-valid" onSubmit={onSubmit} defaultValues={defaultValues} />
    </Stack>
  );
}

/** A reset link that cannot be used (expired, already used, malformed): say so and offer a new one. */
export function RecoveryLinkProblem({ message, onRequestNewLink }: { message: string; onRequestNewLink: () => void }) {
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Reset Your Password
      </Heading>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This reset link can&apos;t be used</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text color="fg.muted" fontSize="sm">
        Reset links work once and expire after a while. Ask for a new one and use the newest email.
      </Text>
      <Button colorPalette="blue" onClick={onRequestNewLink}>
        Request a new link
      </Button>
    </Stack>
  );
}
