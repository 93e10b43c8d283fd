/** The demo's invented report: labelled as fiction wherever it is offered. */
export const DEMO_DRAFT_LABEL = 'Fictional demo draft';
export const DEMO_DRAFT_FILLED = 'Fictional demo draft filled in: invented, not read from the documents';

export const READ_DOCUMENTS_LABEL = 'Read documents';
