import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { PERSONAS } from '../seed/personas';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { SEED_SOS_LOOKUP_ID } from '../seed/sos-lookups';
import { restTestClient } from './rest-test-support';
import { SLOW_STATE_WAIT_MS } from './sos-lookups';

/**
 * The twins of migration 1800 and of check-secretary-of-state over HTTP: record_sos_lookup's checks with the
 * plpgsql's SQLSTATEs and messages (supabase/tests/99-sos-lookups/05 is their SQL side), the staff-only table,
 * and the function's route on the sandbox, its slow state included.
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call, rpc, get } = restTestClient(mock, clock);

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const orderOf = (ref: string) => SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((s) => s.ref === ref)]!;
const CEDAR = orderOf('a3f27c19');
const OAK_HOLLOW = orderOf('7d2a9f31');

const CANDIDATE = {
  name: 'Cedar Ridge Apartments LLC',
  state: 'Delaware',
  fileNumber: '7421196',
  entityType: 'Limited Liability Company',
  registration: 'Domestic',
  stateStatus: 'Good Standing',
  normalizedStatus: 'Active - good standing',
  formationDate: '2019-04-02',
  registeredAgent: 'Corporation Service Company',
  lastFiling: '',
  sourceUrl: '',
  screenshotUrl: '',
  capturedAt: '2026-11-28T05:00:00Z',
  confidence: 0.97,
};

const record = (overrides: Record<string, unknown> = {}, who: 'service' | 'admin' = 'service') =>
  rpc(who, 'rpcRecordSosLookup', {
    _order_id: CEDAR,
    _state: 'Delaware',
    _query_name: 'Cedar Ridge Apartments LLC',
    _provider: 'cobalt',
    _outcome: 'found',
    _candidates: [CANDIDATE],
    _looked_up_by: PERSONAS.admin.id,
    ...overrides,
  });

describe('record_sos_lookup (the twin)', () => {
  it('appends the lookup for the service role and answers the row', async () => {
    const answer = await record();
    expect(answer).toMatchObject({
      status: 200,
      json: {
        order_id: CEDAR,
        state: 'Delaware',
        outcome: 'found',
        candidates: [CANDIDATE],
        looked_up_by: PERSONAS.admin.id,
      },
    });
    expect(mock.db.orderSosLookups.all()).toHaveLength(2);
    // The staff audit trail names the admin the function checked, as the SQL does.
    expect(mock.db.staffAuditLog.all().filter((e) => e.action === 'sos_checked')).toMatchObject([
      {
        actor_id: PERSONAS.admin.id,
        actor_email: PERSONAS.admin.email,
        target_user_id: PERSONAS.customer.id,
        details: { orderId: CEDAR, state: 'Delaware', provider: 'cobalt', outcome: 'found', candidates: 1 },
      },
    ]);
  });

  it('is the service role’s alone', async () => {
    for (const who of ['admin', 'moderator', 'customer'] as const)
      expect(await record({}, who as 'admin')).toMatchObject({
        status: 403,
        json: { code: '42501', message: 'permission denied for function record_sos_lookup' },
      });
  });

  it.each<[string, Record<string, unknown>, number, string, string]>([
    ['an unknown order', { _order_id: '9f1b2c3d-0000-4000-8000-00000000beef' }, 404, 'PT404', 'Order not found'],
    ['a state that is not one', { _state: 'Atlantis' }, 400, '22023', 'Please choose a state'],
    ['another provider', { _provider: 'middesk' }, 400, '22023', 'The provider must be cobalt or sandbox'],
    [
      'found with none',
      { _candidates: [] },
      400,
      '22023',
      'A found lookup has 1 to 20 candidates and a not_found one has none',
    ],
    [
      '21 candidates',
      { _candidates: Array(21).fill(CANDIDATE) },
      400,
      '22023',
      'A lookup can keep at most 20 candidates',
    ],
    [
      'another state',
      { _candidates: [{ ...CANDIDATE, state: 'Texas' }] },
      400,
      '22023',
      'Candidate 1: the state must be the state searched',
    ],
    [
      'a day that does not exist',
      { _candidates: [{ ...CANDIDATE, formationDate: '2019-02-30' }] },
      400,
      '22023',
      'Candidate 1: the formation date must be YYYY-MM-DD or empty',
    ],
    [
      'a confidence above 1',
      { _candidates: [{ ...CANDIDATE, confidence: 1.5 }] },
      400,
      '22023',
      'Candidate 1: the confidence must be a number from 0 to 1',
    ],
    [
      'an unknown key',
      { _candidates: [{ ...CANDIDATE, extra: 1 }] },
      400,
      '22023',
      'Candidate 1: holds a key that is not part of a registration',
    ],
    ['no one who looked it up', { _looked_up_by: null }, 400, '22023', 'Say who looked it up'],
    [
      'someone who is no user',
      { _looked_up_by: '00000000-0000-4000-8000-0000000000ee' },
      404,
      'PT404',
      'The user who looked it up was not found',
    ],
  ])('refuses %s as the SQL does, writing nothing', async (_what, overrides, status, code, message) => {
    expect(await record(overrides)).toMatchObject({ status, json: { code, message } });
    expect(mock.db.orderSosLookups.all().map((l) => l.id)).toEqual([SEED_SOS_LOOKUP_ID]);
    expect(mock.db.staffAuditLog.all().filter((e) => e.action === 'sos_checked')).toEqual([]);
  });
});

describe('order_sos_lookups (the twin)', () => {
  it('staff read the lookups, customers read none, anon has no grant, nobody writes', async () => {
    const path = `${API_ROUTES.orderSosLookups}?order_id=eq.${OAK_HOLLOW}`;
    expect((await get('admin', path)).json).toMatchObject([{ id: SEED_SOS_LOOKUP_ID, state: 'Georgia' }]);
    expect((await get('moderator', path)).json).toMatchObject([{ id: SEED_SOS_LOOKUP_ID }]);
    expect((await get('customer', path)).json).toEqual([]);
    expect(await get('anon', path)).toMatchObject({ status: 401, json: { code: '42501' } });
    for (const who of ['admin', 'service'] as const)
      expect(await call(who, 'DELETE', path)).toMatchObject({ json: { code: '42501' } });
    expect(mock.db.orderSosLookups.all()).toHaveLength(1);
  });
});

describe('check-secretary-of-state (the twin, on the sandbox)', () => {
  const check = (body: unknown, who: 'admin' | 'moderator' | 'customer' = 'admin') =>
    call(who, 'POST', API_ROUTES.checkSecretaryOfState, body);

  it('looks the order’s entity up in the sandbox and stores the answer', async () => {
    const answer = await check({ order_id: OAK_HOLLOW, state: 'Georgia' });
    expect(answer).toMatchObject({
      status: 200,
      json: {
        provider: 'sandbox',
        query_name: 'Oak Hollow Development Corp.',
        outcome: 'found',
        candidates: [{ stateStatus: 'Admin. Dissolved', normalizedStatus: 'Administratively dissolved' }],
        looked_up_by: PERSONAS.admin.id,
      },
    });
    expect(mock.db.orderSosLookups.all()).toHaveLength(2);
  });

  it('waits out the slow state before answering, so the pending state shows', async () => {
    const started = Date.now();
    const answer = await check({ order_id: CEDAR, state: 'Texas' });
    expect(answer).toMatchObject({ status: 200, json: { outcome: 'found', state: 'Texas' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_STATE_WAIT_MS - 50);
  });

  it('answers a state not covered as the function does, storing nothing', async () => {
    const answer = await check({ order_id: CEDAR, state: 'Ohio', name: 'Uncovered Test LLC' });
    expect(answer).toMatchObject({ status: 422, json: { code: 'sos_state_not_covered' } });
    expect(mock.db.orderSosLookups.all()).toHaveLength(1);
  });

  it('checks rights, then the body, then the order, as the function does', async () => {
    expect(await check({ order_id: CEDAR, state: 'Ohio' }, 'moderator')).toMatchObject({
      status: 403,
      json: { code: 'not_admin' },
    });
    expect(await check({ order_id: 'x', state: 'Atlantis', name: 5 })).toMatchObject({
      status: 400,
      json: { code: 'validation_failed', reasons: ['Order is required', 'Please choose a state', 'Name must be text'] },
    });
    expect(await check({ order_id: '9f1b2c3d-0000-4000-8000-00000000beef', state: 'Ohio' })).toMatchObject({
      status: 404,
      json: { code: 'order_not_found', message: 'Order not found' },
    });
    expect(mock.db.orderSosLookups.all()).toHaveLength(1);
  });
});
