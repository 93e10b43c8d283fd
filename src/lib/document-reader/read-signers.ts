import type { Page } from './clauses.ts';
import { enumEvidenceHolds, ground, valueFollowsFromQuote, type Evidence } from './ground.ts';
import { authorityRules, entityDescriptions, signerCandidates, signersFor } from './rules/signers.ts';
import { asOffice } from './rules/parties.ts';
import { normalizeForMatch } from './text.ts';
import type { DocumentText, Grounded, ReaderFields, SignatureLine, Signer, SignerLink } from './types.ts';

/**
 * Who may sign for the entity and the signature block built from them (issue 44 §4), each value grounded: the
 * rules of rules/signers.ts find the authority clauses and the holders of the offices they name; here every
 * name, title, holder phrase, limit and link of a chain passes ground(), as every other value of the reader.
 */

const text: Evidence = { kind: 'text' };
const key = (s: string) =>
  normalizeForMatch(s)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const ENTITY =
  /\b(?:LLC|L\.L\.C\.|Inc\.?|Incorporated|Corporation|Corp\.?|Company|L\.P\.|LP|LLLP|Ltd\.?|Trust|Partners|Series [A-Z0-9]+)$/;

/** Who signs for an entity signer, grounded, outermost first (at most three levels). */
function chainOf(documents: readonly DocumentText[], pages: readonly Page[], name: string, depth = 0): SignerLink[] {
  if (depth > 2 || !ENTITY.test(name)) return [];
  for (const link of signersFor(pages, name)) {
    const grounded = ground(documents, link.name, link.source, text);
    if (!grounded || !valueFollowsFromQuote(link.title, grounded.source.quote, text)) continue;
    if (key(link.name) === key(name)) continue;
    const own: SignerLink = { name: link.name, title: link.title, source: grounded.source };
    return [own, ...chainOf(documents, pages, link.name, depth + 1)];
  }
  return [];
}

export function readSigners(
  documents: readonly DocumentText[],
  pages: readonly Page[],
  fields: ReaderFields,
): Signer[] {
  const rules = authorityRules(pages);
  if (rules.length === 0) return [];
  const candidates = signerCandidates(
    pages,
    rules,
    fields.managers_or_officers,
    fields.owners,
    fields.entity_type?.value ?? null,
  );
  const entity = fields.entity_legal_name ? key(fields.entity_legal_name.value) : null;
  const out: Signer[] = [];
  for (const c of candidates) {
    // The entity does not sign for itself.
    if (entity && key(c.name) === entity) continue;
    if (out.some((s) => key(s.name) === key(c.name))) continue;
    const named = ground(documents, c.name, c.source, text);
    const authority = ground(documents, c.rule.holder, c.rule.source, text);
    if (!named || !authority) continue;
    const title =
      c.title !== null &&
      (valueFollowsFromQuote(c.title, named.source.quote, text) ||
        valueFollowsFromQuote(c.title, authority.source.quote, text))
        ? c.title
        : null;
    const acting =
      c.rule.acting && enumEvidenceHolds('acting', c.rule.acting, authority.source.quote) ? c.rule.acting : null;
    const limits: Array<Grounded<string>> = [];
    for (const phrase of c.rule.limits) {
      const g = ground(documents, phrase, c.rule.source, text);
      if (g) limits.push(g);
    }
    // A consent the documents require of this office ("No Manager may cause the Company to borrow … without …").
    const office = c.office && c.office.toLowerCase().replace(/s$/, '');
    for (const consent of fields.consents) {
      if (!office || !consent.source.quote.toLowerCase().includes(office)) continue;
      for (const phrase of [consent.amount, consent.threshold]) {
        if (!phrase || limits.some((l) => key(l.value).includes(key(phrase)) || key(phrase).includes(key(l.value))))
          continue;
        const g = ground(documents, phrase, consent.source, text);
        if (g) limits.push(g);
      }
    }
    out.push({
      name: c.name,
      title: title && asOffice(title),
      acting,
      source: named.source,
      authority,
      limits,
      chain: chainOf(documents, pages, c.name),
    });
  }
  return out;
}

/**
 * The suggested signature block: the entity (its name, and its description where the documents write it), then
 * who signs ("By: <signer>, its <title>"), then who signs for a signer that is an entity. When each signer may
 * sign alone, one signer is enough: the first; otherwise every signer signs.
 */
export function signatureBlockOf(
  documents: readonly DocumentText[],
  pages: readonly Page[],
  fields: ReaderFields,
): SignatureLine[] {
  const name = fields.entity_legal_name;
  if (fields.signers.length === 0) return [];
  const lines: SignatureLine[] = [];
  // The entity's line when the documents name it (the reviewer adds it otherwise).
  if (name) {
    let capacity: Grounded<string> | null = null;
    if (fields.entity_type && fields.formation_state) {
      const found = entityDescriptions(pages, fields.entity_type.value, fields.formation_state.value);
      const own = found.find((d) => key(d.source.quote).includes(key(name.value))) ?? found[0];
      capacity = own ? ground(documents, own.value, own.source, text) : null;
    }
    lines.push({ level: 0, party: name.value, capacity, source: name.source });
  }
  const signers = fields.signers.every((s) => s.acting === 'alone') ? fields.signers.slice(0, 1) : fields.signers;
  for (const s of signers) {
    const title =
      s.title === null
        ? null
        : valueFollowsFromQuote(s.title, s.source.quote, text)
          ? { value: s.title, source: s.source }
          : { value: s.title, source: s.authority.source };
    lines.push({ level: 1, party: s.name, capacity: title, source: s.source });
    s.chain.forEach((link, i) =>
      lines.push({
        level: 2 + i,
        party: link.name,
        capacity: { value: link.title, source: link.source },
        source: link.source,
      }),
    );
  }
  return lines;
}
