import { Alert, Button, Card, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import { errorMessage } from '@/backend';
import { creditsText } from '@/components/orders/format';
import { paths } from '@/config/paths';

export const NO_CREDITS_NOTE = 'You have no credits.';
export const BALANCE_FAILED = 'Your credit balance could not be loaded';

export interface CreditsCardProps {
  /** The balance once known. */
  balance: number | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Customers buy credits here; staff accounts are not offered it. */
  canBuy?: boolean;
}

/** The customer's credits (one report uses one credit), the way to order, and how to get credits at 0. */
export function CreditsCard({ balance, loading = false, error, onRetry, canBuy = true }: CreditsCardProps) {
  return (
    <Card.Root as="section" aria-labelledby="credits-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="credits-heading">
          Credits
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {loading ? (
          <HStack gap="2" role="status">
            <Spinner size="sm" color="blue.solid" aria-hidden="true" />
            <Text fontSize="sm" color="fg.muted">
              Loading your balance...
            </Text>
          </HStack>
        ) : error || balance === undefined ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{BALANCE_FAILED}</Alert.Title>
              <Alert.Description>{errorMessage(error)}</Alert.Description>
            </Alert.Content>
            {onRetry && (
              <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
                Try again
              </Button>
            )}
          </Alert.Root>
        ) : (
          <Stack gap="1">
            <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
              {creditsText(balance)}
            </Text>
            <Text color="fg.muted">One report uses one credit.</Text>
          </Stack>
        )}
        {balance === 0 && !loading && !error && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{NO_CREDITS_NOTE}</Alert.Title>
              <Alert.Description>
                {canBuy ? (
                  <>
                    <ChakraLink asChild color="blue.fg" textDecoration="underline">
                      <Link to={paths.portalBuyCredits}>Buy credits</Link>
                    </ChakraLink>{' '}
                    by card to order a report. Your orders stay here either way.
                  </>
                ) : (
                  <>
                    To get credits,{' '}
                    <ChakraLink asChild color="blue.fg" textDecoration="underline">
                      <Link to={paths.contact}>contact us</Link>
                    </ChakraLink>{' '}
                    or your account manager. Your orders stay here either way.
                  </>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Wrap gap="2">
          <Button asChild colorPalette="blue">
            <Link to={paths.request}>Request a Report</Link>
          </Button>
          {canBuy && (
            <Button asChild variant="outline">
              <Link to={paths.portalBuyCredits}>Buy credits</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={paths.portalCredits}>Credit history</Link>
          </Button>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
