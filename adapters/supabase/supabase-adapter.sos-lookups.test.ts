import { http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { BackendErrorCode, StoredSosLookup } from '@/backend';
import {
  ADMIN_ID,
  FUNCTIONS,
  json,
  jsonBody,
  newAdapter,
  recordRequests,
  requestsTo,
  signedInAdapter,
  rejection,
} from './test-support';

const server = setupServer();
const requests = recordRequests(server);
const ORDER_ID = '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';

const row: StoredSosLookup = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  order_id: ORDER_ID,
  state: 'Georgia',
  query_name: 'Oak Hollow Development Corp.',
  provider: 'cobalt',
  outcome: 'found',
  candidates: [
    {
      name: 'Oak Hollow Development Corp.',
      state: 'Georgia',
      fileNumber: '12061745',
      entityType: 'Domestic Profit Corporation',
      registration: 'Domestic',
      stateStatus: 'Admin. Dissolved',
      normalizedStatus: 'Administratively dissolved',
      formationDate: '2012-07-11',
      registeredAgent: 'Marcus Bell',
      lastFiling: '',
      sourceUrl: 'https://ecorp.sos.ga.gov/',
      screenshotUrl: '',
      capturedAt: '2026-03-02T09:00:00.000Z',
      confidence: 0.98,
    },
  ],
  looked_up_at: '2026-03-02T09:00:01.5+00:00',
  looked_up_by: ADMIN_ID,
};

describe('sosLookups.check (Edge Function check-secretary-of-state)', () => {
  it("posts the order, the state and the trimmed name with the admin's own token and returns the stored row", async () => {
    server.use(http.post(`${FUNCTIONS}/check-secretary-of-state`, () => json(row)));
    const { adapter, accessToken } = signedInAdapter(ADMIN_ID);

    await expect(
      adapter.sosLookups.check({ orderId: ORDER_ID, state: 'Georgia', name: '  Oak Hollow Development Corp. ' }),
    ).resolves.toEqual(row);
    const [sent] = requestsTo(requests, '/functions/v1/check-secretary-of-state');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(await jsonBody(sent!)).toEqual({
      order_id: ORDER_ID,
      state: 'Georgia',
      name: 'Oak Hollow Development Corp.',
    });
  });

  it('refuses a state that is not one before any request, and asks nobody signed in for a session', async () => {
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.sosLookups.check({ orderId: ORDER_ID, state: 'Atlantis' as 'Georgia' }));
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toContain('Please choose a state');
    const anon = await rejection(newAdapter().adapter.sosLookups.check({ orderId: ORDER_ID, state: 'Georgia' }));
    expect(anon.code).toBe('session_missing');
    expect(requests).toHaveLength(0);
  });

  it('reads an answer that is not a stored lookup as unexpected', async () => {
    server.use(http.post(`${FUNCTIONS}/check-secretary-of-state`, () => json({ ...row, outcome: 'maybe' })));
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.sosLookups.check({ orderId: ORDER_ID, state: 'Georgia' }))).code).toBe(
      'unexpected',
    );
  });

  it.each<[number, string, BackendErrorCode]>([
    [404, 'order_not_found', 'not_found'],
    [422, 'sos_state_not_covered', 'sos_state_not_covered'],
    [503, 'sos_provider_unavailable', 'sos_provider_unavailable'],
    [429, 'sos_rate_limited', 'sos_rate_limited'],
    [502, 'sos_provider_failed', 'sos_provider_failed'],
    [502, 'sos_provider_malformed', 'sos_provider_malformed'],
    [504, 'sos_lookup_timeout', 'sos_lookup_timeout'],
    [403, 'not_admin', 'forbidden'],
  ])('keeps the function’s %i %s with its message', async (status, code, expected) => {
    const message = `The function's own words for ${code}.`;
    server.use(http.post(`${FUNCTIONS}/check-secretary-of-state`, () => json({ code, message }, status)));
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.sosLookups.check({ orderId: ORDER_ID, state: 'Georgia' }));
    expect(error.code).toBe(expected);
    expect(error.message).toBe(message);
  });

  it("reads a gateway's 5xx without one of the lookup's codes as network", async () => {
    server.use(
      http.post(`${FUNCTIONS}/check-secretary-of-state`, () =>
        json({ code: 'BOOT_ERROR', message: 'Function failed' }, 504),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.sosLookups.check({ orderId: ORDER_ID, state: 'Georgia' }))).code).toBe('network');
  });
});
