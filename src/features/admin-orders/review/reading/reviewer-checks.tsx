import { Badge, Box, chakra, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { RiskItem } from '@/backend';
import type { CheckCode, ReviewerCheck } from '@/lib/document-reader';

export const REVIEWER_CHECKS_HEADING = 'For the reviewer';

/** Each check's name in the list, and how it is marked: red for what stops a closing as it stands. */
const CHECK_LABELS: Record<CheckCode, { label: string; palette: 'red' | 'orange' | 'blue' }> = {
  dissolved: { label: 'Entity ended', palette: 'red' },
  'name-differs': { label: 'Name differs from the order', palette: 'orange' },
  'state-differs': { label: 'State differs from the order', palette: 'orange' },
  'ownership-total': { label: 'Ownership does not add up', palette: 'orange' },
  unsigned: { label: 'Not signed', palette: 'red' },
  'borrowing-consent': { label: 'Consent to borrow', palette: 'blue' },
  'missing-exhibit': { label: 'Exhibit not supplied', palette: 'orange' },
  'low-ocr-confidence': { label: 'Low OCR confidence', palette: 'orange' },
  instructions: { label: 'Text addressed to an AI reader', palette: 'red' },
  'not-english': { label: 'Not in English', palette: 'orange' },
};

export interface ReviewerChecksProps {
  checks: readonly ReviewerCheck[];
  /** The risk flags drafted from the checks (a flag's finding is its check's message). */
  riskItems: readonly RiskItem[];
  /** Whether the editor was filled from this reading, so the drafted flags are in it. */
  filled: boolean;
}

/**
 * What the reader found that a person must look at (reader checks: the entity ended, name or state differing
 * from the order, ownership not adding up, a document not signed, a consent to borrow, an exhibit not supplied,
 * low OCR confidence, text addressed to an automated reader, a document not read for its language), each with the
 * passage it comes from and, when it became a risk flag, which.
 */
export function ReviewerChecks({ checks, riskItems, filled }: ReviewerChecksProps) {
  const headingId = useId();
  if (checks.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby={headingId}>
      <Heading as="h4" size="xs" id={headingId}>
        {REVIEWER_CHECKS_HEADING}
      </Heading>
      <Text fontSize="xs" color="fg.muted">
        {checks.length === 1 ? 'One thing' : `${checks.length} things`} in the documents to look at before the report
        goes out.
      </Text>
      <List.Root as="ul" gap="3" ps="0" listStyle="none" aria-labelledby={headingId}>
        {checks.map((check, i) => {
          const { label, palette } = CHECK_LABELS[check.code];
          const flag = filled ? riskItems.find((r) => r.finding === check.message) : undefined;
          return (
            <List.Item key={`${check.code}-${i}`} fontSize="sm">
              <Box borderStartWidth="3px" borderColor={`${palette}.solid`} ps="3">
                <Stack gap="1">
                  <HStack gap="2" flexWrap="wrap">
                    <Badge colorPalette={palette} variant="subtle">
                      {label}
                    </Badge>
                    {flag && (
                      <Text as="span" fontSize="xs" color="fg.muted">
                        Added to the risk flags as {flag.id}
                      </Text>
                    )}
                  </HStack>
                  <Text wordBreak="break-word">{check.message}</Text>
                  {check.source ? (
                    <chakra.figure m="0">
                      <chakra.blockquote
                        ps="3"
                        borderStartWidth="1px"
                        borderColor="border.emphasized"
                        color="fg.muted"
                        whiteSpace="pre-wrap"
                        wordBreak="break-word"
                      >
                        “{check.source.quote}”
                      </chakra.blockquote>
                      <chakra.figcaption fontSize="xs" color="fg.muted" wordBreak="break-word">
                        {check.source.file}, page {check.source.page}
                      </chakra.figcaption>
                    </chakra.figure>
                  ) : (
                    <Text fontSize="xs" color="fg.muted">
                      About the document as a whole: no single passage to quote.
                    </Text>
                  )}
                </Stack>
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
