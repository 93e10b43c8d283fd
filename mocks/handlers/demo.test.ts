import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_FIRM } from '@/config/env-schema';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS } from '../seed/personas';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { restTestClient, type Who } from './rest-test-support';

/**
 * The demo namespace of the in-browser backend (mocks/handlers/demo.ts, mfa.ts): the outbox shows the demo personas'
 * mails to anyone (public accounts), any other mail only to the signed-in account it was sent to or that asked for
 * it, and an LOS confirmation code only to the customer who asked for it; the personas' codes only to their own
 * session. The reset is this browser's own here (the loopback emulator's needs its service-role key: loopback.test.ts).
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call, rpc, tokenOf } = restTestClient(mock, clock);

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const READY =
  SEED_ORDER_IDS[
    SEED_ORDER_SPECS.findIndex((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Report ready' && !o.purged)
  ]!;
const reportOf = (orderId: string) => mock.db.orderReports.findFirst((q) => q.where({ order_id: orderId }))!;

/** A token of the seeded customer who is not a persona (Jordan Lee), signed in with the seed's password. */
async function otherCustomerToken(): Promise<string> {
  const response = await fetch(`${mock.baseUrl}${API_ROUTES.token}?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: OTHER_CUSTOMER.email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function get(path: string, token: string | null) {
  const response = await fetch(
    `${mock.baseUrl}${path}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

interface Listed {
  id: string;
  to: string;
  subject: string;
  text: string;
}

async function outboxAs(token: string | null): Promise<Listed[]> {
  const answer = await get(API_ROUTES.demoOutbox, token);
  expect(answer.status).toBe(200);
  return answer.json as Listed[];
}

const shown = (mails: Listed[]) => mails.map((m) => `${m.to}: ${m.subject}`).sort();

const recover = (email: string) =>
  fetch(`${mock.baseUrl}${API_ROUTES.recover}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });

/** One mail of each kind the rules tell apart; returns their lines as `shown` lists them. */
async function sendMails() {
  expect((await recover(PERSONAS.customer.email)).status).toBe(200);
  expect((await recover(OTHER_CUSTOMER.email)).status).toBe(200);
  const report = reportOf(READY).id;
  // Two new LOS addresses: one outside, one that is a persona's address.
  for (const address of ['intake@los.example', PERSONAS.moderator.email])
    expect(
      (await rpc('customer', 'rpcQueueLosDelivery', { _report_id: report, _recipient: address, _remember: false }))
        .json,
    ).toBe('confirmation_sent');
  // The partner firm's mail of a legal review: the customer's documents attached.
  expect((await rpc('customer', 'rpcEscalateOrder', { _order_id: READY, _question: 'Who may sign?' })).status).toBe(
    204,
  );
  const all = await outboxAs(await tokenOf('service'));
  const line = (to: string, kind: RegExp) => shown(all.filter((m) => m.to === to && kind.test(m.subject)))[0]!;
  return {
    all,
    // The recovery mail, and the order's status mail to the account's address where a move mails one.
    toPersona: shown(all.filter((m) => m.to === PERSONAS.customer.email)),
    otherRecovery: line(OTHER_CUSTOMER.email, /Reset Your Password/),
    losCode: line('intake@los.example', /confirm this LOS address/),
    losCodeToPersona: line(PERSONAS.moderator.email, /confirm this LOS address/),
    legalReview: line(DEFAULT_PARTNER_FIRM.email, /Legal review request/),
  };
}

describe('the demo outbox', () => {
  it("shows the personas' mails to anyone, and any other mail only to the account it was sent to or that asked for it", async () => {
    const mail = await sendMails();
    expect(mail.toPersona).toContain(`${PERSONAS.customer.email}: Reset Your Password`);

    expect(shown(await outboxAs(null))).toEqual(mail.toPersona);
    expect(shown(await outboxAs(await tokenOf('moderator')))).toEqual(mail.toPersona);
    expect(shown(await outboxAs(await tokenOf('admin')))).toEqual(mail.toPersona);
    expect(shown(await outboxAs(await otherCustomerToken()))).toEqual([...mail.toPersona, mail.otherRecovery].sort());
    // The customer asked for both codes and the legal review (their order's).
    expect(shown(await outboxAs(await tokenOf('customer')))).toEqual(
      [...mail.toPersona, mail.losCode, mail.losCodeToPersona, mail.legalReview].sort(),
    );
    // The service role reads the whole outbox, as it reads public.outbound_emails in production.
    expect(shown(mail.all)).toEqual(
      [...mail.toPersona, mail.otherRecovery, mail.losCode, mail.losCodeToPersona, mail.legalReview].sort(),
    );
  });

  it('never shows an LOS code to anyone but the customer who asked for it, even mailed to a persona', async () => {
    await sendMails();
    const codes = (mails: Listed[]) => mails.filter((m) => /Code: \d{6}/.test(m.text)).map((m) => m.to);
    for (const who of ['anon', 'moderator', 'admin', 'suspended'] as const)
      expect(codes(await outboxAs(await tokenOf(who))), who).toEqual([]);
    expect(codes(await outboxAs(await otherCustomerToken()))).toEqual([]);
    expect(codes(await outboxAs(await tokenOf('customer'))).sort()).toEqual(
      ['intake@los.example', PERSONAS.moderator.email].sort(),
    );
  });

  it("a signed-out token reads as nobody's, and a token the backend did not sign is refused", async () => {
    const mail = await sendMails();
    const token = (await tokenOf('customer'))!;
    const out = await fetch(`${mock.baseUrl}${API_ROUTES.logout}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(204);
    expect(shown(await outboxAs(token))).toEqual(mail.toPersona);
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.c2lnbmF0dXJl`;
    expect(await get(API_ROUTES.demoOutbox, forged)).toMatchObject({ status: 401, json: { code: 'PGRST301' } });
  });

  it('hands out an attachment only with its mail: the legal review packet to the customer, to nobody else', async () => {
    const mail = await sendMails();
    const review = mail.all.find((m) => `${m.to}: ${m.subject}` === mail.legalReview)!;
    const path = `${API_ROUTES.demoOutbox}/${review.id}/attachments/0`;
    const attachment = async (who: Who | 'other') => {
      const token = who === 'other' ? await otherCustomerToken() : await tokenOf(who);
      const response = await fetch(
        `${mock.baseUrl}${path}`,
        token ? { headers: { Authorization: `Bearer ${token}` } } : {},
      );
      return { status: response.status, type: response.headers.get('content-type') };
    };
    expect(await attachment('customer')).toEqual({ status: 200, type: 'application/json' });
    expect(await attachment('service')).toMatchObject({ status: 200 });
    for (const who of ['anon', 'moderator', 'admin', 'other'] as const)
      expect(await attachment(who), who).toEqual({ status: 404, type: 'application/json' });
  });
});

describe("the personas' authenticator codes", () => {
  const codesOf = async (email: string, token: string | null) =>
    get(`${API_ROUTES.demoTotpCodes}?${new URLSearchParams({ email }).toString()}`, token);

  it("are shown only to the persona's own session, as the second step of its sign-in shows them", async () => {
    // The password step's session (aal1), before the code: what the /auth screen holds when it shows the code.
    const response = await fetch(`${mock.baseUrl}${API_ROUTES.token}?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: PERSONAS.admin.email, password: DEMO_PASSWORD }),
    });
    const admin = ((await response.json()) as { access_token: string }).access_token;
    expect(await codesOf(PERSONAS.admin.email, admin)).toMatchObject({
      status: 200,
      json: [{ code: expect.stringMatching(/^\d{6}$/) }],
    });
    expect(await codesOf('ADMIN@demo.test', admin)).toMatchObject({ status: 200, json: [{}] });

    expect(await codesOf(PERSONAS.admin.email, null)).toMatchObject({
      status: 401,
      json: { code: 'no_authorization' },
    });
    for (const token of [await tokenOf('moderator'), await otherCustomerToken()])
      expect(await codesOf(PERSONAS.admin.email, token)).toMatchObject({ status: 403, json: { code: 'forbidden' } });
  });

  it("never shows the codes of an account that is not a persona, its own session's included", async () => {
    await mock.db.mfaFactors.create({
      id: '00000000-0000-4000-8000-00000000f100',
      user_id: OTHER_CUSTOMER.id,
      friendly_name: 'My phone',
      factor_type: 'totp',
      status: 'verified',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      created_at: new Date(clock.now()).toISOString(),
      updated_at: new Date(clock.now()).toISOString(),
      last_challenged_at: null,
      approved_at: null,
      approved_by: null,
    });
    expect(await codesOf(OTHER_CUSTOMER.email, await otherCustomerToken())).toEqual({ status: 200, json: [] });
    expect(await codesOf(OTHER_CUSTOMER.email, null)).toMatchObject({ status: 401 });
  });
});

describe('the reset and sample customers in the browser', () => {
  it("need no session: the in-browser backend's data is that browser's alone, and its Reset button works signed out", async () => {
    await mock.db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
      data(p) {
        p.display_name = 'Changed During Demo';
      },
    });
    expect((await call('anon', 'POST', API_ROUTES.demoReset)).status).toBe(204);
    expect(mock.db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.display_name).not.toBe(
      'Changed During Demo',
    );
    expect(await call('anon', 'POST', API_ROUTES.demoSampleCustomers, { count: 1 })).toMatchObject({ status: 200 });
  });
});
