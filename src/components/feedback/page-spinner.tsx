import { Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * The screen-level loading state: a spinner with a visible 'Loading...' label, announced politely
 * so screen readers hear it too.
 */
export function PageSpinner({ label = 'Loading...', minH = '60vh' }: { label?: string; minH?: string }) {
  return (
    <Stack role="status" aria-live="polite" align="center" justify="center" gap="3" minH={minH} py="10">
      <Spinner size="lg" color="blue.solid" borderWidth="3px" aria-hidden="true" />
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
    </Stack>
  );
}
