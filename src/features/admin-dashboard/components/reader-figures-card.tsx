import { Card, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReaderReviewStat } from '@/backend';
import { ReflowTable, type ReflowColumn } from '@/components/report/reflow-table';

export type ReaderFiguresState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; stats: readonly ReaderReviewStat[] };

type Column = 'field' | 'unchanged' | 'edited' | 'rejected' | 'added';
const COLUMNS: ReadonlyArray<ReflowColumn<Column>> = [
  { key: 'field', label: 'Field' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'edited', label: 'Edited', numeric: true },
  { key: 'rejected', label: 'Rejected', numeric: true },
  { key: 'added', label: 'Added by reviewer', numeric: true },
];

/**
 * "12 of 15 unchanged (80%)": of the values the reader drafted (verified, edited or rejected; an added value was
 * not drafted), how many were published as drafted. Rounded down, so 100% means every one.
 */
export function unchangedShare({ verified, edited, rejected }: ReaderReviewStat): string {
  const drafted = verified + edited + rejected;
  if (drafted === 0) return 'None drafted';
  return `${verified.toLocaleString()} of ${drafted.toLocaleString()} unchanged (${Math.floor((verified / drafted) * 100)}%)`;
}

/** The fields the reader gets wrong most often first: edited plus rejected, then added, then by name. */
export function byMostCorrected(stats: readonly ReaderReviewStat[]): ReaderReviewStat[] {
  return stats
    .slice()
    .sort(
      (a, b) => b.edited + b.rejected - (a.edited + a.rejected) || b.added - a.added || a.label.localeCompare(b.label),
    );
}

/** Issue 30 §4: how good the document reader is, per field, from the reviewers' decisions of the last 90 days. */
export function ReaderFiguresCard({ state }: { state: ReaderFiguresState }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Document reader: last 90 days</Card.Title>
        <Card.Description>
          Per field, how often reviewers published the drafted value unchanged, edited or rejected it, and the values
          they added that the reader missed. Most corrected first.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {state.status === 'pending' && (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>Loading reader figures...</Text>
          </HStack>
        )}
        {state.status === 'error' && <Text color="red.fg">Reader figures could not be loaded.</Text>}
        {state.status === 'success' && state.stats.length === 0 && (
          <Text color="fg.muted">No reviewed reports in the last 90 days.</Text>
        )}
        {state.status === 'success' && state.stats.length > 0 && (
          <ReflowTable
            caption="Reviewers' decisions on the document reader's drafted values per field, last 90 days"
            columns={COLUMNS}
            rows={byMostCorrected(state.stats).map((s) => ({
              key: s.label,
              cells: {
                field: s.label,
                unchanged: unchangedShare(s),
                edited: s.edited.toLocaleString(),
                rejected: s.rejected.toLocaleString(),
                added: s.added.toLocaleString(),
              },
            }))}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
