import { describe, expect, it } from 'vitest';
import { reportContentSchema, riskItemSchema } from '@/backend/schemas';
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

  it('drafts the consent to borrow in the agreement’s words, its dollar threshold kept, and the checklist as sentences', () => {
    const draft = read('harbor-point');
    const clause = draft.sources['authority.consents.0']!.quote.replace(/\s+/g, ' ');
    expect(clause).toContain('in excess of $250,000');
    expect(draft.content.authority?.consents).toEqual([
      `The unanimous written consent of the Members: “${clause}” (operating-agreement, p. 2)`,
    ]);
    expect(draft.content.closingChecklist).toEqual([
      'Obtain the unanimous written consent of the Members for the loan before closing (operating-agreement, p. 2; its dollar limit: “in excess of $250,000”).',
    ]);
    // Across the development set: every checklist item is a sentence, and every consent quotes its clause whole.
    for (const entity of loadDevSet()) {
      const { content, sources } = reportDraftFromReading(readDocuments(asDocuments(entity)));
      for (const item of content.closingChecklist ?? []) expect(item).toMatch(/^Obtain [a-z“][^]*\.$/);
      for (const [i, consent] of (content.authority?.consents ?? []).entries())
        expect(consent).toContain(`“${sources[`authority.consents.${i}`]!.quote.replace(/\s+/g, ' ')}”`);
    }
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
    expect(draft.notFound).toContain('Entity legal name');
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

  describe('risk flags from the reviewer’s checks', () => {
    const documents = [
      {
        file: 'operating-agreement.pdf',
        pages: [
          {
            page: 1,
            text: 'OPERATING AGREEMENT\nOF\nBLUE FERN LLC\n\nBlue Fern LLC (the "Company") is a Delaware limited liability company. The Members and their interests are listed in Exhibit B.\nThe Company shall not borrow money without the consent of all Members.',
          },
          {
            page: 2,
            text: 'Member  Percentage Interest\nAnn Lee  60%\nBo Park  30%\n\nBy: ____________\nAnn Lee, Member',
          },
        ],
      },
      {
        file: 'certificate.pdf',
        pages: [{ page: 1, text: 'CERTIFICATE OF CANCELLATION\n\nBlue Fern LLC was cancelled on June 2, 2024.' }],
      },
      { file: 'scan.pdf', pages: [{ page: 1, text: 'Page left blank.', ocr: { confidence: 41 } }] },
    ];
    const result = readDocuments(documents, { order: { entityName: 'Blue Fern Holdings LLC', formationState: 'NV' } });
    const draft = reportDraftFromReading(result);

    it('fills a flag for each check the library has a flag for, in the checks’ order, with its source', () => {
      expect(result.checks.map((c) => c.code)).toEqual([
        'dissolved',
        'name-differs',
        'state-differs',
        'ownership-total',
        'unsigned',
        'borrowing-consent',
        'missing-exhibit',
        'low-ocr-confidence',
      ]);
      const items = draft.content.riskItems!;
      expect(items.map((r) => [r.id, r.severity, r.closingCondition])).toEqual([
        ['S1', 'High', true],
        ['N1', 'Medium', false],
        ['N2', 'Medium', true],
        ['A7', 'Medium', true],
        ['D1', 'High', true],
        ['D2', 'Medium', true],
      ]);
      for (const [i, item] of items.entries()) {
        expect(riskItemSchema.safeParse(item).success).toBe(true);
        const check = result.checks.find((c) => c.message === item.finding)!;
        expect(draft.sources[`riskItems.${i}`]).toEqual(check.source);
        expect(item.evidence).toBe(`${check.source!.file}, p. ${check.source!.page}: “${check.source!.quote}”`);
      }
      expect(items[0]).toMatchObject({
        title: 'Documents state the entity has ended',
        finding: 'certificate.pdf is titled "CERTIFICATE OF CANCELLATION": it records that the entity was cancelled.',
        evidence: 'certificate.pdf, p. 1: “CERTIFICATE OF CANCELLATION”',
      });
      expect(items[1]!.finding).toBe('The order names "Blue Fern Holdings LLC"; the documents name "Blue Fern LLC".');
      expect(items[3]!.finding).toBe('Ownership percentages add up to 90%, not 100%.');
    });

    it('states nothing of its own: each mitigation is an instruction to confirm or obtain, naming no person or date', () => {
      for (const item of draft.content.riskItems!) {
        expect(item.mitigation).toMatch(/^(?:Confirm|Obtain)\b/);
        expect(item.mitigation).not.toMatch(/Blue Fern|Ann Lee|Bo Park|\d{4}|Delaware|Nevada/);
      }
    });

    it('leaves the borrowing consent to the consents and the checklist, and low OCR confidence to the panel', () => {
      expect(draft.content.riskItems!.map((r) => r.id)).not.toContain('A1');
      expect(draft.content.authority?.consents).toHaveLength(1);
      expect(draft.content.closingChecklist).toHaveLength(1);
      expect(draft.content.riskItems).toHaveLength(6);
    });

    it('cites the articles of dissolution of the development set’s dissolved entity', () => {
      const items = read('juniper-flats').content.riskItems!;
      expect(items.map((r) => [r.id, r.evidence])).toEqual([
        ['S1', 'articles-of-dissolution, p. 1: “ARTICLES OF DISSOLUTION”'],
      ]);
    });

    it('drafts no High risk flag from a records clause that mentions dissolution hypothetically', () => {
      const records = reportDraftFromReading(
        readDocuments([
          {
            file: 'operating-agreement.pdf',
            pages: [
              {
                page: 1,
                text: 'OPERATING AGREEMENT\nOF\nBLUE FERN LLC\n\n8.1 Records. The following records shall be kept at the principal office of the Company for a minimum of five (5) years, even where the Company has been dissolved or has otherwise ceased to exist.\n8.2 Upon dissolution, or in the event of dissolution, the records shall be delivered to the Members.\n\n/s/ Ann Lee\nAnn Lee, Member',
              },
            ],
          },
        ]),
      );
      expect(records.content.riskItems ?? []).toEqual([]);
    });

    it('adds no risk flags when the checks show nothing', () => {
      expect(read('harbor-point').content).not.toHaveProperty('riskItems');
    });
  });
});
