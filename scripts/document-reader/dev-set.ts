// The labelled development set (tests/fixtures/documents) and its scoring: per-field accuracy, values grounded,
// values invented (expected empty, returned filled). Node only: the unit tests and `npm run bench:reader` use it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  normalizeForMatch,
  quoteIsOnPage,
  type DocumentText,
  type OrderFacts,
  type ReaderResult,
  type Source,
} from '../../src/lib/document-reader/index.ts';

export const DEV_SET_DIR = fileURLToPath(new URL('../../tests/fixtures/documents/', import.meta.url));
/**
 * The corpus of real documents written by others (tests/fixtures/corpus/README.md): a development part the rules
 * are written against, a held-out part nobody writes rules against, and documents not yet split (incoming).
 */
export const CORPUS_DIR = fileURLToPath(new URL('../../tests/fixtures/corpus/', import.meta.url));
export const CORPUS_PARTS = ['development', 'held-out', 'incoming'] as const;
export const corpusEntityDirs = () => CORPUS_PARTS.map((part) => join(CORPUS_DIR, part));
export const PAGE_BREAK = '<<<page>>>';

export interface Expected {
  order?: OrderFacts;
  scanned?: string[];
  fields: Record<string, string | boolean | null>;
  owners: Array<{ name: string; percentage: number | null }>;
  managers_or_officers: Array<{ name: string; title: string }>;
  documents: Array<{ file: string; date: string | null; signed: boolean | null }>;
  missing_exhibits: string[];
  checks?: string[];
  /**
   * Who the documents say may sign for the entity, by name, with the title they sign under and whether alone
   * or jointly where the documents say so; [] when they name nobody (only a role). Labelled on the corpus.
   */
  signers?: Array<{ name: string; title: string | null; acting?: 'alone' | 'jointly' | null }>;
}

export interface DevEntity {
  name: string;
  /**
   * One text per file, pages split; or, for a real PDF put in the folder (a held-out set of published
   * documents), its path and no text: the bench reads it as it is, OCR included.
   */
  files: Array<{ file: string; pages: string[]; pdf?: string }>;
  expected: Expected;
}

export function loadDevSet(dir = DEV_SET_DIR): DevEntity[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const folder = join(dir, name);
      const files = readdirSync(folder)
        .filter((f) => /\.(txt|pdf)$/i.test(f))
        .sort()
        .map((f) =>
          /\.pdf$/i.test(f)
            ? { file: f.replace(/\.pdf$/i, ''), pages: [], pdf: join(folder, f) }
            : {
                file: f.replace(/\.txt$/, ''),
                pages: readFileSync(join(folder, f), 'utf8')
                  .split(new RegExp(`^${PAGE_BREAK}$`, 'm'))
                  .map((p) => p.replace(/^\n+|\n+$/g, '')),
              },
        );
      return { name, files, expected: JSON.parse(readFileSync(join(folder, 'expected.json'), 'utf8')) as Expected };
    });
}

/** The entity's files as the reader takes them, straight from the text (no PDF round trip). */
export function asDocuments(entity: DevEntity): DocumentText[] {
  return entity.files.map((f) => ({ file: f.file, pages: f.pages.map((text, i) => ({ page: i + 1, text })) }));
}

const loose = (v: unknown) =>
  normalizeForMatch(String(v))
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[.,;:]+$/, '');

/** Fields compared by "the expected text is contained in the value" (clauses, purposes). */
const CONTAINS = new Set(['signing_authority', 'purpose']);

export interface FieldScore {
  entity: string;
  field: string;
  expected: unknown;
  returned: unknown;
  right: boolean;
  invented: boolean;
}

export interface Score {
  rows: FieldScore[];
  grounded: number;
  values: number;
}

/** The signers a result names (ReaderFields.signers, once the reader returns them). */
export function signersOf(result: ReaderResult): Array<{ name: string; title: string | null; source: Source }> {
  const fields = result.fields as unknown as {
    signers?: Array<{ name: string; title: string | null; source: Source }>;
  };
  return fields.signers ?? [];
}

/** Every source the result carries, for the grounding count. */
export function sourcesOf(result: ReaderResult): Source[] {
  const f = result.fields;
  const scalar = [
    f.entity_legal_name,
    f.entity_type,
    f.formation_state,
    f.formation_date,
    f.file_number,
    f.management,
    f.signing_authority,
    f.borrowing_restrictions,
    f.principal_office,
    f.registered_agent,
    f.purpose,
  ].flatMap((g) => (g ? [g.source] : []));
  return [
    ...scalar,
    ...f.owners.flatMap((o) => [o.source, ...(o.total_units ? [o.total_units.source] : [])]),
    ...f.managers_or_officers.map((o) => o.source),
    ...f.consents.map((c) => c.source),
    ...result.missing_exhibits.map((m) => m.source),
    ...result.documents.flatMap((d) =>
      [d.sources.title, d.sources.date, d.sources.signed].filter((s): s is Source => s !== null),
    ),
    ...result.checks.flatMap((c) => (c.source ? [c.source] : [])),
    ...signersOf(result).map((s) => s.source),
  ];
}

/**
 * Check codes the set labels on every entity (an entity whose `checks` omits one states it nowhere), so a false
 * alarm counts as invented. The others are labelled where an entity was written for them.
 */
export const LABELLED_EVERYWHERE: readonly string[] = ['dissolved'];

export function scoreEntity(entity: DevEntity, documents: DocumentText[], result: ReaderResult): Score {
  const rows: FieldScore[] = [];
  const row = (field: string, expected: unknown, returned: unknown, right: boolean) =>
    rows.push({
      entity: entity.name,
      field,
      expected,
      returned,
      right,
      invented: !right && (expected === null || expected === undefined) && returned !== null && returned !== undefined,
    });
  for (const [field, expected] of Object.entries(entity.expected.fields)) {
    const got = (result.fields as unknown as Record<string, { value: unknown } | null>)[field]?.value ?? null;
    const right =
      expected === null
        ? got === null
        : got !== null &&
          (CONTAINS.has(field)
            ? loose(got).includes(loose(expected)) || loose(expected).includes(loose(got))
            : loose(got) === loose(expected));
    row(field, expected, got, right);
  }
  const owners = [...result.fields.owners];
  for (const e of entity.expected.owners) {
    const at = owners.findIndex((o) => loose(o.name) === loose(e.name));
    const got = at >= 0 ? owners.splice(at, 1)[0]! : null;
    row(
      'owners',
      e,
      got && { name: got.name, percentage: got.percentage },
      got !== null && got.percentage === e.percentage,
    );
  }
  for (const extra of owners) row('owners', null, { name: extra.name, percentage: extra.percentage }, false);
  const officers = [...result.fields.managers_or_officers];
  for (const e of entity.expected.managers_or_officers) {
    const at = officers.findIndex((o) => loose(o.name) === loose(e.name));
    const got = at >= 0 ? officers.splice(at, 1)[0]! : null;
    row(
      'managers_or_officers',
      e,
      got && { name: got.name, title: got.title },
      got !== null && loose(got.title).includes(loose(e.title)),
    );
  }
  // Another title of a person already matched is not an extra person.
  const matchedNames = entity.expected.managers_or_officers.map((e) => loose(e.name));
  for (const extra of officers.filter((o) => !matchedNames.includes(loose(o.name))))
    row('managers_or_officers', null, { name: extra.name, title: extra.title }, false);
  for (const e of entity.expected.documents) {
    const got = result.documents.find((d) => d.file === e.file || d.file === `${e.file}.pdf`);
    row('document date', e.date, got?.date ?? null, (got?.date ?? null) === e.date);
    row('document signed', e.signed, got?.signed ?? null, (got?.signed ?? null) === e.signed);
  }
  // Who can sign: each labelled signer by name (and title, where labelled); a signer returned beyond them is wrong.
  if (entity.expected.signers) {
    const returned = [...signersOf(result)];
    for (const e of entity.expected.signers) {
      const at = returned.findIndex((s) => loose(s.name) === loose(e.name));
      const got = at >= 0 ? returned.splice(at, 1)[0]! : null;
      row(
        'signers',
        e,
        got && { name: got.name, title: got.title },
        got !== null && (e.title === null || loose(got.title ?? '').includes(loose(e.title))),
      );
    }
    for (const extra of returned) row('signers', null, { name: extra.name, title: extra.title }, false);
  }
  const missing = result.missing_exhibits.map((m) => loose(m.reference));
  for (const e of entity.expected.missing_exhibits)
    row('missing exhibits', e, missing.includes(loose(e)) ? e : null, missing.includes(loose(e)));
  for (const extra of missing.filter((m) => !entity.expected.missing_exhibits.some((e) => loose(e) === m)))
    row('missing exhibits', null, extra, false);
  const labelled = entity.expected.checks ?? [];
  for (const code of labelled)
    row(
      'checks',
      code,
      result.checks.some((c) => c.code === code) ? code : null,
      result.checks.some((c) => c.code === code),
    );
  // Checks every entity is labelled for: returned where the label does not list it, it is invented.
  for (const code of LABELLED_EVERYWHERE.filter((c) => !labelled.includes(c)))
    if (result.checks.some((c) => c.code === code)) row('checks', null, code, false);
  const sources = sourcesOf(result);
  return { rows, values: sources.length, grounded: sources.filter((s) => quoteIsOnPage(documents, s)).length };
}

export function summarize(scores: Score[]) {
  const rows = scores.flatMap((s) => s.rows);
  const byField = new Map<string, { right: number; total: number }>();
  for (const r of rows) {
    const f = byField.get(r.field) ?? { right: 0, total: 0 };
    f.total += 1;
    if (r.right) f.right += 1;
    byField.set(r.field, f);
  }
  const values = scores.reduce((n, s) => n + s.values, 0);
  const grounded = scores.reduce((n, s) => n + s.grounded, 0);
  const given = (v: unknown) => v !== null && v !== undefined;
  // What the documents state (the label has a value) and what the reader returned: recall and precision.
  const labelled = rows.filter((r) => given(r.expected));
  const returned = rows.filter((r) => given(r.returned));
  const wrongReturned = returned.filter((r) => !r.right);
  // Documents that name who can sign: right when every labelled signer is returned and no other.
  const signerEntities = new Map<string, boolean>();
  for (const r of rows.filter((r) => r.field === 'signers'))
    signerEntities.set(r.entity, (signerEntities.get(r.entity) ?? true) && r.right);
  const namingSigners = [...signerEntities.keys()].filter((e) =>
    rows.some((r) => r.entity === e && r.field === 'signers' && r.expected !== null),
  );
  return {
    byField,
    right: rows.filter((r) => r.right).length,
    total: rows.length,
    accuracy: rows.filter((r) => r.right).length / Math.max(1, rows.length),
    /** Of the values the documents state, the share the reader returned right. */
    labelledRight: labelled.filter((r) => r.right).length,
    labelled: labelled.length,
    /** Values returned that are not the labelled value (a label left empty included). */
    wrongReturned,
    returned: returned.length,
    precision: returned.length ? (returned.length - wrongReturned.length) / returned.length : 1,
    /** Of the entities whose documents name who can sign, those whose signers came back exactly. */
    signersRight: namingSigners.filter((e) => signerEntities.get(e)).length,
    signersNamed: namingSigners.length,
    invented: rows.filter((r) => r.invented),
    wrong: rows.filter((r) => !r.right),
    values,
    grounded,
  };
}
