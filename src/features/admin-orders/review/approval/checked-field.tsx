import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { QUESTION_TEXT_MESSAGE } from '@/backend';
import { notify } from '@/components/ui/toaster';
import type { ReportCheckActions } from '../../api/report-approvals-api';
import type { CheckedField } from './draft-fields';
import { NoteForm } from './note-form';

const DECISION_WORDS = {
  verified: 'Verified by the maker',
  edited: 'Edited by the maker',
  rejected: 'Rejected by the maker',
  added: 'Added by the maker',
  undecided: 'Not reviewed by the maker',
} as const;

/** The checker's question on one field: a note the maker must answer before the draft can be approved. */
function QuestionForm({
  orderId,
  field,
  actions,
  onDone,
}: {
  orderId: string;
  field: CheckedField;
  actions: ReportCheckActions;
  onDone: () => void;
}) {
  return (
    <NoteForm
      label={`Your question on ${field.label}`}
      placeholder="e.g. Page 3 names a second manager: should they sign too?"
      emptyMessage={QUESTION_TEXT_MESSAGE}
      submitLabel="Ask the maker"
      pending={actions.question.isPending}
      autoFocus
      send={async (question) => {
        await actions.question.mutateAsync({ orderId, field: field.path, label: field.label, question });
        notify.success('Question sent', 'The maker answers it before the draft can be approved.');
        onDone();
      }}
      onCancel={onDone}
    />
  );
}

/**
 * One field of the draft on the checker's list: its value, the maker's decision, the page it came from (shown
 * beside the list, or under the field on a narrow screen), its questions, and the checker's own question.
 */
export function CheckedFieldItem({
  orderId,
  field,
  selected,
  onShowPage,
  actions,
  questions,
  viewer,
}: {
  orderId: string;
  field: CheckedField;
  selected: boolean;
  onShowPage: () => void;
  /** Null: the caller only reads (not the checker, or the draft is not waiting for them). */
  actions: ReportCheckActions | null;
  questions: ReactNode;
  /** The page viewer, when it shows under this field. */
  viewer: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <Stack
      gap="2"
      p="3"
      borderWidth="1px"
      rounded="md"
      borderColor={selected ? 'blue.solid' : 'border'}
      aria-label={field.label}
      role="group"
    >
      <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
        <Stack gap="0" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {field.label}
          </Text>
          <Text fontWeight="medium" wordBreak="break-word">
            {field.value}
          </Text>
        </Stack>
        {field.decision && (
          <Badge colorPalette={field.decision === 'undecided' ? 'orange' : 'gray'} variant="subtle">
            {DECISION_WORDS[field.decision]}
          </Badge>
        )}
      </HStack>
      {field.source && (
        <Text fontSize="xs" color="fg.muted">
          {field.source.file}, page {field.source.page}
          {field.source.quote ? `: “${field.source.quote}”` : ''}
        </Text>
      )}
      {questions}
      <HStack gap="2" flexWrap="wrap">
        {field.source && (
          <Button size="xs" variant="outline" onClick={onShowPage} aria-pressed={selected}>
            Show the page
          </Button>
        )}
        {actions && !asking && (
          <Button size="xs" variant="outline" onClick={() => setAsking(true)}>
            Question this field
          </Button>
        )}
      </HStack>
      {actions && asking && (
        <QuestionForm orderId={orderId} field={field} actions={actions} onDone={() => setAsking(false)} />
      )}
      {viewer}
    </Stack>
  );
}
