import { STATE_NAMES, stateCode } from '../document-reader/states.ts';
import { SOS_CANDIDATES_MAX, type SosCandidate, type SosProvider, type SosSearchAnswer } from './provider.ts';
import { normalizeSosStatus } from './statuses.ts';

/**
 * Cobalt Intelligence's Secretary of State API, as documented (checked for issue 31):
 *
 * - Request: `GET https://apigateway.cobaltintelligence.com/v1/search?searchQuery=<name>&state=<state>`, the key in
 *   the `x-api-key` header; `state` is the two-letter code or the camelCased name ("nc", "northCarolina");
 *   `liveData=true|false` forces a live read of the state's site or allows the cache (the API's default is live);
 *   `screenshot=true` asks for a screenshot URL of the state's page; a pending search is continued with
 *   `GET /v1/search?retryId=<id>` (same header). Sources: the SDK cobalt-intelligence/cobalt-int-sdk
 *   src/sosApi.ts (URL, header, searchQuery/state/liveData/screenshot/retryId) and the CLI
 *   cobalt-intelligence/cobalt-cli src/commands/sos.ts ("GET /v1/search", the documented parameters: searchQuery,
 *   sosId, retryId, state, liveData, street, city, zip, screenshot, uccData, test, callbackUrl) and docs/llms.txt
 *   (API base https://apigateway.cobaltintelligence.com/).
 * - Answer body (cobalt-intelligence/common src/models.ts, IResponseBody): `{status, statusCode?, retryId?,
 *   message?, results?: IBusiness[], alternativeResults?}`, `status` one of "Complete", "Incomplete", "Failed",
 *   "Retry Id invalid", "Bad request".
 * - Statuses (help.cobaltintelligence.com/article/api-response-statuses-and-messages, and
 *   …/handle-long-running-sos-searches-incomplete): 200 + Complete with results ("Business found."); 202 +
 *   Incomplete + retryId when the state takes longer than ~20 s ("… Use this retryId to check back in for your
 *   data."); 200 + Complete with empty results and "No business found …" (in the cache: "Try with
 *   liveData=true"; or "Did you mean one of the alternative businesses?" with alternativeResults); 200 + Bad
 *   request for a bad query, "[State] currently not available for search …" and "Usage cap exceeded. Please
 *   contact support@cobaltintelligence.com to upgrade."
 * - HTTP errors (the CLI's client, cobalt-cli src/lib/client.ts): 401/403 the key is rejected, 429 the rate
 *   limit (Retry-After), 5xx the API failed. The SDK and the CLI poll every 10 s and 5 s.
 * - A business (IBusiness): title, status (the state's wording), normalizedStatus ('active' | 'inactive'),
 *   sosId, entityType, entitySubType, filingDate (the state's format), normalizedFilingDate (ISO),
 *   stateOfFormation (two letters), agentName and address, url (the state's page), screenshotUrl,
 *   confidenceLevel, documents [{name, url, date?}], officers, messages. The help centre's confidence guidance
 *   (…/article/confidence-threshold-guidance: "≥0.80 = auto-accept, 0.60–0.79 = review") puts
 *   confidenceLevel on a 0–1 scale.
 *
 * Not confirmed from a public source: whether the API answers 404 for an unknown name (documented: 200 +
 * Complete with empty results; a 404 with a "No business found" message is read the same way), the exact
 * status code of "Usage cap exceeded" beyond the "Bad request" status (a 429 is read as rate limited either way),
 * and any capture time of the state's page: IBusiness has none, so capturedAt is when the answer arrived.
 */
export const COBALT_BASE_URL = 'https://apigateway.cobaltintelligence.com';

export type CobaltStatus = 'Complete' | 'Incomplete' | 'Failed' | 'Retry Id invalid' | 'Bad request';

export interface CobaltDocument {
  name?: string;
  url?: string;
  date?: string;
}

export interface CobaltBusiness {
  title?: string;
  status?: string;
  normalizedStatus?: string;
  sosId?: string;
  entityType?: string;
  entitySubType?: string;
  filingDate?: string;
  normalizedFilingDate?: string;
  stateOfFormation?: string;
  stateOfSosRegistration?: string;
  agentName?: string;
  agentStreetAddress?: string;
  agentCity?: string;
  agentState?: string;
  agentZip?: string;
  url?: string;
  screenshotUrl?: string;
  confidenceLevel?: number;
  documents?: CobaltDocument[];
  messages?: string[];
}

export interface CobaltResponseBody {
  status: CobaltStatus;
  statusCode?: number;
  retryId?: string;
  message?: string;
  results?: CobaltBusiness[];
  alternativeResults?: CobaltBusiness[];
}

/** The state as Cobalt takes it: its two-letter code in lower case ("Delaware" → "de"), as the help centre's "nc". */
export function cobaltStateParam(state: string): string {
  const code = stateCode(state);
  return code ? code.toLowerCase() : state;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** YYYY-MM-DD from Cobalt's ISO normalizedFilingDate, else from the state's MM/DD/YYYY or YYYY-MM-DD; '' otherwise. */
function formationDate(business: Record<string, unknown>): string {
  const valid = (y: string, m: string, d: string) => {
    const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === `${y}-${m}-${d}`
      ? `${y}-${m}-${d}`
      : '';
  };
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(str(business.normalizedFilingDate) || str(business.filingDate));
  if (iso) return valid(iso[1]!, iso[2]!, iso[3]!);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(str(business.filingDate));
  if (us) return valid(us[3]!, us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0'));
  return '';
}

/** The newest filing among the documents Cobalt lists ("Annual Report (2025-04-01)"), or ''. */
function lastFiling(business: Record<string, unknown>): string {
  const documents = Array.isArray(business.documents) ? business.documents.filter(isObject) : [];
  const dated = documents
    .map((d) => ({ name: str(d.name), date: str(d.date) }))
    .filter((d) => d.name !== '' && d.date !== '')
    .sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0));
  return dated[0] ? `${dated[0].name} (${dated[0].date})` : '';
}

function registeredAgent(business: Record<string, unknown>): string {
  const name = str(business.agentName);
  if (!name) return '';
  const place = [
    str(business.agentStreetAddress),
    str(business.agentCity),
    [str(business.agentState), str(business.agentZip)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return place ? `${name}, ${place}` : name;
}

/** Words of a name for comparing: lower case, punctuation dropped, "L.L.C." read as "llc". */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Our own match confidence when the provider gives none: 1 for the same words, else the share of words the two
 * names have in common (Jaccard), rounded to two places.
 */
export function nameSimilarity(searched: string, found: string): number {
  const a = new Set(nameWords(searched));
  const b = new Set(nameWords(found));
  if (a.size === 0 || b.size === 0) return 0;
  const common = [...a].filter((w) => b.has(w)).length;
  return Math.round((common / (a.size + b.size - common)) * 100) / 100;
}

/** One of Cobalt's businesses as a candidate; null when it is not a business (no title, or a bad confidence). */
export function cobaltCandidate(
  business: unknown,
  context: { searched: string; state: string; capturedAt: string },
): SosCandidate | null {
  if (!isObject(business)) return null;
  const name = str(business.title);
  if (!name) return null;
  const given = business.confidenceLevel;
  if (given !== undefined && given !== null && (typeof given !== 'number' || !(given >= 0 && given <= 1))) return null;
  const stateStatus = clip(str(business.status), 300);
  const code = stateCode(context.state);
  const formedIn = stateCode(str(business.stateOfFormation));
  return {
    name: clip(name, 300),
    state: code ? STATE_NAMES[code]! : context.state,
    fileNumber: clip(str(business.sosId), 100),
    entityType: clip([str(business.entityType), str(business.entitySubType)].filter(Boolean).join(' - '), 200),
    registration: formedIn && code ? (formedIn === code ? 'Domestic' : 'Foreign') : '',
    stateStatus,
    normalizedStatus: normalizeSosStatus(stateStatus, str(business.normalizedStatus)),
    formationDate: formationDate(business),
    registeredAgent: clip(registeredAgent(business), 300),
    lastFiling: clip(lastFiling(business), 300),
    sourceUrl: clip(str(business.url), 1000),
    screenshotUrl: clip(str(business.screenshotUrl), 1000),
    capturedAt: context.capturedAt,
    confidence: typeof given === 'number' ? given : nameSimilarity(context.searched, name),
  };
}

const USAGE_CAP = /usage cap/i;
const NOT_COVERED = /not available for search/i;
const NO_BUSINESS = /no business found/i;

/**
 * Cobalt's answer (HTTP status and parsed JSON body, or undefined when the body was not JSON) as a search answer.
 * Candidates: the results, or when there are none the "did you mean" alternativeResults, most confident first.
 */
export function parseCobaltAnswer(
  httpStatus: number,
  body: unknown,
  context: { searched: string; state: string; capturedAt: string },
): SosSearchAnswer {
  if (httpStatus === 401 || httpStatus === 403) return { kind: 'error', error: 'unauthorized', httpStatus };
  if (httpStatus === 429) return { kind: 'error', error: 'rate_limited', httpStatus };
  if (httpStatus === 503) return { kind: 'error', error: 'unavailable', httpStatus };
  if (httpStatus === 404 && isObject(body) && NO_BUSINESS.test(str(body.message))) return { kind: 'not_found' };
  if (httpStatus !== 200 && httpStatus !== 202) return { kind: 'error', error: 'failed', httpStatus };
  if (!isObject(body) || typeof body.status !== 'string') return { kind: 'error', error: 'malformed' };
  const message = str(body.message);
  switch (body.status) {
    case 'Incomplete': {
      const retryId = str(body.retryId);
      return retryId ? { kind: 'pending', retryId } : { kind: 'error', error: 'malformed' };
    }
    case 'Complete': {
      for (const key of ['results', 'alternativeResults'] as const)
        if (body[key] !== undefined && body[key] !== null && !Array.isArray(body[key]))
          return { kind: 'error', error: 'malformed' };
      const results = (body.results as unknown[] | undefined) ?? [];
      const listed = results.length > 0 ? results : ((body.alternativeResults as unknown[] | undefined) ?? []);
      const candidates = listed.map((b) => cobaltCandidate(b, context));
      // A results list with something that is not a business is not an answer we can trust.
      if (results.length > 0 && candidates.some((c) => c === null)) return { kind: 'error', error: 'malformed' };
      const found = candidates.filter((c): c is SosCandidate => c !== null);
      if (found.length === 0) return { kind: 'not_found' };
      found.sort((a, b) => b.confidence - a.confidence);
      return { kind: 'ready', candidates: found.slice(0, SOS_CANDIDATES_MAX) };
    }
    case 'Bad request':
      if (USAGE_CAP.test(message)) return { kind: 'error', error: 'usage_cap', httpStatus };
      if (NOT_COVERED.test(message)) return { kind: 'error', error: 'state_not_covered', httpStatus };
      return { kind: 'error', error: 'failed', httpStatus };
    case 'Failed':
    case 'Retry Id invalid':
      return { kind: 'error', error: 'failed', httpStatus };
    default:
      return { kind: 'error', error: 'malformed' };
  }
}

export interface CobaltOptions {
  apiKey: string;
  /** Defaults to COBALT_BASE_URL; tests point it at a loopback stand-in. */
  baseUrl?: string;
  /** Cached answers allowed (liveData=false) or a live read of the state (true, the API's default). */
  liveData?: boolean;
  /** Each HTTP request's own limit. */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Cobalt behind SosProvider. The key goes only into the x-api-key header; nothing here logs or returns it, nor
 * Cobalt's free text (its messages are read, never passed on).
 */
export function cobaltProvider(options: CobaltOptions): SosProvider {
  const base = (options.baseUrl ?? COBALT_BASE_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  // Each pending search remembers what was searched, to fill the candidates when the poll answers.
  const pending = new Map<string, { searched: string; state: string }>();

  async function ask(params: Record<string, string>, searched: string, state: string): Promise<SosSearchAnswer> {
    const url = `${base}/v1/search?${new URLSearchParams(params).toString()}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Accept: 'application/json', 'x-api-key': options.apiKey },
        signal: AbortSignal.timeout(options.requestTimeoutMs ?? 60_000),
      });
    } catch {
      return { kind: 'error', error: 'unavailable' };
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = undefined;
    }
    const answer = parseCobaltAnswer(response.status, body, { searched, state, capturedAt: now().toISOString() });
    if (answer.kind === 'pending') pending.set(answer.retryId, { searched, state });
    return answer;
  }

  return {
    id: 'cobalt',
    search: (name, state) =>
      ask(
        {
          searchQuery: name,
          state: cobaltStateParam(state),
          screenshot: 'true',
          ...(options.liveData === undefined ? {} : { liveData: String(options.liveData) }),
        },
        name,
        state,
      ),
    poll: (retryId) => {
      const asked = pending.get(retryId) ?? { searched: '', state: '' };
      return ask({ retryId, screenshot: 'true' }, asked.searched, asked.state);
    },
  };
}
