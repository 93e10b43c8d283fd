import type { RiskItem, SosCandidate, SosProvider, StoredSosLookup } from '@/backend';
import { RISK_FLAGS } from '@/lib/document-reader/report-draft';
import { blankSosCheck, type ReportFormValues, type RiskRow, type SosCheckRow } from '../editor/form-values';
import { ACTIVE_GOOD_STANDING, NO_STATUS_PUBLISHED, PROVIDER_NAMES } from './sos-wording';

/**
 * What choosing a Secretary of State registration (or the state's "no record") does to the report in the
 * editor (issue 31 §2): the check for that state's role is filled from the record with its evidence, a registered
 * name that differs from the entity's is a name-mismatch flag (N1), a status other than active and in good standing
 * is a status flag (S1 to S4 of the report's flag library) and caps the conclusion at "Confirmed subject to
 * conditions". Pure: the editor's values in, the changed parts and what was done out.
 */

export type SosRole = 'Formation state' | 'Property state';

export const CAPPED_VERDICT = 'Confirmed subject to conditions';

const SOURCE_MAX = 500;

/** Who or what the registered name is compared with: the order, the report's entity legal name, the documents. */
export interface NameToMatch {
  /** Where the name is written, after "in": "the order", "the report", "the documents". */
  where: string;
  name: string;
}

export interface SosChoice {
  lookup: StoredSosLookup;
  /** The chosen registration; null for the state's "no record" answer (lookup.outcome 'not_found'). */
  candidate: SosCandidate | null;
  role: SosRole;
  names: readonly NameToMatch[];
}

export interface SosFillResult {
  secretaryOfState: SosCheckRow[];
  riskItems: RiskRow[];
  verdict: string;
  /** The labels of the check's fields that were written. */
  filled: string[];
  /** The flags the choice calls for, now in the risk flags (one already there is not added twice). */
  flagged: RiskItem[];
  /** The verdict before, when it was lowered. */
  cappedFrom: string | null;
  /** Whether the status keeps the conclusion below "Confirmed". */
  capsConclusion: boolean;
}

/**
 * A name as compared: case, punctuation and the usual spellings of an entity's kind ("L.L.C.", "Limited
 * Liability Company", "Inc.", "Corporation") do not make two names different.
 */
export function comparableName(name: string): string {
  return (
    ` ${name.toLowerCase().normalize('NFKD')} `
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      // "L.L.C." and "L. P." first, so their dots do not split them into letters.
      .replace(/\b((?:[a-z]\s*\.\s*){2,})/g, (m) => m.replace(/[\s.]/g, ''))
      .replace(/[^a-z0-9]+/g, ' ')
      .replace(/ limited liability company /g, ' llc ')
      .replace(/ limited partnership /g, ' lp ')
      .replace(/ incorporated /g, ' inc ')
      .replace(/ corporation /g, ' corp ')
      .replace(/ company /g, ' co ')
      .replace(/ limited /g, ' ltd ')
      .replace(/^ the /, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function sameEntityName(a: string, b: string): boolean {
  return comparableName(a) === comparableName(b);
}

const formatCaptured = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'an unstated date'
    : `${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
};

/** Where the check was read: the provider, the state's page and the screenshot, within the report's 500 characters. */
export function sourceOf(provider: SosProvider, state: string, candidate: SosCandidate | null): string {
  const who = PROVIDER_NAMES[provider];
  const base = `${who.charAt(0).toUpperCase()}${who.slice(1)}, ${state} Secretary of State record`;
  if (!candidate?.sourceUrl) return base.slice(0, SOURCE_MAX);
  const withUrl = `${base}: ${candidate.sourceUrl}`;
  const withShot = candidate.screenshotUrl ? `${withUrl} (screenshot: ${candidate.screenshotUrl})` : withUrl;
  if (withShot.length <= SOURCE_MAX) return withShot;
  return withUrl.length <= SOURCE_MAX ? withUrl : `${withUrl.slice(0, SOURCE_MAX - 1)}…`;
}

/** The check for `role` as the record says it; registration falls back to the staff's choice, then the role's usual. */
export function checkFromChoice(
  { lookup, candidate, role }: SosChoice,
  existing: SosCheckRow | undefined,
): SosCheckRow {
  const usual = role === 'Formation state' ? 'Domestic' : 'Foreign';
  const registration = candidate?.registration || existing?.registration || usual;
  if (!candidate) {
    return {
      ...blankSosCheck(role, lookup.state),
      registration,
      stateStatus: `No record found under “${lookup.query_name}”`,
      normalizedStatus: 'Not found',
      capturedAt: isoOf(lookup.looked_up_at),
      source: sourceOf(lookup.provider, lookup.state, null),
    };
  }
  return {
    role,
    state: lookup.state,
    registeredName: candidate.name,
    fileNumber: candidate.fileNumber,
    registration,
    stateStatus: candidate.stateStatus.trim() || NO_STATUS_PUBLISHED,
    normalizedStatus: candidate.normalizedStatus,
    lastFiling: candidate.lastFiling,
    registeredAgent: candidate.registeredAgent,
    capturedAt: candidate.capturedAt,
    source: sourceOf(lookup.provider, lookup.state, candidate),
  };
}

/** The lookup's time as the report's ISO timestamp ('' when unreadable: the field then asks for it). */
function isoOf(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const FILLED_LABELS: Array<[keyof SosCheckRow, string]> = [
  ['registeredName', 'registered name'],
  ['fileNumber', 'file number'],
  ['registration', 'registration'],
  ['stateStatus', 'state status wording'],
  ['normalizedStatus', 'normalized status'],
  ['lastFiling', 'last filing'],
  ['registeredAgent', 'registered agent'],
  ['capturedAt', 'captured at'],
  ['source', 'source'],
];

const evidenceOf = (check: SosCheckRow, provider: SosProvider) =>
  `${check.state} Secretary of State record read by ${PROVIDER_NAMES[provider]} on ${formatCaptured(check.capturedAt)}` +
  (check.registeredName ? `: “${check.registeredName}”` : '') +
  (check.fileNumber ? `, file number ${check.fileNumber}` : '') +
  `, status “${check.stateStatus}” (${check.normalizedStatus}). Source: ${check.source}`;

/** The status flag of the report's flag library for this role and normalized status, or null when active. */
function statusFlag(check: SosCheckRow, role: SosRole): Omit<RiskItem, 'evidence'> | null {
  const status = check.normalizedStatus;
  if (status === ACTIVE_GOOD_STANDING) return null;
  const state = check.state;
  if (status === 'Unknown')
    return {
      id: 'S4',
      severity: 'Medium',
      title: `${state} status not published`,
      finding: `The ${state} Secretary of State record does not give the entity’s status.`,
      mitigation: `Obtain a certified certificate of status (good standing) directly from the ${state} Secretary of State.`,
      closingCondition: true,
    };
  if (role === 'Property state' && status === 'Not found')
    return {
      id: 'S2',
      severity: 'High',
      title: `No registration in ${state}`,
      finding: `The ${state} Secretary of State has no record under the name searched: the entity does not appear to be registered in the property state.`,
      mitigation: `Confirm whether the entity must register in ${state}; if so, obtain its foreign qualification there and a certificate of good standing.`,
      closingCondition: true,
    };
  if (role === 'Property state')
    return {
      id: 'S3',
      severity: 'High',
      title: `${state} registration not active`,
      finding: `The ${state} Secretary of State shows the entity’s registration as “${check.stateStatus}” (${status}).`,
      mitigation: `Obtain the reinstatement of the ${state} registration and a current certificate of good standing there before closing.`,
      closingCondition: true,
    };
  const library = RISK_FLAGS.dissolved!;
  return {
    ...library,
    title:
      status === 'Not found'
        ? `No record in ${state}, the formation state`
        : `Formation-state status not active: ${status}`,
    finding:
      status === 'Not found'
        ? `The ${state} Secretary of State has no record under the name searched.`
        : `The ${state} Secretary of State shows the entity as “${check.stateStatus}” (${status}).`,
  };
}

function nameFlag(check: SosCheckRow, names: readonly NameToMatch[]): Omit<RiskItem, 'evidence'> | null {
  if (!check.registeredName) return null;
  const differing = names.filter((n) => n.name.trim() && !sameEntityName(n.name, check.registeredName));
  if (differing.length === 0) return null;
  const library = RISK_FLAGS['name-differs']!;
  return {
    ...library,
    title: 'Registered name differs from the entity’s name',
    finding: `The ${check.state} Secretary of State registers the entity as “${check.registeredName}”; the name is ${differing
      .map((n) => `“${n.name.trim()}” in ${n.where}`)
      .join(' and ')}.`,
  };
}

const sameFlag = (a: RiskRow, b: RiskRow) => a.id === b.id && a.finding === b.finding;

/**
 * The editor's parts after the choice: the role's check replaced (or added), flags drafted, the verdict capped.
 * `previous`: the flags an earlier choice for this role drafted, removed when still as drafted.
 */
export function fillFromLookup(
  values: Pick<ReportFormValues, 'secretaryOfState' | 'riskItems' | 'conclusion'>,
  choice: SosChoice,
  previous: readonly RiskItem[] = [],
): SosFillResult {
  const index = values.secretaryOfState.findIndex((c) => c.role === choice.role);
  const check = checkFromChoice(choice, index >= 0 ? values.secretaryOfState[index] : undefined);
  const secretaryOfState = values.secretaryOfState.map((c) => ({ ...c }));
  if (index >= 0) secretaryOfState[index] = check;
  else if (choice.role === 'Formation state') secretaryOfState.unshift(check);
  else secretaryOfState.push(check);

  const evidence = evidenceOf(check, choice.lookup.provider);
  const drafted = [nameFlag(check, choice.names), statusFlag(check, choice.role)]
    .filter((f): f is Omit<RiskItem, 'evidence'> => f !== null)
    .map((f) => ({ ...f, evidence }));
  const kept = values.riskItems.filter(
    (r) => !previous.some((p) => sameFlag(r, p) && r.evidence === p.evidence && r.mitigation === p.mitigation),
  );
  const riskItems = [...kept.map((r) => ({ ...r })), ...drafted.filter((f) => !kept.some((r) => sameFlag(r, f)))];

  const capsConclusion = check.normalizedStatus !== ACTIVE_GOOD_STANDING;
  const before = values.conclusion.verdict;
  const verdict = capsConclusion && before === 'Confirmed' ? CAPPED_VERDICT : before;
  return {
    secretaryOfState,
    riskItems,
    verdict,
    filled: FILLED_LABELS.filter(([key]) => check[key] !== '').map(([, label]) => label),
    flagged: drafted,
    cappedFrom: verdict !== before ? before : null,
    capsConclusion,
  };
}
