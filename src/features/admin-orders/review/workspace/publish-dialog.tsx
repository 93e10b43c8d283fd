import { Alert, Field, List, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';
import {
  APPROVAL_TEXT_MAX,
  CORRECTION_NOTE_REQUIRED,
  OVERRIDE_REQUIRED,
  REPORT_NOTE_MAX,
  REPORT_OVERRIDE_MAX,
  UNAPPROVED_REASON_REQUIRED,
  type ReportContent,
} from '@/backend';
import type { Contradiction } from '@/lib/report/contradictions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** A required text of the publish dialog: its label, the problem when it is left empty, or what it is for. */
function RequiredText({
  label,
  textareaRef,
  max,
  value,
  onChange,
  error,
  onEdited,
  placeholder,
  help,
}: {
  label: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  max: number;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  onEdited: () => void;
  placeholder: string;
  help: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        ref={textareaRef}
        rows={3}
        maxLength={max}
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          if (error) onEdited();
        }}
        placeholder={placeholder}
      />
      {error ? (
        <Field.ErrorText color="fg.error">{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {help} {value.length} of {max} characters.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}

export interface PublishRequest {
  content: ReportContent;
  /** The version this publication will be. */
  version: number;
  /** Drafted fields the reviewer has not decided on (their labels). */
  notReviewed: string[];
  /** What in the report does not fit together: publishing it needs a written override. */
  contradictions: Contradiction[];
  /** Where the second pair of eyes stands ("Approved by … "), or null: no approval of the saved draft. */
  approvedBy: string | null;
}

/**
 * The last question before the customer is sent the report: which version, what happens to the order, why a
 * report that contradicts itself is published all the same, and why one no checker approved is (each required, kept
 * with the version for staff), and for a correction what it changes (required, and shown to the customer in the
 * order's history).
 */
export function PublishDialog({
  request,
  correction,
  afterLegalReview,
  entityName,
  note,
  onNoteChange,
  override,
  onOverrideChange,
  withoutApproval,
  onWithoutApprovalChange,
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
  override: string;
  onOverrideChange: (override: string) => void;
  withoutApproval: string;
  onWithoutApprovalChange: (reason: string) => void;
  submitting: boolean;
  onConfirm: (note: string, override: string, withoutApproval: string) => void;
  onCancel: () => void;
}) {
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const overrideRef = useRef<HTMLTextAreaElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const unapproved = request !== null && request.approvedBy === null;
  const notReviewed = request?.notReviewed ?? [];
  const contradictions = request?.contradictions ?? [];
  const [noteError, setNoteError] = useState<string | null>(null);
  const [overrideError, setOverrideError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const confirm = () => {
    const overrideMissing = contradictions.length > 0 && override.trim() === '';
    const reasonMissing = unapproved && withoutApproval.trim() === '';
    const noteMissing = correction && note.trim() === '';
    setOverrideError(overrideMissing ? OVERRIDE_REQUIRED : null);
    setReasonError(reasonMissing ? UNAPPROVED_REASON_REQUIRED : null);
    setNoteError(noteMissing ? CORRECTION_NOTE_REQUIRED : null);
    if (overrideMissing) overrideRef.current?.focus();
    else if (reasonMissing) reasonRef.current?.focus();
    else if (noteMissing) noteRef.current?.focus();
    if (overrideMissing || reasonMissing || noteMissing) return;
    onConfirm(note.trim(), override.trim(), withoutApproval.trim());
  };

  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => {
        if (open) return;
        setNoteError(null);
        setOverrideError(null);
        setReasonError(null);
        onCancel();
      }}
      initialFocusEl={
        contradictions.length > 0
          ? () => overrideRef.current
          : unapproved
            ? () => reasonRef.current
            : correction
              ? () => noteRef.current
              : undefined
      }
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
          {contradictions.length > 0 && (
            <>
              <Alert.Root status="warning" role="note">
                <Alert.Indicator />
                <Alert.Content gap="1">
                  <Alert.Title>
                    The report contradicts itself in {contradictions.length}{' '}
                    {contradictions.length === 1 ? 'place' : 'places'}
                  </Alert.Title>
                  <Alert.Description>
                    <List.Root as="ul" ps="4" aria-label="Contradictions in the report">
                      {contradictions.map((c) => (
                        <List.Item key={`${c.rule}: ${c.message}`}>{c.message}</List.Item>
                      ))}
                    </List.Root>
                    Keep editing to fix them, or write why the report is right as it stands.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
              <RequiredText
                label="Why publish it as it stands"
                textareaRef={overrideRef}
                max={REPORT_OVERRIDE_MAX}
                value={override}
                onChange={onOverrideChange}
                error={overrideError}
                onEdited={() => setOverrideError(null)}
                placeholder="e.g. The lender's credit officer accepted the open condition in writing"
                help={`Kept with version ${request?.version} and in the staff audit trail; the customer does not see it.`}
              />
            </>
          )}
          {request?.approvedBy && (
            <Text fontSize="sm" color="green.fg">
              {request.approvedBy}
            </Text>
          )}
          {unapproved && (
            <RequiredText
              label="Why publish without a checker’s approval"
              textareaRef={reasonRef}
              max={APPROVAL_TEXT_MAX}
              value={withoutApproval}
              onChange={onWithoutApprovalChange}
              error={reasonError}
              onEdited={() => setReasonError(null)}
              placeholder="e.g. The checker is out today and the closing is tomorrow morning"
              help={`No colleague has approved the saved draft. Kept with version ${request?.version} and in the staff audit trail; the customer does not see it.`}
            />
          )}
          {correction && (
            <RequiredText
              label="What the correction changes"
              textareaRef={noteRef}
              max={REPORT_NOTE_MAX}
              value={note}
              onChange={onNoteChange}
              error={noteError}
              onEdited={() => setNoteError(null)}
              placeholder="e.g. Corrected the second owner's percentage"
              help="The customer sees this note in the order’s history."
            />
          )}
          <Text fontSize="sm" color="fg.muted">
            A published version cannot be changed or removed; a later correction becomes a new version.
          </Text>
        </>
      }
      cancelLabel={notReviewed.length > 0 ? 'Review them first' : 'Keep editing'}
      confirmLabel={
        notReviewed.length > 0
          ? 'Publish without reviewing them'
          : contradictions.length > 0
            ? 'Publish with the override'
            : correction
              ? 'Publish correction'
              : 'Publish report'
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
