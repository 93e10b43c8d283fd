import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROLES, PROFILE_STATUSES, REPORT_TYPES, US_STATES } from '@/backend';
import { buildSeed, DEMO_PASSWORD } from '../mocks/seed';

/**
 * The SQL side must hold the same data and rules as the TypeScript side: supabase/seed.sql against
 * mocks/seed, and the migrations' check lists against the port's zod constants. (The SQL itself runs on
 * real PostgreSQL in scripts/sql-test.mjs.)
 */

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const seedSql = read('supabase/seed.sql');
const rolesSql = read('supabase/migrations/20260301000100_profiles_and_roles.sql');
const ordersSql = read('supabase/migrations/20260301000300_order_requests_and_documents.sql');

type SqlValue = string | number | null;

/** The values of one SQL tuple: quoted strings ('' unescaped), null and integers. */
function tupleValues(tuple: string): SqlValue[] {
  const tokens = tuple.match(/'(?:[^']|'')*'|null|-?\d+/g) ?? [];
  return tokens.map((t) => (t === 'null' ? null : t.startsWith("'") ? t.slice(1, -1).replace(/''/g, "'") : Number(t)));
}

function seedUserRows(): SqlValue[][] {
  const block = /-- seed-users:begin([\s\S]*?)-- seed-users:end/.exec(seedSql)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => /^\s*\((.*)\)[,;]\s*$/.exec(line)?.[1])
    .filter((tuple): tuple is string => tuple !== undefined)
    .map(tupleValues);
}

/** The parenthesised list after `<anchor> in (` in a migration, as strings. */
function checkList(sql: string, anchor: string): string[] {
  const start = sql.indexOf(anchor);
  const list = /in \(([^)]*)\)/.exec(sql.slice(start))?.[1] ?? '';
  return tupleValues(list).map(String);
}

const squash = (s: string) => s.replace(/\s+/g, ' ');
const sqlText = (v: string | null) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`);

describe('supabase/seed.sql mirrors mocks/seed', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const seed = buildSeed(now);
  const DAY = 24 * 60 * 60 * 1000;

  it('holds every seeded user with the same id, names, company, phone, status, role and age', () => {
    const expected = seed.users.map((u) => [
      u.id,
      u.email,
      u.profile.first_name,
      u.profile.last_name,
      u.profile.company,
      u.profile.phone,
      u.profile.status,
      u.role,
      Math.round((now.getTime() - Date.parse(u.profile.created_at)) / DAY),
    ]);
    expect(seedUserRows()).toEqual(expected);
  });

  it('uses the demo password', () => {
    expect(seedSql).toContain(`extensions.crypt('${DEMO_PASSWORD}'`);
  });

  it('holds the same role audit history', () => {
    expect(seed.audit.length).toBeGreaterThan(0);
    for (const a of seed.audit) {
      const days = Math.round((now.getTime() - Date.parse(a.created_at)) / DAY);
      const row = `(${[a.id, a.action_type, a.old_role, a.new_role, a.assigned_by, a.target_user_id].map(sqlText).join(', ')}, now() - interval '${days} days')`;
      expect(squash(seedSql)).toContain(row);
    }
  });

  it('holds the same inbound requests', () => {
    expect(seed.inbound.length).toBeGreaterThan(0);
    for (const m of seed.inbound) {
      const row = `(${[m.id, m.kind, m.name, m.email, m.company, m.phone, m.message].map(sqlText).join(', ')},`;
      expect(squash(seedSql)).toContain(row);
    }
  });
});

describe('the migrations use the rules of src/backend/schemas', () => {
  it('app_role has the roles of APP_ROLES', () => {
    const values = /create type public\.app_role as enum \(([^)]*)\)/.exec(rolesSql)?.[1] ?? '';
    expect(tupleValues(values)).toEqual([...APP_ROLES]);
  });

  it('profiles.status allows PROFILE_STATUSES', () => {
    expect(checkList(rolesSql, 'status text default')).toEqual([...PROFILE_STATUSES]);
  });

  it('order_requests.report_type allows REPORT_TYPES', () => {
    expect(checkList(ordersSql, 'report_type in')).toEqual([...REPORT_TYPES]);
  });

  it('order_requests.formation_state allows US_STATES', () => {
    expect(checkList(ordersSql, 'formation_state in')).toEqual([...US_STATES]);
  });
});
