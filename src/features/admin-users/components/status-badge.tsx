import { Badge } from '@chakra-ui/react';

/** Manage list colours (SPEC §2): Active green, Suspended red, anything else grey; missing reads Active. */
export function StatusBadge({ status }: { status: string | null }) {
  const shown = status ?? 'Active';
  const palette = shown === 'Active' ? 'green' : shown === 'Suspended' ? 'red' : 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle" data-palette={palette}>
      {shown}
    </Badge>
  );
}
