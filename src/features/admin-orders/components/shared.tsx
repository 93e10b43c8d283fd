import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';

/** "Mar 3, 2026" in the reader's time zone. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** "Mar 3, 2026, 4:05 PM" in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * On phones each table row becomes a card: the header hides and every cell shows its own label
 * (data-label), as the Manage Users table does; the explicit roles keep the table semantics.
 */
export const responsiveCell = {
  role: 'cell',
  display: { base: 'block', md: 'table-cell' },
  borderBottomWidth: { base: '0', md: '1px' },
  px: { base: '0', md: '2' },
  py: { base: '0.5', md: '2.5' },
  verticalAlign: 'top',
  _before: { content: { base: 'attr(data-label) ": "', md: 'none' }, color: 'fg.muted', fontWeight: 'normal' },
} as const;

export const responsiveRow = {
  role: 'row',
  display: { base: 'grid', md: 'table-row' },
  // A card wraps a long value; Table.ScrollArea keeps the table's rows on one line.
  whiteSpace: { base: 'normal', md: 'nowrap' },
  gridTemplateColumns: '1fr auto',
  columnGap: '3',
  px: { base: '3', md: '0' },
  py: { base: '3', md: '0' },
  borderBottomWidth: { base: '1px', md: '0' },
  _last: { borderBottomWidth: '0' },
} as const;

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
