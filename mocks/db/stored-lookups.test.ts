import { describe, expect, it } from 'vitest';
import { buildLookup, lookupFits, positionsFor } from './stored-lookups';

/** Rows with unique ids, a role most rows share, and values that are not strings. */
const rows = Array.from({ length: 1000 }, (_, i) => ({
  id: crypto.randomUUID(),
  role: i % 100 === 0 ? 'Admin' : 'User',
  count: i,
  email: i % 7 === 0 ? null : `user.${i}@example.test`,
}));

describe('stored lookups', () => {
  it('lists, for a value, every row holding it in table order, among few others', () => {
    const lookup = buildLookup(rows, 'id');
    for (const [i, row] of rows.entries()) {
      const positions = [...positionsFor(lookup, row.id)];
      expect(positions).toContain(i);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(positions.length).toBeLessThan(12);
    }
    expect(lookup.rows.length).toBe(rows.length);
  });

  it('keeps every row of a shared value, and leaves out rows whose value is not a string', () => {
    const roles = buildLookup(rows, 'role');
    const admins = rows.flatMap((r, i) => (r.role === 'Admin' ? [i] : []));
    expect([...positionsFor(roles, 'Admin')].filter((p) => rows[p]!.role === 'Admin')).toEqual(admins);
    const emails = buildLookup(rows, 'email');
    expect(emails.rows.length).toBe(rows.filter((r) => typeof r.email === 'string').length);
    expect(buildLookup(rows, 'count').rows.length).toBe(0);
    expect(positionsFor(buildLookup([], 'id'), 'x').length).toBe(0);
  });

  it('a lookup read back is used only if it fits the table', () => {
    const lookup = buildLookup(rows, 'id');
    expect(lookupFits(lookup, rows.length)).toBe(true);
    expect(lookupFits(buildLookup([], 'id'), 0)).toBe(true);
    expect(lookupFits(lookup, rows.length - 1)).toBe(false);
    expect(lookupFits({ ...lookup, rows: lookup.rows.slice(1) }, rows.length)).toBe(false);
    expect(lookupFits({ ...lookup, start: lookup.start.slice(1) }, rows.length)).toBe(false);
    const unordered = lookup.start.slice();
    unordered[1] = lookup.rows.length;
    expect(lookupFits({ ...lookup, start: unordered }, rows.length)).toBe(false);
    expect(lookupFits({ start: [0, 0], rows: [] }, 0)).toBe(false);
    expect(lookupFits(null, 0)).toBe(false);
  });
});
