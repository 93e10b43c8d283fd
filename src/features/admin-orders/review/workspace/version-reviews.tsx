import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { FieldDecision, StoredFieldReview } from '@/backend';
import { serverMessage } from '../../api/orders-api';
import { useVersionReviews } from '../../api/reports-api';
import { formatDateTime, LoadError, LoadingLine } from '../../components/shared';
import { REPORT_FIELDS } from '@/lib/report/fields';
import { readerName } from '../reading/reader-name';

const FIELD_ORDER = Object.keys(REPORT_FIELDS);

/** Where a field path sits in the editor: its longest registered prefix's place, then its own indices. */
function editorRank(path: string): number {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const index = FIELD_ORDER.indexOf(parts.slice(0, n).join('.'));
    if (index >= 0) return index;
  }
  return FIELD_ORDER.length;
}

/** The records in the editor's order (the service keeps them by field path). */
const inEditorOrder = (reviews: readonly StoredFieldReview[]) =>
  [...reviews].sort(
    (a, b) => editorRank(a.field) - editorRank(b.field) || a.field.localeCompare(b.field, 'en', { numeric: true }),
  );

const DECISIONS: Record<FieldDecision, { label: string; palette: string }> = {
  verified: { label: 'Verified', palette: 'green' },
  edited: { label: 'Edited', palette: 'blue' },
  rejected: { label: 'Rejected', palette: 'red' },
  added: { label: 'Added', palette: 'purple' },
};

export const NO_VERSION_REVIEWS =
  'No field-by-field review is kept with this version: it was not drafted from the documents (or was published before reviews were kept).';

/** One field's record: the decision, the value as drafted and as published, its page and quote, who and when. */
function ReviewEntry({ review, who }: { review: StoredFieldReview; who: string }) {
  const decision = DECISIONS[review.decision];
  const changed = review.decision === 'edited' || review.decision === 'rejected';
  return (
    <Box as="li" listStyleType="none" py="2" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="medium">{review.label}</Text>
        <Badge colorPalette={decision.palette} variant="subtle">
          {decision.label}
        </Badge>
      </HStack>
      <Stack gap="0.5" fontSize="sm" mt="1" wordBreak="break-word">
        {changed && review.drafted_value !== null && (
          <Text color="fg.muted">
            Drafted by {readerName(review.reader ?? 'the reader')}: {review.drafted_value}
          </Text>
        )}
        {review.published_value !== null && <Text>Published: {review.published_value}</Text>}
        {review.source && (
          <Text color="fg.muted">
            Against {review.source.file}, page {review.source.page}
            {review.source.quote ? `: “${review.source.quote}”` : ''}
          </Text>
        )}
        <Text color="fg.muted">
          {decision.label} by {who} on <time dateTime={review.reviewed_at}>{formatDateTime(review.reviewed_at)}</time>
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * Who verified what in a published version (issue 46 §4, staff only): per field the decision, the value as the
 * reader drafted it and as published, the file and page it was checked against, who and when.
 */
export function VersionReviews({
  reportId,
  version,
  emails,
}: {
  reportId: string;
  version: number;
  /** Staff emails by id (admins read every profile); without them, "staff". */
  emails?: ReadonlyMap<string, string | null>;
}) {
  const reviews = useVersionReviews(reportId);
  if (reviews.isPending) return <LoadingLine label={`Loading who verified version ${version}...`} />;
  if (reviews.isError)
    return (
      <LoadError
        title="Who verified what could not be loaded"
        message={serverMessage(reviews.error)}
        onRetry={() => void reviews.refetch()}
      />
    );
  if (reviews.data.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {NO_VERSION_REVIEWS}
      </Text>
    );
  return (
    <Stack as="ul" aria-label={`Who verified what in version ${version}`} gap="0" m="0" p="0">
      {inEditorOrder(reviews.data).map((review) => (
        <ReviewEntry key={review.id} review={review} who={emails?.get(review.reviewed_by) || 'staff'} />
      ))}
    </Stack>
  );
}
