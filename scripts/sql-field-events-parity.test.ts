import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldEventKindSchema } from '@/backend';
import { SEED_FIELD_EVENTS, SEED_FIELD_REVIEWS, seedFieldEvents, seedFieldReviews } from '../mocks/seed/field-events';
import { SEED_DOCUMENT_TEXTS } from '../mocks/seed/documents/texts';
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
const reviewsBlock = /-- seed-field-reviews:begin\n([\s\S]*?)-- seed-field-reviews:end/.exec(seedSql)?.[1] ?? '';

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

  it("are the version's stored reviews: the same rows in seed.sql, each verified against words on its page", () => {
    const tuples = [...reviewsBlock.slice(reviewsBlock.indexOf('(values')).matchAll(/\(('[^)]*)\)/g)].map((m) => m[1]);
    expect(tuples).toEqual(
      SEED_FIELD_REVIEWS.reviews.map((r) => r.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ')),
    );
    expect(reviewsBlock).toContain(`'${SEED_FIELD_REVIEWS.reader}'`);
    const seed = buildSeed(new Date('2026-03-01T12:00:00Z'));
    const reviews = seedFieldReviews(seed);
    const events = seedFieldEvents(seed).filter((e) => e.report_version === 1);
    expect(reviewsBlock).toContain(`r.order_id = '${events[0]!.order_id}' and r.version = 1`);
    // Consistent with the version's events: each verified field, on the page it was drafted from, and no other.
    expect(reviews.map((r) => `${r.decision} ${r.field} ${r.source?.file} p${r.source?.page}`)).toEqual(
      events.filter((e) => e.kind === 'verified').map((e) => `verified ${e.field} ${e.file} p${e.page}`),
    );
    for (const r of reviews) {
      const pages = SEED_DOCUMENT_TEXTS[`${SEED_FIELD_EVENTS.orderRef}/${r.source!.file}`]!.pages;
      expect(pages[r.source!.page - 1]).toContain(r.source!.quote);
      expect(r.published_value).toBe(r.drafted_value);
    }
  });

  it("the migration's kinds are the port's", () => {
    const kinds = fieldEventKindSchema.options.map((k) => `'${k}'`).join(', ');
    expect(migration).toContain(`kind in (${kinds})`);
  });
});
