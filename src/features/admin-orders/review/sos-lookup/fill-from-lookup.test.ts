import { describe, expect, it } from 'vitest';
import { secretaryOfStateCheckSchema } from '@/backend';
import { OUTCOMES, candidate, lookup, propertyActive } from '../../../../../stories/admin/sos-lookup-fixtures';
import { blankSosCheck, type ReportFormValues } from '../editor/form-values';
import { NO_STATUS_PUBLISHED } from './sos-wording';
import {
  CAPPED_VERDICT,
  comparableName,
  fillFromLookup,
  sameEntityName,
  sourceOf,
  type NameToMatch,
} from './fill-from-lookup';

type Parts = Pick<ReportFormValues, 'secretaryOfState' | 'riskItems' | 'conclusion'>;
const values = (verdict = 'Confirmed'): Parts => ({
  secretaryOfState: [blankSosCheck('Formation state', 'Georgia'), blankSosCheck('Property state', 'South Carolina')],
  riskItems: [],
  conclusion: { verdict, detail: 'Authority confirmed.' },
});
const ORDER_NAME: NameToMatch[] = [{ where: 'the order', name: 'Oak Hollow Development Corp.' }];

describe('comparing entity names', () => {
  it('ignores case, punctuation and the spellings of an entity kind', () => {
    expect(sameEntityName('Harbor Point, L.L.C.', 'HARBOR POINT LLC')).toBe(true);
    expect(sameEntityName('Harbor Point Limited Liability Company', 'Harbor Point LLC')).toBe(true);
    expect(sameEntityName('Oak Hollow Development Corporation', 'OAK HOLLOW DEVELOPMENT CORP.')).toBe(true);
    expect(sameEntityName('Smith & Sons, Inc.', 'Smith and Sons Incorporated')).toBe(true);
    expect(comparableName('Brightwater Partners, L. P.')).toBe('brightwater partners lp');
  });

  it('tells different names apart', () => {
    expect(sameEntityName('Harbor Point LLC', 'Harbour Point LLC')).toBe(false);
    expect(sameEntityName('Oak Hollow Development Corp.', 'Oak Hollow Development, LLC')).toBe(false);
  });
});

describe('filling a check from a lookup', () => {
  it('fills the formation check from an active registration, with its evidence, and flags nothing', () => {
    const result = fillFromLookup(values(), {
      lookup: OUTCOMES.active(),
      candidate: candidate(),
      role: 'Formation state',
      names: ORDER_NAME,
    });
    const check = result.secretaryOfState[0]!;
    expect(check).toMatchObject({
      role: 'Formation state',
      state: 'Georgia',
      registeredName: 'OAK HOLLOW DEVELOPMENT CORP.',
      fileNumber: '19031234',
      registration: 'Domestic',
      stateStatus: 'Active/Compliance',
      normalizedStatus: 'Active - good standing',
      lastFiling: 'Annual registration 2026',
      capturedAt: '2026-11-20T15:04:00.000Z',
    });
    expect(check.source).toBe(
      'The sandbox provider (demo data), Georgia Secretary of State record: https://ecorp.sos.ga.gov/BusinessSearch/BusinessInformation?businessId=1903123 (screenshot: https://sandbox.example/screenshots/ga-19031234.png)',
    );
    // What the report's schema checks a published check against.
    expect(secretaryOfStateCheckSchema.safeParse(check).success).toBe(true);
    expect(result.secretaryOfState[1]).toEqual(blankSosCheck('Property state', 'South Carolina'));
    expect(result.flagged).toEqual([]);
    expect(result.riskItems).toEqual([]);
    expect(result.verdict).toBe('Confirmed');
    expect(result.cappedFrom).toBeNull();
  });

  it('drafts N1 when the registered name differs, naming where the other name is', () => {
    const result = fillFromLookup(values(), {
      lookup: OUTCOMES.several(),
      candidate: OUTCOMES.several().candidates[0]!,
      role: 'Formation state',
      names: [...ORDER_NAME, { where: 'the documents', name: 'Oak Hollow Development Corporation' }],
    });
    expect(result.flagged).toHaveLength(1);
    const flag = result.riskItems[0]!;
    expect(flag).toMatchObject({ id: 'N1', severity: 'Medium', closingCondition: false });
    expect(flag.finding).toBe(
      'The Georgia Secretary of State registers the entity as “OAK HOLLOW DEVELOPMENT, LLC”; the name is “Oak Hollow Development Corp.” in the order and “Oak Hollow Development Corporation” in the documents.',
    );
    expect(flag.mitigation).toMatch(/^Confirm the exact registered name/);
    expect(flag.evidence).toContain('file number 21087766');
  });

  it('caps a Confirmed conclusion and drafts S1 for a dissolved formation-state entity, never raising a lower verdict', () => {
    const dissolved = OUTCOMES.dissolved();
    const choice = {
      lookup: dissolved,
      candidate: dissolved.candidates[0]!,
      role: 'Formation state' as const,
      names: ORDER_NAME,
    };
    const capped = fillFromLookup(values('Confirmed'), choice);
    expect(capped.verdict).toBe(CAPPED_VERDICT);
    expect(capped.cappedFrom).toBe('Confirmed');
    expect(capped.riskItems.map((r) => [r.id, r.severity, r.closingCondition])).toEqual([['S1', 'High', true]]);
    expect(capped.riskItems[0]!.finding).toBe(
      'The Georgia Secretary of State shows the entity as “Admin. Dissolved” (Administratively dissolved).',
    );
    const lower = fillFromLookup(values('Not confirmed'), choice);
    expect(lower.verdict).toBe('Not confirmed');
    expect(lower.cappedFrom).toBeNull();
    expect(lower.capsConclusion).toBe(true);
  });

  it('writes a clear wording when the state publishes no status, and drafts S4', () => {
    const noStatus = OUTCOMES.noStatus();
    const result = fillFromLookup(values(), {
      lookup: noStatus,
      candidate: noStatus.candidates[0]!,
      role: 'Formation state',
      names: ORDER_NAME,
    });
    expect(result.secretaryOfState[0]).toMatchObject({ stateStatus: NO_STATUS_PUBLISHED, normalizedStatus: 'Unknown' });
    expect(result.riskItems.map((r) => r.id)).toEqual(['S4']);
    expect(result.verdict).toBe(CAPPED_VERDICT);
  });

  it('records the state’s "no record" as Not found, and a property state with none as S2', () => {
    const none = lookup('South Carolina', []);
    const result = fillFromLookup(values('Confirmed subject to conditions'), {
      lookup: none,
      candidate: null,
      role: 'Property state',
      names: ORDER_NAME,
    });
    expect(result.secretaryOfState[1]).toMatchObject({
      role: 'Property state',
      state: 'South Carolina',
      registeredName: '',
      registration: 'Foreign',
      stateStatus: 'No record found under “Oak Hollow Development Corp.”',
      normalizedStatus: 'Not found',
    });
    expect(secretaryOfStateCheckSchema.safeParse(result.secretaryOfState[1]).success).toBe(true);
    expect(result.riskItems.map((r) => r.id)).toEqual(['S2']);
  });

  it('keeps the registration staff chose when the state does not say, and adds a missing row for the role', () => {
    const parts = values();
    parts.secretaryOfState = [{ ...blankSosCheck('Formation state', 'Georgia'), registration: 'Foreign' }];
    const active = lookup('Georgia', [candidate({ registration: '' })]);
    const formation = fillFromLookup(parts, {
      lookup: active,
      candidate: active.candidates[0]!,
      role: 'Formation state',
      names: ORDER_NAME,
    });
    expect(formation.secretaryOfState[0]!.registration).toBe('Foreign');
    const property = fillFromLookup(parts, {
      lookup: propertyActive(),
      candidate: propertyActive().candidates[0]!,
      role: 'Property state',
      names: ORDER_NAME,
    });
    expect(property.secretaryOfState.map((c) => c.role)).toEqual(['Formation state', 'Property state']);
  });

  it('replaces the flags its earlier choice drafted instead of adding them twice, and keeps edited ones', () => {
    const dissolved = OUTCOMES.dissolved();
    const first = fillFromLookup(values(), {
      lookup: dissolved,
      candidate: dissolved.candidates[0]!,
      role: 'Formation state',
      names: ORDER_NAME,
    });
    const again = fillFromLookup(
      { ...values(), riskItems: first.riskItems },
      { lookup: dissolved, candidate: dissolved.candidates[0]!, role: 'Formation state', names: ORDER_NAME },
      first.flagged,
    );
    expect(again.riskItems).toHaveLength(1);
    const active = OUTCOMES.active();
    const edited = [{ ...first.riskItems[0]!, mitigation: 'Reinstatement filed on Nov 21; certificate ordered.' }];
    const after = fillFromLookup(
      { ...values(), riskItems: edited },
      { lookup: active, candidate: active.candidates[0]!, role: 'Formation state', names: ORDER_NAME },
      first.flagged,
    );
    expect(after.riskItems).toEqual(edited);
  });

  it('keeps the source within 500 characters, dropping the screenshot first', () => {
    const long = candidate({
      sourceUrl: `https://state.example/${'a'.repeat(400)}`,
      screenshotUrl: `https://shots.example/${'b'.repeat(200)}`,
    });
    const source = sourceOf('cobalt', 'Georgia', long);
    expect(source.length).toBeLessThanOrEqual(500);
    expect(source).toContain(long.sourceUrl);
    expect(source).not.toContain('screenshot');
    expect(sourceOf('cobalt', 'Georgia', candidate({ sourceUrl: `https://x.example/${'c'.repeat(600)}` })).length).toBe(
      500,
    );
  });
});
