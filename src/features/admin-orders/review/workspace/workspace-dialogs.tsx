import type { OrderRequest, PublishedReport } from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PublishDialog, ReportPreviewDialog } from './report-dialogs';
import type { EditorFills } from './use-editor-fills';
import type { Publishing } from './use-publishing';

/** The preview of the draft and the publish confirmation. */
export function PublishingDialogs({ order, publishing }: { order: OrderRequest; publishing: Publishing }) {
  return (
    <>
      <ReportPreviewDialog target={publishing.preview} onClose={publishing.closePreview} />
      <PublishDialog
        request={publishing.request}
        correction={publishing.correction}
        afterLegalReview={order.status === 'Escalated'}
        entityName={order.entity_legal_name}
        note={publishing.note}
        onNoteChange={publishing.setNote}
        override={publishing.override}
        onOverrideChange={publishing.setOverride}
        withoutApproval={publishing.withoutApproval}
        onWithoutApprovalChange={publishing.setWithoutApproval}
        submitting={publishing.submitting}
        onConfirm={(n, o, w) => void publishing.confirm(n, o, w)}
        onCancel={publishing.cancelRequest}
      />
    </>
  );
}

/** Asked before a fill replaces work in the editor. */
export function ReplaceDialog({ fills }: { fills: EditorFills }) {
  const { replacement } = fills;
  return (
    <ConfirmDialog
      open={replacement !== null}
      title="Replace the report in the editor?"
      confirmLabel={
        replacement?.source === 'upload'
          ? 'Replace with the packet'
          : replacement?.source === 'documents'
            ? 'Replace with what the documents state'
            : 'Replace with the fictional draft'
      }
      cancelLabel="Keep my work"
      onOpenChange={(open) => !open && fills.keepWork()}
      onConfirm={fills.confirmReplacement}
    >
      {replacement?.source === 'upload'
        ? `Everything in the editor is replaced by the report in ${replacement.fileName ?? 'the packet'}.`
        : replacement?.source === 'documents'
          ? 'Everything in the editor is replaced by the values read from the documents; what they do not state is left empty.'
          : 'Everything in the editor is replaced by a fresh draft from the order.'}{' '}
      This cannot be undone.
    </ConfirmDialog>
  );
}

interface DiscardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  latest: PublishedReport | null;
  onDiscard: () => void;
}

/** Asked before the unpublished draft is thrown away. */
export function DiscardDialog({ open, onOpenChange, latest, onDiscard }: DiscardDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard the unpublished draft?"
      confirmLabel="Discard draft"
      cancelLabel="Keep draft"
      onOpenChange={onOpenChange}
      onConfirm={onDiscard}
    >
      {latest
        ? `The editor goes back to version ${latest.version} as published.`
        : 'The editor goes back to what the order says.'}{' '}
      This cannot be undone.
    </ConfirmDialog>
  );
}
