import { describe, expect, it } from 'vitest';
import { REPORT_TYPES, reportContentSchema, US_STATES, type ReportContent } from '@/backend/schemas';
import { reportContradictions } from '@/lib/report/contradictions';
import { DEMO_OUTCOMES, demoOutcomesFor, draftReport, type DraftOrder } from './demo-draft';

const baseOrder: DraftOrder = {
  id: '3f1c2a9e-5b7d-4c21-9e8f-0a1b2c3d4e5f',
  entity_legal_name: 'Cypress Ridge Properties, LLC',
  formation_state: 'Delaware',
  report_type: 'Limited Liability Company',
  property_state: 'Texas',
  loan_reference: 'CRE-25-0912',
  created_at: '2025-08-11T15:10:27.481Z',
  documents: [
    { name: 'operating-agreement.pdf', size: 412_000, storage_path: 'u/orders/1/operating-agreement.pdf' },
    { name: 'Certificate_of_Formation.pdf', size: 38_000, storage_path: 'u/orders/1/Certificate_of_Formation.pdf' },
  ],
};

const order = (overrides: Partial<DraftOrder>): DraftOrder => ({ ...baseOrder, ...overrides });
const formationCheck = (r: ReportContent) => r.secretaryOfState.find((c) => c.role === 'Formation state');

describe('draftReport', () => {
  it.each(REPORT_TYPES)('drafts a complete, valid %s report', (reportType) => {
    const draft = draftReport(order({ report_type: reportType }));
    expect(reportContentSchema.safeParse(draft).error?.issues).toBeUndefined();
    // Already in the schema's normal form (nothing trimmed away): publishing it stores exactly this.
    expect(reportContentSchema.parse(draft)).toEqual(draft);
    expect(draft.reportType).toBe(reportType);
    expect(draft.entityName).toBe('Cypress Ridge Properties, LLC');
    expect(draft.loanReference).toBe('CRE-25-0912');
    expect(draft.signatureBlock.lines.join('\n')).toMatch(/By: _+/);
    expect(draft.riskLevel).toBe('Low');
    expect(draft.conclusion.verdict).toBe('Confirmed');
    expect(draft.corporate !== undefined).toBe(reportType === 'Corporation');
  });

  it('writes each type its own signature-block format and supporting deliverable', () => {
    const block = (t: (typeof REPORT_TYPES)[number]) => draftReport(order({ report_type: t })).signatureBlock;
    expect(block('Limited Liability Company').lines).toContain('a Delaware limited liability company');
    expect(block('Limited Liability Company').lines).toContain('Title: Manager');
    expect(block('Corporation').lines).toContain('a Delaware corporation');
    expect(block('Corporation').lines.some((l) => l.startsWith('Attest:'))).toBe(true);
    expect(block('Corporation').supportingDeliverable).toMatch(/Secretary's certificate/);
    expect(block('Limited Partnership').lines.some((l) => /its General Partner$/.test(l))).toBe(true);
    expect(block('General Partnership').lines.filter((l) => l === 'Title: General Partner')).toHaveLength(2);
    expect(block('Revocable Trust').lines[0]).toMatch(/, as Trustee of the CYPRESS RIDGE PROPERTIES, LLC$/);
    expect(block('Revocable Trust').supportingDeliverable).toMatch(/^Certification of trust/);
    expect(block('Irrevocable Trust').lines[0]).toMatch(/not individually but solely as Trustee$/);
  });

  it('reports a trust as not registered with the state, rather than inventing a filing', () => {
    const draft = draftReport(order({ report_type: 'Revocable Trust', entity_legal_name: 'The Vega Family Trust' }));
    expect(formationCheck(draft)).toMatchObject({ normalizedStatus: 'Not found', stateStatus: 'No records found' });
    expect(draft.signatureBlock.lines[0]).toMatch(/as Trustee of the VEGA FAMILY TRUST$/);
  });

  it('checks the formation state in good standing, in its own words, with the source and a capture time', () => {
    const draft = draftReport(baseOrder);
    expect(formationCheck(draft)).toMatchObject({
      state: 'Delaware',
      registration: 'Domestic',
      stateStatus: 'Good Standing',
      normalizedStatus: 'Active - good standing',
      source: expect.stringContaining('Delaware Division of Corporations'),
      capturedAt: '2025-08-11T16:42:00Z',
    });
  });

  it('adds the property-state check exactly when the property state differs', () => {
    const withProperty = draftReport(baseOrder);
    expect(withProperty.propertyState).toBe('Texas');
    expect(withProperty.secretaryOfState.map((c) => [c.role, c.state, c.registration])).toEqual([
      ['Formation state', 'Delaware', 'Domestic'],
      ['Property state', 'Texas', 'Foreign'],
    ]);
    expect(withProperty.secretaryOfState[1]?.stateStatus).toBe('In Existence');

    for (const same of [null, '', 'Delaware']) {
      const draft = draftReport(order({ property_state: same }));
      expect(draft.propertyState).toBe('');
      expect(draft.secretaryOfState.map((c) => c.role)).toEqual(['Formation state']);
      expect(reportContentSchema.safeParse(draft).success).toBe(true);
    }
  });

  it('is deterministic: the same order gives the same draft, another order other people', () => {
    expect(draftReport(baseOrder)).toEqual(draftReport(structuredClone(baseOrder)));
    const other = draftReport(order({ id: '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' }));
    expect(other.ownership.map((o) => o.owner)).not.toEqual(draftReport(baseOrder).ownership.map((o) => o.owner));
  });

  it("lists the order's uploads as the documents reviewed, or the usual set when they were purged", () => {
    expect(draftReport(baseOrder).documents.map((d) => d.title)).toEqual([
      'operating agreement',
      'Certificate of Formation',
    ]);
    const purged = draftReport(order({ documents: [] }));
    expect(purged.documents.map((d) => d.title)).toContain('Limited Liability Company Agreement');
  });

  it('refuses an order it cannot draft, saying why', () => {
    expect(() => draftReport(order({ report_type: 'Sole proprietorship' }))).toThrow(
      'Cannot draft a report: unknown report type "Sole proprietorship"',
    );
    expect(() => draftReport(order({ formation_state: 'Ontario' }))).toThrow(
      'Cannot draft a report: unknown formation state "Ontario"',
    );
  });
});

describe('reserved entity names', () => {
  it('lists each reserved word with a description for sales', () => {
    expect(DEMO_OUTCOMES.map((o) => o.name)).toEqual(['Dissolved', 'Forfeited', 'Unknown', 'Missing']);
    for (const o of DEMO_OUTCOMES) expect(o.description.length).toBeGreaterThan(20);
    expect(demoOutcomesFor('Harbor DISSOLVED Holdings, LLC')).toEqual(['Dissolved']);
    expect(demoOutcomesFor('Harbor Point Holdings, LLC')).toEqual([]);
  });

  it.each(REPORT_TYPES)('"Dissolved" gives an administratively dissolved %s, S1 High, Not confirmed', (type) => {
    const draft = draftReport(order({ report_type: type, entity_legal_name: 'Dissolved Harbor Holdings, LLC' }));
    expect(reportContentSchema.safeParse(draft).success).toBe(true);
    expect(formationCheck(draft)).toMatchObject({
      normalizedStatus: 'Administratively dissolved',
      stateStatus: 'Void',
    });
    expect(draft.riskItems.find((r) => r.id === 'S1')).toMatchObject({ severity: 'High', closingCondition: true });
    expect(draft.riskLevel).toBe('High');
    expect(draft.conclusion.verdict).toBe('Not confirmed');
    // The property state's own record is unaffected.
    const plain = draftReport(order({ report_type: type }));
    expect(draft.secretaryOfState[1]?.normalizedStatus).toBe(plain.secretaryOfState[1]?.normalizedStatus);
  });

  it('"Forfeited" gives suspended / forfeited, S1 and S5 High', () => {
    const draft = draftReport(
      order({ entity_legal_name: 'Lone Star forfeited Ventures, LLC', formation_state: 'Texas', property_state: null }),
    );
    expect(reportContentSchema.safeParse(draft).success).toBe(true);
    expect(formationCheck(draft)).toMatchObject({
      normalizedStatus: 'Suspended / forfeited',
      stateStatus: 'Forfeited Existence',
    });
    expect(draft.riskItems.filter((r) => r.severity === 'High').map((r) => r.id)).toEqual(['S1', 'S5']);
    expect(draft.riskLevel).toBe('High');
    expect(draft.conclusion.verdict).toBe('Not confirmed');
  });

  it('"Unknown" gives an unknown status, S4 Medium and a conclusion that cannot be determined yet', () => {
    const draft = draftReport(order({ entity_legal_name: 'UNKNOWN Creek Partners, LLC' }));
    expect(reportContentSchema.safeParse(draft).success).toBe(true);
    expect(formationCheck(draft)?.normalizedStatus).toBe('Unknown');
    expect(draft.riskItems.find((r) => r.id === 'S4')?.severity).toBe('Medium');
    expect(draft.riskLevel).toBe('Medium');
    expect(draft.conclusion.verdict).toBe('Cannot determine');
  });

  it('"Missing" lists a missing document, flags D2 Medium and confirms subject to conditions', () => {
    const draft = draftReport(order({ entity_legal_name: 'Missing Link Properties, LLC' }));
    expect(reportContentSchema.safeParse(draft).success).toBe(true);
    expect(draft.missingDocuments).toEqual(['Exhibit A (schedule of members and percentage interests)']);
    expect(draft.riskItems.find((r) => r.id === 'D2')).toMatchObject({ severity: 'Medium', closingCondition: true });
    expect(draft.riskLevel).toBe('Medium');
    expect(draft.conclusion.verdict).toBe('Confirmed subject to conditions');
    expect(formationCheck(draft)?.normalizedStatus).toBe('Active - good standing');
    expect(draft.closingChecklist.some((c) => c.startsWith('D2: '))).toBe(true);
  });
});

describe('the demo drafts check out', () => {
  // A fictional draft is what a careful reviewer would write: the report's own checks find nothing in it, for
  // every report type, formation state and reserved outcome, so a demo publishes without an override.
  it.each(REPORT_TYPES)('a %s draft has no contradiction in any state or outcome', (reportType) => {
    const names = ['Cypress Ridge Properties, LLC', ...DEMO_OUTCOMES.map((o) => `${o.name} Creek Partners, LLC`)];
    const found = US_STATES.flatMap((state) =>
      names.flatMap((name) =>
        reportContradictions(
          draftReport(order({ report_type: reportType, formation_state: state, entity_legal_name: name })),
        ).map((c) => `${state}, ${name}: ${c.message}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
