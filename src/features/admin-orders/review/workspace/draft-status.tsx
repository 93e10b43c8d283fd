import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import type { PublishedReport } from '@/backend';
import { formatDateTime } from '../../components/shared';
import type { DraftSaveState, ReportDraft } from './use-report-draft';

/** What the conflict alert says: who changed the draft and when, or that it is gone. */
export function conflictTitle(state: Extract<DraftSaveState, { kind: 'conflict' }>): string {
  if (!state.changedAt) return 'The draft was published or discarded by someone else: reload to see it';
  return `Changed by ${state.changedBy ?? 'another staff member'} at ${formatDateTime(state.changedAt)}: reload to see it`;
}

/** Where the draft stands with the service, in a line under the editor's actions. */
function statusText(state: DraftSaveState, latest: PublishedReport | null): string {
  switch (state.kind) {
    case 'saving':
      return 'Saving the draft…';
    case 'saved':
      return `Draft saved (version ${state.version}, ${formatDateTime(state.savedAt)}): staff who open this order see it.`;
    case 'failed':
      return `The draft could not be saved: ${state.message} It is tried again with your next change.`;
    case 'conflict':
      return 'Not saved: someone else changed the draft.';
    case 'unsaved':
      return latest
        ? `The editor holds version ${latest.version} as published; your changes are saved as a draft that other staff can open.`
        : 'Your changes are saved as a draft that other staff can open, until you publish.';
  }
}

export function DraftStatusLine({ draft, latest }: { draft: ReportDraft; latest: PublishedReport | null }) {
  const state = draft.saveState;
  const failed = state.kind === 'failed' || state.kind === 'conflict';
  return (
    <HStack gap="2" flexWrap="wrap" role="status" aria-live="polite">
      <Text fontSize="sm" color={failed ? 'fg.error' : 'fg.muted'}>
        {statusText(state, latest)}
      </Text>
      {state.kind === 'failed' && (
        <Button size="xs" variant="outline" onClick={draft.retry}>
          Try again
        </Button>
      )}
    </HStack>
  );
}

/** Someone else changed the draft: said at once, with the way to see their draft. */
export function DraftConflictAlert({ draft, onReload }: { draft: ReportDraft; onReload: () => void }) {
  const state = draft.saveState;
  if (state.kind !== 'conflict') return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{conflictTitle(state)}</Alert.Title>
        <Alert.Description>
          Your changes since then are not saved, and nothing of theirs was overwritten. Reloading shows the draft as it
          is now: copy anything you want to keep first.
        </Alert.Description>
        {/* Under the words, not beside them: a phone's width keeps the sentence readable. */}
        <Button size="sm" variant="outline" alignSelf="flex-start" mt="2" onClick={onReload}>
          Reload the draft
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The editor opened with the draft the service keeps: said once, with who saved it and the way to discard it. */
export function RestoredDraftAlert({ draft, onDiscard }: { draft: ReportDraft; onDiscard: () => void }) {
  const opened = draft.opened;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Unpublished draft restored</Alert.Title>
        <Alert.Description>
          {opened ? `Saved by ${opened.savedByEmail ?? 'a staff member'} at ${formatDateTime(opened.savedAt)}. ` : ''}
          Staff who open this order see it; the customer sees nothing until it is published.
        </Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" mt="2" onClick={onDiscard}>
          Discard draft
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
