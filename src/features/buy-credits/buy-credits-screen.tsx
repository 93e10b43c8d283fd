import { Alert, Badge, Button, Card, Container, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/backend';
import { LoadError, LoadingLine } from '@/components/feedback/load-state';
import { creditsText, dollars } from '@/components/orders/format';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { CREDIT_PACKS, pricePerCreditCents, type CreditPack } from '@/lib/credits/packs';
import { useCreditBalance } from '@/lib/order-queries';
import { useOwnRole, useStartCheckout } from './use-credit-checkout';

export const BUY_CREDITS_TITLE = 'Buy credits';
export const CHECKOUT_CANCELLED = 'Checkout cancelled. Nothing was charged.';
export const STAFF_DO_NOT_BUY = 'Credits are bought by customer accounts';
export const CHECKOUT_NOT_STARTED = 'The payment page could not be opened';
export const PROFILE_FAILED = 'Your account could not be loaded';
/** The Buy button of a pack (its accessible name). */
export const buyLabel = (pack: CreditPack) =>
  `Buy ${pack.name}: ${creditsText(pack.credits)} for ${dollars(pack.priceCents)}`;

function PackCard({
  pack,
  busy,
  disabled,
  onBuy,
}: {
  pack: CreditPack;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const headingId = `pack-${pack.id}`;
  const best = pack.id === CREDIT_PACKS.at(-1)?.id;
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Stack direction="row" justify="space-between" align="center" gap="2">
          <Heading as="h2" size="lg" id={headingId}>
            {pack.name}
          </Heading>
          {best && <Badge colorPalette="green">Lowest price per report</Badge>}
        </Stack>
      </Card.Header>
      <Card.Body gap="2">
        <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
          {creditsText(pack.credits)}
        </Text>
        <Text fontSize="xl">{dollars(pack.priceCents)}</Text>
        <Text color="fg.muted">{dollars(pricePerCreditCents(pack))} per report</Text>
      </Card.Body>
      <Card.Footer>
        <Button
          colorPalette="blue"
          width="full"
          onClick={onBuy}
          loading={busy}
          loadingText="Opening checkout..."
          disabled={disabled}
          aria-label={buyLabel(pack)}
        >
          Buy {pack.name}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * /portal/credits/buy: the packs on sale with their credits, price and price per report. Buy opens Stripe
 * Checkout (the demo's own checkout offline); the credits arrive when the verified webhook confirms the payment.
 * Staff accounts are not offered it (create-credit-checkout refuses them too).
 */
export function BuyCreditsScreen() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const role = useOwnRole(user?.id);
  const balance = useCreditBalance(user?.id);
  const start = useStartCheckout();
  const cancelled = params.get('cancelled') === '1';
  const staff = role.data === 'Admin' || role.data === 'Moderator';

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }}>
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {BUY_CREDITS_TITLE}
            </Heading>
            <Text color="fg.muted">
              One report uses one credit. You pay by card on a secure Stripe page; the credits are added as soon as the
              payment is confirmed.
            </Text>
            {balance.data !== undefined && <Text>You have {creditsText(balance.data)}.</Text>}
          </Stack>
          <Wrap gap="2">
            <Button asChild variant="outline">
              <Link to={paths.portalCredits}>Credit history</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.portal}>Return to Portal</Link>
            </Button>
          </Wrap>
        </Stack>

        {cancelled && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{CHECKOUT_CANCELLED}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        )}
        {start.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{CHECKOUT_NOT_STARTED}</Alert.Title>
              <Alert.Description>{errorMessage(start.error)} Nothing was charged.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {role.isPending ? (
          <LoadingLine label="Loading the credit packs..." />
        ) : role.isError ? (
          <LoadError title={PROFILE_FAILED} message={errorMessage(role.error)} onRetry={() => void role.refetch()} />
        ) : staff ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{STAFF_DO_NOT_BUY}</Alert.Title>
              <Alert.Description>
                Staff accounts do not buy credits. To add credits to a customer&apos;s account, record the purchase on
                their credits page.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {CREDIT_PACKS.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                busy={start.isPending && start.variables === pack.id}
                disabled={start.isPending || start.isSuccess}
                onBuy={() => start.mutate(pack.id)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
