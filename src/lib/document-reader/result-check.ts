import { valueFollowsFromQuote, type Evidence } from './ground.ts';
import type { Grounded, ReaderFields } from './types.ts';

/**
 * The grounding rule applied to a whole stored result (issue 42 §3): every value a ReaderResult carries has a
 * source, and follows from that source's quote by the evidence kind the reader used for its field. Whether each
 * quote is on its page is the other half (quoteIsOnPage), checked against the stored texts. The result is
 * untrusted JSON: any shape is read, keys the rule does not know are left alone. Its twin is
 * private.reading_value_fault (migration 2200); both run the results of supabase/tests/fixtures/grounding-corpus.json.
 */

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAbsent = (v: Json) => v === null || v === undefined;
const hasQuote = (s: Json): s is { quote: string } => isObject(s) && typeof s.quote === 'string';

type ValueField = Exclude<
  keyof ReaderFields,
  'owners' | 'managers_or_officers' | 'consents' | 'signers' | 'signature_block'
>;

/** The evidence kind of each single-valued field, in the order the fields are checked (ReaderFields' order). */
export const FIELD_EVIDENCE: Readonly<Record<ValueField, Evidence>> = {
  entity_legal_name: { kind: 'text' },
  entity_type: { kind: 'enum', field: 'entity_type' },
  formation_state: { kind: 'state' },
  formation_date: { kind: 'date' },
  file_number: { kind: 'text' },
  management: { kind: 'enum', field: 'management' },
  signing_authority: { kind: 'text' },
  borrowing_restrictions: { kind: 'enum', field: 'borrowing_restrictions' },
  principal_office: { kind: 'text' },
  registered_agent: { kind: 'text' },
  purpose: { kind: 'text' },
};

/** A document summary's values, with the evidence of each (its source is `sources[key]`). */
const DOCUMENT_EVIDENCE: ReadonlyArray<[key: 'title' | 'date' | 'signed', evidence: Evidence]> = [
  ['title', { kind: 'text' }],
  ['date', { kind: 'date' }],
  ['signed', { kind: 'enum', field: 'signed' }],
];

const fault = {
  noSource: (path: string) => `The reading's ${path} has a value but no source`,
  notFollowing: (path: string) => `The reading's ${path} does not follow from its quote`,
  notGrounded: (path: string) => `The reading's ${path} must be null or a value with its source`,
  notAList: (path: string) => `The reading's ${path} must be a list`,
  notAnObject: (path: string) => `The reading's ${path} must be an object`,
};

/** A list's entries, or the fault of a value that is not a list (absent counts as empty). */
function entries(value: Json, path: string): Json[] | string {
  if (isAbsent(value)) return [];
  return Array.isArray(value) ? value : fault.notAList(path);
}

/** One {value, source}: null when absent or grounded, else the fault. */
function groundedFault(item: Json, path: string, evidence: Evidence): string | null {
  if (isAbsent(item)) return null;
  if (!isObject(item) || isAbsent(item.value)) return fault.notGrounded(path);
  if (!hasQuote(item.source)) return fault.noSource(path);
  return valueFollowsFromQuote(item.value, item.source.quote, evidence) ? null : fault.notFollowing(path);
}

function ownerFault(owner: Record<string, Json>, quote: string, path: string): string | null {
  if (!valueFollowsFromQuote(owner.name, quote, { kind: 'text' })) return fault.notFollowing(`${path}.name`);
  const units = owner.units;
  if (!isAbsent(units) && !valueFollowsFromQuote(units, quote, { kind: 'number' }))
    return fault.notFollowing(`${path}.units`);
  const total = owner.total_units;
  const totalFault = groundedFault(total, `${path}.total_units`, { kind: 'number' });
  if (totalFault) return totalFault;
  const percentage = owner.percentage;
  if (isAbsent(percentage)) return null;
  // Stated in the quote, or derived from the owner's units and the (grounded) total, as the reader derives it.
  const derived =
    typeof units === 'number' &&
    isObject(total) &&
    typeof total.value === 'number' &&
    // valueFollowsFromQuote reads the total's value; its source was checked just above.
    valueFollowsFromQuote(percentage, quote, {
      kind: 'percentage',
      units,
      total: total as unknown as Grounded<number>,
    });
  return derived || valueFollowsFromQuote(percentage, quote, { kind: 'percentage' })
    ? null
    : fault.notFollowing(`${path}.percentage`);
}

/** The first fault of a list whose entries carry their own source, checked entry by entry. */
function listFault(
  list: Json,
  path: string,
  check: (entry: Record<string, Json>, quote: string, path: string) => string | null,
): string | null {
  const items = entries(list, path);
  if (typeof items === 'string') return items;
  for (const [i, entry] of items.entries()) {
    const at = `${path}[${i}]`;
    if (!isObject(entry)) return fault.notAnObject(at);
    if (!hasQuote(entry.source)) return fault.noSource(at);
    const found = check(entry, entry.source.quote, at);
    if (found) return found;
  }
  return null;
}

const textFault = (value: Json, quote: string, path: string) =>
  valueFollowsFromQuote(value, quote, { kind: 'text' }) ? null : fault.notFollowing(path);

const TEXT: Evidence = { kind: 'text' };

/**
 * A signer: the name is in its quote; the title (when given) in that quote or in the authority clause's (the
 * office the clause names); the holder phrase in the authority clause, which must be there; `acting` (when given)
 * worded in that clause; each limit and each link of the chain in its own quote.
 */
function signerFault(s: Record<string, Json>, quote: string, path: string): string | null {
  const nameFault = textFault(s.name, quote, `${path}.name`);
  if (nameFault) return nameFault;
  if (isAbsent(s.authority)) return fault.noSource(`${path}.authority`);
  const authorityFault = groundedFault(s.authority, `${path}.authority`, TEXT);
  if (authorityFault) return authorityFault;
  const clause = ((s.authority as Record<string, Json>).source as { quote: string }).quote;
  if (
    !isAbsent(s.title) &&
    !valueFollowsFromQuote(s.title, quote, TEXT) &&
    !valueFollowsFromQuote(s.title, clause, TEXT)
  )
    return fault.notFollowing(`${path}.title`);
  if (!isAbsent(s.acting) && !valueFollowsFromQuote(s.acting, clause, { kind: 'enum', field: 'acting' }))
    return fault.notFollowing(`${path}.acting`);
  const limits = entries(s.limits, `${path}.limits`);
  if (typeof limits === 'string') return limits;
  for (const [i, limit] of limits.entries()) {
    const found = groundedFault(limit, `${path}.limits[${i}]`, TEXT);
    if (found) return found;
  }
  return listFault(
    s.chain,
    `${path}.chain`,
    (link, linkQuote, at) =>
      textFault(link.name, linkQuote, `${at}.name`) ?? textFault(link.title, linkQuote, `${at}.title`),
  );
}

/**
 * The first value of a reader's result that has no source or does not follow from its quote, as a message naming
 * it ("The reading's fields.owners[1].percentage does not follow from its quote"); null when every value does.
 * Order: the fields in ReaderFields' order (owners, officers, consents, signers and the signature block entry by
 * entry), then the documents, then the missing exhibits.
 */
export function readerResultFault(result: Json): string | null {
  if (!isObject(result)) return fault.notAnObject('result');
  const fields = result.fields;
  if (!isAbsent(fields) && !isObject(fields)) return fault.notAnObject('fields');
  const f = (fields ?? {}) as Record<string, Json>;
  for (const [key, evidence] of Object.entries(FIELD_EVIDENCE)) {
    const found = groundedFault(f[key], `fields.${key}`, evidence);
    if (found) return found;
  }
  const found =
    listFault(f.owners, 'fields.owners', ownerFault) ??
    listFault(
      f.managers_or_officers,
      'fields.managers_or_officers',
      (o, quote, path) => textFault(o.name, quote, `${path}.name`) ?? textFault(o.title, quote, `${path}.title`),
    ) ??
    listFault(f.consents, 'fields.consents', (c, quote, path) =>
      // A consent is a restriction on borrowing: the clause must say so, as the reader requires.
      !valueFollowsFromQuote(true, quote, { kind: 'enum', field: 'borrowing_restrictions' })
        ? fault.notFollowing(path)
        : ((isAbsent(c.threshold) ? null : textFault(c.threshold, quote, `${path}.threshold`)) ??
          (isAbsent(c.amount) ? null : textFault(c.amount, quote, `${path}.amount`))),
    ) ??
    listFault(f.signers, 'fields.signers', signerFault) ??
    listFault(
      f.signature_block,
      'fields.signature_block',
      (line, quote, path) =>
        // The party is in the line's quote; the capacity (a description, a title) in its own.
        textFault(line.party, quote, `${path}.party`) ?? groundedFault(line.capacity, `${path}.capacity`, TEXT),
    );
  if (found) return found;

  const documents = entries(result.documents, 'documents');
  if (typeof documents === 'string') return documents;
  for (const [i, doc] of documents.entries()) {
    if (!isObject(doc)) return fault.notAnObject(`documents[${i}]`);
    const sources = isObject(doc.sources) ? doc.sources : {};
    for (const [key, evidence] of DOCUMENT_EVIDENCE) {
      if (isAbsent(doc[key])) continue;
      const path = `documents[${i}].${key}`;
      const source = sources[key];
      if (!hasQuote(source)) return fault.noSource(path);
      if (!valueFollowsFromQuote(doc[key], source.quote, evidence)) return fault.notFollowing(path);
    }
  }
  return listFault(result.missing_exhibits, 'missing_exhibits', (m, quote, path) =>
    textFault(m.reference, quote, `${path}.reference`),
  );
}
