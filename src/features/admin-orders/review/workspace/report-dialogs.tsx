import { Alert, Button, CloseButton, Dialog, Field, List, Portal, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { CORRECTION_NOTE_REQUIRED, REPORT_NOTE_MAX, type ReportContent } from '@/backend';
import { ReportDocument, type ReportDocumentMeta } from '@/components/report/report-document';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface PreviewTarget {
  content: ReportContent;
  meta: ReportDocumentMeta;
  /** "Draft of version 2", "Version 1". */
  label: string;
}

/** The report exactly as the customer will see it: the shared viewer, in a dialog over the editor. */
export function ReportPreviewDialog({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="top"
      scrollBehavior="outside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            {target && (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
                  <Dialog.Title>Preview: {target.label}</Dialog.Title>
                  <Dialog.Description>Exactly as the customer will see it on their report page.</Dialog.Description>
                </Dialog.Header>
                <Dialog.Body px={{ base: '3', md: '6' }}>
                  <ReportDocument content={target.content} meta={target.meta} headingLevel={3} />
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Close preview</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface PublishRequest {
  content: ReportContent;
  /** The version this publication will be. */
  version: number;
  /** Drafted fields the reviewer has not decided on (their labels). */
  notReviewed: string[];
}

/**
 * The last question before the customer is sent the report: which version, what happens to the order, and
 * for a correction what it changes (required, and shown to the customer in the order's history).
 */
export function PublishDialog({
  request,
  correction,
  afterLegalReview,
  entityName,
  note,
  onNoteChange,
  submitting,
  onConfirm,
  onCancel,
}: {
  request: PublishRequest | null;
  correction: boolean;
  afterLegalReview: boolean;
  entityName: string;
  note: string;
  onNoteChange: (note: string) => void;
  submitting: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const notReviewed = request?.notReviewed ?? [];
  const [noteError, setNoteError] = useState<string | null>(null);

  const confirm = () => {
    if (correction && note.trim() === '') {
      setNoteError(CORRECTION_NOTE_REQUIRED);
      noteRef.current?.focus();
      return;
    }
    setNoteError(null);
    onConfirm(note.trim());
  };

  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (open) return;
        setNoteError(null);
        onCancel();
      }}
      initialFocusEl={correction ? () => noteRef.current : undefined}
      title={correction ? `Publish correction (version ${request?.version})?` : `Publish version ${request?.version}?`}
      details={
        <>
          {notReviewed.length > 0 && (
            <Alert.Root status="warning" role="note">
              <Alert.Indicator />
              <Alert.Content gap="1">
                <Alert.Title>
                  Not yet reviewed: {notReviewed.length} drafted {notReviewed.length === 1 ? 'field' : 'fields'}
                </Alert.Title>
                <Alert.Description>
                  <List.Root as="ul" ps="4" aria-label="Not yet reviewed">
                    {notReviewed.map((label) => (
                      <List.Item key={label}>{label}</List.Item>
                    ))}
                  </List.Root>
                  They are published as they stand, with no decision recorded. Publish all the same?
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {correction && (
            <Field.Root invalid={Boolean(noteError)} required>
              <Field.Label>
                What the correction changes
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                ref={noteRef}
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                value={note}
                onChange={(e) => {
                  onNoteChange(e.currentTarget.value);
                  if (noteError) setNoteError(null);
                }}
                placeholder="e.g. Corrected the second owner's percentage"
              />
              {noteError ? (
                <Field.ErrorText color="fg.error">{noteError}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  The customer sees this note in the order’s history. {note.length} of {REPORT_NOTE_MAX} characters.
                </Field.HelperText>
              )}
            </Field.Root>
          )}
          <Text fontSize="sm" color="fg.muted">
            A published version cannot be changed or removed; a later correction becomes a new version.
          </Text>
        </>
      }
      cancelLabel={notReviewed.length > 0 ? 'Review them first' : 'Keep editing'}
      confirmLabel={
        notReviewed.length > 0 ? 'Publish without reviewing them' : correction ? 'Publish correction' : 'Publish report'
      }
      confirmPalette="blue"
      onConfirm={confirm}
      busy={submitting}
      busyLabel="Publishing..."
    >
      {correction ? (
        <>
          The customer will see version {request?.version} of the report for <strong>{entityName}</strong> and be
          emailed about the correction. Earlier versions are kept.
        </>
      ) : (
        <>
          The report for <strong>{entityName}</strong> is published as version {request?.version}: the order becomes
          Report ready{afterLegalReview ? ' after legal review' : ''} and the customer is emailed that their report is
          ready.
        </>
      )}
    </ConfirmDialog>
  );
}
