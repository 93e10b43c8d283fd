import { Alert, Button, chakra, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { CHECKER_MESSAGE, type OrderRequest, type ReportCheckState, type StaffMember } from '@/backend';
import { notify } from '@/components/ui/toaster';
import type { ReportCheckActions } from '../../api/report-approvals-api';
import { serverMessage } from '../../api/orders-api';
import { approves, checkSentence } from './approval-wording';
import { FieldQuestions } from './field-questions';

/** The maker names a checker (another admin or a moderator) for the draft at its saved version. */
function AskForm({
  order,
  draftVersion,
  staff,
  me,
  suggested,
  again,
  actions,
}: {
  order: OrderRequest;
  draftVersion: number | null;
  staff: readonly StaffMember[];
  me: string | null;
  suggested: string | null;
  again: boolean;
  actions: ReportCheckActions;
}) {
  const checkers = staff.filter((s) => s.id !== me);
  const askLabel = again ? 'Ask for approval again' : 'Ask for approval';
  const [checker, setChecker] = useState(suggested ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draftVersion === null) return;
    if (checker === '') {
      setError(CHECKER_MESSAGE);
      return;
    }
    setError(null);
    try {
      await actions.ask.mutateAsync({ orderId: order.id, draftVersion, checkerId: checker });
    } catch (caught) {
      console.error('Error asking for approval', caught);
      setError(serverMessage(caught));
      return;
    }
    notify.success('Approval asked', `The checker sees draft version ${draftVersion} on this order’s page.`);
  };
  return (
    <chakra.form display="flex" flexDirection="column" gap="2" onSubmit={(e) => void submit(e)} noValidate>
      <HStack gap="2" align="flex-end" flexWrap="wrap">
        <Field.Root invalid={Boolean(error)} maxW="sm">
          <Field.Label>Checker</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={checker} onChange={(e) => setChecker(e.currentTarget.value)}>
              <option value="">Choose a colleague</option>
              {checkers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.role})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          type="submit"
          size="sm"
          disabled={draftVersion === null}
          loading={actions.ask.isPending}
          loadingText={askLabel}
        >
          {askLabel}
        </Button>
      </HStack>
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : (
        draftVersion === null && (
          <Text fontSize="sm" color="fg.muted">
            The draft is checked as saved: make a change (or wait for the save) first.
          </Text>
        )
      )}
    </chakra.form>
  );
}

/**
 * The maker's side of the check (issue 46 §2), under the editor's actions: ask a colleague to approve the draft,
 * answer their questions, read why it was sent back. Publishing without an approval of the saved version needs a
 * written reason (the publish dialog asks for it).
 */
export function MakerPanel({
  order,
  draftVersion,
  check,
  staff,
  me,
  actions,
}: {
  order: OrderRequest;
  /** The draft's version as saved (null: not saved yet, or a save is under way). */
  draftVersion: number | null;
  check: ReportCheckState;
  staff: readonly StaffMember[];
  me: string | null;
  actions: ReportCheckActions;
}) {
  const { approval, questions } = check;
  const approved = approves(approval, draftVersion);
  const status = !approval ? null : approved ? 'success' : approval.state === 'waiting' ? 'info' : 'warning';
  return (
    <Stack gap="3" as="section" aria-labelledby="second-pair-of-eyes" borderWidth="1px" rounded="md" p="4">
      <Text as="h3" id="second-pair-of-eyes" fontWeight="semibold">
        Second pair of eyes
      </Text>
      {approval && status ? (
        <Alert.Root status={status} role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{checkSentence(approval, draftVersion, me, staff)}</Alert.Title>
            {approval.note && <Alert.Description>Note: “{approval.note}”</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          A colleague checks the draft against the documents before it is published: choose who.
        </Text>
      )}
      <FieldQuestions questions={questions} me={me} staff={staff} actions={actions} showField />
      {!(approval?.state === 'waiting' || approved) && (
        <AskForm
          key={approval?.checker_id ?? 'none'}
          order={order}
          draftVersion={draftVersion}
          staff={staff}
          me={me}
          suggested={approval?.checker_id ?? null}
          again={approval !== null}
          actions={actions}
        />
      )}
    </Stack>
  );
}
