import { Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import { errorMessage, type CreditLedgerEntry } from '@/backend';
import { CreditLedgerTable } from '@/components/credits/credit-ledger-table';
import { LoadError, LoadingLine } from '@/components/feedback/load-state';
import { paidInLast12Months } from '@/components/credits/ledger';
import { creditsText, dollars } from '@/components/orders/format';
import { paths, portalOrderPath } from '@/config/paths';
import { brand } from '@/content/brand';
import { useAuth } from '@/lib/auth';
import { useCreditBalance, useCreditLedger } from '@/lib/order-queries';
import { DownloadLedgerButton } from './download-ledger-button';

export const CREDIT_HISTORY_TITLE = 'Credit history';
export const LEDGER_FAILED = 'Your credit history could not be loaded';
export const LIABILITY_CAP_NOTE =
  'Under the Terms, our liability is capped at what you paid for credits in the 12 months before a claim.';

/** Who wrote a row, as the customer reads it: themselves, our staff, or the service itself. */
export function customerLedgerAuthor(entry: CreditLedgerEntry): string {
  if (!entry.created_by) return brand.productName;
  return entry.created_by === entry.user_id ? 'You' : `${brand.productName} staff`;
}

function StatCard({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {help && (
            // A dd, so the dl holds only dt and dd (axe definition-list).
            <Stat.HelpText asChild>
              <dd>{help}</dd>
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The ledger once loaded: the two figures a customer asks about, the download, and every row. */
function Ledger({ entries, balance }: { entries: readonly CreditLedgerEntry[]; balance: number | undefined }) {
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <StatCard label="Balance" value={balance === undefined ? 'Loading...' : creditsText(balance)} />
        <StatCard
          label="Paid for credits in the last 12 months"
          value={dollars(paidInLast12Months(entries, new Date()))}
          help={LIABILITY_CAP_NOTE}
        />
      </SimpleGrid>
      <Stack gap="3">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg">
            Ledger
          </Heading>
          <DownloadLedgerButton entries={entries} author={customerLedgerAuthor} />
        </HStack>
        <CreditLedgerTable entries={entries} author={customerLedgerAuthor} orderPath={portalOrderPath} />
      </Stack>
    </Stack>
  );
}

/**
 * /portal/credits: the signed-in customer's own ledger (purchases, orders, refunds, adjustments and escalation
 * credits) with the balance each row left, what they paid in the last 12 months, and a CSV of it all.
 */
export function CreditHistoryScreen() {
  const { user } = useAuth();
  const balance = useCreditBalance(user?.id);
  const ledger = useCreditLedger(user?.id);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }}>
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {CREDIT_HISTORY_TITLE}
            </Heading>
            <Text color="fg.muted">
              Every credit added to your account and every report it paid for. One report uses one credit.
            </Text>
          </Stack>
          <Wrap gap="2">
            <Button asChild colorPalette="blue">
              <Link to={paths.portalBuyCredits}>Buy credits</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.request}>Request a Report</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.portal}>Return to Portal</Link>
            </Button>
          </Wrap>
        </Stack>
        {ledger.isPending ? (
          <LoadingLine label="Loading your credit history..." />
        ) : ledger.isError ? (
          <LoadError title={LEDGER_FAILED} message={errorMessage(ledger.error)} onRetry={() => void ledger.refetch()} />
        ) : (
          <Ledger entries={ledger.data} balance={balance.data} />
        )}
      </Stack>
    </Container>
  );
}
