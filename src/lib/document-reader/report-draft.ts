import { REPORT_SCHEMA_VERSION, type ReportContent, type RiskItem } from '../../backend/schemas/report.ts';
import { consentChecklistItem, consentText } from './consent-wording.ts';
import { forReviewReason, onInstructionPage } from './instructions.ts';
import { ENGLISH, languageName } from './language.ts';
import { STATE_NAMES } from './states.ts';
import type { CheckCode, EntityType, ManagementType, ReaderResult, ReviewerCheck, Signer, Source } from './types.ts';
import { REPORT_FIELDS, type ReaderFieldName, type ReportFieldPath } from '../report/fields.ts';

/**
 * The reader's result as a partial draft of the report (reportContentSchema): only values the documents state,
 * each with its source under the same field path, so the editor can show where a value came from and the
 * reviewer fills the rest. Beside the core, not in it: it needs the report schema's types.
 */

export interface DocumentDraft {
  content: Partial<ReportContent>;
  /** Field path ("entityName", "ownership.0", "authority.consents.1") → where the documents say it. */
  sources: Record<string, Source>;
  /** For the reviewer: the fields the reader did not find ("Not found by the reader"; they may still be stated). */
  notFound: string[];
  /** Which reader drafted ("built-in", "ai:<model>"). */
  reader: string;
  /**
   * Field path → why it is marked for review: drafted from a page with text addressed to an automated reader
   * (an 'instructions' check), so the reviewer must decide on it before publishing.
   */
  forReview: Record<string, string>;
}

const REPORT_TYPE: Record<EntityType, ReportContent['reportType']> = {
  LLC: 'Limited Liability Company',
  Corporation: 'Corporation',
  'Limited Partnership': 'Limited Partnership',
  'General Partnership': 'General Partnership',
  'Revocable Trust': 'Revocable Trust',
  'Irrevocable Trust': 'Irrevocable Trust',
};

const MANAGEMENT: Record<ManagementType, string> = {
  'member-managed': 'Member-managed',
  'manager-managed': 'Manager-managed',
  board: 'Board of directors and officers',
  'general partner': 'Managed by the general partner(s)',
  trustee: 'Managed by the trustee(s)',
};

/** How a reader value becomes the report's wording, for the fields that do not take it as read. */
const REPORT_WORDING: Partial<Record<ReportFieldPath, (value: string) => string | undefined>> = {
  reportType: (type) => REPORT_TYPE[type as EntityType],
  entityType: (type) => REPORT_TYPE[type as EntityType],
  formationState: (code) => STATE_NAMES[code],
  managementType: (management) => MANAGEMENT[management as ManagementType],
};

/**
 * The report's top-level fields the reader drafts, with the reader field each comes from, in the registry's order.
 * Those read as a list (the owners) and the nested ones (the authority clause) are drafted with their neighbours.
 */
const DRAFTED_FIELDS = (Object.entries(REPORT_FIELDS) as Array<[ReportFieldPath, { from?: ReaderFieldName }]>)
  .filter(([path, field]) => !path.includes('.') && field.from)
  .map(([path, field]) => ({ path, from: field.from! }));

const cite = (s: Source) => `${s.file}, p. ${s.page}`;

/**
 * The reviewer's checks that are risk flags, with the flag library's code, severity and closing condition
 * (report content reference §4.3: N1, N2, A7, D1, D2, S1). The finding is the check's message and the evidence its
 * quote, both from the documents; the mitigation is the library's standard step, worded as what to obtain or
 * confirm, so it asserts nothing about this entity. Not flags: a consent to borrow (already a consent and a
 * closing-checklist item) and low OCR confidence (about the reading, not the entity).
 */
export const RISK_FLAGS: Partial<Record<CheckCode, Omit<RiskItem, 'finding' | 'evidence'>>> = {
  dissolved: {
    id: 'S1',
    severity: 'High',
    title: 'Documents state the entity has ended',
    mitigation:
      'Confirm the entity’s status with the Secretary of State. If it is not active, it must be reinstated and a current certificate of good standing delivered before closing.',
    closingCondition: true,
  },
  'name-differs': {
    id: 'N1',
    severity: 'Medium',
    title: 'Name in the documents differs from the order',
    mitigation:
      'Confirm the exact registered name with the Secretary of State and use it in the loan documents; if the name changed, obtain the amendment.',
    closingCondition: false,
  },
  'state-differs': {
    id: 'N2',
    severity: 'Medium',
    title: 'Formation state differs from the order',
    mitigation:
      'Confirm the state of formation with the Secretary of State, check the status there and correct the order and the loan documents.',
    closingCondition: true,
  },
  'ownership-total': {
    id: 'A7',
    severity: 'Medium',
    title: 'Ownership does not reconcile',
    mitigation: 'Obtain an updated ownership schedule, with any assignments, showing interests that add up to 100%.',
    closingCondition: true,
  },
  unsigned: {
    id: 'D1',
    severity: 'High',
    title: 'Governing document not signed',
    mitigation: 'Obtain a fully executed copy, or a ratification signed by everyone who must sign it.',
    closingCondition: true,
  },
  'missing-exhibit': {
    id: 'D2',
    severity: 'Medium',
    title: 'Referenced exhibit not supplied',
    mitigation: 'Obtain a complete copy with the exhibit, certified as complete by an officer, manager or trustee.',
    closingCondition: true,
  },
};

const MAX_EVIDENCE = 2000;
const MAX_RISK_ITEMS = 40;

/** A flag for each check of RISK_FLAGS that the documents show (it has a source); others stay in the panel. */
function riskItemsOf(checks: readonly ReviewerCheck[]): Array<{ item: RiskItem; source: Source }> {
  return checks
    .flatMap((check) => {
      const flag = RISK_FLAGS[check.code];
      if (!flag || !check.source) return [];
      const evidence = `${cite(check.source)}: “${check.source.quote}”`;
      return [
        {
          item: {
            ...flag,
            finding: check.message,
            evidence: evidence.length > MAX_EVIDENCE ? `${evidence.slice(0, MAX_EVIDENCE - 2)}…”` : evidence,
          },
          source: check.source,
        },
      ];
    })
    .slice(0, MAX_RISK_ITEMS);
}

/**
 * What a lender obtains to rely on the signature block (the library's standard step, worded as what to obtain, so
 * it asserts nothing about this entity).
 */
export const SIGNER_EVIDENCE =
  'A certificate of incumbency (for a trust, a certification of trust) confirming that the signers above hold their offices at closing.';

/** The signers as the report lists them: "Lorenzo Medina, Manager; Hana Fujii, Manager (each may sign alone: “Any Manager”)". */
function signersText(signers: readonly Signer[]): string {
  const names = signers.map((s) => (s.title ? `${s.name}, ${s.title}` : s.name)).join('; ');
  const acting = signers.every((s) => s.acting === 'alone')
    ? signers.length > 1
      ? 'each may sign alone'
      : 'may sign alone'
    : signers.some((s) => s.acting === 'jointly')
      ? 'signing jointly'
      : null;
  const holder = `“${signers[0]!.authority.value}”`;
  return `${names} (${acting ? `${acting}: ` : ''}${holder}, ${cite(signers[0]!.authority.source)})`;
}

/** A document's status line: signed or not, or, for one the built-in reader did not read for its language, that. */
function documentStatus(d: ReaderResult['documents'][number], reader: string): string {
  if (d.language && d.language !== ENGLISH && reader === 'built-in')
    return `In ${languageName(d.language)}: not read by the built-in reader`;
  if (d.signed === true) return 'Signed';
  return d.signed === false ? 'Not signed' : '';
}

export function reportDraftFromReading(result: ReaderResult): DocumentDraft {
  const f = result.fields;
  const content: Partial<ReportContent> = { schemaVersion: REPORT_SCHEMA_VERSION };
  const sources: Record<string, Source> = {};
  // The single-value fields, each from the reader field the registry names, in the report's wording.
  for (const { path, from } of DRAFTED_FIELDS) {
    const read = f[from];
    if (!read || Array.isArray(read)) continue;
    const value = REPORT_WORDING[path] ? REPORT_WORDING[path](String(read.value)) : String(read.value);
    if (value === undefined) continue;
    // The wording tables and the state names give only values the report's schema accepts.
    (content as Record<string, unknown>)[path] = value;
    sources[path] = read.source;
  }
  // The report's ownership needs a percentage per owner: only when the documents give every owner one.
  if (f.owners.length > 0 && f.owners.every((o) => o.percentage !== null && o.percentage > 0)) {
    content.ownership = f.owners.map((o, i) => {
      sources[`ownership.${i}`] = o.source;
      return {
        owner: o.name,
        percentage: o.percentage!,
        interest: o.units !== null ? `${o.units.toLocaleString('en-US')} units` : '',
      };
    });
  }
  // Each consent in the clause's own words (its threshold, then the clause quoted): nothing added to what it says.
  const consents = f.consents.map((c, i) => {
    sources[`authority.consents.${i}`] = c.source;
    return consentText(c);
  });
  // Who signs: the signers by name and title (how they act, and the clause's holder phrase); the clause itself.
  const signers = f.signers ?? [];
  const clause = signers[0]?.authority.source ?? f.signing_authority?.source ?? null;
  if (signers.length > 0 || f.signing_authority || consents.length > 0) {
    content.authority = {
      signers: signers.length > 0 ? signersText(signers) : (f.signing_authority?.value ?? ''),
      clause: clause?.quote ?? '',
      consents,
    };
    const named = signers[0]?.source ?? f.signing_authority?.source;
    if (named) sources['authority.signers'] = named;
    if (clause) sources['authority.clause'] = clause;
  }
  // The suggested signature block, each line with its quote.
  const block = f.signature_block ?? [];
  if (block.length > 0) {
    const lines: string[] = [];
    for (const line of block) {
      if (line.level === 0) {
        sources[`signatureBlock.lines.${lines.length}`] = line.source;
        lines.push(`${line.party},`);
        if (line.capacity) {
          sources[`signatureBlock.lines.${lines.length}`] = line.capacity.source;
          lines.push(line.capacity.value);
        }
        continue;
      }
      sources[`signatureBlock.lines.${lines.length}`] = line.source;
      lines.push(`By: ${line.party}${line.capacity ? `, its ${line.capacity.value}` : ''}`);
    }
    content.signatureBlock = { lines, supportingDeliverable: SIGNER_EVIDENCE };
  }
  content.documents = result.documents.map((d) => ({
    title: d.title ?? d.file,
    date: d.date ?? '',
    pages: d.pages,
    status: documentStatus(d, result.reader),
  }));
  content.missingDocuments = result.missing_exhibits.map((m, i) => {
    sources[`missingDocuments.${i}`] = m.source;
    return `${m.reference} (referred to in ${cite(m.source)})`;
  });
  const flags = riskItemsOf(result.checks);
  if (flags.length > 0)
    content.riskItems = flags.map(({ item, source }, i) => {
      sources[`riskItems.${i}`] = source;
      return item;
    });
  // A sentence per consent to borrow or encumber: what to obtain (the threshold as written), where it is required.
  content.closingChecklist = f.consents
    .filter((c) => c.actions.includes('borrow') || c.actions.includes('pledge'))
    .map(consentChecklistItem);
  const forReview: Record<string, string> = {};
  for (const [path, source] of Object.entries(sources))
    if (onInstructionPage(result.checks, source)) forReview[path] = forReviewReason(source);
  return { content, sources, notFound: result.not_stated, reader: result.reader, forReview };
}
