import type { ReportContent } from '../../backend/schemas/report.ts';
import { normalizeSosStatus } from '../sos-lookup/statuses.ts';

/**
 * The report checks itself before publishing (issue 46 §3): the things a valid report can say that do not fit
 * together. Each contradiction names the fields it is between (content paths, dotted as the editor and the
 * server name them), so the editor can list it with its other problems and take the reviewer to those fields.
 * Publishing a report with any needs a written override, kept with the version.
 *
 * Framework-free and imported by relative path with its extension. The SQL twin is
 * private.report_contradictions(jsonb) (supabase/migrations/…3000_report_checks_itself.sql); one case corpus
 * (supabase/tests/fixtures/report-contradictions-corpus.json) runs through both, so the rules and their messages
 * cannot drift apart.
 *
 * Ownership that does not add up to 100 is not here: the report schema refuses it outright (OWNERSHIP_TOTAL_MESSAGE,
 * and private.report_content_errors() in SQL), listed with the editor's other problems at the ownership field.
 */

export const CONTRADICTION_RULES = [
  /** A High flag under an overall risk of Low or Medium. */
  'high-flag-under-lower-risk',
  /** An unconditional "Confirmed" with a flag that is a closing condition. */
  'confirmed-with-closing-condition',
  /** A confirming conclusion while a Secretary of State check is inactive, not found or unknown. */
  'confirmed-with-inactive-status',
  /** A person who signs in the signature block but is not named as a signer or officer. */
  'signer-not-named',
  /** The state's own status wording names another bucket than the normalized status chosen. */
  'status-wording-mismatch',
] as const;
export type ContradictionRule = (typeof CONTRADICTION_RULES)[number];

export interface Contradiction {
  rule: ContradictionRule;
  /** What does not fit, in words. */
  message: string;
  /** The fields it is between (content paths); the first is the one to go to. */
  paths: string[];
}

/** The report parts the rules read: any report content (validated or a draft's candidate of the same shape). */
export type ContradictionInput = Pick<
  ReportContent,
  'reportType' | 'conclusion' | 'riskLevel' | 'riskItems' | 'authority' | 'signatureBlock' | 'secretaryOfState'
> & { corporate?: ReportContent['corporate'] };

/** The verdicts that confirm authority, with or without conditions. */
const CONFIRMING_VERDICTS: readonly string[] = ['Confirmed', 'Confirmed subject to conditions'];

/**
 * The normalized statuses a confirming conclusion can stand on: active, in good standing or not. Every other one is
 * inactive, not found or unknown ('' is a status not chosen yet, in an unfinished report).
 */
const ACTIVE_STATUSES: readonly string[] = ['', 'Active - good standing', 'Active - not in good standing'];

/** A trust is created by its agreement, not by a filing: no Secretary of State record is the expected answer. */
const TRUST_TYPES: readonly string[] = ['Revocable Trust', 'Irrevocable Trust'];

/**
 * A person's name as compared: accents, case, punctuation and spacing do not make two names different
 * ("José O'Neil, Jr." and "JOSE ONEIL JR" are one name:
 * apostrophes and full stops are dropped, any other punctuation separates words). SQL: private.report_name_key().
 */
export function reportNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Who signs in a signature block: the name on each "Name:" line, up to a comma ("Name: JANE DOE, Secretary").
 * A blank or underscored line ("Name: ________") names nobody.
 */
export function signatureBlockSigners(lines: readonly string[]): Array<{ index: number; name: string }> {
  const signers: Array<{ index: number; name: string }> = [];
  lines.forEach((line, index) => {
    const match = /^\s*name\s*:(.*)$/i.exec(line);
    if (!match) return;
    const name = match[1]!.split(',')[0]!.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
    if (reportNameKey(name) !== '') signers.push({ index, name });
  });
  return signers;
}

function highFlagsUnderLowerRisk(report: ContradictionInput): Contradiction[] {
  if (report.riskLevel === 'High') return [];
  return report.riskItems.flatMap((item, i) =>
    item.severity === 'High'
      ? [
          {
            rule: 'high-flag-under-lower-risk' as const,
            message: `Flag ${item.id} (${item.title}) is High, but the overall risk is ${report.riskLevel}.`,
            paths: ['riskLevel', `riskItems.${i}.severity`],
          },
        ]
      : [],
  );
}

function confirmedWithClosingConditions(report: ContradictionInput): Contradiction[] {
  // "Confirmed subject to conditions" is the conclusion for open closing conditions: only a plain "Confirmed" clashes.
  if (report.conclusion.verdict !== 'Confirmed') return [];
  return report.riskItems.flatMap((item, i) =>
    item.closingCondition
      ? [
          {
            rule: 'confirmed-with-closing-condition' as const,
            message: `The conclusion is "Confirmed", but flag ${item.id} (${item.title}) is an open closing condition.`,
            paths: ['conclusion.verdict', `riskItems.${i}.closingCondition`],
          },
        ]
      : [],
  );
}

function confirmedWithInactiveStatus(report: ContradictionInput): Contradiction[] {
  const verdict = report.conclusion.verdict;
  if (!CONFIRMING_VERDICTS.includes(verdict)) return [];
  const trust = TRUST_TYPES.includes(report.reportType);
  return report.secretaryOfState.flatMap((check, i) =>
    !ACTIVE_STATUSES.includes(check.normalizedStatus) && !(trust && check.normalizedStatus === 'Not found')
      ? [
          {
            rule: 'confirmed-with-inactive-status' as const,
            message: `The conclusion is "${verdict}", but the ${check.state} Secretary of State status is "${check.normalizedStatus}".`,
            paths: ['conclusion.verdict', `secretaryOfState.${i}.normalizedStatus`],
          },
        ]
      : [],
  );
}

function signersNotNamed(report: ContradictionInput): Contradiction[] {
  const officers = report.corporate
    ? [
        report.corporate.officers.presidentAndCeo,
        report.corporate.officers.secretary,
        report.corporate.officers.treasurer,
        report.corporate.chairman,
        report.corporate.viceChairman,
      ]
    : [];
  const named = [report.authority.signers, ...officers].map((text) => ` ${reportNameKey(text)} `);
  return signatureBlockSigners(report.signatureBlock.lines)
    .filter(({ name }) => !named.some((text) => text.includes(` ${reportNameKey(name)} `)))
    .map(({ index, name }) => ({
      rule: 'signer-not-named' as const,
      message: `${name} signs in the signature block, but the report does not name them among the signers, managers, officers or trustees.`,
      paths: [`signatureBlock.lines.${index}`, 'authority.signers'],
    }));
}

function statusWordingMismatches(report: ContradictionInput): Contradiction[] {
  return report.secretaryOfState.flatMap((check, i) => {
    // A wording the status table does not know says nothing; choosing "Unknown" is caution, not a contradiction.
    const read = normalizeSosStatus(check.stateStatus);
    if (read === 'Unknown' || check.normalizedStatus === 'Unknown' || read === check.normalizedStatus) return [];
    return [
      {
        rule: 'status-wording-mismatch' as const,
        message: `The ${check.state} status wording "${check.stateStatus}" means "${read}", not "${check.normalizedStatus}".`,
        paths: [`secretaryOfState.${i}.stateStatus`, `secretaryOfState.${i}.normalizedStatus`],
      },
    ];
  });
}

/** Every contradiction in a report, rule by rule in CONTRADICTION_RULES order, each rule in the report's order. */
export function reportContradictions(report: ContradictionInput): Contradiction[] {
  return [
    ...highFlagsUnderLowerRisk(report),
    ...confirmedWithClosingConditions(report),
    ...confirmedWithInactiveStatus(report),
    ...signersNotNamed(report),
    ...statusWordingMismatches(report),
  ];
}
