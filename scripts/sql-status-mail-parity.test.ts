import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIMITS, TERMS_VERSION } from '@/backend';
import { orderReference as reference } from '@/components/orders/format';
import { API_ROUTES } from '../mocks/api/routes';
import { ORDER_ERRORS } from '../mocks/api/wire';
import { MAIL_TEXT_MAX } from '../mocks/handlers/order-lifecycle';
import { createMockServer, createTestClock } from '../mocks/node';
import { restTestClient } from '../mocks/handlers/rest-test-support';
import { PERSONAS } from '../mocks/seed/personas';

/**
 * The status mails of the SQL side equal those of the twin. The pgTAP case (supabase/tests/70-order-lifecycle/
 * 25-…) moves two orders and a seeded one through every kind of change and checks each queued body against a
 * literal; this test makes the same moves on the twin (mocks/handlers/order-lifecycle.ts) and checks that its
 * order_status rows carry exactly those literals, with the twin's same-origin link read as the pgTAP's site. So
 * a change to one side's text that the other does not follow fails here or there: the second order's name, entity
 * name and message hold line breaks and run past the caps, so the cleaning is held to the same text too. Both
 * go to the account's address, not the order form's.
 */

const PGTAP = readFileSync(
  new URL(
    '../supabase/tests/70-order-lifecycle/25-every-status-change-mails-the-account-address-once-as-the-demo-does.test.sql',
    import.meta.url,
  ),
  'utf8',
);
const MIGRATION = readFileSync(
  new URL('../supabase/migrations/20260301002100_status_mails_to_the_account.sql', import.meta.url),
  'utf8',
);
const CANCEL_CAP_PGTAP = readFileSync(
  new URL(
    '../supabase/tests/70-order-lifecycle/31-a-customer-cancels-at-most-three-orders-a-day-the-next-is-refused-whole.test.sql',
    import.meta.url,
  ),
  'utf8',
);
/** The pgTAP case of the mails of publishing, escalating and the LOS hand-off (the partner firm's among them). */
const REPORT_MAILS_PGTAP = readFileSync(
  new URL(
    '../supabase/tests/90-reports/14-publishing-escalating-and-the-los-hand-off-each-queue-their-mail.test.sql',
    import.meta.url,
  ),
  'utf8',
);
/** The site the pgTAP case configures (private.settings 'site_url', trailing slash trimmed by the SQL). */
const SITE = 'https://app.entitylens.test';
/** The ids the pgTAP case gives its two orders; the twin draws its own. */
const FIRST = 'a1000000-0000-4000-8000-000000000001';
const SECOND = 'a2000000-0000-4000-8000-000000000002';
const ESCALATED = '5e81b40d-0000-4000-8000-000000000c02';

/**
 * The expected bodies of the pgTAP case: each escape string constant (E'…') with the constants that continue it
 * on the next lines (PostgreSQL concatenates them, escapes included), those that begin with "Hello".
 */
function pgtapBodies(sql: string): string[] {
  const literal = String.raw`'((?:[^'\\]|''|\\.)*)'`;
  const group = new RegExp(String.raw`E${literal}((?:\s*\n\s*${literal})*)`, 'g');
  const unescape = (text: string) =>
    text.replace(/''/g, "'").replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
  return [...sql.matchAll(group)]
    .map(([, first, rest]) => {
      const more = [...(rest ?? '').matchAll(new RegExp(literal, 'g'))].map((m) => m[1]!);
      return [first!, ...more].map(unescape).join('');
    })
    .filter((body) => body.startsWith('Hello '));
}

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call, rpc, upload } = restTestClient(mock, clock);
beforeAll(() => mock.listen());
afterAll(() => mock.close());

async function submit(fields: Record<string, string>): Promise<string> {
  const path = `${PERSONAS.customer.id}/${crypto.randomUUID()}/articles.pdf`;
  const size = await upload('customer', path);
  const answer = await call(
    'customer',
    'POST',
    API_ROUTES.orderRequests,
    {
      user_id: PERSONAS.customer.id,
      terms_version: TERMS_VERSION,
      documents: [{ name: 'articles.pdf', size, storage_path: path }],
      ...fields,
    },
    { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
  );
  expect(answer.status).toBe(201);
  return (answer.json as { id: string }).id;
}

describe("the twin's status mails are the SQL's", () => {
  it('the moves of the pgTAP case queue, on the twin, exactly the bodies that case expects', async () => {
    clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
    await mock.reset();
    const expected = pgtapBodies(PGTAP);
    expect(expected).toHaveLength(7);

    await rpc('admin', 'rpcGrantCredits', {
      _user_id: PERSONAS.customer.id,
      _credits: 5,
      _amount_paid_cents: 25000,
      _reason: 'Five reports',
    });
    const first = await submit({
      name: 'Casey Jordan',
      email: 'closing@harborpoint.test',
      entity_legal_name: 'Mine LLC',
      formation_state: 'Texas',
      report_type: 'Corporation',
    });
    const second = await submit({
      name: 'Casey\r\nBcc: victim@bank.test',
      email: 'customer@demo.test',
      entity_legal_name: `Second Street Partners LP${' and Sons'.repeat(16)}`,
      formation_state: 'Delaware',
      report_type: 'Limited Partnership',
    });
    const move = async (who: 'admin' | 'customer', orderId: string, status: string, message: string | null) =>
      expect(
        (await rpc(who, 'rpcSetOrderStatus', { _order_id: orderId, _status: status, _message: message })).status,
      ).toBe(204);

    // The pgTAP case's moves, in its order.
    await move('admin', first, 'In review', '   ');
    await move('admin', first, 'Needs documents', '  Please send the signed bylaws.  ');
    const path = `${PERSONAS.customer.id}/${crypto.randomUUID()}/bylaws.pdf`;
    const size = await upload('customer', path);
    const resubmitted = await rpc('customer', 'rpcResubmitOrder', {
      _order_id: first,
      _documents: [{ name: 'bylaws.pdf', size, storage_path: path }],
      _message: ' Here they are. ',
    });
    expect(resubmitted.status).toBe(204);
    await move('admin', first, 'Cancelled', null);
    await move('customer', second, 'Cancelled', 'Ordered the wrong\r\nentity');
    expect(
      (await rpc('customer', 'rpcEscalateOrder', { _order_id: ESCALATED, _question: 'Who may sign?' })).status,
    ).toBe(204);
    await move('admin', ESCALATED, 'Cancelled', "Closed after the firm's review");

    const pgtapId = new Map([
      [first, FIRST],
      [second, SECOND],
      [ESCALATED, ESCALATED],
    ]);
    const mails = mock.db.outbox.all().filter((mail) => mail.queued?.kind === 'order_status');
    // The twin's orders have ids (and so references) of their own: read as the pgTAP's.
    const twinBodies = mails.map((mail) => {
      const id = mail.queued!.order_id!;
      const pgtap = pgtapId.get(id) ?? id;
      return mail.text
        .replace(`Your order ${reference(id)} for `, `Your order ${reference(pgtap)} for `)
        .replace(`See the order: /portal/orders/${id}`, `See the order: ${SITE}/portal/orders/${pgtap}`);
    });
    // Seven moves, seven mails; every body the SQL is held to is one of them (the In review ones twice over).
    expect(twinBodies).toHaveLength(7);
    expect([...twinBodies].sort()).toEqual([...expected].sort());
    // All to the account's address, as the pgTAP case expects, none to the first order form's.
    expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set([PERSONAS.customer.email]));
    expect(PGTAP).toContain(`'order_status', '${PERSONAS.customer.email}', 'Your order A1000000: Needs documents'`);
  });

  it("the limits and the refused cancel's text are the same on both sides", () => {
    expect(MIGRATION).toContain(`when 'status_mails_per_day' then ${ORDER_LIMITS.statusMailsPerDay}\n`);
    expect(MIGRATION).toContain(`when 'cancels_per_day' then ${ORDER_LIMITS.cancelsPerDay}\n`);
    expect(MIGRATION).toContain(`private.mail_text(_order.name, ${MAIL_TEXT_MAX.name})`);
    expect(MIGRATION).toContain(`private.mail_text(_order.entity_legal_name, ${MAIL_TEXT_MAX.entity})`);
    expect(MIGRATION).toContain(`private.mail_text(_note, ${MAIL_TEXT_MAX.message})`);
    // The pgTAP case holds the SQL to this literal; the twin answers ORDER_ERRORS.cancelLimit.
    expect(CANCEL_CAP_PGTAP).toContain(`'${ORDER_ERRORS.cancelLimit.replace(/'/g, "''")}'`);
  });
});

describe("the twin's partner-firm mail is the SQL's", () => {
  it("escalating the seeded order with the pgTAP case's question queues, on the twin, exactly the body that case expects", async () => {
    clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
    await mock.reset();
    const [expected] = pgtapBodies(REPORT_MAILS_PGTAP).filter((body) => body.startsWith('Hello Marlow & Pierce LLP,'));
    expect(expected).toContain('What the customer needs answered:');
    expect(REPORT_MAILS_PGTAP).toContain(
      "select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', E'  Can the president sign alone?\\nThe bylaws say two officers.  ');",
    );
    const answer = await rpc('customer', 'rpcEscalateOrder', {
      _order_id: ESCALATED,
      _question: '  Can the president sign alone?\nThe bylaws say two officers.  ',
    });
    expect(answer.status).toBe(204);
    const mail = mock.db.outbox.all().find((m) => m.queued?.kind === 'legal_review' && m.queued.order_id === ESCALATED);
    expect(mail?.text).toBe(expected);
  });
});
