import { describe, expect, it } from 'vitest';
import { reviewChanges } from './review-changes';

const drafted = (path: string, page: unknown = 1, file: unknown = 'articles.pdf', value = 'V') => ({
  path,
  label: `Label of ${path}`,
  draftedValue: value,
  source: { file, page, quote: value },
});
const content = (state: Record<string, unknown> | null) => ({ values: {}, review: state && { state } });
const line = (c: ReturnType<typeof reviewChanges>[number]) =>
  `${c.kind} ${c.field} ${c.label} ${c.file ?? '-'} p${c.page ?? '-'}`;

// The cases of supabase/tests/99-report-field-events/01 and 02, on the twin of private.review_changes().
describe('reviewChanges (the twin of migration 3200)', () => {
  const first = content({ drafted: [drafted('formationState', 2), drafted('entityName')], marks: {}, added: {} });

  it('records each drafted field of a first save, in path order, on its file and page', () => {
    expect(reviewChanges(undefined, first).map(line)).toEqual([
      'drafted entityName Label of entityName articles.pdf p1',
      'drafted formationState Label of formationState articles.pdf p2',
    ]);
  });

  it('records nothing when the review is the same, whatever the order of its keys', () => {
    const same = content({ added: {}, marks: {}, drafted: [drafted('formationState', 2), drafted('entityName')] });
    expect(reviewChanges(first, same)).toEqual([]);
  });

  it('records the marks that changed and the added sources, not a mark taken away', () => {
    const before = content({ drafted: [drafted('entityName')], marks: { entityName: 'checked' }, added: {} });
    const after = content({
      drafted: [drafted('entityName')],
      marks: { registeredAgent: 'checked', purpose: 'rejected' },
      added: { registeredAgent: { file: 'agent.pdf', page: 3 }, fileNumber: { page: 4, file: 'b.pdf' } },
    });
    expect(reviewChanges(before, after).map(line)).toEqual([
      'rejected purpose purpose - p-',
      'verified registeredAgent registeredAgent agent.pdf p3',
      'edited fileNumber fileNumber b.pdf p4',
    ]);
  });

  it('a drafted value or source that changed is drafted again', () => {
    const after = content({
      drafted: [drafted('formationState', 3), drafted('entityName', 1, 'articles.pdf', 'W')],
      marks: {},
      added: {},
    });
    expect(reviewChanges(first, after).map((c) => c.field)).toEqual(['entityName', 'formationState']);
  });

  it('reads malformed parts as empty and drops what is not well formed, as the SQL does', () => {
    expect(reviewChanges(undefined, content({ drafted: { path: 'x' }, marks: [], added: 'x' }))).toEqual([]);
    expect(reviewChanges(undefined, { values: {}, review: 'x' })).toEqual([]);
    const odd = content({
      drafted: [
        { path: 7 },
        drafted('entityName', 1.5, 'a.pdf'),
        { path: 'purpose', label: '', source: { file: '', page: '2' } },
      ],
      marks: { entityName: 'approved', purpose: 'checked' },
      added: { fileNumber: { file: 'b.pdf', page: 0 } },
    });
    expect(reviewChanges(undefined, odd).map(line)).toEqual([
      'drafted entityName Label of entityName a.pdf p-',
      'drafted purpose purpose - p-',
      'verified purpose purpose - p-',
      'edited fileNumber fileNumber b.pdf p-',
    ]);
  });
});
