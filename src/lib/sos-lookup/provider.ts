import type { NormalizedSosStatus } from './statuses.ts';

/**
 * One registration a provider found, in the shape of sosCandidateSchema (src/backend/schemas/sos-lookup.ts),
 * written out here so the core needs no schema package; the app parses it with that schema all the same.
 */
export interface SosCandidate {
  name: string;
  /** The state searched, by its full name ("Delaware"). */
  state: string;
  fileNumber: string;
  entityType: string;
  registration: '' | 'Domestic' | 'Foreign';
  /** The state's own wording, verbatim; '' when the state publishes none. */
  stateStatus: string;
  normalizedStatus: NormalizedSosStatus;
  /** YYYY-MM-DD or ''. */
  formationDate: string;
  registeredAgent: string;
  lastFiling: string;
  sourceUrl: string;
  screenshotUrl: string;
  /** ISO 8601 with offset. */
  capturedAt: string;
  /** 0 to 1. */
  confidence: number;
}

/** At most this many candidates are kept (SOS_CANDIDATES_MAX of the schema), the most confident first. */
export const SOS_CANDIDATES_MAX = 20;

/**
 * Why a provider did not answer with registrations:
 * - not_configured: no API key; unauthorized: the key was refused (401/403); unavailable: unreachable or 503;
 * - rate_limited: too many requests (429); usage_cap: the account's lookups are used up;
 * - state_not_covered: the provider does not search that state;
 * - failed: the provider answered an error (`httpStatus`); malformed: an answer that cannot be read.
 */
export type SosProviderErrorKind =
  | 'not_configured'
  | 'unauthorized'
  | 'unavailable'
  | 'rate_limited'
  | 'usage_cap'
  | 'state_not_covered'
  | 'failed'
  | 'malformed';

export type SosSearchAnswer =
  | { kind: 'ready'; candidates: SosCandidate[] }
  /** The state is slow: ask again with poll(retryId). */
  | { kind: 'pending'; retryId: string }
  | { kind: 'not_found' }
  | { kind: 'error'; error: SosProviderErrorKind; httpStatus?: number };

/**
 * A Secretary of State provider: Cobalt Intelligence in production (cobalt.ts), the sandbox offline
 * (sandbox.ts). `state` is the state's full name; the provider turns it into what its API wants.
 */
export interface SosProvider {
  readonly id: 'cobalt' | 'sandbox';
  search(name: string, state: string): Promise<SosSearchAnswer>;
  poll(retryId: string): Promise<SosSearchAnswer>;
}

export type SosLookupResult =
  | { ok: true; outcome: 'found'; candidates: SosCandidate[] }
  | { ok: true; outcome: 'not_found'; candidates: [] }
  | { ok: false; error: SosProviderErrorKind | 'timeout'; httpStatus?: number };

export interface LookUpOptions {
  /** Wait between polls of a pending answer. */
  pollIntervalMs: number;
  /** The whole lookup, first search included; past it the answer is 'timeout'. */
  timeoutMs: number;
  /** Defaults to setTimeout; tests pass their own clock. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const TIMED_OUT = Symbol('timed out');

/** The provider's answer, or TIMED_OUT when it has not come by the deadline (a hanging request). */
async function beforeDeadline<T>(work: Promise<T>, remainingMs: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, remainingMs));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Searches, then polls a pending answer every pollIntervalMs until it is ready, not found, an error, or the
 * time is up. A poll that would end after the deadline is not started, and a request still unanswered at the
 * deadline is not waited for: the answer is 'timeout'.
 */
export async function lookUpSos(
  provider: SosProvider,
  name: string,
  state: string,
  options: LookUpOptions,
): Promise<SosLookupResult> {
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  let answer = await beforeDeadline(provider.search(name, state), deadline - now());
  while (answer !== TIMED_OUT && answer.kind === 'pending') {
    if (now() + options.pollIntervalMs >= deadline) return { ok: false, error: 'timeout' };
    await sleep(options.pollIntervalMs);
    answer = await beforeDeadline(provider.poll(answer.retryId), deadline - now());
  }
  if (answer === TIMED_OUT || now() > deadline) return { ok: false, error: 'timeout' };
  switch (answer.kind) {
    case 'ready':
      return answer.candidates.length > 0
        ? { ok: true, outcome: 'found', candidates: answer.candidates }
        : { ok: true, outcome: 'not_found', candidates: [] };
    case 'not_found':
      return { ok: true, outcome: 'not_found', candidates: [] };
    case 'error':
      return answer.httpStatus === undefined
        ? { ok: false, error: answer.error }
        : { ok: false, error: answer.error, httpStatus: answer.httpStatus };
  }
}
