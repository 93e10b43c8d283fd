import { useState } from 'react';
import type { DemoReportDrafts, OrderRequest, ReportContent } from '@/backend';
import { notify } from '@/components/ui/toaster';
import type { Source } from '@/lib/document-reader';
import { parseReportPacketUpload } from '@/lib/report/packet';
import { formValuesFromContent, sameFormValues, type ReportFormValues } from '../editor/form-values';
import { startReview } from '../field-review/field-review';
import { readerName } from '../reading/reader-name';
import { formValuesFromDocumentDraft } from '../reading/draft-values';
import { useReadDocuments } from '../reading/use-read-documents';
import type { ReportProblem } from './problems';
import type { ReportDraft } from './use-report-draft';
import { DEMO_DRAFT_FILLED } from './workspace-labels';

export type Replacement = {
  values: ReportFormValues;
  source: 'draft' | 'upload' | 'documents';
  fileName?: string;
  reader?: string;
  /** A reading's sources by field path: the fields the reviewer then decides on. */
  sources?: Record<string, Source>;
  /** The reading's fields marked for review, by path, with why. */
  forReview?: Record<string, string>;
};

interface EditorFillsOptions {
  order: OrderRequest;
  draft: ReportDraft;
  /** Called when the editor is filled: what pointed at the old values (the viewer, a publish error) goes. */
  onFilled: () => void;
}

/**
 * Filling the whole editor at once: from the documents (a reading), a JSON packet, or the demo's fictional draft;
 * asking first when that would replace work in it.
 */
export function useEditorFills({ order, draft, onFilled }: EditorFillsOptions) {
  const { form } = draft;
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  const [uploadProblems, setUploadProblems] = useState<{ fileName: string; problems: ReportProblem[] } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // The reading kept with the draft is shown again (its findings, and whether it filled the editor).
  const documentReading = useReadDocuments(order, draft.openedReading);
  /** Whether the editor holds the last reading (it stays as it was when nothing was found or work is kept). */
  const [filledFromDocuments, setFilledFromDocuments] = useState(draft.openedReading?.filled ?? false);

  const apply = (next: Replacement) => {
    const fromDocuments = next.source === 'documents';
    setFilledFromDocuments(fromDocuments);
    draft.setReading((kept) => (kept && kept.filled !== fromDocuments ? { ...kept, filled: fromDocuments } : kept));
    draft.setReview(
      next.source === 'documents' && next.sources
        ? { state: startReview(next.sources, next.values, next.reader ?? '', next.forReview), filled: next.values }
        : null,
    );
    draft.load(next.values);
    setUploadProblems(null);
    setActionError(null);
    onFilled();
    notify.success(
      next.source === 'draft'
        ? DEMO_DRAFT_FILLED
        : next.source === 'documents'
          ? `Filled from the documents by ${readerName(next.reader ?? '')}`
          : `Packet ${next.fileName ?? ''} loaded into the editor`,
    );
  };

  /** Fills the editor, asking first when that would replace work in it. */
  const replaceWith = (next: Replacement) => {
    if (sameFormValues(form.getValues(), draft.blank)) apply(next);
    else setReplacement(next);
  };

  const readDocuments = async () => {
    setActionError(null);
    setFilledFromDocuments(false);
    const reading = await documentReading.start();
    if (!reading) return;
    // Its findings are kept with the draft, whether or not it fills the editor.
    draft.setReading(documentReading.toSave(reading, false));
    // A reading that finds nothing fills nothing (the panel says so).
    if (Object.keys(reading.draft.sources).length === 0) return;
    replaceWith({
      values: formValuesFromDocumentDraft(order, reading.draft),
      source: 'documents',
      reader: reading.draft.reader,
      sources: reading.draft.sources,
      forReview: reading.draft.forReview,
    });
  };

  const fillWithDemoDraft = (drafts: DemoReportDrafts) => {
    let content: ReportContent;
    try {
      content = drafts.draft(order);
    } catch (error) {
      console.error('Error drafting a report', error);
      setActionError(error instanceof Error ? error.message : 'The report could not be drafted from this order.');
      return;
    }
    replaceWith({ values: formValuesFromContent(content), source: 'draft' });
  };

  const uploadPacket = async (file: File | undefined) => {
    if (!file) return;
    setActionError(null);
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      console.error('Error reading an uploaded packet', error);
      setUploadProblems({ fileName: file.name, problems: [{ path: '', message: 'The file could not be read.' }] });
      return;
    }
    const result = parseReportPacketUpload(text);
    if (!result.ok) {
      setUploadProblems({ fileName: file.name, problems: result.errors });
      return;
    }
    setUploadProblems(null);
    replaceWith({ values: formValuesFromContent(result.content), source: 'upload', fileName: file.name });
  };

  return {
    documentReading,
    filledFromDocuments,
    uploadProblems,
    actionError,
    readDocuments,
    fillWithDemoDraft,
    uploadPacket,
    /** The fill waiting for the staff member's word, because it would replace work in the editor. */
    replacement,
    confirmReplacement() {
      const next = replacement;
      setReplacement(null);
      if (next) apply(next);
    },
    keepWork: () => setReplacement(null),
  };
}

export type EditorFills = ReturnType<typeof useEditorFills>;
