import { Alert, Box, Button, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage, type LosHandoff } from '@/backend';
import { useLosHandoffs } from '@/lib/order-queries';
import { orderDateTime } from './dates';

export const LOS_HANDOFFS_HEADING = 'Sent to LOS';
export const LOS_HANDOFFS_EMPTY = 'Not sent to a loan origination system yet.';
export const LOS_HANDOFFS_FAILED = 'The LOS sends could not be loaded';

/** "Sent to closing@bank.test on Mar 2, 2026, 9:00 AM, report version 1, packet version 2, by Casey Customer". */
export function losHandoffLine(handoff: LosHandoff): string {
  return `Sent to ${handoff.recipient} on ${orderDateTime(handoff.sent_at)}, report version ${handoff.report_version}, packet version ${handoff.packet_version}, by ${handoff.sent_by_name}`;
}

/** The state of the order's LOS record as a query gives it. */
export interface LosHandoffsState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly LosHandoff[] | undefined;
  refetch: () => unknown;
}

interface LosHandoffsProps {
  state: LosHandoffsState;
  /** The heading's level where the section sits (h2 on its own, h3 under the order's history). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The order's reports sent to an LOS, newest first (issue 47 §2): where each went, when, which report and packet
 * version, and who sent it. The customer's order and report pages and the staff order page show it.
 */
export function LosHandoffs({ state, headingLevel = 'h3' }: LosHandoffsProps) {
  const headingId = `los-handoffs-${headingLevel}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as={headingLevel} size={headingLevel === 'h2' ? 'lg' : 'md'} id={headingId}>
        {LOS_HANDOFFS_HEADING}
      </Heading>
      {state.isPending ? (
        <HStack gap="2" role="status">
          <Spinner size="sm" color="blue.solid" aria-hidden="true" />
          <Text fontSize="sm" color="fg.muted">
            Loading the LOS sends...
          </Text>
        </HStack>
      ) : state.isError ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{LOS_HANDOFFS_FAILED}</Alert.Title>
            <Alert.Description>{errorMessage(state.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void state.refetch()} alignSelf="center">
            Try again
          </Button>
        </Alert.Root>
      ) : !state.data?.length ? (
        <Text fontSize="sm" color="fg.muted">
          {LOS_HANDOFFS_EMPTY}
        </Text>
      ) : (
        <List.Root as="ul" listStyleType="none" gap="2" aria-label="LOS sends">
          {state.data.map((handoff) => (
            <List.Item key={handoff.id} display="block">
              <Box borderStartWidth="3px" borderColor="blue.muted" ps="3" py="1">
                <Text fontSize="sm" wordBreak="break-word">
                  {losHandoffLine(handoff)}
                </Text>
              </Box>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** The LOS record of one order, read for the page that shows it (the order's owner, or staff). */
export function OrderLosHandoffs({ orderId, headingLevel }: { orderId: string; headingLevel?: 'h2' | 'h3' }) {
  return <LosHandoffs state={useLosHandoffs(orderId)} headingLevel={headingLevel} />;
}
