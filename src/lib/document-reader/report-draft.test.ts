import { describe, expect, it } from 'vitest';
import { reportContentSchema } from '@/backend/schemas';
import { asDocuments, loadDevSet } from '../../../scripts/document-reader/dev-set.ts';
import { readDocuments } from './index.ts';
import { reportDraftFromReading } from './report-draft.ts';

const read = (name: string) => {
  const entity = loadDevSet().find((e) => e.name === name)!;
  return reportDraftFromReading(readDocuments(asDocuments(entity)));
};

describe('the reading as a partial report draft', () => {
  it('fills the report fields the documents state, each valid for the report schema and with its source', () => {
    const draft = read('harbor-point');
    expect(draft.content).toMatchObject({
      entityName: 'Harbor Point Holdings, LLC',
      reportType: 'Limited Liability Company',
      formationState: 'Delaware',
      formationDate: '2019-05-02',
      fileNumber: '7423315',
      managementType: 'Member-managed',
      ownership: [
        { owner: 'Dana Whitfield', percentage: 40 },
        { owner: 'Marcus Ortega', percentage: 35 },
        { owner: 'Harbor Light Ventures, LLC', percentage: 25 },
      ],
    });
    const shape = reportContentSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    for (const [key, value] of Object.entries(draft.content))
      expect([key, shape[key]!.safeParse(value).success]).toEqual([key, true]);
    for (const key of ['entityName', 'formationState', 'ownership.0', 'authority.signers', 'authority.consents.0'])
      expect(draft.sources[key]?.quote).toBeTruthy();
    expect(draft.content.closingChecklist).toHaveLength(1);
  });

  it('leaves out what the documents do not state and lists it', () => {
    const draft = read('transmittal');
    expect(Object.keys(draft.content).sort()).toEqual([
      'closingChecklist',
      'documents',
      'missingDocuments',
      'schemaVersion',
    ]);
    expect(draft.content.documents).toEqual([{ title: 'cover-letter', date: '', pages: 1, status: '' }]);
    expect(draft.notStated).toContain('Entity legal name');
    expect(draft.reader).toBe('built-in');
  });

  it('keeps ownership out when an owner has no stated percentage', () => {
    const draft = reportDraftFromReading(
      readDocuments([
        { file: 'a.pdf', pages: [{ page: 1, text: 'Schedule A\nMember  Units\nAnn Lee  300\nBo Park  700' }] },
      ]),
    );
    expect(draft.content.ownership).toBeUndefined();
  });
});
