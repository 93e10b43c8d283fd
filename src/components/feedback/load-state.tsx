import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';

/** A list or record on its way: a spinner and what is loading. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <HStack gap="3" py="8" justify="center" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </HStack>
  );
}

/** A read that failed: what failed, the server's words, and Try again. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
        Try again
      </Button>
    </Alert.Root>
  );
}
