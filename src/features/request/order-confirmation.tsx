import { Alert, Button, Card, Container, DataList, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { OrderRequest } from '@/backend';
import { paths } from '@/config/paths';

/** After a native order request: what was received and what happens next. */
export function OrderConfirmation({ order, onNewRequest }: { order: OrderRequest; onNewRequest: () => void }) {
  const reference = order.id.slice(0, 8).toUpperCase();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Request received</Alert.Title>
            <Alert.Description>
              Thank you. Your request for {order.entity_legal_name} is in, with reference {reference}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="xl">
              What happens next
            </Heading>
          </Card.Header>
          <Card.Body gap="6">
            <List.Root as="ol" gap="3" ps="5">
              <List.Item>
                We check that the documents are complete and readable. If anything is missing, we contact you at{' '}
                {order.email} before we start.
              </List.Item>
              <List.Item>
                We read the documents and prepare your standardized {order.report_type} report: entity details,
                ownership, management authority, a suggested signature block, a status check with the{' '}
                {order.formation_state} Secretary of State, risk flags and mitigation suggestions.
              </List.Item>
              <List.Item>
                We email the finished report to {order.email}. The report uses credits from your account.
              </List.Item>
            </List.Root>
            <DataList.Root orientation="horizontal" gap="2" size="sm">
              <DataList.Item>
                <DataList.ItemLabel minW="36">Reference</DataList.ItemLabel>
                <DataList.ItemValue fontFamily="mono">{reference}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="36">Entity</DataList.ItemLabel>
                <DataList.ItemValue>{order.entity_legal_name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="36">Formation state</DataList.ItemLabel>
                <DataList.ItemValue>{order.formation_state}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="36">Report type</DataList.ItemLabel>
                <DataList.ItemValue>{order.report_type}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="36">Documents</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">
                  {order.documents.map((d) => d.name).join(', ')}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Text fontSize="sm" color="fg.muted">
              Uploaded PDFs are kept for at least 90 days after submission, as the Terms of Service describe.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="blue">
                <Link to={paths.portal}>Back to Portal</Link>
              </Button>
              <Button variant="outline" onClick={onNewRequest}>
                Request another report
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
