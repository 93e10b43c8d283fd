import { Alert, Button, Card, Container, Heading, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, type CreditCheckout } from '@/backend';
import { LoadError } from '@/components/feedback/load-state';
import { creditsText, dollars } from '@/components/orders/format';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { creditPack } from '@/lib/credits/packs';
import { useCreditBalance } from '@/lib/order-queries';
import { useCheckoutProgress } from './use-credit-checkout';

export const CONFIRMING_PAYMENT = 'Confirming your payment…';
export const PAYMENT_RECEIVED = 'Payment received';
export const CHECKOUT_EXPIRED = 'This checkout expired';
export const CHECKOUT_UNKNOWN = 'We could not find this checkout';
export const CHECKOUT_READ_FAILED = 'Your payment could not be checked';

function Links({ buyAgain = false }: { buyAgain?: boolean }) {
  return (
    <Wrap gap="2">
      {buyAgain && (
        <Button asChild colorPalette="blue">
          <Link to={paths.portalBuyCredits}>Buy credits</Link>
        </Button>
      )}
      <Button asChild variant={buyAgain ? 'outline' : 'solid'} colorPalette="blue">
        <Link to={paths.portalCredits}>Credit history</Link>
      </Button>
      {!buyAgain && (
        <Button asChild variant="outline">
          <Link to={paths.request}>Request a Report</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={paths.portal}>Return to Portal</Link>
      </Button>
    </Wrap>
  );
}

function Received({ checkout, balance }: { checkout: CreditCheckout; balance: number | undefined }) {
  const pack = creditPack(checkout.pack_id);
  return (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{PAYMENT_RECEIVED}</Alert.Title>
          <Alert.Description>
            {creditsText(checkout.credits)} {checkout.credits === 1 ? 'was' : 'were'} added to your account
            {pack ? ` (${pack.name} pack, ${dollars(checkout.amount_cents)})` : ` (${dollars(checkout.amount_cents)})`}.
            A receipt is on its way to your email.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">Your balance is now</Text>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
            {balance === undefined ? 'Loading...' : creditsText(balance)}
          </Text>
        </Card.Body>
      </Card.Root>
      <Links />
    </Stack>
  );
}

/**
 * /portal/credits/checkout?session_id=…: where Checkout sends the customer back. The credits are granted by the
 * verified webhook, which may land a moment after the customer does, so the page waits for the checkout to be
 * complete, then shows what was added and the new balance. An expired or unknown session says so.
 */
export function CheckoutReturnScreen() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const checkout = useCheckoutProgress(sessionId);
  const balance = useCreditBalance(user?.id);

  let body;
  if (!sessionId || checkout.data === null) {
    body = (
      <Stack gap="4">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{CHECKOUT_UNKNOWN}</Alert.Title>
            <Alert.Description>
              This link names no checkout of your account, so nothing here was charged. Your purchases are in your
              credit history.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Links buyAgain />
      </Stack>
    );
  } else if (checkout.isError) {
    body = (
      <LoadError
        title={CHECKOUT_READ_FAILED}
        message={errorMessage(checkout.error)}
        onRetry={() => void checkout.refetch()}
      />
    );
  } else if (checkout.isPending || checkout.data.status === 'open') {
    body = (
      <Stack gap="3">
        <HStack gap="3" role="status">
          <Spinner size="sm" aria-hidden="true" />
          <Text fontSize="lg">{CONFIRMING_PAYMENT}</Text>
        </HStack>
        <Text color="fg.muted">
          Stripe tells us about the payment directly; this page updates by itself as soon as it does.
        </Text>
      </Stack>
    );
  } else if (checkout.data.status === 'expired') {
    body = (
      <Stack gap="4">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{CHECKOUT_EXPIRED}</Alert.Title>
            <Alert.Description>
              It was not paid in time, and nothing was charged. You can start again.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Links buyAgain />
      </Stack>
    );
  } else {
    body = <Received checkout={checkout.data} balance={balance.data} />;
  }

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Your credit purchase
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}
