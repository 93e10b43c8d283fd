import { describe, expect, it } from 'vitest';
import type { ReportContent } from '@/backend/schemas';
import { draftReport, type DraftOrder } from '../../../mocks/seed/demo-draft';
import { reportContradictions, reportNameKey, signatureBlockSigners } from './contradictions';

const order: DraftOrder = {
  id: '3f1c2a9e-5b7d-4c21-9e8f-0a1b2c3d4e5f',
  entity_legal_name: 'Cypress Ridge Properties, LLC',
  formation_state: 'Delaware',
  report_type: 'Limited Liability Company',
  property_state: 'Texas',
  loan_reference: '',
  created_at: '2025-08-11T15:10:27.481Z',
  documents: [],
};
/** A clean LLC report: Low risk, Confirmed, Delaware and Texas in good standing, signed by its Manager. */
const clean = draftReport(order);
const report = (changes: Partial<ReportContent>): ReportContent => ({ ...clean, ...changes });
const rules = (r: ReportContent) => reportContradictions(r).map((c) => c.rule);
const flag = (i: number, changes: Partial<ReportContent['riskItems'][number]>) =>
  clean.riskItems.map((item, j) => (j === i ? { ...item, ...changes } : item));
const check = (i: number, changes: Partial<ReportContent['secretaryOfState'][number]>) =>
  clean.secretaryOfState.map((c, j) => (j === i ? { ...c, ...changes } : c));
const verdict = (v: ReportContent['conclusion']['verdict']) => ({ ...clean.conclusion, verdict: v });

describe('reportContradictions', () => {
  it('finds nothing in a report that fits together', () => {
    expect(reportContradictions(clean)).toEqual([]);
  });

  describe('a High flag under a Low or Medium overall risk', () => {
    it('fires under Low and Medium, naming the flag and linking the risk level and its severity', () => {
      expect(reportContradictions(report({ riskItems: flag(1, { severity: 'High' }) }))).toEqual([
        {
          rule: 'high-flag-under-lower-risk',
          message: `Flag ${clean.riskItems[1]!.id} (${clean.riskItems[1]!.title}) is High, but the overall risk is Low.`,
          paths: ['riskLevel', 'riskItems.1.severity'],
        },
      ]);
      expect(rules(report({ riskLevel: 'Medium', riskItems: flag(0, { severity: 'High' }) }))).toEqual([
        'high-flag-under-lower-risk',
      ]);
    });
    it('does not fire under High risk, or for a Medium flag under Low', () => {
      expect(rules(report({ riskLevel: 'High', riskItems: flag(0, { severity: 'High' }) }))).toEqual([]);
      expect(rules(report({ riskItems: flag(0, { severity: 'Medium' }) }))).toEqual([]);
    });
  });

  describe('a "Confirmed" conclusion with an open closing condition', () => {
    it('fires for a plain "Confirmed"', () => {
      expect(reportContradictions(report({ riskItems: flag(0, { closingCondition: true }) }))[0]).toMatchObject({
        rule: 'confirmed-with-closing-condition',
        paths: ['conclusion.verdict', 'riskItems.0.closingCondition'],
      });
    });
    it('does not fire for "Confirmed subject to conditions", "Not confirmed" or "Cannot determine"', () => {
      for (const v of ['Confirmed subject to conditions', 'Not confirmed', 'Cannot determine'] as const) {
        expect(rules(report({ conclusion: verdict(v), riskItems: flag(0, { closingCondition: true }) }))).toEqual([]);
      }
    });
  });

  describe('a confirming conclusion with an inactive, missing or unknown state status', () => {
    it.each([
      ['Administratively Dissolved', 'Administratively dissolved'],
      ['Forfeited', 'Suspended / forfeited'],
      ['Revoked', 'Revoked'],
      ['Pending Dissolution', 'Pending inactive'],
      ['Cancelled', 'Voluntarily ended'],
      ['No record found', 'Not found'],
      ['Status not available online', 'Unknown'],
    ] as const)('fires for "%s" (%s), under either confirming verdict', (stateStatus, normalizedStatus) => {
      for (const v of ['Confirmed', 'Confirmed subject to conditions'] as const) {
        const found = reportContradictions(
          report({ conclusion: verdict(v), secretaryOfState: check(1, { stateStatus, normalizedStatus }) }),
        );
        expect(found).toEqual([
          {
            rule: 'confirmed-with-inactive-status',
            message: `The conclusion is "${v}", but the Texas Secretary of State status is "${normalizedStatus}".`,
            paths: ['conclusion.verdict', 'secretaryOfState.1.normalizedStatus'],
          },
        ]);
      }
    });
    it('does not fire for a status that is active, or when the conclusion does not confirm', () => {
      const notGood = check(0, { stateStatus: 'AR Delinquent', normalizedStatus: 'Active - not in good standing' });
      expect(rules(report({ secretaryOfState: notGood }))).toEqual([]);
      const dissolved = check(0, { stateStatus: 'Void', normalizedStatus: 'Administratively dissolved' });
      for (const v of ['Not confirmed', 'Cannot determine'] as const) {
        expect(rules(report({ conclusion: verdict(v), secretaryOfState: dissolved }))).toEqual([]);
      }
    });
    it('does not fire for a trust that no state has a record of, which is what a trust has', () => {
      const trust = draftReport({ ...order, report_type: 'Revocable Trust' });
      expect(trust.secretaryOfState.map((c) => c.normalizedStatus)).toEqual(['Not found', 'Not found']);
      expect(trust.conclusion.verdict).toBe('Confirmed');
      expect(reportContradictions(trust)).toEqual([]);
    });
  });

  describe('a signer the report does not name', () => {
    const signedBy = (name: string) => ({
      ...clean.signatureBlock,
      lines: clean.signatureBlock.lines.map((line) => (line.startsWith('Name:') ? `Name: ${name}` : line)),
    });
    it('fires for a name that is not among the signers named under authority, linking the line and the signers', () => {
      const index = clean.signatureBlock.lines.findIndex((line) => line.startsWith('Name:'));
      expect(reportContradictions(report({ signatureBlock: signedBy('JANE DOE') }))).toEqual([
        {
          rule: 'signer-not-named',
          message:
            'JANE DOE signs in the signature block, but the report does not name them among the signers, managers, officers or trustees.',
          paths: [`signatureBlock.lines.${index}`, 'authority.signers'],
        },
      ]);
    });
    it('does not fire when only case, spacing, punctuation or a title after a comma differ', () => {
      const manager = clean.authority.signers.split(',')[0]!;
      for (const name of [
        manager.toUpperCase(),
        `  ${manager.toLowerCase().replace(' ', '   ')} `,
        `${manager}, Manager`,
      ]) {
        expect(rules(report({ signatureBlock: signedBy(name) }))).toEqual([]);
      }
      expect(
        rules(
          report({
            authority: { ...clean.authority, signers: "José O'Neil, Jr., as sole Manager." },
            signatureBlock: signedBy('JOSE ONEIL JR'),
          }),
        ),
      ).toEqual([]);
    });
    it("reads a corporation's officers and directors as named", () => {
      const corp = draftReport({ ...order, report_type: 'Corporation', property_state: '' });
      expect(reportContradictions(corp)).toEqual([]);
      const byTreasurer = corp.signatureBlock.lines.map((line, i) =>
        i === 4 ? `Name: ${corp.corporate!.officers.treasurer.toUpperCase()}` : line,
      );
      expect(rules({ ...corp, signatureBlock: { ...corp.signatureBlock, lines: byTreasurer } })).toEqual([]);
    });
  });

  describe('a state status wording that does not match its normalized status', () => {
    it('fires when the status table reads the wording as another bucket', () => {
      expect(
        reportContradictions(
          report({
            secretaryOfState: check(1, { stateStatus: 'Forfeited', normalizedStatus: 'Active - good standing' }),
          }),
        ),
      ).toEqual([
        {
          rule: 'status-wording-mismatch',
          message: 'The Texas status wording "Forfeited" means "Suspended / forfeited", not "Active - good standing".',
          paths: ['secretaryOfState.1.stateStatus', 'secretaryOfState.1.normalizedStatus'],
        },
      ]);
    });
    it('does not fire for a wording the table does not know, "Inactive" alone, or a normalized "Unknown"', () => {
      const cannot = verdict('Cannot determine');
      for (const [stateStatus, normalizedStatus] of [
        ['Good standing (per certificate)', 'Active - good standing'],
        ['ACTIVE-GOOD STANDING', 'Active - good standing'],
        ['Inactive', 'Administratively dissolved'],
        ['Active', 'Unknown'],
      ] as const) {
        expect(
          rules(report({ conclusion: cannot, secretaryOfState: check(0, { stateStatus, normalizedStatus }) })),
        ).toEqual([]);
      }
    });
  });
});

describe('signatureBlockSigners and reportNameKey', () => {
  it('reads the name of each "Name:" line up to a comma, skipping blank and underscored ones', () => {
    expect(
      signatureBlockSigners([
        'ACME, LLC,',
        'By: ____',
        'Name: JANE DOE',
        'NAME:  John  Roe , Secretary',
        'Name: ____',
        'name:',
      ]),
    ).toEqual([
      { index: 2, name: 'JANE DOE' },
      { index: 3, name: 'John Roe' },
    ]);
  });
  it('drops accents, case, apostrophes and full stops; other punctuation separates words', () => {
    expect(reportNameKey("  José O'Neil, Jr. ")).toBe('jose oneil jr');
    expect(reportNameKey('Anne-Marie RUIZ')).toBe('anne marie ruiz');
  });
});
