import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { OrderRequest, PublishedReport, ReportCheckState, ReportDraftRecord } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '../../api/orders-api';
import { useDemoTools } from '@/lib/demo-tools-context';
import { useAuth } from '@/lib/auth';
import { useStaffMembers } from '../../api/assignment-api';
import { useReportCheckActions } from '../../api/report-approvals-api';
import { approves, checkSentence } from '../approval/approval-wording';
import { MakerPanel } from '../approval/maker-panel';
import { ReportEditor } from '../editor/report-editor';
import { useEditorSections } from '../editor/use-editor-sections';
import { ReviewLayout } from '../field-review/review-layout';
import { useFieldReview } from '../field-review/use-field-review';
import { DocumentReadingPanel } from '../reading/document-reading-panel';
import { SosLookupPanel } from '../sos-lookup/sos-lookup-panel';
import { useSosLookup } from '../sos-lookup/use-sos-lookup';
import { EndActions, ReportActions } from './report-actions';
import { useEditorFills } from './use-editor-fills';
import { usePublishing } from './use-publishing';
import { useReportDraft } from './use-report-draft';
import { DraftConflictAlert, RestoredDraftAlert } from './draft-status';
import { DemoOutcomesNote, ErrorSummary, WorkspaceErrors } from './workspace-alerts';
import { DiscardDialog, PublishingDialogs, ReplaceDialog } from './workspace-dialogs';

export interface ReportWorkspaceProps {
  order: OrderRequest;
  /** The newest published version (a correction starts from it), or null. */
  latest: PublishedReport | null;
  /** The draft the service keeps for the order, as the page loaded it (null: none). */
  stored: ReportDraftRecord | null;
  /** The check of that draft (issue 46 §2), as the page reads it (undefined while it loads). */
  check: ReportCheckState | undefined;
  /** Reads the draft again and starts the editor afresh from it (after someone else changed it). */
  onReloadDraft: () => void;
  /** Called after a publication, once the toast is up (the page moves focus). */
  onPublished: (report: PublishedReport) => void;
}

/**
 * The admin's report editor for one order: filled from a JSON packet, from the documents or by hand (in the demo
 * also with a fictional draft); kept by the service as a draft until published; previewed as the customer will see it;
 * published as the next version (a correction, with its note, once the order is Report ready). Each job is a hook:
 * the draft and its saving, the open sections, the field review, publishing, and filling the editor.
 */
export function ReportWorkspace({ order, latest, stored, check, onReloadDraft, onPublished }: ReportWorkspaceProps) {
  // The in-browser demo's fictional draft (with its reserved entity names), through its demo tools: the
  // production build has none, as its people, addresses, dates and file numbers are invented.
  const demoDrafts = useDemoTools()?.reportDrafts ?? null;
  const draft = useReportDraft(order, latest, stored);
  const { sections, reveal } = useEditorSections();
  const fieldReview = useFieldReview({
    order,
    form: draft.form,
    blank: draft.blank,
    review: draft.review,
    setReview: draft.setReview,
    reveal,
  });
  // The second pair of eyes (issue 46 §2): the check of the draft at its saved version.
  const me = useAuth().user?.id ?? null;
  const checkActions = useReportCheckActions(order.id);
  const staff = useStaffMembers(true);
  const savedVersion = draft.saveState.kind === 'saved' ? draft.saveState.version : null;
  const approval = check?.approval ?? null;
  const approvedBy = approves(approval, savedVersion) ? checkSentence(approval!, savedVersion, me, staff.data) : null;
  const publishing = usePublishing({ order, latest, draft, fieldReview, reveal, onPublished, approvedBy });
  const fills = useEditorFills({
    order,
    draft,
    onFilled: () => {
      fieldReview.setCurrentField(null);
      publishing.clearError();
    },
  });
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const sosLookup = useSosLookup(order, draft.form, fills.documentReading.reading?.draft.content.entityName ?? null);
  const sosPanel = useMemo(() => <SosLookupPanel controls={sosLookup} />, [sosLookup]);

  const discard = async () => {
    setConfirmDiscard(false);
    let discarded: boolean;
    try {
      discarded = await draft.discard();
    } catch (error) {
      console.error('Error discarding the report draft', error);
      notify.error('The draft could not be discarded', serverMessage(error));
      return;
    }
    if (!discarded) return;
    fieldReview.setCurrentField(null);
    notify.success('Draft discarded');
  };

  return (
    <FormProvider {...draft.form}>
      <Stack gap="5">
        {demoDrafts && <DemoOutcomesNote drafts={demoDrafts} entityName={order.entity_legal_name} />}
        <DraftConflictAlert draft={draft} onReload={onReloadDraft} />
        {draft.restored && <RestoredDraftAlert draft={draft} onDiscard={() => setConfirmDiscard(true)} />}
        <ReportActions
          order={order}
          latest={latest}
          draft={draft}
          fills={fills}
          publishing={publishing}
          demoDrafts={demoDrafts}
        />
        {check && staff.data && (
          <MakerPanel
            order={order}
            draftVersion={savedVersion}
            check={check}
            staff={staff.data}
            me={me}
            actions={checkActions}
          />
        )}
        <DocumentReadingPanel
          documents={fills.documentReading.documents}
          running={fills.documentReading.running}
          askingAi={fills.documentReading.askingAi}
          reading={fills.documentReading.reading}
          filled={fills.filledFromDocuments}
          onCancel={fills.documentReading.cancel}
        />
        <WorkspaceErrors fills={fills} publishing={publishing} />
        <ErrorSummary onReveal={(path) => reveal([path], path)} />
        <ReviewLayout order={order} fieldReview={fieldReview}>
          <ReportEditor sections={sections} sosLookup={sosPanel} />
        </ReviewLayout>
        <EndActions publishing={publishing} />
      </Stack>

      <PublishingDialogs order={order} publishing={publishing} />
      <ReplaceDialog fills={fills} />
      <DiscardDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        latest={latest}
        onDiscard={() => void discard()}
      />
    </FormProvider>
  );
}
