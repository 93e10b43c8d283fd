import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportContentSchema } from '@/backend/schemas/report';

/**
 * private.report_content_errors() (migration 0900) is the SQL twin of reportContentSchema. Its pgTAP case
 * (supabase/tests/90-reports/07-…) checks the SQL against a corpus of contents with the issues zod gave for
 * each; this test checks that zod still gives exactly those issues, so a change to the schema that the SQL
 * does not follow fails here (update the corpus's expected lists and the SQL together).
 */

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

const block = (name: string): string[] =>
  (new RegExp(`-- ${name}:begin\\n([\\s\\S]*?)-- ${name}:end`).exec(corpusSql)?.[1] ?? '').split('\n').filter(Boolean);

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
