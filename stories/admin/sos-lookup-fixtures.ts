import {
  BackendError,
  type BackendAdapter,
  type BackendErrorCode,
  type CheckSecretaryOfStateInput,
  type SosCandidate,
  type StoredSosLookup,
} from '@/backend';

/**
 * Secretary of State lookups for the editor's stories and tests, in the port's shape (issue 31): each outcome the
 * sandbox provider knows (active, dissolved, forfeited, no status published, no record, several close matches),
 * and a fake `sosLookups` port that answers them, fails, or never answers (a slow state).
 */

const CAPTURED = '2026-11-20T15:04:00.000Z';
let ids = 0;
const uuid = () => `5a5a5a5a-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`;

export function candidate(overrides: Partial<SosCandidate> = {}): SosCandidate {
  return {
    name: 'OAK HOLLOW DEVELOPMENT CORP.',
    state: 'Georgia',
    fileNumber: '19031234',
    entityType: 'Domestic Profit Corporation',
    registration: 'Domestic',
    stateStatus: 'Active/Compliance',
    normalizedStatus: 'Active - good standing',
    formationDate: '2019-03-04',
    registeredAgent: 'Registered Agents Inc., 300 Colonial Center Pkwy, Roswell, GA',
    lastFiling: 'Annual registration 2026',
    sourceUrl: 'https://ecorp.sos.ga.gov/BusinessSearch/BusinessInformation?businessId=1903123',
    screenshotUrl: 'https://sandbox.example/screenshots/ga-19031234.png',
    capturedAt: CAPTURED,
    confidence: 0.97,
    ...overrides,
  };
}

export function lookup(
  state: StoredSosLookup['state'],
  candidates: SosCandidate[],
  overrides: Partial<StoredSosLookup> = {},
): StoredSosLookup {
  return {
    id: uuid(),
    order_id: '00000000-0000-4000-8000-000000000000',
    state,
    query_name: 'Oak Hollow Development Corp.',
    provider: 'sandbox',
    outcome: candidates.length > 0 ? 'found' : 'not_found',
    candidates: candidates.map((c) => ({ ...c, state })),
    looked_up_at: CAPTURED,
    looked_up_by: null,
    ...overrides,
  };
}

/** Each outcome of a lookup of the formation state (Georgia, the seeded In review order's). */
export const OUTCOMES = {
  active: () => lookup('Georgia', [candidate()]),
  dissolved: () =>
    lookup('Georgia', [
      candidate({
        stateStatus: 'Admin. Dissolved',
        normalizedStatus: 'Administratively dissolved',
        lastFiling: 'Annual registration 2022',
      }),
    ]),
  forfeited: () =>
    lookup('Georgia', [
      candidate({ stateStatus: 'Forfeited - Franchise Tax', normalizedStatus: 'Suspended / forfeited' }),
    ]),
  noStatus: () =>
    lookup('Georgia', [candidate({ stateStatus: '', normalizedStatus: 'Unknown', lastFiling: '', screenshotUrl: '' })]),
  notFound: () => lookup('Georgia', []),
  several: () =>
    lookup('Georgia', [
      candidate({
        name: 'OAK HOLLOW DEVELOPMENT, LLC',
        fileNumber: '21087766',
        entityType: 'Domestic Limited Liability Company',
        formationDate: '2021-06-30',
        confidence: 0.81,
      }),
      candidate(),
      candidate({
        name: 'OAK HOLLOW DEVELOPMENT CORPORATION',
        fileNumber: '0712345',
        stateStatus: 'Withdrawn',
        normalizedStatus: 'Voluntarily ended',
        formationDate: '2007-01-15',
        registeredAgent: 'Jane Doe, 12 Peachtree St, Atlanta, GA',
        lastFiling: 'Certificate of withdrawal 2015',
        confidence: 0.74,
      }),
    ]),
};

/** The property state's (South Carolina's) lookup: a foreign registration in good standing. */
export const propertyActive = () =>
  lookup('South Carolina', [
    candidate({
      fileNumber: 'SC-884201',
      entityType: 'Foreign Corporation',
      registration: 'Foreign',
      stateStatus: 'Good Standing',
      sourceUrl: 'https://businessfilings.sc.gov/BusinessFiling/Entity/Profile/884201',
      screenshotUrl: '',
      confidence: 0.95,
    }),
  ]);

export type SosAnswer = StoredSosLookup | { fail: string; message?: string } | 'never';

/** A BackendError with an issue 31 code (the port's codes, spelled as the Edge Function answers them). */
export const sosError = (code: string, message = 'The lookup failed.') =>
  new BackendError(code as BackendErrorCode, message);

/**
 * A fake `sosLookups` port: `stored` is what latest() answers; check() answers from `answers` by state (a lookup,
 * a failure, or never), and records each call so a test can tell a lookup was not bought.
 */
export function fakeSosLookups(
  stored: StoredSosLookup[] = [],
  answers: Partial<Record<string, SosAnswer>> = {},
): BackendAdapter['sosLookups'] & { calls: CheckSecretaryOfStateInput[] } {
  const calls: CheckSecretaryOfStateInput[] = [];
  return {
    calls,
    latest: async () => stored,
    check: async (input) => {
      calls.push(input);
      const answer = answers[input.state];
      if (answer === 'never') return new Promise<never>(() => {});
      if (!answer) throw sosError('sos_state_not_covered', `The provider does not cover ${input.state}.`);
      if ('fail' in answer) throw sosError(answer.fail, answer.message);
      return { ...answer, query_name: input.name ?? answer.query_name };
    },
  };
}
