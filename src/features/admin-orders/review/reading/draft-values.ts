import type { OrderRequest, ReportContent } from '@/backend';
import type { DocumentDraft } from '@/lib/document-reader/report-draft';
import {
  blankReportValues,
  contentCandidate,
  formValuesFromContent,
  type ReportFormValues,
} from '../editor/form-values';

/**
 * The editor filled from what the documents state: the blank report of the order (what the order itself says),
 * with each field the reader found put in. Fields the documents do not state stay as the blank report has them.
 */
export function formValuesFromDocumentDraft(order: OrderRequest, draft: DocumentDraft): ReportFormValues {
  const blank = blankReportValues(order);
  const { content } = draft;
  const read = formValuesFromContent({
    ...(contentCandidate(blank) as ReportContent),
    ...content,
    authority: content.authority ?? { signers: '', clause: '', consents: [] },
    signatureBlock: content.signatureBlock ?? { lines: [], supportingDeliverable: '' },
    missingDocuments: content.missingDocuments ?? [],
    closingChecklist: content.closingChecklist ?? [],
    corporate: undefined,
    attorneyReview: undefined,
  });
  return {
    ...blank,
    ...read,
    ownership: content.ownership ? read.ownership : blank.ownership,
    documents: content.documents && content.documents.length > 0 ? read.documents : blank.documents,
    // The suggested signature block where the documents name who signs; the blank one otherwise.
    signatureBlock: content.signatureBlock ? read.signatureBlock : blank.signatureBlock,
    corporate: {
      ...blank.corporate,
      principalOffice: content.principalOffice ?? blank.corporate.principalOffice,
    },
    includeAttorneyReview: false,
    attorneyReview: blank.attorneyReview,
  };
}
