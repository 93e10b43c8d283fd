import { STATE_NAMES } from '../../src/lib/document-reader/states.ts';
import { sandboxPollAnswer, sandboxSearchAnswer } from '../../src/lib/sos-lookup/index.ts';

/**
 * A stand-in for Cobalt Intelligence's Secretary of State API (GET /v1/search, the key in x-api-key) in its wire
 * format (src/lib/sos-lookup/cobalt.ts says where that format is documented): `{status, statusCode, retryId?,
 * message?, results?}` with 200, 202 + Incomplete + retryId for a slow state, and the HTTP errors Cobalt's own
 * CLI handles (401/403, 429, 5xx). The answers are pure functions of the request and a scenario, so a Node test
 * server and the Deno script scripts/sos-provider-stand-in.ts serve the same thing. Framework-free: relative
 * imports with .ts, no Node or Deno API.
 *
 * In the 'sandbox' scenario it answers as the sandbox provider does (src/lib/sos-lookup/sandbox.ts), over HTTP:
 * Maple Street Holdings in Nevada is found at once, Cedar Ridge Apartments in Texas is slow (202 and a retryId,
 * ready when polled), an ordinary name is found active with a file number of its own, a name with "Unregistered"
 * is not found, a name with "Uncovered" names a state not searched.
 */

export type CobaltScenario =
  /** The sandbox's answers: found (any ordinary name), slow then found, not found, state not covered. */
  | 'sandbox'
  /** 500 whose message echoes the request's API key (a provider's text must never be passed on). */
  | 'server_error'
  /** 429 with Retry-After. */
  | 'rate_limited'
  /** 200 + Bad request "Usage cap exceeded …". */
  | 'usage_cap'
  /** 200 with a body that is not JSON. */
  | 'malformed'
  /** 202 + Incomplete for every search and every poll. */
  | 'never_ready'
  /** 503: the API is down. */
  | 'down';

export interface CobaltStandInRequest {
  method: string;
  /** The path and query ("/v1/search?searchQuery=…&state=nv"). */
  url: string;
  headers: Record<string, string | undefined>;
}

export interface CobaltStandInReply {
  status: number;
  headers: Record<string, string>;
  /** The body's text, as sent (JSON but for 'malformed'). */
  text: string;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const reply = (status: number, body: unknown, headers: Record<string, string> = {}): CobaltStandInReply => ({
  status,
  headers: { ...JSON_HEADERS, ...headers },
  text: JSON.stringify(body),
});

export function cobaltStandInReply(
  request: CobaltStandInRequest,
  scenario: CobaltScenario,
  apiKey: string,
): CobaltStandInReply {
  const url = new URL(request.url, 'http://stand-in.invalid');
  if (request.method !== 'GET' || url.pathname !== '/v1/search') return reply(404, { message: 'Not Found' });
  const key = request.headers['x-api-key'];
  if (!key || key !== apiKey) return reply(401, { message: 'Unauthorized' });
  const retryId = url.searchParams.get('retryId');
  switch (scenario) {
    case 'server_error':
      return reply(500, { message: `Internal server error while serving key ${key}` });
    case 'rate_limited':
      return reply(429, { message: 'Too Many Requests' }, { 'Retry-After': '30' });
    case 'down':
      return reply(503, { message: 'Service Unavailable' });
    case 'usage_cap':
      return reply(200, {
        status: 'Bad request',
        statusCode: 400,
        message: 'Usage cap exceeded. Please contact support@cobaltintelligence.com to upgrade.',
      });
    case 'malformed':
      return { status: 200, headers: JSON_HEADERS, text: '{"status": "Complete", "results": [{"title": "Cut off' };
    case 'never_ready':
      return reply(202, {
        status: 'Incomplete',
        statusCode: 202,
        retryId: retryId ?? 'stand-in-never-ready',
        message: 'State is taking a longer time to acquire the data. Use this retryId to check back in for your data.',
      });
    case 'sandbox': {
      if (retryId) {
        const answer = sandboxPollAnswer(retryId);
        return reply(answer.status, answer.body);
      }
      const name = url.searchParams.get('searchQuery') ?? '';
      const param = url.searchParams.get('state') ?? '';
      const state = STATE_NAMES[param.toUpperCase()];
      if (name.trim().length < 3)
        return reply(200, {
          status: 'Bad request',
          statusCode: 400,
          message: 'searchQuery must be at least 3 characters long.',
        });
      if (!state)
        return reply(200, {
          status: 'Bad request',
          statusCode: 400,
          message: `${param} currently not available for search. The state parameter must be camelCased, such as northCarolina, or abbreviated, such as nc.`,
        });
      const answer = sandboxSearchAnswer(name, state);
      return reply(answer.status, answer.body);
    }
  }
}
