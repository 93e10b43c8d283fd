import { describe, expect, it } from 'vitest';
import { asDocuments, loadDevSet } from '../../../scripts/document-reader/dev-set.ts';
import { groundProposals, readDocuments, type DocumentText, type ProposedFields } from './index.ts';

/** Another reader's answer (an AI model's) passes the same grounding rule before it can enter a draft. */
const documents: DocumentText[] = [
  {
    file: 'agreement.pdf',
    pages: [
      {
        page: 1,
        text: 'Harbor Point Holdings, LLC, a Delaware limited liability company (the "Company"), was formed on March 3, 2021.\nThe Company shall be managed by its Members.\nDana Whitfield holds 60% of the membership interests.',
      },
    ],
  },
];
const at = (quote: string) => ({ file: 'agreement.pdf', page: 1, quote });

describe('groundProposals', () => {
  it('keeps what the quotes state and drops the rest, whatever the model claimed', () => {
    const answer = {
      entity_legal_name: {
        value: 'Harbor Point Holdings, LLC',
        source: at('Harbor Point Holdings, LLC, a Delaware limited liability company'),
      },
      entity_type: { value: 'LLC', source: at('a Delaware limited liability company') },
      formation_state: { value: 'Delaware', source: at('a Delaware limited liability company') },
      // Quoted text that is not in the document: an invented date.
      formation_date: { value: '2021-03-04', source: at('was formed on March 4, 2021') },
      // A value the quote does not state.
      management: { value: 'manager-managed', source: at('The Company shall be managed by its Members.') },
      // Not an allowed value.
      borrowing_restrictions: { value: 'maybe', source: at('The Company shall be managed by its Members.') },
      file_number: { value: '7423315', source: { file: 'other.pdf', page: 1, quote: 'File No. 7423315' } },
      owners: [
        { name: 'Dana Whitfield', percentage: 60, source: at('Dana Whitfield holds 60% of the membership interests.') },
        { name: 'Marcus Ortega', percentage: 40, source: at('Dana Whitfield holds 60% of the membership interests.') },
        { name: 42, source: null },
      ],
      managers_or_officers: [{ name: 'Dana Whitfield', title: 'President', source: at('Dana Whitfield holds 60%') }],
    } as unknown as ProposedFields;
    const result = groundProposals(documents, answer, { reader: 'ai:test-model' });
    expect(result.reader).toBe('ai:test-model');
    const f = result.fields;
    expect([f.entity_legal_name?.value, f.entity_type?.value, f.formation_state?.value]).toEqual([
      'Harbor Point Holdings, LLC',
      'LLC',
      'DE',
    ]);
    expect([f.formation_date, f.management, f.borrowing_restrictions, f.file_number]).toEqual([null, null, null, null]);
    expect(f.owners.map((o) => [o.name, o.percentage])).toEqual([['Dana Whitfield', 60]]);
    expect(f.managers_or_officers).toEqual([]);
    expect(result.not_stated).toEqual(expect.arrayContaining(['Formation date', 'Management', 'File number']));
  });

  it('survives an answer that is not the expected shape at all', () => {
    for (const junk of [null, 'text', 42, [], { owners: 'x', consents: [{}], managers_or_officers: [null] }])
      expect(
        groundProposals(documents, junk as unknown as ProposedFields, { reader: 'ai:test-model' }).fields.owners,
      ).toEqual([]);
  });

  it('accepts the built-in reader’s own values unchanged (one rule for both readers)', () => {
    for (const entity of loadDevSet()) {
      const docs = asDocuments(entity);
      const builtIn = readDocuments(docs);
      const again = groundProposals(docs, builtIn.fields as unknown as ProposedFields, { reader: 'built-in' });
      expect(again.fields).toEqual(JSON.parse(JSON.stringify(builtIn.fields)));
    }
  });
});
