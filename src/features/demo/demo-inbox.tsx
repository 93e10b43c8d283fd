import { Alert, Badge, Button, Card, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage, type DemoAttachment, type DemoEmail, type DemoTools } from '@/backend';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { saveBlobAsFile } from '@/lib/save-file';
import { ResetDemoData } from './reset-demo-data';

export const demoOutboxQueryKey = ['demo', 'outbox'] as const;

/** One attachment: a Download button while its file exists, else its name marked as no longer available. */
function AttachmentItem({
  attachment,
  download,
}: {
  attachment: DemoAttachment;
  download: (() => Promise<Blob>) | null;
}) {
  const save = useMutation({
    mutationFn: async () => saveBlobAsFile(await download!(), attachment.name),
    onError: (error) => notify.error(`Could not download ${attachment.name}`, errorMessage(error)),
  });
  return (
    <List.Item>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" overflowWrap="anywhere">
          {attachment.name}
          {!attachment.available && (
            <Text as="span" color="fg.muted">
              {' '}
              (no longer available)
            </Text>
          )}
        </Text>
        {attachment.available && download && (
          <Button
            size="xs"
            variant="outline"
            loading={save.isPending}
            loadingText="Downloading..."
            aria-label={`Download ${attachment.name}`}
            onClick={() => save.mutate()}
          >
            Download
          </Button>
        )}
      </HStack>
    </List.Item>
  );
}

export function DemoEmailCard({
  email,
  downloadAttachment,
}: {
  email: DemoEmail;
  /** Without it the attachments are listed by name only. */
  downloadAttachment?: DemoTools['downloadAttachment'];
}) {
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
        {email.attachments.length > 0 && (
          <Stack gap="1" as="section" aria-label={`Attachments of ${email.subject}`}>
            <Text fontSize="sm" fontWeight="semibold">
              Attachments ({email.attachments.length})
            </Text>
            <List.Root variant="plain" gap="1">
              {email.attachments.map((attachment, index) => (
                <AttachmentItem
                  // Names repeat across emails, not within one; the position is the attachment's identity.
                  key={index}
                  attachment={attachment}
                  download={downloadAttachment ? () => downloadAttachment(email.id, index) : null}
                />
              ))}
            </List.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The demo outbox, newest first, refreshed while open so a just-requested email shows up by itself. What it shows
 * depends on who is signed in (their own mails beside the personas'), so it is read again for each account.
 */
export function DemoInbox({ tools }: { tools: DemoTools }) {
  const { user } = useAuth();
  const outbox = useQuery({
    queryKey: [...demoOutboxQueryKey, user?.id ?? null],
    queryFn: () => tools.listOutbox(),
    refetchInterval: 4000,
  });

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
            <Text color="fg.muted" fontSize="sm">
              Emails to the demo personas show to everyone. Any other email shows only to the signed-in account it was
              sent to or that asked for it, and an LOS confirmation code only to the customer who asked for it.
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
              <DemoEmailCard
                key={email.id}
                email={email}
                downloadAttachment={(emailId, index) => tools.downloadAttachment(emailId, index)}
              />
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
