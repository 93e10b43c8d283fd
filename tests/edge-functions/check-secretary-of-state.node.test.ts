import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callFunction, denoFunctions, personaToken } from './deno-function-harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedSosLookupSchema } from '../../src/backend/schemas/sos-lookup';
import { startLoopbackEmulator, type LoopbackEmulator } from '../../mocks/loopback';
import { PERSONAS, type PersonaKey } from '../../mocks/seed/personas';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../../mocks/seed';
import { cobaltStandInReply, type CobaltScenario } from '../support/cobalt-stand-in.ts';

/**
 * The Secretary of State lookup's Edge Function as it runs in production: real Deno, the caller checked and the
 * order read through the loopback emulator with the caller's token, the answer stored there with the service-role
 * key (record_sos_lookup), and Cobalt Intelligence's API played by a loopback stand-in in its wire format
 * (tests/support/cobalt-stand-in.ts), one scenario at a time.
 */

const API_KEY = 'cobalt-test-key-0123456789-never-shown';

let emulator: LoopbackEmulator;
let standIn: Server;
let scenario: CobaltScenario = 'sandbox';
/** The key the stand-in accepts (another one is answered 401). */
let acceptedKey = API_KEY;
/** What the stand-in received, in order. */
let received: Array<{ url: string; headers: Record<string, string | undefined> }> = [];
const deno = denoFunctions(() => emulator, /^(COBALT_|SOS_)/);
const serveFunction = (env: Record<string, string>) => deno.serve('check-secretary-of-state', env);
const tokenOf = (persona: PersonaKey) => personaToken(emulator, persona);
const call = (url: string, body: unknown, token?: string) => callFunction(emulator, url, body, token);

/** The lookups stored for an order, as the admin reads them through the emulator. */
async function stored(orderId: string): Promise<unknown[]> {
  const response = await fetch(`${emulator.url}/rest/v1/order_sos_lookups?order_id=eq.${orderId}&order=looked_up_at`, {
    headers: { apikey: emulator.anonKey, Authorization: `Bearer ${admin}` },
  });
  return (await response.json()) as unknown[];
}

const spec = (ref: string) => {
  const i = SEED_ORDER_SPECS.findIndex((s) => s.ref === ref);
  return { id: SEED_ORDER_IDS[i]!, spec: SEED_ORDER_SPECS[i]! };
};
/** Maple Street Holdings, Inc. (Nevada): the sandbox finds it active at once. */
const MAPLE = spec('5e81b40d');
/** Cedar Ridge Apartments LLC: Texas is the slow state (202 + retryId, ready when polled). */
const CEDAR = spec('a3f27c19');
/** Lakeview Family Trust (Florida): a trust, not registered. */
const LAKEVIEW = spec('c92d6e07');

let admin: string;
const url = { main: '', quick: '', keyless: '' };

beforeAll(async () => {
  emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000 });
  standIn = createServer((req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    received.push({ url: req.url ?? '', headers });
    const reply = cobaltStandInReply({ method: req.method ?? '', url: req.url ?? '', headers }, scenario, acceptedKey);
    res.writeHead(reply.status, reply.headers);
    res.end(reply.text);
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  const cobalt = { COBALT_API_KEY: API_KEY, COBALT_BASE_URL: standInUrl, SOS_POLL_INTERVAL_MS: '200' };
  [url.main, url.quick, url.keyless] = await Promise.all([
    serveFunction(cobalt),
    serveFunction({ ...cobalt, SOS_LOOKUP_TIMEOUT_MS: '1500' }),
    serveFunction({ COBALT_BASE_URL: standInUrl }),
  ]);
  admin = await tokenOf('admin');
}, 180_000);

afterAll(async () => {
  deno.stopAll();
  standIn?.closeAllConnections();
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  await emulator?.close();
});

beforeEach(() => {
  scenario = 'sandbox';
  acceptedKey = API_KEY;
  received = [];
});

describe('check-secretary-of-state under Deno', () => {
  it('looks the order up at Cobalt, stores the answer with who asked, and answers the stored row', async () => {
    const answer = await call(url.main, { order_id: MAPLE.id, state: 'Nevada' }, admin);
    expect(answer.status, answer.text).toBe(200);
    const row = storedSosLookupSchema.parse(answer.body);
    expect(row).toMatchObject({
      order_id: MAPLE.id,
      state: 'Nevada',
      query_name: 'Maple Street Holdings, Inc.',
      provider: 'cobalt',
      outcome: 'found',
      looked_up_by: PERSONAS.admin.id,
    });
    expect(row.candidates).toHaveLength(1);
    expect(row.candidates[0]).toMatchObject({
      name: 'Maple Street Holdings, Inc.',
      stateStatus: 'Active',
      normalizedStatus: 'Active - good standing',
      registration: 'Domestic',
      fileNumber: 'E0451232016-4',
      sourceUrl: expect.stringMatching(/^https:\/\//),
      confidence: 1,
    });
    expect(await stored(MAPLE.id)).toEqual([answer.body]);
    // The staff audit trail names the admin who asked, though the service role stored it.
    const trail = await fetch(`${emulator.url}/rest/v1/staff_audit_log?action=eq.sos_checked`, {
      headers: { apikey: emulator.anonKey, Authorization: `Bearer ${admin}` },
    });
    expect(await trail.json()).toMatchObject([
      {
        actor_id: PERSONAS.admin.id,
        details: { orderId: MAPLE.id, state: 'Nevada', provider: 'cobalt', outcome: 'found' },
      },
    ]);
    // Cobalt's documented request: GET /v1/search with searchQuery and state, the key in x-api-key only.
    expect(received).toHaveLength(1);
    const asked = new URL(received[0]!.url, 'http://x');
    expect(asked.pathname).toBe('/v1/search');
    expect(asked.searchParams.get('searchQuery')).toBe('Maple Street Holdings, Inc.');
    expect(asked.searchParams.get('state')).toBe('nv');
    expect(received[0]!.headers['x-api-key']).toBe(API_KEY);
    expect(received[0]!.url).not.toContain(API_KEY);
  });

  it('polls a slow state with its retryId until it is ready', async () => {
    const answer = await call(url.main, { order_id: CEDAR.id, state: 'Texas' }, admin);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'found', state: 'Texas' });
    const candidates = answer.body.candidates as Array<Record<string, unknown>>;
    expect(candidates[0]).toMatchObject({ stateStatus: 'In Existence', registration: 'Foreign' });
    expect(received.map((r) => new URL(r.url, 'http://x').searchParams.get('retryId'))).toEqual([
      null,
      expect.stringMatching(/^sandbox-/),
    ]);
  });

  it('stores a name not found as not_found with no candidates, and searches the name given', async () => {
    const trust = await call(url.main, { order_id: LAKEVIEW.id, state: 'Florida' }, admin);
    expect(trust.status, trust.text).toBe(200);
    expect(trust.body).toMatchObject({ outcome: 'not_found', candidates: [], query_name: 'Lakeview Family Trust' });
    const other = await call(
      url.main,
      { order_id: CEDAR.id, state: 'Delaware', name: '  Nobody Unregistered LLC ' },
      admin,
    );
    expect(other.body).toMatchObject({ outcome: 'not_found', query_name: 'Nobody Unregistered LLC' });
  });

  it('stores an ordinary name as the stand-in finds it: active, with a file number and formation date', async () => {
    const answer = await call(
      url.main,
      { order_id: CEDAR.id, state: 'Delaware', name: 'Harbor Lane Bakery LLC' },
      admin,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'found', query_name: 'Harbor Lane Bakery LLC' });
    const [record] = answer.body.candidates as Array<Record<string, unknown>>;
    expect(record).toMatchObject({
      name: 'Harbor Lane Bakery LLC',
      stateStatus: 'Active',
      normalizedStatus: 'Active - good standing',
      fileNumber: expect.stringMatching(/^\d{7}$/),
      formationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it.each<[string, CobaltScenario, string | null, number, string, RegExp]>([
    [
      'a state Cobalt does not search',
      'sandbox',
      'Uncovered Test LLC',
      422,
      'sos_state_not_covered',
      /does not search Ohio/,
    ],
    ['a server error', 'server_error', null, 502, 'sos_provider_failed', /\(HTTP 500\)/],
    ['a rate limit', 'rate_limited', null, 429, 'sos_rate_limited', /rate limit/],
    ['the usage cap', 'usage_cap', null, 429, 'sos_rate_limited', /usage cap/],
    ['an answer that is not JSON', 'malformed', null, 502, 'sos_provider_malformed', /could not be read/],
    ['the API down', 'down', null, 503, 'sos_provider_unavailable', /cannot be reached/],
  ])('answers %s as %i %s and stores nothing', async (_what, which, name, status, code, message) => {
    scenario = which;
    const before = (await stored(CEDAR.id)).length;
    const answer = await call(url.main, { order_id: CEDAR.id, state: 'Ohio', ...(name ? { name } : {}) }, admin);
    expect(answer.status, answer.text).toBe(status);
    expect(answer.body).toEqual({ code, message: expect.stringMatching(message) });
    expect(answer.body.message).toMatch(/Nothing was (looked up or )?stored/);
    // Never the provider's own text, nor the key it echoed.
    expect(answer.text).not.toContain(API_KEY);
    expect(answer.text).not.toMatch(/Internal server error|Usage cap exceeded|Too Many Requests/);
    expect(await stored(CEDAR.id)).toHaveLength(before);
  });

  it('answers 503 when Cobalt refuses the key (401)', async () => {
    acceptedKey = 'another-key';
    const answer = await call(url.main, { order_id: CEDAR.id, state: 'Ohio' }, admin);
    expect(answer).toMatchObject({ status: 503, body: { code: 'sos_provider_unavailable' } });
    expect(answer.body.message).toMatch(/refused the service's API key/);
    expect(answer.text).not.toContain(API_KEY);
  });

  it('answers 504 when the state is still pending at SOS_LOOKUP_TIMEOUT_MS, and stores nothing', async () => {
    scenario = 'never_ready';
    const before = (await stored(CEDAR.id)).length;
    const started = Date.now();
    const answer = await call(url.quick, { order_id: CEDAR.id, state: 'Texas' }, admin);
    expect(answer).toMatchObject({
      status: 504,
      body: { code: 'sos_lookup_timeout', message: expect.stringMatching(/^Texas did not answer within 2 seconds\./) },
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The first search and the polls it had time for, every 200 ms.
    expect(received.length).toBeGreaterThan(2);
    expect(await stored(CEDAR.id)).toHaveLength(before);
  });

  it('answers 503 when no API key is configured, without calling the provider', async () => {
    const answer = await call(url.keyless, { order_id: CEDAR.id, state: 'Ohio' }, admin);
    expect(answer).toMatchObject({ status: 503, body: { code: 'sos_provider_unavailable' } });
    expect(answer.body.message).toMatch(/not configured/);
    expect(received).toHaveLength(0);
  });

  it('refuses callers who are not admins, moderators included', async () => {
    expect(await call(url.main, { order_id: CEDAR.id, state: 'Ohio' })).toMatchObject({ status: 401 });
    for (const persona of ['customer', 'moderator'] as const)
      expect(await call(url.main, { order_id: CEDAR.id, state: 'Ohio' }, await tokenOf(persona))).toMatchObject({
        status: 403,
        body: { code: 'not_admin' },
      });
    expect(received).toHaveLength(0);
  });

  it('validates the body, then the order, before any call to the provider', async () => {
    for (const body of ['[]', '"text"', '{}', { order_id: CEDAR.id }, { order_id: CEDAR.id, state: 'Atlantis' }])
      expect(await call(url.main, body, admin)).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await call(url.main, { order_id: 'order-1', state: 'Ohio', name: ' ' }, admin)).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', reasons: ['Order is required', 'Name is required'] },
    });
    expect(
      await call(url.main, { order_id: '00000000-0000-4000-8000-000000000000', state: 'Ohio' }, admin),
    ).toMatchObject({ status: 404, body: { code: 'order_not_found', message: 'Order not found' } });
    expect(received).toHaveLength(0);
  });

  it('never printed the API key', () => {
    expect(deno.output()).not.toContain(API_KEY);
  });
});
