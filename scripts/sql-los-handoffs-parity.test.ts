import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_LOS_HANDOFFS, seedLosRecords } from '../mocks/seed/los-handoffs';
import { PERSONAS } from '../mocks/seed/personas';
import { buildSeed } from '../mocks/seed/seed-data';

/**
 * supabase/seed.sql's seeded LOS hand-offs against mocks/seed's: the same sends of the same versions to the same
 * confirmed address, by the same customer. (The SQL itself runs on real PostgreSQL in scripts/sql-test.mjs.)
 */
const seedSql = readFileSync(new URL('../supabase/seed.sql', import.meta.url), 'utf8');
const block = /-- seed-los-handoffs:begin\n([\s\S]*?)-- seed-los-handoffs:end/.exec(seedSql)?.[1] ?? '';

describe('the seeded LOS hand-offs', () => {
  const los = seedLosRecords(buildSeed(new Date('2026-03-01T12:00:00Z')));

  it('are the same sends in seed.sql as in mocks/seed', () => {
    const tuples = [...block.matchAll(/\('([0-9a-f-]{36})', '([0-9a-f-]{36})', (\d+), (\d)\)/g)].map((m) => [
      m[1],
      m[2],
      Number(m[3]),
      Number(m[4]),
    ]);
    expect(tuples).toEqual(
      los.handoffs.map((h, i) => [h.id, h.order_id, SEED_LOS_HANDOFFS.sends[i]![1], h.packet_version]),
    );
  });

  it('go to the address the customer confirmed before the first send', () => {
    expect(block.match(new RegExp(SEED_LOS_HANDOFFS.recipient.replace('.', '\\.'), 'g'))).toHaveLength(2);
    expect(block).toContain(`'${PERSONAS.customer.id}', '${SEED_LOS_HANDOFFS.senderName}'`);
    const first = los.handoffs.map((h) => h.sent_at).sort()[0];
    expect(los.address.confirmed_at).toBe(first);
  });
});
