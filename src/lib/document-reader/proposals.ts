import { toPages } from './clauses.ts';
import { enumEvidenceHolds, ground, valueFollowsFromQuote, type Evidence } from './ground.ts';
import { signatureBlockOf } from './read-signers.ts';
import { completeResult } from './reader.ts';
import { stateCode } from './states.ts';
import {
  CONSENT_ACTIONS,
  ENTITY_TYPES,
  MANAGEMENT_TYPES,
  SIGNER_ACTING,
  type Consent,
  type ConsentAction,
  type DocumentText,
  type Grounded,
  type Officer,
  type OrderFacts,
  type Owner,
  type ReaderFields,
  type ReaderResult,
  type Signer,
  type SignerLink,
  type Source,
} from './types.ts';

/**
 * Another reader's answer (an AI model's, parsed from its JSON) made into a result by the same grounding rule as
 * the built-in reader: every proposed value with its quote goes through ground(); what fails is dropped and
 * listed as not stated. The answer is untrusted input: any shape is accepted and anything malformed is ignored.
 */

export interface Proposed {
  value: unknown;
  source: Source;
}

export interface ProposedFields {
  entity_legal_name?: Proposed | null;
  entity_type?: Proposed | null;
  formation_state?: Proposed | null;
  formation_date?: Proposed | null;
  file_number?: Proposed | null;
  management?: Proposed | null;
  signing_authority?: Proposed | null;
  borrowing_restrictions?: Proposed | null;
  principal_office?: Proposed | null;
  registered_agent?: Proposed | null;
  purpose?: Proposed | null;
  /** A percentage derived from units needs the statement of the total units, with its own quote. */
  owners?: Array<{
    name: unknown;
    percentage?: unknown;
    units?: unknown;
    source: Source;
    total_units?: { value: unknown; source: Source };
  }> | null;
  managers_or_officers?: Array<{ name: unknown; title: unknown; source: Source }> | null;
  consents?: Array<{ actions: unknown; threshold?: unknown; amount?: unknown; source: Source }> | null;
  /** Who may sign: the name's quote, the authority clause with its holder phrase, limits and the chain. */
  signers?: Array<{
    name: unknown;
    title?: unknown;
    acting?: unknown;
    source: Source;
    authority?: { value: unknown; source: Source } | null;
    limits?: Array<{ value: unknown; source: Source }> | null;
    chain?: Array<{ name: unknown; title: unknown; source: Source }> | null;
  }> | null;
  /** Passages the reader found addressed to it: reviewer checks when their quote is on their page, not values. */
  addressed_to_reader?: Source[] | null;
}

const isSource = (s: unknown): s is Source =>
  typeof s === 'object' &&
  s !== null &&
  typeof (s as Source).file === 'string' &&
  Number.isInteger((s as Source).page) &&
  typeof (s as Source).quote === 'string';

function one<T>(
  documents: readonly DocumentText[],
  proposed: Proposed | null | undefined,
  evidence: Evidence,
  accept: (v: unknown) => v is T,
): Grounded<T> | null {
  if (!proposed || !isSource(proposed.source) || !accept(proposed.value)) return null;
  return ground(documents, proposed.value, proposed.source, evidence);
}

const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0 && v.length <= 2000;
const iso = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (values as readonly string[]).includes(v);
const bool = (v: unknown): v is boolean => typeof v === 'boolean';
const list = <T>(v: T[] | null | undefined): T[] => (Array.isArray(v) ? v.slice(0, 200) : []);

export function groundProposals(
  documents: readonly DocumentText[],
  proposed: ProposedFields,
  options: { reader: string; order?: OrderFacts },
): ReaderResult {
  const p = (typeof proposed === 'object' && proposed !== null ? proposed : {}) as ProposedFields;
  const state =
    p.formation_state && typeof p.formation_state.value === 'string' ? stateCode(p.formation_state.value) : null;
  const owners: Owner[] = [];
  for (const o of list(p.owners)) {
    if (!o || !isSource(o.source) || !text(o.name) || !ground(documents, o.name, o.source, { kind: 'text' })) continue;
    const units =
      typeof o.units === 'number' && ground(documents, o.units, o.source, { kind: 'number' }) ? o.units : null;
    const total =
      o.total_units && typeof o.total_units.value === 'number' && isSource(o.total_units.source)
        ? ground(documents, o.total_units.value, o.total_units.source, { kind: 'number' })
        : null;
    const stated =
      typeof o.percentage === 'number' && ground(documents, o.percentage, o.source, { kind: 'percentage' });
    const derived =
      !stated && typeof o.percentage === 'number' && units !== null && total
        ? ground(documents, o.percentage, o.source, { kind: 'percentage', units, total })
        : null;
    const percentage = stated || derived ? (o.percentage as number) : null;
    owners.push({
      name: o.name,
      percentage,
      units,
      source: ground(documents, o.name, o.source, { kind: 'text' })!.source,
      ...(derived && total ? { total_units: total } : {}),
    });
  }
  const officers: Officer[] = [];
  for (const o of list(p.managers_or_officers)) {
    if (!o || !isSource(o.source) || !text(o.name) || !text(o.title)) continue;
    const name = ground(documents, o.name, o.source, { kind: 'text' });
    if (name && ground(documents, o.title, o.source, { kind: 'text' }))
      officers.push({ name: o.name, title: o.title, source: name.source });
  }
  const consents: Consent[] = [];
  for (const c of list(p.consents)) {
    if (!c || !isSource(c.source) || !Array.isArray(c.actions)) continue;
    const actions = c.actions.filter(oneOf(CONSENT_ACTIONS)) as ConsentAction[];
    const grounded =
      actions.length > 0 ? ground(documents, true, c.source, { kind: 'enum', field: 'borrowing_restrictions' }) : null;
    if (!grounded) continue;
    const threshold =
      text(c.threshold) && ground(documents, c.threshold, c.source, { kind: 'text' }) ? c.threshold : null;
    const amount = text(c.amount) && ground(documents, c.amount, c.source, { kind: 'text' }) ? c.amount : null;
    consents.push({ actions, threshold, amount, source: grounded.source });
  }
  const signers: Signer[] = [];
  for (const sg of list(p.signers)) {
    if (!sg || !isSource(sg.source) || !text(sg.name) || !sg.authority || !isSource(sg.authority.source)) continue;
    const name = ground(documents, sg.name, sg.source, { kind: 'text' });
    const authority = text(sg.authority.value)
      ? ground(documents, sg.authority.value, sg.authority.source, { kind: 'text' })
      : null;
    if (!name || !authority || signers.some((o) => o.name === sg.name)) continue;
    // The title is in the name's quote or is the office the authority clause names.
    const title =
      text(sg.title) &&
      (valueFollowsFromQuote(sg.title, name.source.quote, { kind: 'text' }) ||
        valueFollowsFromQuote(sg.title, authority.source.quote, { kind: 'text' }))
        ? sg.title
        : null;
    const acting =
      oneOf(SIGNER_ACTING)(sg.acting) && enumEvidenceHolds('acting', sg.acting, authority.source.quote)
        ? sg.acting
        : null;
    const limits: Array<Grounded<string>> = [];
    for (const l of list(sg.limits ?? [])) {
      const g =
        l && isSource(l.source) && text(l.value) ? ground(documents, l.value, l.source, { kind: 'text' }) : null;
      if (g) limits.push(g);
    }
    const chain: SignerLink[] = [];
    for (const c of list(sg.chain ?? [])) {
      if (!c || !isSource(c.source) || !text(c.name) || !text(c.title)) break;
      const link = ground(documents, c.name, c.source, { kind: 'text' });
      if (!link || !valueFollowsFromQuote(c.title, link.source.quote, { kind: 'text' })) break;
      chain.push({ name: c.name, title: c.title, source: link.source });
    }
    signers.push({ name: sg.name, title, acting, source: name.source, authority, limits, chain });
  }
  const fields: ReaderFields = {
    entity_legal_name: one(documents, p.entity_legal_name, { kind: 'text' }, text),
    entity_type: one(documents, p.entity_type, { kind: 'enum', field: 'entity_type' }, oneOf(ENTITY_TYPES)),
    formation_state:
      state && p.formation_state
        ? one(documents, { ...p.formation_state, value: state }, { kind: 'state' }, text)
        : null,
    formation_date: one(documents, p.formation_date, { kind: 'date' }, iso),
    file_number: one(documents, p.file_number, { kind: 'text' }, text),
    management: one(documents, p.management, { kind: 'enum', field: 'management' }, oneOf(MANAGEMENT_TYPES)),
    signing_authority: one(documents, p.signing_authority, { kind: 'text' }, text),
    borrowing_restrictions: one(
      documents,
      p.borrowing_restrictions,
      { kind: 'enum', field: 'borrowing_restrictions' },
      bool,
    ),
    owners,
    managers_or_officers: officers,
    principal_office: one(documents, p.principal_office, { kind: 'text' }, text),
    registered_agent: one(documents, p.registered_agent, { kind: 'text' }, text),
    purpose: one(documents, p.purpose, { kind: 'text' }, text),
    consents,
    signers,
    signature_block: [],
  };
  fields.signature_block = signatureBlockOf(documents, toPages(documents), fields);
  const reported = list(p.addressed_to_reader).filter(isSource);
  return completeResult(documents, fields, options.reader, options.order, undefined, reported);
}
