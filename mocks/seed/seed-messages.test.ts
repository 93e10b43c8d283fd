import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReportContent } from '@/backend';
import { buildSeed } from './index';

/**
 * A seeded staff message must not contradict the report it announces (issue 47 §5: one said "two officers to sign"
 * beside a report where the President signs alone, another "no risk flags" beside two). Read from both seeds: the
 * in-browser one (buildSeed) and supabase/seed.sql (its seed-moves and seed-reports blocks).
 */

const COUNTS: Record<string, number> = { no: 0, one: 1, a: 1, the: 1, two: 2, three: 3, four: 4, five: 5 };

/** Who signs for the entity: the names under each "By:" line of the signature block (an attesting name is not). */
export function reportSigners(content: ReportContent): string[] {
  const lines = content.signatureBlock.lines;
  return lines.flatMap((line, i) =>
    /^By:/i.test(line) ? [/^Name:\s*([^,]+)/i.exec(lines[i + 1] ?? '')?.[1]?.trim() ?? ''].filter(Boolean) : [],
  );
}

/** Every person the report names: owners, signature-block names and corporate officers. */
function reportPeople(content: ReportContent): string[] {
  const named = content.signatureBlock.lines.flatMap((l) => /Name:\s*([^,]+)/i.exec(l)?.[1]?.trim() ?? []);
  const officers = Object.values(content.corporate?.officers ?? {}).filter((v): v is string => typeof v === 'string');
  return [...content.ownership.map((o) => o.owner), ...named, ...officers];
}

/** What a message claims that its report can contradict. */
export function messageClaims(message: string, content: ReportContent) {
  const text = message.toLowerCase();
  const flags = /\b(no|one|a|the|two|three|four|five)\s+(?:(?:low|medium|high)\s+)?risk flags?\b/.exec(text);
  const signerCount =
    /\b(one|two|three|four|five)\s+(?:officers|signers|members|managers|partners|trustees)\s+(?:to\s+)?sign/.exec(text);
  const people = [...new Set(reportPeople(content).map((p) => p.toLowerCase()))].filter((p) => text.includes(p));
  return {
    riskFlags: flags ? COUNTS[flags[1]!] : undefined,
    signerCount: signerCount ? COUNTS[signerCount[1]!] : undefined,
    people,
  };
}

interface Announced {
  order: string;
  message: string;
  content: ReportContent;
}

function checkAgreement({ order, message, content }: Announced) {
  const claims = messageClaims(message, content);
  const signers = reportSigners(content).map((s) => s.toLowerCase());
  if (claims.riskFlags !== undefined) expect(claims.riskFlags, `${order}: risk flags`).toBe(content.riskItems.length);
  if (claims.signerCount !== undefined) expect(claims.signerCount, `${order}: signers`).toBe(signers.length);
  for (const person of claims.people) expect(signers, `${order}: ${person} is named as signing`).toContain(person);
}

function mockAnnouncements(): Announced[] {
  const seed = buildSeed(new Date('2026-03-01T12:00:00Z'));
  return seed.history
    .filter((h) => h.to_status === 'Report ready' && h.message)
    .map((h) => ({
      order: h.order_id,
      message: h.message!,
      content: seed.reports.find((r) => r.order_id === h.order_id && r.version === 1)!.content,
    }));
}

/** The quoted SQL strings and nulls of a tuple line, '' unescaped. */
const sqlStrings = (line: string): Array<string | null> =>
  (line.match(/'(?:[^']|'')*'|\bnull\b/g) ?? []).map((s) => (s === 'null' ? null : s.slice(1, -1).replace(/''/g, "'")));

function sqlAnnouncements(): Announced[] {
  const sql = readFileSync(new URL('../../supabase/seed.sql', import.meta.url), 'utf8');
  const block = (name: string) =>
    (new RegExp(`-- seed-${name}:begin\\n([\\s\\S]*?)-- seed-${name}:end`).exec(sql)?.[1] ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('('));
  // seed-reports: (id, order_id, version, note, published_by, published_at, template): strings and nulls at 0, 1, 2, 3, 4.
  const reports = block('reports').map((line) => {
    const [, orderId, , , template] = sqlStrings(line);
    return { orderId: orderId!, content: JSON.parse(template!) as ReportContent };
  });
  // seed-moves: (id, order_id, from_status, to_status, message, actor, changed_by, created_at).
  return block('moves')
    .map(sqlStrings)
    .filter(([, , , to, message]) => to === 'Report ready' && message)
    .map(([, orderId, , , message]) => ({
      order: orderId!,
      message: message!,
      content: reports.find((r) => r.orderId === orderId)!.content,
    }));
}

describe.each([
  ['the in-browser seed', mockAnnouncements],
  ['supabase/seed.sql', sqlAnnouncements],
])('%s: every Report ready message agrees with the report it announces', (_, announcements) => {
  const all = announcements();

  it('has messages to check, each beside its published report', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const a of all) expect(a.content.signatureBlock.lines.length).toBeGreaterThan(0);
  });

  it('names only the report’s signers as signing, counts its risk flags and its signers as the report does', () => {
    for (const announced of all) checkAgreement(announced);
  });
});

describe('the agreement check', () => {
  const content = mockAnnouncements().find((a) => a.order.startsWith('5e81b40d'))!.content;

  it('refuses the messages that contradicted their reports', () => {
    expect(reportSigners(content)).toEqual(['SAMUEL PARK']);
    expect(content.riskItems).toHaveLength(2);
    const twoOfficers = messageClaims(
      'Note the risk flag: the bylaws require two officers to sign loan documents.',
      content,
    );
    expect(twoOfficers.signerCount).toBe(2);
    expect(twoOfficers.riskFlags).toBe(1);
    expect(messageClaims('Confirmed, with no risk flags.', content).riskFlags).toBe(0);
    expect(messageClaims('Grace Adeyemi signs as Secretary.', content).people).toEqual(['grace adeyemi']);
    expect(() => checkAgreement({ order: 'x', message: 'Grace Adeyemi signs.', content })).toThrow();
    expect(() => checkAgreement({ order: 'x', message: 'With no risk flags.', content })).toThrow();
  });
});
