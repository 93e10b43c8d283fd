import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { serverMessage } from '../../api/orders-api';
import { useStoredSosLookups } from '../../api/sos-lookups-api';
import { LoadError, LoadingLine } from '../../components/shared';
import { CandidateDetails, checkedLine } from './sos-candidate';

/**
 * The Secretary of State lookups kept with the order, read only (moderators): each state's newest lookup with
 * when and how it was read, and the registrations it found.
 */
export function StoredSosLookups({ orderId }: { orderId: string }) {
  const stored = useStoredSosLookups(orderId);
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="sm" id={headingId}>
        Secretary of State lookups
      </Heading>
      {stored.isPending ? (
        <LoadingLine label="Loading the Secretary of State lookups…" />
      ) : stored.isError ? (
        <LoadError
          title="The Secretary of State lookups could not be loaded"
          message={serverMessage(stored.error)}
          onRetry={() => void stored.refetch()}
        />
      ) : stored.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No Secretary of State lookup is kept with this order yet.
        </Text>
      ) : (
        stored.data.map((lookup) => (
          <Box
            key={lookup.id}
            as="section"
            aria-label={`${lookup.state} lookup`}
            borderWidth="1px"
            rounded="md"
            p={{ base: '3', md: '4' }}
          >
            <Stack gap="3">
              <Heading as="h4" size="xs">
                {lookup.state}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {checkedLine(lookup)}.
              </Text>
              {lookup.outcome === 'not_found' || lookup.candidates.length === 0 ? (
                <Text fontSize="sm">
                  No record found under “{lookup.query_name}” in {lookup.state}.
                </Text>
              ) : (
                <Stack
                  as="ul"
                  gap="3"
                  m="0"
                  p="0"
                  listStyleType="none"
                  aria-label={`Registrations found in ${lookup.state}`}
                >
                  {lookup.candidates.map((candidate, i) => (
                    <Box
                      as="li"
                      key={`${candidate.fileNumber}-${i}`}
                      borderTopWidth={i === 0 ? '0' : '1px'}
                      pt={i === 0 ? '0' : '3'}
                    >
                      <CandidateDetails candidate={candidate} />
                    </Box>
                  ))}
                </Stack>
              )}
            </Stack>
          </Box>
        ))
      )}
    </Stack>
  );
}
