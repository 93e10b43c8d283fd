import { useState } from 'react';
import { reportNumber, type OrderRequest, type PublishedReport, type ReportContent } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { reportContradictions } from '@/lib/report/contradictions';
import { serverMessage } from '../../api/orders-api';
import { usePublishReport } from '../../api/reports-api';
import { editorFieldPath } from '../editor/form-values';
import { listMessages } from '../editor/form-messages';
import type { RevealFields } from '../editor/use-editor-sections';
import { fieldReviews, markedUndecided, mustReviewMessage, undecidedItems } from '../field-review/field-review';
import type { FieldReviewSession } from '../field-review/use-field-review';
import { publishProblems, type ReportProblem } from './problems';
import type { PreviewTarget, PublishRequest } from './report-dialogs';
import type { ReportDraft } from './use-report-draft';

export const DRAFT_CHANGED_BEFORE_PUBLISHING =
  'Someone else changed the draft: reload it to see their changes before publishing.';

interface PublishingOptions {
  order: OrderRequest;
  latest: PublishedReport | null;
  draft: ReportDraft;
  fieldReview: FieldReviewSession;
  reveal: RevealFields;
  /** Called after a publication, once the toast is up (the page moves focus). */
  onPublished: (report: PublishedReport) => void;
  /** Who approved the draft at its saved version ("Approved by …"), or null: publishing then needs a reason. */
  approvedBy: string | null;
}

/**
 * Previewing and publishing the next version: the report is checked first (the problems shown at their fields),
 * a value drafted from a page addressed to an automated reader needs a decision, a report that contradicts itself
 * needs a written override (issue 46 §3), a draft no checker approved needs a written reason (§2), and the
 * server's own problems come back to their fields.
 */
export function usePublishing({
  order,
  latest,
  draft,
  fieldReview,
  reveal,
  onPublished,
  approvedBy,
}: PublishingOptions) {
  const { form } = draft;
  const correction = order.status === 'Report ready';
  const nextVersion = (latest?.version ?? 0) + 1;
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [request, setRequest] = useState<PublishRequest | null>(null);
  const [note, setNote] = useState('');
  /** Why a report that contradicts itself is published all the same: kept while the dialog opens and closes. */
  const [override, setOverride] = useState('');
  /** Why the draft is published without a checker's approval (issue 46 §2): kept the same way. */
  const [withoutApproval, setWithoutApproval] = useState('');
  const [error, setError] = useState<{ message: string; problems: ReportProblem[] } | null>(null);
  const publish = usePublishReport();

  const check = (onValid: (content: ReportContent) => void) => () => {
    setError(null);
    void form.handleSubmit(onValid, (errors) => {
      const messages = listMessages(errors);
      reveal(
        messages.map((m) => m.path),
        messages[0]?.path,
      );
    })();
  };

  const showPreview = check((content) =>
    setPreview({
      content,
      meta: {
        reportNumber: reportNumber(order.id, nextVersion),
        preparedOn: new Date().toISOString(),
        version: nextVersion,
      },
      label: `draft of version ${nextVersion}`,
    }),
  );

  const askToPublish = () => {
    // A value drafted from a page addressed to an automated reader is never published without a decision.
    const marked = markedUndecided(fieldReview.items());
    if (marked.length > 0) {
      setError({ message: mustReviewMessage(marked.map((item) => item.label)), problems: [] });
      fieldReview.goToField(marked[0]!.path);
      return;
    }
    check((content) =>
      setRequest({
        content,
        version: nextVersion,
        notReviewed: undecidedItems(fieldReview.items()).map((item) => item.label),
        contradictions: reportContradictions(content),
        approvedBy,
      }),
    )();
  };

  const confirm = async (confirmedNote: string, confirmedOverride: string, confirmedWithoutApproval: string) => {
    if (!request) return;
    const review = fieldReview.review;
    if (!(await draft.settle())) {
      setRequest(null);
      setError({ message: DRAFT_CHANGED_BEFORE_PUBLISHING, problems: [] });
      return;
    }
    let report: PublishedReport;
    try {
      report = await publish.mutateAsync({
        orderId: order.id,
        content: request.content,
        note: confirmedNote,
        ...(review ? { reviews: fieldReviews(fieldReview.items(), review.state.reader) } : {}),
        ...(request.contradictions.length > 0 ? { override: confirmedOverride } : {}),
        ...(request.approvedBy === null ? { withoutApproval: confirmedWithoutApproval } : {}),
      });
    } catch (caught) {
      console.error('Error publishing a report', caught);
      const problems = publishProblems(caught);
      for (const p of problems) {
        form.setError(editorFieldPath(p.path) as never, { type: 'server', message: p.message });
      }
      reveal(problems.map((p) => p.path));
      setRequest(null);
      setError({ message: serverMessage(caught), problems });
      return;
    }
    draft.finish();
    setRequest(null);
    setNote('');
    setOverride('');
    setWithoutApproval('');
    notify.success(
      correction ? 'Correction published' : 'Report published',
      `Version ${report.version} of the report for ${order.entity_legal_name} is on the customer’s order page.`,
    );
    onPublished(report);
  };

  return {
    correction,
    submitting: publish.isPending,
    preview,
    closePreview: () => setPreview(null),
    request,
    cancelRequest: () => setRequest(null),
    note,
    setNote,
    override,
    setOverride,
    withoutApproval,
    setWithoutApproval,
    /** Opens the sections of a problem's fields and focuses the first (the contradictions list links here). */
    reveal,
    error,
    clearError: () => setError(null),
    showPreview,
    askToPublish,
    confirm,
  };
}

export type Publishing = ReturnType<typeof usePublishing>;
