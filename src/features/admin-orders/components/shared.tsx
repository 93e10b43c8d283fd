import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';

/** "Mar 3, 2026" in the reader's time zone. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** "Mar 3, 2026, 4:05 PM" in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

// The responsive table props moved beside the other shared UI; re-exported for this feature's tables.
export { responsiveCell, responsiveRow } from '@/components/ui/responsive-table';

export function LoadingLine({ label }: { label: string }) {
  return (
    <HStack gap="3" py="8" justify="center" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </HStack>
  );
}

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
