/**
 * The state's own status wording → the report's normalized bucket (NORMALIZED_SOS_STATUSES of
 * src/backend/schemas/report.ts, written out here so the core needs no schema package). The table follows the
 * status vocabulary of the report reference (reference/report-content.md §4.2, from the states' own glossaries
 * and Cobalt's, Middesk's and Enigma's documentation). A wording is compared after lower-casing, turning dashes
 * of any kind into "-", dropping the spaces around "-" and "/" and collapsing other whitespace, so
 * "Active - Good Standing", "ACTIVE-GOOD STANDING" and "Active – good standing" are one wording.
 *
 * | bucket                         | wordings (as states write them)                                                 |
 * | ------------------------------ | ------------------------------------------------------------------------------- |
 * | Active - good standing         | Active, Good Standing, In Good Standing, Active/Compliance, Active - Good        |
 * |                                | Standing, In Existence, Current-Active, Current, Existing, Active/In Good        |
 * |                                | Standing, Active/Current                                                        |
 * | Active - not in good standing  | Delinquent, Not in Good Standing, Active/Noncompliance, Active - Not in Good     |
 * |                                | Standing, AR Delinquent, Ceased Good Standing, Active/Failure to Pay Fee,        |
 * |                                | Non-compliant, Noncompliance, Past Due, Active - Delinquent, Tax Due             |
 * | Pending inactive               | Pending Inactive, Pending Dissolution, Pending Forfeiture, Pending              |
 * |                                | Administrative Dissolution, Notice of Intent to Forfeit, Pending Revocation     |
 * | Suspended / forfeited          | Forfeited, Tax Forfeited, Forfeited Existence, Forfeited - Failure to File,      |
 * |                                | Suspended, SOS Suspended, FTB Suspended, SOS/FTB Suspended, Suspended - FTB,     |
 * |                                | FTB Forfeited, SOS Forfeited, SOS/FTB Forfeited, Right to Transact Forfeited     |
 * | Revoked                        | Revoked, Administratively Revoked, Certificate of Authority Revoked,            |
 * |                                | Authority Revoked                                                               |
 * | Administratively dissolved     | Administratively Dissolved, Admin. Dissolved, Admin Dissolved, Administrative    |
 * |                                | Dissolution, Involuntarily Dissolved, Dissolved - Administrative, Void           |
 * | Voluntarily ended              | Dissolved, Voluntarily Dissolved, Cancelled, Canceled, Terminated, Withdrawn,    |
 * |                                | Merged, Merged Out, Converted, Converted-Out, Surrendered, Surrender, Term       |
 * |                                | Expired, Expired                                                                |
 * | Unknown                        | no status (the state publishes none: '' or absent), Inactive, and every wording  |
 * |                                | not in this table                                                               |
 *
 * "Inactive" alone says the entity is not active but not why (dissolved, forfeited, merged …), so it stays
 * Unknown rather than a guessed bucket; the state's words are kept beside it and Unknown is itself not active.
 * A wording not in the table is Unknown, never a guess. Cobalt's own active/inactive flag is used only as a
 * check: a wording this table calls active that Cobalt flags inactive is Unknown (the two sources disagree).
 */
export type NormalizedSosStatus =
  | 'Active - good standing'
  | 'Active - not in good standing'
  | 'Pending inactive'
  | 'Suspended / forfeited'
  | 'Revoked'
  | 'Administratively dissolved'
  | 'Voluntarily ended'
  | 'Unknown'
  | 'Not found';

/** The table above, by bucket (exported for the SQL twin's parity test: the report's contradiction checks). */
export const SOS_STATUS_WORDINGS: Readonly<
  Record<Exclude<NormalizedSosStatus, 'Unknown' | 'Not found'>, readonly string[]>
> = {
  'Active - good standing': [
    'Active',
    'Good Standing',
    'In Good Standing',
    'Active/Compliance',
    'Active - Good Standing',
    'In Existence',
    'Current-Active',
    'Current',
    'Existing',
    'Active/In Good Standing',
    'Active/Current',
  ],
  'Active - not in good standing': [
    'Delinquent',
    'Not in Good Standing',
    'Active/Noncompliance',
    'Active - Not in Good Standing',
    'AR Delinquent',
    'Ceased Good Standing',
    'Active/Failure to Pay Fee',
    'Non-compliant',
    'Noncompliance',
    'Past Due',
    'Active - Delinquent',
    'Tax Due',
  ],
  'Pending inactive': [
    'Pending Inactive',
    'Pending Dissolution',
    'Pending Forfeiture',
    'Pending Administrative Dissolution',
    'Notice of Intent to Forfeit',
    'Pending Revocation',
  ],
  'Suspended / forfeited': [
    'Forfeited',
    'Tax Forfeited',
    'Forfeited Existence',
    'Forfeited - Failure to File',
    'Suspended',
    'SOS Suspended',
    'FTB Suspended',
    'SOS/FTB Suspended',
    'Suspended - FTB',
    'FTB Forfeited',
    'SOS Forfeited',
    'SOS/FTB Forfeited',
    'Right to Transact Forfeited',
  ],
  Revoked: ['Revoked', 'Administratively Revoked', 'Certificate of Authority Revoked', 'Authority Revoked'],
  'Administratively dissolved': [
    'Administratively Dissolved',
    'Admin. Dissolved',
    'Admin Dissolved',
    'Administrative Dissolution',
    'Involuntarily Dissolved',
    'Dissolved - Administrative',
    'Void',
  ],
  'Voluntarily ended': [
    'Dissolved',
    'Voluntarily Dissolved',
    'Cancelled',
    'Canceled',
    'Terminated',
    'Withdrawn',
    'Merged',
    'Merged Out',
    'Converted',
    'Converted-Out',
    'Surrendered',
    'Surrender',
    'Term Expired',
    'Expired',
  ],
};

/** One spelling of a wording: lower case, one kind of dash, no spaces around "-" and "/", single spaces. */
export function wordingKey(wording: string): string {
  return wording
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s*([-/])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const BUCKET_OF = new Map<string, NormalizedSosStatus>(
  Object.entries(SOS_STATUS_WORDINGS).flatMap(([bucket, wordings]) =>
    wordings.map((w) => [wordingKey(w), bucket as NormalizedSosStatus] as const),
  ),
);

/**
 * The bucket of a state's status wording; '' or an unrecognised wording is 'Unknown'. `providerFlag` is the
 * provider's own active/inactive flag, if it gives one: an "active" wording it flags inactive is 'Unknown'.
 */
export function normalizeSosStatus(wording: string, providerFlag?: string): NormalizedSosStatus {
  const bucket = BUCKET_OF.get(wordingKey(wording)) ?? 'Unknown';
  if (bucket === 'Active - good standing' && providerFlag?.trim().toLowerCase() === 'inactive') return 'Unknown';
  return bucket;
}
