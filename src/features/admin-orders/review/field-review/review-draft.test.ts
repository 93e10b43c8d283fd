import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@/backend';
import { startReview } from './field-review';
import { blankReportValues } from '../editor/form-values';
import { storedReview } from './review-draft';

const order: OrderRequest = {
  id: '7d2a9f31-0000-4000-8000-000000000c06',
  user_id: '11111111-1111-4111-8111-111111111111',
  name: 'Casey Customer',
  email: 'customer@demo.test',
  company: 'Harbor Point Lending',
  entity_legal_name: 'Oak Hollow Development Corp.',
  formation_state: 'Georgia',
  report_type: 'Corporation',
  property_state: 'South Carolina',
  loan_reference: 'HPL-25-0203',
  documents: [{ name: 'bylaws.pdf', size: 1200, storage_path: 'u/o/bylaws.pdf' }],
  status: 'In review',
  terms_version: 'v.20250822',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  documents_purged_at: null,
};

const template = blankReportValues(order);
const filled = { ...template, entityName: 'Oak Hollow Development Corp.', principalOffice: '45 Mill Pond Road' };
const review = () => {
  const state = startReview(
    {
      entityName: { file: 'bylaws.pdf', page: 1, quote: 'Oak Hollow Development Corp.' },
      principalOffice: { file: 'bylaws.pdf', page: 2, quote: '45 Mill Pond Road' },
    },
    filled,
    'built-in',
    { principalOffice: 'Read from bylaws.pdf, page 2, which has text addressed to an automated reader.' },
  );
  return {
    state: {
      ...state,
      marks: { entityName: 'checked', principalOffice: 'rejected' },
      added: { purpose: { file: 'bylaws.pdf', page: 3 } },
    },
    filled,
  };
};
/** As this browser keeps it: through JSON (NaN, an empty number field, comes back as null). */
const kept = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the review kept with the draft', () => {
  it('comes back as it was saved, its filled values fitted to the editor', () => {
    const restored = storedReview(kept(review()), template);
    expect(restored?.state).toEqual(review().state);
    expect(restored?.filled.entityName).toBe('Oak Hollow Development Corp.');
    expect(restored?.filled.ownership[0]!.percentage).toBeNaN();
    // The mark of a field drafted from a page addressed to a reader survives the reload.
    expect(restored?.state.drafted.map((f) => f.forReview)).toEqual([
      null,
      'Read from bylaws.pdf, page 2, which has text addressed to an automated reader.',
    ]);
  });

  it('reads a review kept before fields were marked as having none marked', () => {
    const { forReview: _, ...unmarked } = review().state.drafted[0]!;
    const old = { ...review(), state: { ...review().state, drafted: [unmarked] } };
    expect(storedReview(kept(old), template)?.state.drafted[0]?.forReview).toBeNull();
  });

  it('is dropped when there is none or any part of it is malformed', () => {
    const malformed = (change: (r: ReturnType<typeof review>) => unknown) =>
      storedReview(kept(change(review())), template);
    expect(storedReview(undefined, template)).toBeNull();
    expect(malformed((r) => ({ ...r, filled: null }))).toBeNull();
    expect(malformed((r) => ({ ...r, state: { ...r.state, marks: { entityName: 'approved' } } }))).toBeNull();
    expect(
      malformed((r) => ({ ...r, state: { ...r.state, added: { purpose: { file: 'bylaws.pdf', page: 0 } } } })),
    ).toBeNull();
    expect(
      malformed((r) => ({
        ...r,
        state: { ...r.state, drafted: [{ ...r.state.drafted[0], source: { file: 'bylaws.pdf' } }] },
      })),
    ).toBeNull();
    expect(malformed((r) => ({ ...r, state: { ...r.state, reader: 7 } }))).toBeNull();
    expect(
      malformed((r) => ({ ...r, state: { ...r.state, drafted: [{ ...r.state.drafted[0], forReview: true }] } })),
    ).toBeNull();
  });
});
