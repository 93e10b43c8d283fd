import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { FieldEventKind, ReportFieldEvent } from '@/backend';
import { serverMessage } from '../../api/orders-api';
import { useFieldHistory } from '../../api/field-history-api';
import { formatDateTime, LoadError, LoadingLine } from '../../components/shared';
import { reportFieldLabel } from '../editor/field-labels';

const KINDS: Record<FieldEventKind, { label: string; palette: string }> = {
  drafted: { label: 'Drafted', palette: 'gray' },
  verified: { label: 'Verified', palette: 'green' },
  edited: { label: 'Edited', palette: 'blue' },
  rejected: { label: 'Rejected', palette: 'red' },
  questioned: { label: 'Questioned', palette: 'orange' },
  answered: { label: 'Answered', palette: 'purple' },
};

export const NO_DRAFT_FIELD_EVENTS =
  'Nothing recorded for the draft yet: fields appear here once a reading drafts them, a reviewer decides on them or a checker questions them.';
export const NO_VERSION_FIELD_EVENTS = 'No field history is kept with this version.';

/** An added value's event carries its path as its label: say it as the editor does. */
const labelOf = (event: ReportFieldEvent) =>
  event.label === event.field ? reportFieldLabel(event.field) : event.label;

/** The events grouped by field, fields in the order they were first touched, events oldest first. */
function byField(events: readonly ReportFieldEvent[]): [string, ReportFieldEvent[]][] {
  const groups = new Map<string, ReportFieldEvent[]>();
  for (const event of events) groups.set(event.field, [...(groups.get(event.field) ?? []), event]);
  return [...groups.entries()];
}

function EventLine({ event }: { event: ReportFieldEvent }) {
  const kind = KINDS[event.kind];
  return (
    <Box as="li" listStyleType="none" fontSize="sm" wordBreak="break-word">
      <Badge colorPalette={kind.palette} variant="subtle" me="1.5">
        {kind.label}
      </Badge>{' '}
      by {event.actor_email ?? 'a former staff member'}{' '}
      <Text as="span" color="fg.muted">
        on <time dateTime={event.at}>{formatDateTime(event.at)}</time>
        {event.draft_version !== null ? `, draft version ${event.draft_version}` : ''}
        {event.file !== null ? `. Against ${event.file}${event.page !== null ? `, page ${event.page}` : ''}` : ''}
      </Text>
    </Box>
  );
}

function FieldGroup({ events }: { events: ReportFieldEvent[] }) {
  const id = useId();
  return (
    <Box as="li" listStyleType="none" py="2" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <Text fontWeight="medium" id={id}>
        {labelOf(events[0]!)}
      </Text>
      <Stack as="ul" gap="1" m="0" mt="1" p="0" aria-labelledby={id}>
        {events.map((event) => (
          <EventLine key={event.id} event={event} />
        ))}
      </Stack>
    </Box>
  );
}

/** Per field: who drafted, verified, edited, rejected, questioned or answered it, when, against which page. */
export function FieldHistoryList({ events, name }: { events: readonly ReportFieldEvent[]; name: string }) {
  return (
    <Stack as="ul" aria-label={name} gap="0" m="0" p="0">
      {byField(events).map(([field, fieldEvents]) => (
        <FieldGroup key={field} events={fieldEvents} />
      ))}
    </Stack>
  );
}

/**
 * Who verified what (issue 46 §4, staff only): the draft's (version null) or a published version's field history
 * as the service recorded it, with its loading, error and empty states.
 */
export function FieldHistory({ orderId, version }: { orderId: string; version: number | null }) {
  const history = useFieldHistory(orderId, version);
  const what = version === null ? 'the draft' : `version ${version}`;
  if (history.isPending) return <LoadingLine label={`Loading the field history of ${what}...`} />;
  if (history.isError)
    return (
      <LoadError
        title="The field history could not be loaded"
        message={serverMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  if (history.data.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {version === null ? NO_DRAFT_FIELD_EVENTS : NO_VERSION_FIELD_EVENTS}
      </Text>
    );
  return <FieldHistoryList events={history.data} name={`Field history of ${what}`} />;
}
