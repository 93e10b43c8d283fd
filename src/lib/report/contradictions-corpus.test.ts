import { describe, expect, it } from 'vitest';
import corpus from '../../../supabase/tests/fixtures/report-contradictions-corpus.json';
import { normalizeSosStatus, SOS_STATUS_WORDINGS } from '../sos-lookup/statuses.ts';
import { reportContradictions, reportNameKey, type ContradictionInput } from './contradictions.ts';

/**
 * The contradiction rules' corpus, through the TypeScript rules. supabase/tests/99-report-checks/01-* runs the same
 * file through private.report_contradictions() and its helpers (migration 3000), so a case that changes on one
 * side fails on the other.
 */
const bases = corpus.bases as Record<string, ContradictionInput>;

describe('the report contradictions corpus, through the TypeScript rules', () => {
  it.each(corpus.cases.map((c) => [c.note, c] as const))('%s', (_, c) => {
    expect(reportContradictions({ ...bases[c.base]!, ...c.changes } as ContradictionInput)).toEqual(c.expected);
  });

  it.each(corpus.wordings.map((w) => [JSON.stringify(w.wording), w] as const))(
    'the status wording %s reads as its bucket',
    (_, w) => {
      expect(normalizeSosStatus(w.wording)).toBe(w.bucket);
    },
  );

  it('holds every wording of the status table, so the SQL copy of the table is checked in full', () => {
    const inCorpus = new Set(corpus.wordings.map((w) => w.wording));
    expect(
      Object.values(SOS_STATUS_WORDINGS)
        .flat()
        .filter((w) => !inCorpus.has(w)),
    ).toEqual([]);
  });

  it.each(corpus.names.map((n) => [JSON.stringify(n.name), n] as const))('the name %s compares as its key', (_, n) => {
    expect(reportNameKey(n.name)).toBe(n.key);
  });

  it('has firing and non-firing cases for every rule', () => {
    const fired = new Set(corpus.cases.flatMap((c) => c.expected.map((e) => e.rule)));
    expect([...fired].sort()).toEqual(
      [
        'confirmed-with-closing-condition',
        'confirmed-with-inactive-status',
        'high-flag-under-lower-risk',
        'signer-not-named',
        'status-wording-mismatch',
      ].sort(),
    );
    expect(corpus.cases.filter((c) => c.expected.length === 0).length).toBeGreaterThanOrEqual(15);
  });
});
