import { Alert, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { APPROVAL_TEXT_MAX, isBackendError, SEND_BACK_NOTE_MESSAGE } from '@/backend';
import { notify } from '@/components/ui/toaster';
import type { ReportCheckActions } from '../../api/report-approvals-api';
import { serverMessage } from '../../api/orders-api';

/**
 * The checker's decision on the draft version they read: approve it (every question answered), or send it back
 * with a note saying why. A draft saved meanwhile is said so, with the way to read it again.
 */
export function CheckerDecision({
  orderId,
  draftVersion,
  openQuestions,
  actions,
  onReloadDraft,
}: {
  orderId: string;
  draftVersion: number;
  openQuestions: number;
  actions: ReportCheckActions;
  onReloadDraft: () => void;
}) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean } | null>(null);

  const decide = async (decision: 'approved' | 'sent_back') => {
    setRefusal(null);
    if (decision === 'sent_back' && note.trim() === '') {
      setNoteError(SEND_BACK_NOTE_MESSAGE);
      return;
    }
    try {
      await actions.decide.mutateAsync({ orderId, draftVersion, decision, note });
    } catch (caught) {
      console.error('Error deciding on a draft', caught);
      setRefusal({ message: serverMessage(caught), stale: isBackendError(caught) && caught.code === 'conflict' });
      return;
    }
    notify.success(
      decision === 'approved' ? 'Draft approved' : 'Draft sent back',
      decision === 'approved'
        ? `Version ${draftVersion} of the draft can be published.`
        : 'The maker reads your note on the order page.',
    );
  };

  return (
    <Stack gap="3" borderTopWidth="1px" pt="4">
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal.message}</Alert.Title>
            {refusal.stale && (
              <Button size="sm" variant="outline" alignSelf="flex-start" mt="2" onClick={onReloadDraft}>
                Read the draft again
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <Field.Root invalid={Boolean(noteError)}>
        <Field.Label>Note to the maker</Field.Label>
        <Textarea
          rows={2}
          maxLength={APPROVAL_TEXT_MAX}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            if (noteError) setNoteError(null);
          }}
          placeholder="Required to send the draft back: say what must change."
        />
        {noteError ? (
          <Field.ErrorText color="fg.error">{noteError}</Field.ErrorText>
        ) : (
          <Field.HelperText>Kept with the check and in the staff audit trail.</Field.HelperText>
        )}
      </Field.Root>
      {openQuestions > 0 && (
        <Text fontSize="sm" color="orange.fg">
          {openQuestions === 1
            ? '1 question is waiting for the maker’s answer: the draft can be approved once it is answered.'
            : `${openQuestions} questions are waiting for the maker’s answers: the draft can be approved once they are answered.`}
        </Text>
      )}
      <HStack gap="2" flexWrap="wrap">
        <Button
          colorPalette="green"
          disabled={openQuestions > 0}
          loading={actions.decide.isPending && actions.decide.variables?.decision === 'approved'}
          loadingText={`Approve draft version ${draftVersion}`}
          onClick={() => void decide('approved')}
        >
          Approve draft version {draftVersion}
        </Button>
        <Button
          variant="outline"
          loading={actions.decide.isPending && actions.decide.variables?.decision === 'sent_back'}
          loadingText="Send back to the maker"
          onClick={() => void decide('sent_back')}
        >
          Send back to the maker
        </Button>
      </HStack>
    </Stack>
  );
}
