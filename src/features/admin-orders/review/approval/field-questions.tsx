import { HStack, List, Stack, Text } from '@chakra-ui/react';
import { ANSWER_TEXT_MESSAGE, type ReportQuestionRecord, type StaffMember } from '@/backend';
import { notify } from '@/components/ui/toaster';
import type { ReportCheckActions } from '../../api/report-approvals-api';
import { formatDateTime } from '../../components/shared';
import { staffName } from './approval-wording';
import { NoteForm } from './note-form';

interface QuestionsProps {
  questions: readonly ReportQuestionRecord[];
  me: string | null;
  staff: readonly StaffMember[] | undefined;
  /** Admins answer the questions they did not ask; null: read only. */
  actions: ReportCheckActions | null;
  /** Each question says which field it is on (the maker's list); the checker's are under their field. */
  showField?: boolean;
}

/** The answer form under an open question (the maker's). */
function AnswerForm({ question, actions }: { question: ReportQuestionRecord; actions: ReportCheckActions }) {
  return (
    <NoteForm
      label={`Your answer on ${question.label}`}
      placeholder="e.g. Page 2 of the agreement spells it with the comma: corrected."
      emptyMessage={ANSWER_TEXT_MESSAGE}
      submitLabel="Answer"
      pending={actions.answer.isPending}
      send={async (answer) => {
        await actions.answer.mutateAsync({ questionId: question.id, answer });
        notify.success('Answer sent', `The checker reads it under ${question.label}.`);
      }}
    />
  );
}

/** The checker's questions with the maker's answers; open ones first say they wait for an answer. */
export function FieldQuestions({ questions, me, staff, actions, showField = false }: QuestionsProps) {
  if (questions.length === 0) return null;
  return (
    <List.Root as="ul" gap="3" listStyle="none" aria-label="Questions on the draft">
      {questions.map((q) => (
        <List.Item key={q.id} borderStartWidth="3px" borderColor={q.answer ? 'border' : 'orange.solid'} ps="3">
          <Stack gap="1" w="full">
            {showField && (
              <Text fontSize="sm" fontWeight="semibold">
                {q.label}
              </Text>
            )}
            <Text fontSize="sm">
              “{q.question}”{' '}
              <Text as="span" color="fg.muted">
                asked by {staffName(q.asked_by, q.asked_by_email, me, staff)}, {formatDateTime(q.asked_at)}
              </Text>
            </Text>
            {q.answer ? (
              <Text fontSize="sm">
                Answer: “{q.answer}”{' '}
                <Text as="span" color="fg.muted">
                  by {staffName(q.answered_by, q.answered_by_email, me, staff)},{' '}
                  {formatDateTime(q.answered_at ?? q.asked_at)}
                </Text>
              </Text>
            ) : actions && q.asked_by !== me ? (
              <AnswerForm question={q} actions={actions} />
            ) : (
              <HStack>
                <Text fontSize="sm" color="orange.fg">
                  Waiting for the maker’s answer.
                </Text>
              </HStack>
            )}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
