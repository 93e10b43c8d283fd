import { Badge, Button, Card, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { InboundRequest } from '@/backend';

const STEP = 5;
const KIND_LABEL: Record<InboundRequest['kind'], string> = { contact: 'Contact message', demo: 'Demo request' };

export type InboundState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; requests: readonly InboundRequest[] };

/** Contact messages and demo requests from the public site's native forms, newest first (issue 6). */
export function InboundRequestsCard({ state }: { state: InboundState }) {
  const [shown, setShown] = useState(STEP);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Inbound requests</Card.Title>
        <Card.Description>Contact messages and demo requests sent from the website, newest first</Card.Description>
      </Card.Header>
      <Card.Body>
        {state.status === 'pending' && (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>Loading requests...</Text>
          </HStack>
        )}
        {state.status === 'error' && <Text color="red.fg">Inbound requests could not be loaded.</Text>}
        {state.status === 'success' && state.requests.length === 0 && (
          <Text color="fg.muted">No contact messages or demo requests yet.</Text>
        )}
        {state.status === 'success' && state.requests.length > 0 && (
          <Stack gap="4">
            <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
              {state.requests.slice(0, shown).map((r) => (
                <Stack as="li" key={r.id} gap="1.5" py="3">
                  <HStack justify="space-between" gap="2" flexWrap="wrap">
                    <HStack gap="2" flexWrap="wrap">
                      <Badge colorPalette={r.kind === 'demo' ? 'purple' : 'blue'} variant="subtle">
                        {KIND_LABEL[r.kind]}
                      </Badge>
                      <Text fontWeight="medium">{r.name}</Text>
                    </HStack>
                    <Text asChild fontSize="sm" color="fg.muted">
                      <time dateTime={r.created_at}>{new Date(r.created_at).toLocaleString()}</time>
                    </Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    <Link href={`mailto:${r.email}`} color="blue.fg">
                      {r.email}
                    </Link>
                    {r.company && ` · ${r.company}`}
                    {r.phone && ` · ${r.phone}`}
                  </Text>
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {r.message}
                  </Text>
                </Stack>
              ))}
            </Stack>
            {state.requests.length > shown && (
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setShown((n) => n + STEP)}>
                Show more ({state.requests.length - shown} more)
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
