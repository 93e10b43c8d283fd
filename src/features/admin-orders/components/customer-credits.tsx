import { Alert, Button, Card, Container, Heading, SimpleGrid, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import type { ProfileSummary } from '@/backend';
import { creditsText, dollars } from '@/components/orders/format';
import { paths } from '@/config/paths';
import { UserPicker } from '@/components/users/user-picker';
import { userLabel } from '@/lib/user-search';
import { paidInLast12Months } from '@/components/credits/ledger';
import { useCreditBalance, useCreditLedger, useCustomerFromParam, useUserEmails } from '../api/credits-api';
import { serverMessage } from '../api/orders-api';
import { AdjustBalanceForm, RecordPurchaseForm } from './credit-forms';
import { StaffCreditLedger } from './credit-ledger';
import { LoadError, LoadingLine } from './shared';

export const LIABILITY_CAP_HELP =
  'The liability cap of the Terms: what the customer paid for credits in the prior 12 months.';

function customerOption(u: ProfileSummary): string {
  return `${userLabel(u)}${u.company ? ` · ${u.company}` : ''}`;
}

/** One customer's balance, the amount paid in the last 12 months, the two forms and the ledger. */
function CustomerAccount({ customer }: { customer: ProfileSummary }) {
  const balance = useCreditBalance(customer.id);
  const ledger = useCreditLedger(customer.id);
  const authorIds = (ledger.data ?? [])
    .map((e) => e.created_by)
    .filter((id): id is string => Boolean(id) && id !== customer.id);
  const emails = useUserEmails(authorIds);
  const paid = ledger.data ? paidInLast12Months(ledger.data, new Date()) : null;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl" wordBreak="break-word">
          {userLabel(customer)}
        </Heading>
        {customer.company && <Text color="fg.muted">{customer.company}</Text>}
      </Stack>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Card.Root>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>Balance</Stat.Label>
              {balance.isSuccess ? (
                <Stat.ValueText>{creditsText(balance.data)}</Stat.ValueText>
              ) : (
                <Stat.ValueText fontSize="md" fontWeight="normal" color={balance.isError ? 'red.fg' : 'fg.muted'}>
                  {balance.isError ? `Not loaded: ${serverMessage(balance.error)}` : 'Loading...'}
                </Stat.ValueText>
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>Paid in the last 12 months</Stat.Label>
              {paid === null ? (
                <Stat.ValueText fontSize="md" fontWeight="normal" color="fg.muted">
                  {ledger.isError ? 'Unknown until the ledger loads' : 'Loading...'}
                </Stat.ValueText>
              ) : (
                <Stat.ValueText>{dollars(paid)}</Stat.ValueText>
              )}
              {/* A dd, so the dl holds only dt and dd (axe definition-list). */}
              <Stat.HelpText asChild>
                <dd>{LIABILITY_CAP_HELP}</dd>
              </Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      {/* Keyed by customer: switching customers never carries one customer's input to another. */}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start" key={customer.id}>
        <RecordPurchaseForm userId={customer.id} />
        <AdjustBalanceForm userId={customer.id} />
      </SimpleGrid>

      <Stack gap="3">
        <Heading as="h2" size="lg">
          Ledger
        </Heading>
        {ledger.isPending ? (
          <LoadingLine label="Loading ledger..." />
        ) : ledger.isError ? (
          <LoadError
            title="The ledger could not be loaded"
            message={serverMessage(ledger.error)}
            onRetry={() => void ledger.refetch()}
          />
        ) : (
          <StaffCreditLedger entries={ledger.data} emails={emails.data} />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /admin/credits?user=<id or email>: an admin picks a customer, sees their balance, ledger and what they paid
 * in the last 12 months, records purchases and adjusts the balance.
 */
export function CustomerCredits() {
  const [params, setParams] = useSearchParams();
  const userParam = params.get('user') ?? '';
  const found = useCustomerFromParam(userParam);
  const customer = found.data ?? null;

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="4" direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ lg: 'flex-end' }}>
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Customer credits
            </Heading>
            <Text color="fg.muted">
              Record purchases and adjust balances. Each report uses one credit; every change is kept in the customer’s
              ledger.
            </Text>
          </Stack>
          <Wrap gap="2">
            <Button asChild variant="outline">
              <Link to={paths.adminOrders}>Orders</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.adminDashboard}>Admin Dashboard</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.portal}>Return to Portal</Link>
            </Button>
          </Wrap>
        </Stack>

        <UserPicker
          label="Customer"
          searchLabel="Find a customer"
          searchPlaceholder="Search by name, email or company"
          emptyOption="Choose a customer"
          noun="customer"
          columns={2}
          selected={customer}
          optionLabel={customerOption}
          onSelect={(user) => {
            if (user) setParams({ user: user.id });
          }}
        />
        {!userParam ? (
          <Text color="fg.muted">Choose a customer to see their balance and ledger.</Text>
        ) : found.isPending ? (
          <LoadingLine label="Loading the customer..." />
        ) : found.isError ? (
          <LoadError
            title="The customer could not be loaded"
            message={serverMessage(found.error)}
            onRetry={() => void found.refetch()}
          />
        ) : customer ? (
          <CustomerAccount customer={customer} />
        ) : (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>No customer matches “{userParam}”</Alert.Title>
              <Alert.Description>Choose a customer from the list.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Container>
  );
}
