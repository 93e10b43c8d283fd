import { Badge, Box, chakra, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SosCandidate, StoredSosLookup } from '@/backend';
import { formatDate, formatDateTime } from '../../components/shared';
import { ACTIVE_GOOD_STANDING, NO_STATUS_PUBLISHED, PROVIDER_NAMES } from './sos-wording';

/** A provider's address only when it is a web page: nothing else (javascript:, data:) becomes a link. */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function statusPalette(status: string): 'green' | 'gray' | 'orange' | 'red' {
  if (status === ACTIVE_GOOD_STANDING) return 'green';
  if (status === 'Unknown') return 'gray';
  if (status === 'Not found' || status === 'Active - not in good standing' || status === 'Pending inactive')
    return 'orange';
  return 'red';
}

/** "Checked Mar 3, 2026, 4:05 PM via Cobalt Intelligence, searching “Name”". */
export function checkedLine(lookup: StoredSosLookup): string {
  return `Checked ${formatDateTime(lookup.looked_up_at)} via ${PROVIDER_NAMES[lookup.provider]}, searching “${lookup.query_name}”`;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="span" fontSize="xs" color="fg.muted" display="block">
        {label}
      </Text>
      <Text as="span" fontSize="sm" display="block" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  );
}

const orNotStated = (value: string) => value.trim() || 'Not stated';

/** One registration the provider found: what the state says, how sure the match is, and where it was read. */
export function CandidateDetails({ candidate }: { candidate: SosCandidate }) {
  const source = safeUrl(candidate.sourceUrl);
  const screenshot = safeUrl(candidate.screenshotUrl);
  return (
    <Stack gap="2" minW="0">
      <HStack gap="2" flexWrap="wrap">
        <Text as="span" fontWeight="semibold" wordBreak="break-word">
          {candidate.name}
        </Text>
        <Badge colorPalette={statusPalette(candidate.normalizedStatus)} variant="subtle">
          {candidate.normalizedStatus}
        </Badge>
        <Text as="span" fontSize="xs" color="fg.muted">
          Match confidence {Math.round(candidate.confidence * 100)}%
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
        <Detail label="State’s status wording">
          {candidate.stateStatus.trim() ? `“${candidate.stateStatus}”` : NO_STATUS_PUBLISHED}
        </Detail>
        <Detail label="File number">{orNotStated(candidate.fileNumber)}</Detail>
        <Detail label="Entity type">
          {orNotStated(candidate.entityType)}
          {candidate.registration ? ` (${candidate.registration})` : ''}
        </Detail>
        <Detail label="Formation date">
          {candidate.formationDate ? formatDate(`${candidate.formationDate}T12:00:00Z`) : 'Not stated'}
        </Detail>
        <Detail label="Registered agent">{orNotStated(candidate.registeredAgent)}</Detail>
        <Detail label="Last filing">{orNotStated(candidate.lastFiling)}</Detail>
      </SimpleGrid>
      <HStack gap="4" flexWrap="wrap" fontSize="sm">
        <Text as="span" color="fg.muted" fontSize="xs">
          Read {formatDateTime(candidate.capturedAt)}
        </Text>
        {source ? (
          <Link href={source} target="_blank" rel="noreferrer" colorPalette="blue" textDecoration="underline">
            State record <chakra.span srOnly>of {candidate.name} (opens in a new tab)</chakra.span>
          </Link>
        ) : (
          <Text as="span" fontSize="xs" color="fg.muted">
            No link to the state’s page
          </Text>
        )}
        {screenshot && (
          <Link href={screenshot} target="_blank" rel="noreferrer" colorPalette="blue" textDecoration="underline">
            Screenshot <chakra.span srOnly>of the record of {candidate.name} (opens in a new tab)</chakra.span>
          </Link>
        )}
      </HStack>
    </Stack>
  );
}
