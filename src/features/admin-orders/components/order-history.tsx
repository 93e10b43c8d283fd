import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OrderHistoryEntry } from '@/backend';
import { ORDER_STATUS_PALETTE, OrderStatusBadge } from '@/components/orders/order-status-badge';
import { LoadError, LoadingLine, formatDateTime } from './shared';

export type HistoryState =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'success'; entries: readonly OrderHistoryEntry[]; emails?: ReadonlyMap<string, string | null> };

/**
 * "Submitted by the customer (customer@demo.test)", "Moved from In review by admin@demo.test", "Report corrected by
 * admin@demo.test"; without the
 * emails (a moderator's view) "by the customer" or "by staff".
 */
export function historyLine(entry: OrderHistoryEntry, emails?: ReadonlyMap<string, string | null>): string {
  const email = entry.changed_by ? emails?.get(entry.changed_by) : null;
  const who = entry.actor === 'customer' ? `the customer${email ? ` (${email})` : ''}` : (email ?? 'staff');
  if (entry.from_status === null) return `Submitted by ${who}`;
  // Only a corrected report writes a row that stays in its status (Report ready → Report ready).
  if (entry.from_status === entry.to_status) return `Report corrected by ${who}`;
  return `Moved from ${entry.from_status} by ${who}`;
}

/**
 * The order's status changes as a timeline, oldest first, each with its message to or from the customer; then
 * `children`, the rest of the order's history (the customer's escalation, its reports sent to an LOS).
 */
export function OrderHistory({ state, children }: { state: HistoryState; children?: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby="order-history-title">
      <Card.Header>
        <Card.Title as="h2" id="order-history-title">
          History
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {state.status === 'pending' ? (
          <LoadingLine label="Loading history..." />
        ) : state.status === 'error' ? (
          <LoadError title="The history could not be loaded" message={state.message} onRetry={state.retry} />
        ) : state.entries.length === 0 ? (
          <Text color="fg.muted">No status changes recorded.</Text>
        ) : (
          <Box as="ol" aria-label="Status history" listStyleType="none" m="0" p="0">
            {state.entries.map((entry, index) => {
              const last = index === state.entries.length - 1;
              return (
                <Box as="li" key={entry.id} position="relative" ps="7" pb={last ? '0' : '5'}>
                  {/* The timeline's dot and line, drawn in the status's colour. */}
                  <Box
                    aria-hidden="true"
                    position="absolute"
                    insetStart="1"
                    top="1.5"
                    boxSize="3"
                    rounded="full"
                    bg={`${ORDER_STATUS_PALETTE[entry.to_status]}.solid`}
                  />
                  {!last && (
                    <Box
                      aria-hidden="true"
                      position="absolute"
                      insetStart="2.5"
                      top="5"
                      bottom="0"
                      borderStartWidth="2px"
                      borderColor="border"
                      transform="translateX(-1px)"
                    />
                  )}
                  <Stack gap="1">
                    <HStack gap="2" flexWrap="wrap">
                      <OrderStatusBadge status={entry.to_status} />
                      <Text fontSize="sm" color="fg.muted">
                        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                      </Text>
                    </HStack>
                    <Text fontSize="sm">{historyLine(entry, state.emails)}</Text>
                    {entry.message && (
                      <Box
                        as="blockquote"
                        borderStartWidth="3px"
                        borderColor="border.emphasized"
                        ps="3"
                        py="1"
                        bg="bg.subtle"
                        rounded="sm"
                      >
                        <Text fontSize="xs" color="fg.muted">
                          {entry.actor === 'staff' ? 'Message to the customer' : 'Note from the customer'}
                        </Text>
                        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                          {entry.message}
                        </Text>
                      </Box>
                    )}
                  </Stack>
                </Box>
              );
            })}
          </Box>
        )}
        {children && <Box mt="6">{children}</Box>}
      </Card.Body>
    </Card.Root>
  );
}
