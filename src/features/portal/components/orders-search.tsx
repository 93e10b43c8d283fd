import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ORDER_STATUSES, type OrderStatus } from '@/backend';
import { FilterSelect } from '@/components/ui/filter-select';

export const NO_ORDERS_MATCH = 'No orders match';
export const CLEAR_ORDER_FILTERS = 'Clear search and filters';

const STATUS_LABELS = { '': 'All statuses', ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, s])) };

/** The customer's search and status filter as the address holds them (`?q=`, `?status=`), and the field's text. */
export interface OrdersSearchState {
  /** The search the list was asked for (after the pause in typing). */
  query: string;
  /** What the field shows, typed or not yet sent. */
  text: string;
  status: OrderStatus | null;
  filtered: boolean;
  onTextChange: (text: string) => void;
  onStatusChange: (status: OrderStatus | null) => void;
  onClear: () => void;
}

/** What was searched, in words: "“HPL-25” with status In review". */
export function searchedFor(query: string, status: OrderStatus | null): string {
  const text = query ? `“${query}”` : '';
  if (!status) return text;
  return text ? `${text} with status ${status}` : `status ${status}`;
}

/** The search over the loan reference and the entity name, and the status filter. */
export function OrdersSearch({ search }: { search: OrdersSearchState }) {
  return (
    <Stack
      role="search"
      aria-label="Search your orders"
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      align={{ sm: 'flex-end' }}
    >
      <Field.Root flex="1">
        <Field.Label>Search by loan reference or entity</Field.Label>
        <Input
          type="search"
          placeholder="Loan reference or entity name"
          value={search.text}
          onChange={(e) => search.onTextChange(e.target.value)}
          maxLength={200}
        />
      </Field.Root>
      <FilterSelect
        maxW={{ sm: '44' }}
        label="Status"
        value={search.status ?? ''}
        options={STATUS_LABELS}
        onChange={(v) => search.onStatusChange((v || null) as OrderStatus | null)}
      />
    </Stack>
  );
}

/** Nothing of the customer's matches: says what was searched and offers to clear it. */
export function NoOrdersMatch({ search }: { search: OrdersSearchState }) {
  return (
    <Stack gap="2" align="start" py="2">
      <Text fontWeight="semibold">{NO_ORDERS_MATCH}</Text>
      <Text color="fg.muted">
        None of your orders matches {searchedFor(search.query, search.status)}. The search looks in loan references and
        entity names.
      </Text>
      <Button variant="outline" size="sm" onClick={search.onClear}>
        {CLEAR_ORDER_FILTERS}
      </Button>
    </Stack>
  );
}

/** How many orders match what was searched, with the way back to them all; silent while nothing is searched. */
export function MatchCount({ search, count }: { search: OrdersSearchState; count: number }) {
  return (
    <HStack justify="space-between" gap="2" flexWrap="wrap" hidden={!search.filtered}>
      {/* Always there, so a screen reader hears each new count. */}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {search.filtered &&
          `${count} of your orders ${count === 1 ? 'matches' : 'match'} ${searchedFor(search.query, search.status)}`}
      </Text>
      <Button variant="ghost" size="xs" onClick={search.onClear}>
        {CLEAR_ORDER_FILTERS}
      </Button>
    </HStack>
  );
}
