import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldEventKindSchema } from '@/backend';
import { SEED_FIELD_EVENTS, seedFieldEvents } from '../mocks/seed/field-events';
import { buildSeed } from '../mocks/seed/seed-data';

/**
 * Migration 3200 and supabase/seed.sql against the TypeScript side of who verified what: the seeded events of Maple
 * Street Holdings' version 1 are the mock seed's, and the migration's kinds are the port's. (The SQL itself runs on
 * real PostgreSQL in supabase/tests/99-report-field-events.)
 */

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const seedSql = read('supabase/seed.sql');
const migration = read('supabase/migrations/20260301003200_who_verified_what.sql');
const block = /-- seed-field-events:begin\n([\s\S]*?)-- seed-field-events:end/.exec(seedSql)?.[1] ?? '';

describe('the seeded field events', () => {
  it('are the same rows in seed.sql as in mocks/seed, for the same order and version', () => {
    const tuples = [...block.matchAll(/\(('[^)]*)\)/g)].map((m) => m[1]);
    expect(tuples).toEqual(
      SEED_FIELD_EVENTS.events.map((e) => e.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ')),
    );
    const seed = buildSeed(new Date('2026-03-01T12:00:00Z'));
    const orderId = seedFieldEvents(seed)[0]!.order_id;
    expect(block).toContain(`r.order_id = '${orderId}' and r.version = 1`);
  });

  it("hold the seeded question as the moderator's event, as the SQL trigger writes it", () => {
    const seed = buildSeed(new Date('2026-03-01T12:00:00Z'));
    const questioned = seedFieldEvents(seed).filter((e) => e.kind === 'questioned');
    expect(questioned).toEqual(
      seed.questions.map((q) => expect.objectContaining({ field: q.field, actor_id: q.asked_by, at: q.asked_at })),
    );
  });

  it("the migration's kinds are the port's", () => {
    const kinds = fieldEventKindSchema.options.map((k) => `'${k}'`).join(', ');
    expect(migration).toContain(`kind in (${kinds})`);
  });
});
