import { Box, HStack, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { OrderHistoryEntry } from '@/backend';
import { orderDateTime } from '@/components/orders/dates';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { brand } from '@/content/brand';

export const TEAM_NAME = `${brand.productName} team`;

/** Who moved the order, as the customer knows it. */
export const actorName = (entry: Pick<OrderHistoryEntry, 'actor'>) => (entry.actor === 'customer' ? 'You' : TEAM_NAME);

/** The order's history, oldest first: who, when, from which status to which, and their message. */
export function OrderTimeline({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <List.Root as="ol" listStyleType="none" gap="0" aria-label="Order history">
      {history.map((entry, index) => {
        const last = index === history.length - 1;
        return (
          <List.Item key={entry.id} display="flex" gap="3" alignItems="stretch">
            <Stack align="center" gap="0" flexShrink={0} aria-hidden="true" pt="1.5">
              <Box boxSize="3" rounded="full" bg={last ? 'blue.solid' : 'border.emphasized'} />
              {!last && <Box w="2px" flex="1" bg="border" minH="6" />}
            </Stack>
            <Stack gap="1.5" pb={last ? '0' : '6'} minW="0" flex="1">
              <HStack gap="2" wrap="wrap">
                {entry.from_status ? (
                  <>
                    <OrderStatusBadge status={entry.from_status} />
                    <Text as="span" aria-hidden="true" color="fg.muted">
                      →
                    </Text>
                    <VisuallyHidden>to</VisuallyHidden>
                    <OrderStatusBadge status={entry.to_status} />
                  </>
                ) : (
                  <>
                    <OrderStatusBadge status={entry.to_status} />
                    <Text as="span" fontSize="sm">
                      Order placed
                    </Text>
                  </>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" fontWeight="medium" color="fg">
                  {actorName(entry)}
                </Text>
                {' · '}
                <time dateTime={entry.created_at}>{orderDateTime(entry.created_at)}</time>
              </Text>
              {entry.message && (
                <Text
                  fontSize="sm"
                  whiteSpace="pre-wrap"
                  wordBreak="break-word"
                  bg="bg.subtle"
                  borderLeftWidth="3px"
                  borderColor="border.emphasized"
                  px="3"
                  py="2"
                  rounded="sm"
                >
                  {entry.message}
                </Text>
              )}
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
