import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APP_ROLES,
  EXPORT_FILTERS_MAX,
  EXPORT_VIEWS,
  ORDER_STATUSES,
  PROFILE_STATUSES,
  REPORT_TYPES,
  STAFF_AUDIT_ACTIONS,
  TERMS_VERSION,
  US_STATES,
} from '@/backend';
import { buildSeed, DEMO_PASSWORD } from '../mocks/seed';
import type { SeedData } from '../mocks/seed/seed-data';

/**
 * The SQL side must hold the same data and rules as the TypeScript side: supabase/seed.sql against
 * mocks/seed, and the migrations' check lists against the port's zod constants. (The SQL itself runs on
 * real PostgreSQL in scripts/sql-test.mjs.)
 */

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const seedSql = read('supabase/seed.sql');
const rolesSql = read('supabase/migrations/20260301000100_profiles_and_roles.sql');
const ordersSql = read('supabase/migrations/20260301000300_order_requests_and_documents.sql');
const lifecycleSql = read('supabase/migrations/20260301000800_order_lifecycle_and_credits.sql');
const staffAuditSql = read('supabase/migrations/20260301001100_staff_audit_log.sql');
/**
 * Migration 3600 restates staff_audit_log's action check with 'field_decisions_saved' (3100 added the five actions
 * of the check, 2000 'order_assigned', 1700 'report_reviewed', 1520 'mfa_approved'), and log_export()'s filter
 * values with them.
 */
const staffActionsSql = read('supabase/migrations/20260301003600_field_decisions_in_the_audit_trail.sql');

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
const sqlInt = (v: number | null) => (v === null ? 'null' : String(v));

/** A seed time as seed.sql writes it: now() minus whole days and hours (every seeded order time is on the hour). */
function sqlAgo(now: Date, iso: string | null): string {
  if (iso === null) return 'null';
  const hours = Math.round((now.getTime() - Date.parse(iso)) / 3_600_000);
  return `now() - make_interval(days => ${Math.floor(hours / 24)}, hours => ${hours % 24})`;
}

/**
 * The rows of the order and credit tables as seed.sql writes them, one SQL tuple per mock row, per block
 * (`-- seed-<block>:begin` … `-- seed-<block>:end`): purchases, storage objects, orders (their debit and
 * first history row come from the insert trigger), the trigger rows' ids, then later moves and refunds.
 */
export function seedSqlTuples(seed: SeedData, now: Date): Record<string, string[]> {
  const ago = (iso: string | null) => sqlAgo(now, iso);
  const ledgerTuple = (l: SeedData['ledger'][number]) =>
    `(${[sqlText(l.id), sqlText(l.user_id), sqlText(l.kind), sqlInt(l.credits), sqlInt(l.amount_paid_cents), sqlText(l.reason), sqlText(l.order_id), sqlText(l.created_by), ago(l.created_at)].join(', ')})`;
  const firstSteps = seed.history.filter((h) => h.from_status === null);
  return {
    purchases: seed.ledger.filter((l) => l.kind === 'purchase').map(ledgerTuple),
    'storage-objects': seed.storageObjects.map(
      (o) =>
        `(${[sqlText(o.id), sqlText(o.bucket_id), sqlText(o.name), sqlText(o.owner), sqlText(o.owner), sqlText(JSON.stringify({ size: o.size, mimetype: o.mimetype })), ago(o.created_at)].join(', ')})`,
    ),
    orders: seed.orders.map(
      (o) =>
        `(${[
          sqlText(o.id),
          sqlText(o.user_id),
          sqlText(o.name),
          sqlText(o.email),
          sqlText(o.company),
          sqlText(o.entity_legal_name),
          sqlText(o.formation_state),
          sqlText(o.report_type),
          sqlText(o.property_state),
          sqlText(o.loan_reference),
          sqlText(JSON.stringify(o.documents)),
          sqlText(o.status),
          sqlText(o.terms_version),
          ago(o.created_at),
          ago(o.updated_at),
          ago(o.documents_purged_at),
        ].join(', ')})`,
    ),
    'trigger-rows': seed.orders.map((o) => {
      const debit = seed.ledger.find((l) => l.order_id === o.id && l.kind === 'order_debit')!;
      const first = firstSteps.find((h) => h.order_id === o.id)!;
      return `(${[o.id, debit.id, first.id].map(sqlText).join(', ')})`;
    }),
    moves: seed.history
      .filter((h) => h.from_status !== null)
      .map(
        (h) =>
          `(${[sqlText(h.id), sqlText(h.order_id), sqlText(h.from_status), sqlText(h.to_status), sqlText(h.message), sqlText(h.actor), sqlText(h.changed_by), ago(h.created_at)].join(', ')})`,
      ),
    refunds: seed.ledger.filter((l) => l.kind === 'refund' || l.kind === 'adjustment').map(ledgerTuple),
    assignments: seed.assignments.map(
      (a) =>
        `(${[sqlText(a.order_id), sqlText(a.assignee_id), sqlText(a.assignee_email), sqlText(a.assigned_by), sqlText(a.assigned_by_email), ago(a.assigned_at)].join(', ')})`,
    ),
    drafts: seed.drafts.map(
      (d) =>
        `(${[sqlText(d.order_id), sqlInt(d.version), sqlText(JSON.stringify(d.content)), sqlText(d.saved_by), sqlText(d.saved_by_email), ago(d.saved_at)].join(', ')})`,
    ),
    approvals: seed.approvals.map(
      (a) =>
        `(${[sqlText(a.order_id), sqlInt(a.draft_version), sqlText(a.state), sqlText(a.maker_id), sqlText(a.maker_email), ago(a.asked_at), sqlText(a.checker_id), sqlText(a.checker_email), ago(a.decided_at), sqlText(a.note)].join(', ')})`,
    ),
    questions: seed.questions.map(
      (q) =>
        `(${[sqlText(q.id), sqlText(q.order_id), sqlText(q.field), sqlText(q.label), sqlText(q.question), sqlText(q.asked_by), sqlText(q.asked_by_email), ago(q.asked_at), sqlText(q.answer), sqlText(q.answered_by), sqlText(q.answered_by_email), ago(q.answered_at)].join(', ')})`,
    ),
    'mfa-factors': seed.mfaFactors.map(
      (f) =>
        `(${[sqlText(f.id), sqlText(f.user_id), sqlText(f.friendly_name), sqlText(f.factor_type), sqlText(f.status), sqlText(f.secret), ago(f.created_at), ago(f.updated_at)].join(', ')})`,
    ),
  };
}

/** The tuples between `-- seed-<name>:begin` and `-- seed-<name>:end`, one per line, whitespace squashed. */
function blockTuples(name: string): string[] {
  const block = new RegExp(`-- seed-${name}:begin([\\s\\S]*?)-- seed-${name}:end`).exec(seedSql)?.[1] ?? '';
  return block
    .split(/\n(?=\s*\()/)
    .map((line) => /^\s*(\(.*\))[,;]\s*$/s.exec(line)?.[1])
    .filter((tuple): tuple is string => tuple !== undefined)
    .map(squash);
}

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

describe('supabase/seed.sql holds the orders, history and credits of mocks/seed', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const seed = buildSeed(now);
  const expected = seedSqlTuples(seed, now);

  it.each(Object.keys(expected))('the %s block has the same rows', (block) => {
    expect(expected[block]!.length).toBeGreaterThan(0);
    expect(blockTuples(block)).toEqual(expected[block]!.map(squash));
  });

  it('every seeded row is written by one block (trigger rows included): nothing is left out', () => {
    const inBlocks = (kind: string) => seed.ledger.filter((l) => l.kind === kind).length;
    expect(expected.purchases!.length + expected.refunds!.length + seed.orders.length).toBe(seed.ledger.length);
    expect(inBlocks('order_debit')).toBe(seed.orders.length);
    expect(expected.moves!.length + seed.orders.length).toBe(seed.history.length);
  });
});

describe('the migrations use the rules of src/backend/schemas', () => {
  it('order_requests.status allows ORDER_STATUSES, property_state US_STATES', () => {
    expect(checkList(lifecycleSql, 'order_requests_status_check check (status in')).toEqual([...ORDER_STATUSES]);
    expect(checkList(lifecycleSql, 'property_state is null or property_state in')).toEqual([...US_STATES]);
  });

  it('the Terms version the order insert requires is TERMS_VERSION', () => {
    expect(/create function private\.current_terms_version\(\)[\s\S]*?select '([^']*)'/.exec(lifecycleSql)?.[1]).toBe(
      TERMS_VERSION,
    );
  });

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

  it('staff_audit_log.action allows STAFF_AUDIT_ACTIONS; log_export() the EXPORT_VIEWS and filters of EXPORT_FILTERS_MAX', () => {
    expect(checkList(staffActionsSql, 'add constraint staff_audit_log_action_check check (action in')).toEqual([
      ...STAFF_AUDIT_ACTIONS,
    ]);
    // The trail's action filter of log_export() knows every action (its list ends the `case _key` of the filters).
    expect(tupleValues(/else _text = any \(array\[([^\]]*)\]\)/.exec(staffActionsSql)?.[1] ?? '')).toEqual([
      ...STAFF_AUDIT_ACTIONS,
    ]);
    expect(checkList(staffAuditSql, '_view not in')).toEqual([...EXPORT_VIEWS]);
    expect(staffAuditSql).toContain(`length(_filters::text) > ${EXPORT_FILTERS_MAX}`);
  });
});
