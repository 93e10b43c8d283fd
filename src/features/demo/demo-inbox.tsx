import { Alert, Badge, Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage, type DemoEmail, type DemoTools } from '@/backend';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { paths } from '@/config/paths';
import { ResetDemoData } from './reset-demo-data';

export const demoOutboxQueryKey = ['demo', 'outbox'] as const;

export function DemoEmailCard({ email }: { email: DemoEmail }) {
  return (
    <Card.Root as="article" size="sm">
      <Card.Header gap="1">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {email.subject}
          </Heading>
          <Text fontSize="xs" color="fg.muted" asChild>
            <time dateTime={email.created_at}>{new Date(email.created_at).toLocaleString()}</time>
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          To: {email.to}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {/* The raw link is a long token; the button below carries it. */}
          {email.link ? email.text.replace(email.link, '(the link below)') : email.text}
        </Text>
        {email.link && (
          <Button asChild colorPalette="blue" size="sm" alignSelf="start">
            {/* A full navigation, like clicking the link in a mail client. */}
            <a href={email.link}>Open link</a>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The demo outbox, newest first, refreshed while open so a just-requested email shows up by itself. */
export function DemoInbox({ tools }: { tools: DemoTools }) {
  const outbox = useQuery({ queryKey: demoOutboxQueryKey, queryFn: () => tools.listOutbox(), refetchInterval: 4000 });

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="start" wrap="wrap" gap="4">
          <Stack gap="1">
            <HStack gap="2">
              <Heading as="h1" size="2xl">
                Demo inbox
              </Heading>
              <Badge colorPalette="orange">Demo data</Badge>
            </HStack>
            <Text color="fg.muted">
              Emails the demo backend would have sent, newest first. Nothing leaves this browser.
            </Text>
          </Stack>
          <ResetDemoData tools={tools} />
        </HStack>
        {outbox.isPending ? (
          <PageSpinner minH="40" />
        ) : outbox.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The demo inbox could not be read</Alert.Title>
              <Alert.Description>{errorMessage(outbox.error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : outbox.data.length === 0 ? (
          <Card.Root variant="subtle">
            <Card.Body gap="2" textAlign="center">
              <Text fontWeight="semibold">No emails yet</Text>
              <Text color="fg.muted" fontSize="sm">
                Ask for a password reset on the{' '}
                <Link to={paths.auth} style={{ textDecoration: 'underline' }}>
                  sign-in page
                </Link>{' '}
                and the email appears here.
              </Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <Stack gap="4">
            {outbox.data.map((email) => (
              <DemoEmailCard key={email.id} email={email} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** What /demo/inbox shows on the production backend, where the demo tools do not exist. */
export function DemoToolsUnavailable() {
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="xl">
          Demo inbox unavailable
        </Heading>
        <Text color="fg.muted">The demo inbox exists only in the offline demo, which runs on sample data.</Text>
        <Button asChild colorPalette="blue">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </Stack>
    </Container>
  );
}
