import { Button, chakra, Field, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { APPROVAL_TEXT_MAX, ANSWER_TEXT_MESSAGE, type ReportQuestionRecord, type StaffMember } from '@/backend';
import { notify } from '@/components/ui/toaster';
import type { ReportCheckActions } from '../../api/report-approvals-api';
import { serverMessage } from '../../api/orders-api';
import { formatDateTime } from '../../components/shared';
import { staffName } from './approval-wording';

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
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() === '') {
      setError(ANSWER_TEXT_MESSAGE);
      return;
    }
    setError(null);
    try {
      await actions.answer.mutateAsync({ questionId: question.id, answer });
    } catch (caught) {
      console.error('Error answering a question', caught);
      setError(serverMessage(caught));
      return;
    }
    notify.success('Answer sent', `The checker reads it under ${question.label}.`);
  };
  return (
    <chakra.form display="flex" flexDirection="column" gap="2" onSubmit={(e) => void submit(e)} noValidate>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>Your answer on {question.label}</Field.Label>
        <Textarea
          rows={2}
          maxLength={APPROVAL_TEXT_MAX}
          value={answer}
          onChange={(e) => {
            setAnswer(e.currentTarget.value);
            if (error) setError(null);
          }}
          placeholder="e.g. Page 2 of the agreement spells it with the comma: corrected."
        />
        {error && <Field.ErrorText color="fg.error">{error}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" size="sm" alignSelf="flex-start" loading={actions.answer.isPending}>
        Answer
      </Button>
    </chakra.form>
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
