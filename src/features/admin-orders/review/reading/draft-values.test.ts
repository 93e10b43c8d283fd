import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@/backend';
import { readDocuments } from '@/lib/document-reader';
import { reportDraftFromReading } from '@/lib/document-reader/report-draft';
import { startReview } from '../field-review/field-review';
import { blankReportValues } from '../editor/form-values';
import { formValuesFromDocumentDraft } from './draft-values';

const order: OrderRequest = {
  id: '9c4e1a73-0000-4000-8000-000000000c08',
  user_id: '11111111-1111-4111-8111-111111111111',
  name: 'Casey Customer',
  email: 'customer@demo.test',
  company: 'Harbor Point Lending',
  entity_legal_name: 'Pacific Crest Holdings LLC',
  formation_state: 'California',
  report_type: 'Limited Liability Company',
  property_state: null,
  loan_reference: null,
  documents: [{ name: 'operating-agreement.pdf', size: 1200, storage_path: 'u/o/operating-agreement.pdf' }],
  status: 'In review',
  terms_version: 'v.20250822',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  documents_purged_at: null,
};

/** Who can sign, read from the documents, in the editor (issue 44 §4). */
describe('the drafted signers and signature block in the editor', () => {
  const reading = readDocuments([
    {
      file: 'operating-agreement.pdf',
      pages: [
        {
          page: 1,
          text:
            'Pacific Crest Holdings LLC (the "Company") is a California limited liability company.\n\n' +
            '2.1 Managers. The Managers are Lorenzo Medina and Hana Fujii. Any Manager may execute instruments on ' +
            'behalf of the Company.',
        },
      ],
    },
  ]);
  const draft = reportDraftFromReading(reading);

  it('fills the signature block, the signers and the clause from the reading', () => {
    const values = formValuesFromDocumentDraft(order, draft);
    expect(values.signatureBlock.lines.map((l) => l.value)).toEqual([
      'Pacific Crest Holdings LLC,',
      'a California limited liability company',
      'By: Lorenzo Medina, its Manager',
    ]);
    expect(values.signatureBlock.supportingDeliverable).toMatch(/incumbency/);
    expect(values.authority.signers).toMatch(/^Lorenzo Medina, Manager; Hana Fujii, Manager/);
    expect(values.authority.clause).toContain('Any Manager may execute instruments');
  });

  it('puts each line of the block up for review with its quote', () => {
    const values = formValuesFromDocumentDraft(order, draft);
    const review = startReview(draft.sources, values, draft.reader);
    const lines = review.drafted.filter((f) => f.path.startsWith('signatureBlock.'));
    expect(lines.map((f) => [f.path, f.draftedValue])).toEqual([
      ['signatureBlock.lines.0', 'Pacific Crest Holdings LLC,'],
      ['signatureBlock.lines.1', 'a California limited liability company'],
      ['signatureBlock.lines.2', 'By: Lorenzo Medina, its Manager'],
    ]);
    expect(lines[2]!.source.quote).toContain('The Managers are Lorenzo Medina and Hana Fujii');
    expect(review.drafted.map((f) => f.path)).toEqual(
      expect.arrayContaining(['authority.signers', 'authority.clause']),
    );
  });

  it('leaves the blank block where the documents name no signer', () => {
    const none = reportDraftFromReading(readDocuments([]));
    expect(formValuesFromDocumentDraft(order, none).signatureBlock).toEqual(blankReportValues(order).signatureBlock);
  });
});
