import { toPages, type Page } from './clauses.ts';
import { dissolutionStatements, type DissolutionStatement } from './dissolution.ts';
import { dateOf, referencedExhibits, signedOf, suppliedExhibits, titleOf } from './document-rules.ts';
import { ground } from './ground.ts';
import { readSigners, signatureBlockOf } from './read-signers.ts';
import { instructionsIn, type InstructionPassage } from './instructions.ts';
import { consentCheckMessage } from './consent-wording.ts';
import { detectLanguage, ENGLISH, languageName } from './language.ts';
import { consentClauses, signingAuthorities } from './rules/authority.ts';
import { entityNames } from './rules/entity-name.ts';
import { entityTypes } from './rules/entity-type.ts';
import { fileNumbers, principalOffices, purposes, registeredAgents } from './rules/filing-facts.ts';
import { formationDates, formationStates } from './rules/formation.ts';
import { managements } from './rules/management.ts';
import { officers } from './rules/officers.ts';
import { ownerParties, ownerProse, ownerRows, statedTotalUnits } from './rules/owners.ts';
import type { Candidate } from './rules/patterns.ts';
import { stateCode, STATE_NAMES } from './states.ts';
import { normalizeForMatch } from './text.ts';
import { READER_FIELD_LABELS } from '../report/fields.ts';
import type {
  Consent,
  DocumentSummary,
  DocumentText,
  FieldKey,
  Grounded,
  MissingExhibit,
  Officer,
  OrderFacts,
  Owner,
  ReaderFields,
  ReaderResult,
  ReviewerCheck,
  Source,
} from './types.ts';

export const BUILT_IN_READER = 'built-in';

/** OCR'd pages below this mean confidence are flagged for a person to read. */
export const LOW_OCR_CONFIDENCE = 70;

/** Labels of the fields, as the reviewer's "Not found by the reader" list shows them (from the field registry). */
export const FIELD_LABELS: Record<keyof ReaderFields, string> = READER_FIELD_LABELS;

const key = (value: unknown) =>
  normalizeForMatch(String(value))
    .toLowerCase()
    .replace(/^the\s+/, '');

/** The grounded candidate with the most weight (a value proposed more often breaks ties). */
function best<T>(documents: readonly DocumentText[], candidates: Candidate<T>[]): Grounded<T> | null {
  const groups = new Map<string, { weight: number; count: number; grounded: Grounded<T> }>();
  for (const c of candidates) {
    const grounded = ground(documents, c.value, c.source, c.evidence);
    if (!grounded) continue;
    const k = key(c.value);
    const g = groups.get(k);
    if (!g) groups.set(k, { weight: c.weight, count: 1, grounded });
    else {
      g.count += 1;
      if (c.weight > g.weight) Object.assign(g, { weight: c.weight, grounded });
    }
  }
  const ranked = [...groups.values()].sort((a, b) => b.weight - a.weight || b.count - a.count);
  return ranked[0]?.grounded ?? null;
}

function readOwners(documents: readonly DocumentText[], pages: readonly Page[], name: string | null): Owner[] {
  const rows = ownerRows(pages);
  const total = rows.totalUnits ?? statedTotalUnits(pages);
  const groundedTotal = total ? ground(documents, total.value, total.source, { kind: 'number' }) : null;
  const owners: Owner[] = [];
  for (const c of [...rows.owners, ...ownerProse(pages), ...ownerParties(pages, name)]) {
    if (!ground(documents, c.name, c.source, { kind: 'text' })) continue;
    const units = c.units !== null && ground(documents, c.units, c.source, { kind: 'number' }) ? c.units : null;
    let percentage =
      c.percentage !== null && ground(documents, c.percentage, c.source, { kind: 'percentage' }) ? c.percentage : null;
    let totalUnits: Grounded<number> | undefined;
    if (percentage === null && units !== null && groundedTotal && groundedTotal.value > 0) {
      const derived = Math.round((units / groundedTotal.value) * 10000) / 100;
      if (ground(documents, derived, c.source, { kind: 'percentage', units, total: groundedTotal })) {
        percentage = derived;
        totalUnits = groundedTotal;
      }
    }
    const existing = owners.find((o) => key(o.name) === key(c.name));
    if (existing) {
      // The later statement's quote becomes the owner's source: only what it holds comes with it.
      if (existing.percentage === null && percentage !== null) {
        Object.assign(existing, {
          percentage,
          units,
          source: { ...c.source, quote: normalizeForMatch(c.source.quote) },
        });
        if (totalUnits) existing.total_units = totalUnits;
        else delete existing.total_units;
      }
      continue;
    }
    owners.push({
      name: c.name,
      percentage,
      units,
      source: { ...c.source, quote: normalizeForMatch(c.source.quote) },
      ...(totalUnits ? { total_units: totalUnits } : {}),
    });
  }
  return owners;
}

/** How much a name and a title read as written in running text: a name not all in capitals, an office capitalised. */
const writtenAsName = (o: { name: string; title: string }) =>
  (o.name === o.name.toUpperCase() ? 0 : 1) + (/^[A-Z]/.test(o.title) ? 1 : 0);

function readOfficers(documents: readonly DocumentText[], pages: readonly Page[], name: string | null): Officer[] {
  const out: Officer[] = [];
  const candidates = officers(pages, name);
  // How a trust takes title ("A, Trustee of the X Trust") yields to a statement of who the trustees are.
  const stated = new Set(candidates.filter((c) => c.weight > 1 && /trustee/i.test(c.title)).map((c) => key(c.name)));
  for (const c of candidates) {
    if (c.weight < 2 && stated.size > 0 && /trustee/i.test(c.title) && !stated.has(key(c.name))) continue;
    if (
      !ground(documents, c.name, c.source, { kind: 'text' }) ||
      !ground(documents, c.title, c.source, { kind: 'text' })
    )
      continue;
    const officer = { name: c.name, title: c.title, source: { ...c.source, quote: normalizeForMatch(c.source.quote) } };
    // One entry per person and title, each with its own quote (a merged title would not be in one quote). Where
    // the documents write the same one twice, the entry takes the way that reads as a name and an office
    // ("Alpine Trail Management, LLC" over "ALPINE TRAIL MANAGEMENT, LLC", "Trustee" over "trustee").
    const same = out.findIndex(
      (o) =>
        key(o.name) === key(c.name) && (key(o.title).includes(key(c.title)) || key(c.title).includes(key(o.title))),
    );
    if (same < 0) out.push(officer);
    else if (key(out[same]!.title) === key(c.title) && writtenAsName(c) > writtenAsName(out[same]!))
      out[same] = officer;
  }
  // Each person once in the order first named, an office (President) before a seat on the board (Director).
  const first = new Map<string, number>();
  out.forEach((o, i) => first.set(key(o.name), first.get(key(o.name)) ?? i));
  const seat = (o: Officer) => (/^(?:director|board member)s?$/i.test(o.title) ? 1 : 0);
  return out
    .map((o, i) => ({ o, i }))
    .sort((a, b) => first.get(key(a.o.name))! - first.get(key(b.o.name))! || seat(a.o) - seat(b.o) || a.i - b.i)
    .map(({ o }) => o);
}

function readConsents(documents: readonly DocumentText[], pages: readonly Page[]) {
  const consents: Consent[] = [];
  let restriction: Grounded<boolean> | null = null;
  let freedom: Grounded<boolean> | null = null;
  for (const c of consentClauses(pages)) {
    const evidence = { kind: 'enum', field: 'borrowing_restrictions' } as const;
    if (c.restricts) {
      const grounded = ground(documents, true, c.source, evidence);
      if (!grounded) continue;
      restriction ??= grounded;
      const threshold = c.threshold && ground(documents, c.threshold, c.source, { kind: 'text' }) ? c.threshold : null;
      const amount = c.amount && ground(documents, c.amount, c.source, { kind: 'text' }) ? c.amount : null;
      consents.push({ actions: c.actions, threshold, amount, source: grounded.source });
    } else {
      freedom ??= ground(documents, false, c.source, evidence);
    }
  }
  return { consents, borrowing: restriction ?? freedom };
}

function summarize(
  documents: readonly DocumentText[],
  doc: DocumentText,
  pages: readonly Page[],
  language: string | null,
): DocumentSummary {
  const own = pages.filter((p) => p.file === doc.file);
  const title = titleOf(own);
  const date = dateOf(own);
  const signed = signedOf(own);
  const t = title && ground(documents, title.value, title.source, { kind: 'text' });
  const d = date && ground(documents, date.value, date.source, { kind: 'date' });
  const s = signed && ground(documents, signed.value, signed.source, { kind: 'enum', field: 'signed' });
  const ocr = doc.pages.filter((p) => p.ocr);
  return {
    file: doc.file,
    pages: doc.pages.length,
    ocr_pages: ocr.map((p) => p.page),
    title: t ? t.value : null,
    date: d ? d.value : null,
    signed: s ? s.value : null,
    sources: { title: t ? t.source : null, date: d ? d.source : null, signed: s ? s.source : null },
    language,
    ...(ocr.length
      ? { ocr_confidence: Math.round(ocr.reduce((n, p) => n + (p.ocr?.confidence ?? 0), 0) / ocr.length) }
      : {}),
  };
}

/** The language of each document (null when its text does not say enough to tell). */
const languages = new WeakMap<DocumentText, string | null>();
function languageOf(doc: DocumentText): string | null {
  if (!languages.has(doc))
    languages.set(doc, detectLanguage(doc.pages.map((p) => p.text ?? '').join('\n'))?.code ?? null);
  return languages.get(doc)!;
}
/** The rules read English: a document whose language cannot be told is read as English. */
const isRead = (language: string | null) => language === null || language === ENGLISH;

/** The pages the rules read: those of the documents in English (or in a language that cannot be told). */
function readablePages(documents: readonly DocumentText[], pages: readonly Page[]): Page[] {
  const notRead = new Set(documents.filter((d) => !isRead(languageOf(d))).map((d) => d.file));
  return notRead.size === 0 ? [...pages] : pages.filter((p) => !notRead.has(p.file));
}

/**
 * Exhibits referred to and not supplied: no heading of theirs in the files, and, for an exhibit that is the form of
 * a document ("in the form attached hereto as Exhibit A"), that document is not one of the files (by its title).
 */
function readMissingExhibits(
  documents: readonly DocumentText[],
  pages: readonly Page[],
  docs: readonly DocumentSummary[],
): MissingExhibit[] {
  const supplied = suppliedExhibits(pages);
  // A document named by its words: "Amended & Restated Certificate of Incorporation", a file named
  // "restated-certificate-of-incorporation.pdf".
  const words = (s: string) =>
    new Set(
      normalizeForMatch(s)
        .toLowerCase()
        .replace(/\.pdf$/, '')
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 2 && !['and', 'the', 'for'].includes(w)),
    );
  const within = (a: Set<string>, b: Set<string>) => a.size >= 2 && [...a].every((w) => b.has(w));
  const isFile = (name: string | null, file: string) => {
    if (name === null) return false;
    const named = words(name);
    return docs.some(
      (d) =>
        d.file !== file &&
        [d.title, d.file].some((t) => t !== null && (within(words(t), named) || within(named, words(t)))),
    );
  };
  const out: MissingExhibit[] = [];
  for (const ref of referencedExhibits(pages)) {
    if (supplied.has(ref.key) || out.some((o) => o.reference.toLowerCase() === ref.reference.toLowerCase())) continue;
    if (isFile(ref.formOf, ref.source.file)) continue;
    const grounded = ground(documents, ref.reference, ref.source, { kind: 'text' });
    if (grounded) out.push({ reference: ref.reference, source: grounded.source });
  }
  return out;
}

/** Statements that the entity has ended, each grounded on its page (one per file at most). */
function readDissolutions(
  documents: readonly DocumentText[],
  pages: readonly Page[],
  name: string | null,
): Array<DissolutionStatement & { file: string }> {
  return dissolutionStatements(pages, name).flatMap((s) => {
    const grounded = ground(documents, true, s.source, { kind: 'enum', field: 'dissolved' });
    return grounded ? [{ ...s, file: s.source.file, source: grounded.source }] : [];
  });
}

/** A passage addressed to a reader, found by the rules or reported by another reader (an AI model). */
type Instruction = Omit<InstructionPassage, 'phrase'> & { phrase: string | null };

/**
 * Passages addressed to an automated reader, each grounded on its page: the rules' (instructions.ts), then those
 * another reader reported that the rules did not find (its quote on its page, not overlapping one of theirs).
 */
function readInstructions(
  documents: readonly DocumentText[],
  pages: readonly Page[],
  reported: readonly Source[],
): Instruction[] {
  const out: Instruction[] = [];
  for (const p of instructionsIn(pages)) {
    const grounded = ground(documents, p.phrase, p.source, { kind: 'text' });
    if (grounded) out.push({ phrase: p.phrase, source: grounded.source });
  }
  const loose = (q: string) => normalizeForMatch(q).toLowerCase();
  for (const source of reported.slice(0, 20)) {
    const grounded = ground(documents, source.quote, source, { kind: 'text' });
    if (!grounded) continue;
    const quote = loose(grounded.source.quote);
    const known = out.some(
      (o) =>
        o.source.file === source.file &&
        o.source.page === source.page &&
        (loose(o.source.quote).includes(quote) || quote.includes(loose(o.source.quote))),
    );
    if (!known) out.push({ phrase: null, source: grounded.source });
  }
  return out;
}

/** Every source an entry of a list field cites (its own, a total's, a signer's authority, limits and chain). */
function sourcesWithin(value: unknown): Source[] {
  if (Array.isArray(value)) return value.flatMap(sourcesWithin);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'source' && v && typeof v === 'object' ? [v as Source] : sourcesWithin(v),
  );
}

/** The labels of the fields with a value read from this page. */
function fieldsReadFrom(fields: ReaderFields, at: Source): string[] {
  const on = (s: Source | null | undefined) => s?.file === at.file && s.page === at.page;
  return (Object.keys(FIELD_LABELS) as FieldKey[])
    .filter((k) => {
      const v = fields[k];
      if (!Array.isArray(v)) return v !== null && on(v.source);
      return v.some((item: object) => sourcesWithin(item).some(on));
    })
    .map((k) => FIELD_LABELS[k]);
}

const ENDING_VERB = {
  dissolved: 'dissolve',
  cancelled: 'cancel',
  terminated: 'terminate',
  revoked: 'revoke',
  forfeited: 'forfeit',
} as const;

function checksFor(
  fields: ReaderFields,
  docs: DocumentSummary[],
  missing: MissingExhibit[],
  dissolutions: ReturnType<typeof readDissolutions>,
  instructions: readonly Instruction[],
  order?: OrderFacts,
  reader: string = BUILT_IN_READER,
): ReviewerCheck[] {
  const checks: ReviewerCheck[] = [];
  // Before all: the reading itself may have been steered, whatever else it found.
  for (const i of instructions) {
    const read = fieldsReadFrom(fields, i.source);
    checks.push({
      code: 'instructions',
      message:
        `${i.source.file}, page ${i.source.page}, has text addressed to an automated reader or assistant` +
        `${i.phrase ? ` ("${i.phrase}")` : ', as the AI reader reported'}: a legal document has no reason to address ` +
        `one, so it may be there to steer the reading. ` +
        (read.length > 0
          ? `Values read from this page are marked for review: ${read.join(', ')}.`
          : 'No value was read from this page.'),
      source: i.source,
    });
  }
  // A document the rules could not read: what it states is not in this reading, whatever the fields show.
  for (const doc of docs.filter((d) => !isRead(d.language ?? null)))
    checks.push({
      code: 'not-english',
      message:
        reader === BUILT_IN_READER
          ? `${doc.file} is in ${languageName(doc.language!)} and was not read: the built-in reader reads English only. ` +
            'Nothing in this reading comes from it; read it yourself or ask for an English translation.'
          : `${doc.file} is in ${languageName(doc.language!)}: its title, date, signature and exhibits were not read ` +
            '(the rules read English only). Check the values taken from it against its pages.',
      source: null,
    });
  // First: an entity that has ended cannot be the borrower, whatever else the documents say.
  for (const d of dissolutions)
    checks.push({
      code: 'dissolved',
      message:
        d.kind === 'title'
          ? `${d.file} is titled "${d.source.quote}": it records that the entity was ${d.ending}.`
          : d.kind === 'resolution'
            ? `${d.file} records an adopted resolution or consent to ${ENDING_VERB[d.ending]} the entity.`
            : `${d.file} states that the entity was ${d.ending}.`,
      source: d.source,
    });
  const name = fields.entity_legal_name;
  if (order?.entityName && name) {
    const ordered = normalizeForMatch(order.entityName);
    if (ordered !== name.value) {
      const loose = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
      checks.push({
        code: 'name-differs',
        message:
          loose(ordered) === loose(name.value)
            ? `The order names "${ordered}"; the documents write "${name.value}" (punctuation or case differs).`
            : `The order names "${ordered}"; the documents name "${name.value}".`,
        source: name.source,
      });
    }
  }
  const orderedState = order?.formationState ? stateCode(order.formationState) : null;
  if (orderedState && fields.formation_state && orderedState !== fields.formation_state.value) {
    checks.push({
      code: 'state-differs',
      message: `The order gives ${STATE_NAMES[orderedState]} as the formation state; the documents say ${STATE_NAMES[fields.formation_state.value]}.`,
      source: fields.formation_state.source,
    });
  }
  const stated = fields.owners.filter((o) => o.percentage !== null);
  if (stated.length > 0) {
    const total = Math.round(stated.reduce((n, o) => n + (o.percentage ?? 0), 0) * 100) / 100;
    const unknown = fields.owners.length - stated.length;
    if (total !== 100 || unknown > 0)
      checks.push({
        code: 'ownership-total',
        message:
          unknown > 0
            ? `Ownership: ${unknown} owner(s) without a stated percentage; the stated percentages add up to ${total}%.`
            : `Ownership percentages add up to ${total}%, not 100%.`,
        source: stated[0]!.source,
      });
  }
  for (const doc of docs.filter((d) => d.signed === false))
    checks.push({
      code: 'unsigned',
      message: `${doc.title ?? doc.file} is not signed (blank signature block).`,
      source: doc.sources.signed,
    });
  for (const consent of fields.consents.filter((c) => c.actions.some((a) => a === 'borrow' || a === 'pledge')))
    checks.push({
      code: 'borrowing-consent',
      message: consentCheckMessage(consent),
      source: consent.source,
    });
  for (const m of missing)
    checks.push({
      code: 'missing-exhibit',
      message: `${m.reference} is referred to but not supplied.`,
      source: m.source,
    });
  for (const doc of docs.filter((d) => d.ocr_confidence !== undefined && d.ocr_confidence < LOW_OCR_CONFIDENCE))
    checks.push({
      code: 'low-ocr-confidence',
      message: `${doc.file} was read by OCR with low confidence (${doc.ocr_confidence}%): check its values against the page.`,
      source: null,
    });
  return checks;
}

/**
 * The built-in reader: page texts in, grounded fields out. Deterministic; no I/O. `order` (optional) is what the
 * order says, for the reviewer's name and state checks.
 */
export function readDocuments(documents: readonly DocumentText[], options: { order?: OrderFacts } = {}): ReaderResult {
  const all = toPages(documents);
  const pages = readablePages(documents, all);
  const entity_legal_name = best(documents, entityNames(pages));
  const { consents, borrowing } = readConsents(documents, pages);
  const fields: ReaderFields = {
    entity_legal_name,
    entity_type: best(documents, entityTypes(pages, entity_legal_name?.value ?? null)),
    formation_state: best(documents, formationStates(pages, entity_legal_name?.value ?? null)),
    formation_date: best(documents, formationDates(pages)),
    file_number: best(documents, fileNumbers(pages)),
    management: best(documents, managements(pages)),
    signing_authority: best(documents, signingAuthorities(pages)),
    borrowing_restrictions: borrowing,
    owners: readOwners(documents, pages, entity_legal_name?.value ?? null),
    managers_or_officers: readOfficers(documents, pages, entity_legal_name?.value ?? null),
    principal_office: best(documents, principalOffices(pages)),
    registered_agent: best(documents, registeredAgents(pages)),
    purpose: best(documents, purposes(pages)),
    consents,
    signers: [],
    signature_block: [],
  };
  fields.signers = readSigners(documents, pages, fields);
  fields.signature_block = signatureBlockOf(documents, pages, fields);
  return completeResult(documents, fields, BUILT_IN_READER, options.order, all);
}

/**
 * The rest of a result around fields a reader found: each document's language, title, date and signature, the
 * exhibits referred to and not supplied, statements that the entity has ended, text addressed to an automated
 * reader (all by the rules, whichever reader found the fields, plus the passages of that kind `reported` by that
 * reader), the fields not found and the reviewer's checks. The rules read the documents in English only; text
 * addressed to a reader is looked for in every document.
 */
export function completeResult(
  documents: readonly DocumentText[],
  fields: ReaderFields,
  reader: string,
  order?: OrderFacts,
  pages: Page[] = toPages(documents),
  reported: readonly Source[] = [],
): ReaderResult {
  const read = readablePages(documents, pages);
  const docs = documents.map((d) => summarize(documents, d, read, languageOf(d)));
  const missing = readMissingExhibits(documents, read, docs);
  const dissolutions = readDissolutions(documents, read, fields.entity_legal_name?.value ?? null);
  // Fields the reader did not find: not evidence that the documents leave them out.
  const not_stated = (Object.keys(FIELD_LABELS) as Array<keyof ReaderFields>)
    .filter((k) => {
      const v = fields[k];
      return v === null || (Array.isArray(v) && v.length === 0);
    })
    .map((k) => FIELD_LABELS[k]);
  return {
    reader,
    documents: docs,
    fields,
    missing_exhibits: missing,
    not_stated,
    checks: checksFor(fields, docs, missing, dissolutions, readInstructions(documents, pages, reported), order, reader),
  };
}
