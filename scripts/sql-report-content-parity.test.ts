import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportContentSchema } from '@/backend/schemas/report';
import { formatReportDate } from '@/lib/report/format';
import { buildSeed } from '../mocks/seed';

/**
 * The reports of the SQL side equal those of the TypeScript side. private.report_content_errors() (migration 0900) is the SQL twin of reportContentSchema. Its pgTAP case
 * (supabase/tests/90-reports/07-…) checks the SQL against a corpus of contents with the issues zod gave for
 * each; this test checks that zod still gives exactly those issues, so a change to the schema that the SQL
 * does not follow fails here (update the corpus's expected lists and the SQL together).
 */

const seedSql = readFileSync(new URL('../supabase/seed.sql', import.meta.url), 'utf8');
const corpusSql = readFileSync(
  new URL(
    '../supabase/tests/90-reports/07-content-errors-are-zods-issues-for-a-corpus-of-malformed-reports.test.sql',
    import.meta.url,
  ),
  'utf8',
);

/** The quoted SQL strings of a line, '' unescaped. */
const sqlStrings = (line: string): string[] =>
  (line.match(/'(?:[^']|'')*'/g) ?? []).map((s) => s.slice(1, -1).replace(/''/g, "'"));

const block = (name: string, sql = corpusSql): string[] =>
  (new RegExp(`-- ${name}:begin\\n([\\s\\S]*?)-- ${name}:end`).exec(sql)?.[1] ?? '').split('\n').filter(Boolean);

type Patch = ['set', string[], unknown] | ['delete', string[]] | ['root', unknown];
type Container = Record<string, unknown> | unknown[];

/** The pgTAP case's pg_temp.patched(): jsonb_set (creating a missing last key), #- and a whole new value. */
function patched(base: unknown, patches: Patch[]): unknown {
  let doc = structuredClone(base);
  for (const patch of patches) {
    if (patch[0] === 'root') {
      doc = structuredClone(patch[1]);
      continue;
    }
    const path = patch[1];
    let parent = doc as Container;
    for (const key of path.slice(0, -1)) parent = (parent as Record<string, unknown>)[key] as Container;
    const last = path[path.length - 1]!;
    if (patch[0] === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (Array.isArray(parent)) parent[Number(last)] = structuredClone(patch[2]);
    else parent[last] = structuredClone(patch[2]);
  }
  return doc;
}

const baseLine = block('corpus-base').find((line) => line.includes("set_config('test.base'"));
const base: unknown = JSON.parse(sqlStrings(baseLine ?? '')[1] ?? 'null');
const cases = block('corpus').map((line) => {
  const [name, patches, expected] = sqlStrings(line);
  return {
    name: name!,
    patches: JSON.parse(patches!) as Patch[],
    expected: JSON.parse(expected!) as Array<[string, string]>,
  };
});

describe('the corpus of private.report_content_errors() is what zod answers', () => {
  it('has a valid base and many malformed cases', () => {
    expect(reportContentSchema.safeParse(base).success).toBe(true);
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.filter((c) => c.expected.length > 0).length).toBeGreaterThan(100);
  });

  it.each(cases)('$name', ({ patches, expected }) => {
    const result = reportContentSchema.safeParse(patched(base, patches));
    const issues = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(expected);
  });
});

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoMinute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** seed.sql's filling of a report template from its order's created_at (UTC), in TypeScript. */
function filled(template: string, createdAt: string): string {
  const ms = Date.parse(createdAt);
  const year = Number(isoDay(ms).slice(0, 4));
  const values: Record<string, string> = {
    captured_formation: isoMinute(ms + 92 * 60_000),
    captured_property: isoMinute(ms + 96 * 60_000),
    consent_date_long: formatReportDate(isoDay(ms - 9 * DAY)),
    consent_date: isoDay(ms - 9 * DAY),
    ordered_on_long: formatReportDate(isoDay(ms)),
    ordered_on: isoDay(ms),
    order_year: String(year),
    order_year_1: String(year - 1),
    order_year_2: String(year - 2),
  };
  return template.replace(/\{\{([a-z_0-9]+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

describe('supabase/seed.sql publishes the reports of mocks/seed', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const seed = buildSeed(now);
  const tuple =
    /^\s*\('([^']*)', '([^']*)', (\d+), null, '([^']*)', now\(\) - make_interval\(days => (\d+), hours => (\d+)\), '((?:[^']|'')*)'\)[,;]$/;
  const rows = block('seed-reports', seedSql)
    .map((line) => tuple.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, id, orderId, version, publishedBy, days, hours, template]) => ({
      id: id!,
      orderId: orderId!,
      version: Number(version),
      publishedBy: publishedBy!,
      publishedAgoHours: Number(days) * 24 + Number(hours),
      template: template!.replace(/''/g, "'"),
    }));

  it('has one row per report of the mock, with the same ids, version, author and time', () => {
    expect(seed.reports.length).toBeGreaterThan(0);
    expect(
      rows.map(({ id, orderId, version, publishedBy, publishedAgoHours }) => ({
        id,
        orderId,
        version,
        publishedBy,
        publishedAgoHours,
      })),
    ).toEqual(
      seed.reports.map((r) => ({
        id: r.id,
        orderId: r.order_id,
        version: r.version,
        publishedBy: r.published_by,
        publishedAgoHours: Math.round((now.getTime() - Date.parse(r.published_at)) / 3_600_000),
      })),
    );
    expect(seed.reports.every((r) => r.note === null)).toBe(true);
  });

  it.each([new Date('2026-03-01T12:00:00Z'), new Date('2027-01-03T00:17:41.250Z')])(
    "fills each template into the mock's content when the seed runs at %s",
    (runAt) => {
      const mock = buildSeed(runAt);
      for (const row of rows) {
        const order = mock.orders.find((o) => o.id === row.orderId)!;
        const report = mock.reports.find((r) => r.id === row.id)!;
        expect(JSON.parse(filled(row.template, order.created_at))).toEqual(report.content);
      }
    },
  );
});
