import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage, isBackendError, type DemoCardInput, type DemoCheckoutSession, type DemoTools } from '@/backend';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { creditsText, dollars } from '@/components/orders/format';
import { paths } from '@/config/paths';
import { useOpenUrl } from '@/lib/open-url';

export const DEMO_CHECKOUT_TITLE = 'Checkout (test mode)';
export const CHECKOUT_NOT_FOUND = 'This checkout does not exist';
export const CHECKOUT_NOT_OPEN = 'This checkout is no longer open';

type CardField = keyof DemoCardInput;
const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

/** "MM / YY" as the customer types it: digits only, the slash added after the month. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Groups of four, as a card is printed. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function Summary({ session }: { session: DemoCheckoutSession }) {
  return (
    <Stack gap="3">
      <HStack gap="2">
        <Badge bg="orange.100" color="orange.900">
          Test mode
        </Badge>
        <Text color="fg.muted" fontSize="sm">
          Offline demo: no card is charged.
        </Text>
      </HStack>
      <Text color="fg.muted">{session.pack_name} credit pack</Text>
      <Text fontSize="4xl" fontWeight="bold" lineHeight="short">
        {dollars(session.amount_total)}
      </Text>
      <Text>{creditsText(session.credits)}, one report each</Text>
    </Stack>
  );
}

function TestCards({ tools }: { tools: DemoTools }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
      <Text fontWeight="semibold" fontSize="sm">
        Test cards (any future expiry, any CVC)
      </Text>
      <List.Root fontSize="sm" gap="1" mt="1">
        {tools.checkout.testCards.map((card) => (
          <List.Item key={card.number}>
            <Text as="span" fontFamily="mono">
              {card.number}
            </Text>{' '}
            {card.description}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function PayForm({ tools, session }: { tools: DemoTools; session: DemoCheckoutSession }) {
  const goTo = useOpenUrl();
  const [card, setCard] = useState<DemoCardInput>({ number: '', expiry: '', cvc: '', name: '' });
  const pay = useMutation({
    mutationFn: (input: DemoCardInput) => tools.checkout.pay(session.id, input),
    onSuccess: ({ redirectUrl }) => goTo(redirectUrl),
  });
  // The sandbox names the field Stripe refused (issues[0]), so that field is marked invalid.
  const refused = isBackendError(pay.error) && pay.error.code === 'validation_failed' ? pay.error.issues?.[0] : null;
  const refusedField = FIELDS.find((f) => f === refused) ?? null;
  const set = (field: CardField, value: string) => setCard((c) => ({ ...c, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate(card);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Pay by card">
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input value={session.customer_email ?? ''} readOnly />
        </Field.Root>
        <Field.Root invalid={refusedField === 'number'}>
          <Field.Label>Card number</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(e) => set('number', formatCardNumber(e.target.value))}
          />
        </Field.Root>
        <SimpleGrid columns={2} gap="3">
          <Field.Root invalid={refusedField === 'expiry'}>
            <Field.Label>Expiry</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={card.expiry}
              onChange={(e) => set('expiry', formatExpiry(e.target.value))}
            />
          </Field.Root>
          <Field.Root invalid={refusedField === 'cvc'}>
            <Field.Label>CVC</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              maxLength={4}
              value={card.cvc}
              onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
            />
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={refusedField === 'name'}>
          <Field.Label>Name on card</Field.Label>
          <Input autoComplete="cc-name" value={card.name} onChange={(e) => set('name', e.target.value)} />
        </Field.Root>
        {pay.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{errorMessage(pay.error)}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="blue" size="lg" loading={pay.isPending} loadingText="Processing...">
          Pay {dollars(session.amount_total)}
        </Button>
        <Button variant="ghost" onClick={() => goTo(session.cancel_url)} disabled={pay.isPending || pay.isSuccess}>
          Cancel and return
        </Button>
        <TestCards tools={tools} />
      </Stack>
    </form>
  );
}

/**
 * /demo/checkout/<session id>: the offline demo's stand-in for Stripe's hosted Checkout page (the Supabase build
 * sends customers to Stripe itself). Its test cards and sandbox come from the demo tools, which that build lacks.
 */
export function DemoCheckout({ tools, sessionId }: { tools: DemoTools; sessionId: string }) {
  const session = useQuery({
    queryKey: ['demo', 'checkout', sessionId],
    queryFn: () => tools.checkout.session(sessionId),
  });
  const goTo = useOpenUrl();

  if (session.isPending) return <PageSpinner />;
  let body;
  if (session.isError) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The checkout could not be loaded</Alert.Title>
          <Alert.Description>{errorMessage(session.error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void session.refetch()} alignSelf="center">
          Try again
        </Button>
      </Alert.Root>
    );
  } else if (session.data === null || session.data.status !== 'open') {
    body = (
      <Stack gap="4">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{session.data === null ? CHECKOUT_NOT_FOUND : CHECKOUT_NOT_OPEN}</Alert.Title>
            <Alert.Description>
              {session.data?.status === 'complete'
                ? 'It has been paid already.'
                : 'Start again from Buy credits; nothing was charged.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <HStack gap="2" wrap="wrap">
          {session.data?.status === 'complete' ? (
            <Button colorPalette="blue" onClick={() => goTo(session.data!.success_url)}>
              See the payment
            </Button>
          ) : (
            <Button asChild colorPalette="blue">
              <Link to={paths.portalBuyCredits}>Buy credits</Link>
            </Button>
          )}
        </HStack>
      </Stack>
    );
  } else {
    body = (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }}>
        <Summary session={session.data} />
        <Card.Root>
          <Card.Body>
            <PayForm tools={tools} session={session.data} />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {DEMO_CHECKOUT_TITLE}
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}

export function DemoCheckoutUnavailable() {
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="xl">
          Checkout unavailable
        </Heading>
        <Text color="fg.muted">Payments open on Stripe&apos;s own page; this address is not one of them.</Text>
        <Button asChild colorPalette="blue">
          <Link to={paths.portalBuyCredits}>Buy credits</Link>
        </Button>
      </Stack>
    </Container>
  );
}
