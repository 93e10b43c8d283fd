import { Alert, Box, Button, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage, type OrderEscalation } from '@/backend';
import { reportDate } from '@/components/report/report-format';
import { useOrderEscalation } from '@/lib/order-queries';
import { orderDateTime } from './dates';

export const ESCALATION_HEADING = 'Legal review request';
export const ESCALATION_QUESTION_CAPTION = 'Question for the attorney';
export const ESCALATION_FAILED = 'The legal review request could not be loaded';

/** What went to the partner firm, one line each: the report version's packet, each document, or none since when. */
export function escalationSentLines(escalation: OrderEscalation): string[] {
  const report = `Report version ${escalation.report_version} (its data packet)`;
  if (escalation.documents_purged_at)
    return [report, `No documents: documents no longer held since ${reportDate(escalation.documents_purged_at)}`];
  return [report, ...escalation.documents];
}

/** The state of the order's escalation as a query gives it. */
export interface OrderEscalationState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: OrderEscalation | null | undefined;
  refetch: () => unknown;
}

/**
 * The customer's escalation to legal review (issue 47 §3): when, their question for the attorney, and what went to
 * the partner firm. Nothing for an order its owner never escalated (staff may move one to Escalated themselves,
 * with their message in the history). Under the order's history, on the staff and the customer's order pages.
 */
export function OrderEscalationRecord({ state }: { state: OrderEscalationState }) {
  if (!state.isPending && !state.isError && !state.data) return null;
  return (
    <Stack as="section" aria-labelledby="order-escalation-heading" gap="3">
      <Heading as="h3" size="md" id="order-escalation-heading">
        {ESCALATION_HEADING}
      </Heading>
      {state.isPending ? (
        <HStack gap="2" role="status">
          <Spinner size="sm" color="blue.solid" aria-hidden="true" />
          <Text fontSize="sm" color="fg.muted">
            Loading the legal review request...
          </Text>
        </HStack>
      ) : state.isError || !state.data ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ESCALATION_FAILED}</Alert.Title>
            <Alert.Description>{errorMessage(state.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void state.refetch()} alignSelf="center">
            Try again
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm">
            Escalated by the customer on{' '}
            <time dateTime={state.data.escalated_at}>{orderDateTime(state.data.escalated_at)}</time>
          </Text>
          <Box
            as="figure"
            m="0"
            borderStartWidth="3px"
            borderColor="orange.muted"
            ps="3"
            py="1"
            bg="bg.subtle"
            rounded="sm"
          >
            <Text as="figcaption" fontSize="xs" color="fg.muted">
              {ESCALATION_QUESTION_CAPTION}
            </Text>
            <Text as="blockquote" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {state.data.question}
            </Text>
          </Box>
          <Text fontSize="sm" id="order-escalation-sent">
            Sent to the partner firm:
          </Text>
          <List.Root as="ul" aria-labelledby="order-escalation-sent" gap="1" ps="4" fontSize="sm">
            {escalationSentLines(state.data).map((line) => (
              <List.Item key={line} wordBreak="break-word">
                {line}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}

/** The escalation of one order, read for the page that shows it (the order's owner, or staff). */
export function OrderEscalationSection({ orderId }: { orderId: string }) {
  return <OrderEscalationRecord state={useOrderEscalation(orderId)} />;
}
