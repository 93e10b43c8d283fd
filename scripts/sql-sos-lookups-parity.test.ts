import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NORMALIZED_SOS_STATUSES, SOS_CANDIDATES_MAX, SOS_PROVIDERS } from '@/backend';
import { seedSosLookups } from '../mocks/seed/sos-lookups';

/**
 * Migration 1800 and supabase/seed.sql against the TypeScript side of the Secretary of State lookup: the seeded
 * lookup is the mock seed's (the sandbox's answer for Oak Hollow in Georgia), and the migration's lists are the
 * port's constants. (The SQL itself runs on real PostgreSQL in supabase/tests/99-sos-lookups.)
 */

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const seedSql = read('supabase/seed.sql');
const migration = read('supabase/migrations/20260301001800_order_sos_lookups.sql');
const block = /-- seed-sos-lookups:begin\n([\s\S]*?)-- seed-sos-lookups:end/.exec(seedSql)?.[1] ?? '';

describe('the seeded Secretary of State lookup', () => {
  const now = new Date('2026-03-02T09:00:00.000Z');
  const [lookup] = seedSosLookups(now);

  it('is the same row in seed.sql as in mocks/seed', () => {
    expect(block).toContain(`'${lookup!.id}', '${lookup!.order_id}', '${lookup!.state}'`);
    expect(block).toContain(`'${lookup!.query_name}', '${lookup!.provider}', '${lookup!.outcome}'`);
    expect(block).toContain(`'${lookup!.looked_up_by}'`);
    // Both 2 days 18 hours before now, the candidate captured then.
    expect(block).toContain('make_interval(days => 2, hours => 18)');
    expect(Date.parse(lookup!.looked_up_at)).toBe(now.getTime() - (2 * 24 + 18) * 3600_000);
    expect(lookup!.candidates[0]!.capturedAt).toBe(lookup!.looked_up_at);
  });

  it("holds the sandbox's candidate, value for value", () => {
    const pairs = Object.fromEntries(
      [...block.matchAll(/'([A-Za-z]+)', ('(?:[^']|'')*'|\d+(?:\.\d+)?)/g)].map(([, key, value]) => [
        key,
        value!.startsWith("'") ? value!.slice(1, -1).replace(/''/g, "'") : Number(value),
      ]),
    );
    const { capturedAt, ...candidate } = lookup!.candidates[0]!;
    expect(capturedAt).toBeTruthy();
    expect(pairs).toEqual(expect.objectContaining(candidate));
    expect(block).toContain("'capturedAt', to_char(t.at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')");
  });
});

describe('migration 1800 lists the port’s constants', () => {
  it('the normalized statuses, the providers and the candidates bound', () => {
    const statuses = /sos_normalized_statuses\(\)[\s\S]*?array\[([\s\S]*?)\]/.exec(migration)?.[1] ?? '';
    expect([...statuses.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...NORMALIZED_SOS_STATUSES]);
    expect(migration).toContain(`provider in (${SOS_PROVIDERS.map((p) => `'${p}'`).join(', ')})`);
    expect(migration).toContain(`jsonb_array_length(candidates) <= ${SOS_CANDIDATES_MAX}`);
  });
});
