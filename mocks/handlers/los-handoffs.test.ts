import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOS_PACKET_VERSION_INVALID, publishedReportSchema, reportPacketV2Schema } from '@/backend';
import { buildReportPacket, buildReportPacketV2 } from '@/lib/report/packet';
import { createDemoClient } from '../../adapters/mock';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { SEED_LOS_HANDOFFS } from '../seed/los-handoffs';
import { PERSONAS } from '../seed/personas';
import { restErrorBody as error, restTestClient, type Who } from './rest-test-support';

/**
 * The twin of migration 3300 over HTTP, as PostgREST answers (supabase/tests/90-reports/25 to 27 are the SQL's):
 * each LOS send is a row of los_handoffs the owner and active staff read, the RPCs take the address's packet
 * version as a fourth (fifth) argument or none, and the mail's packet downloads in the version it names.
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { rpc, get, tokenOf } = restTestClient(mock, clock);
const demo = createDemoClient(mock.baseUrl, { bearer: () => tokenOf('customer') });

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
  // These tests start from accounts with no LOS address and no sends: the seed's (mocks/seed/los-handoffs.ts) go.
  mock.db.losHandoffs.deleteMany((q) => q.where({ recipient: SEED_LOS_HANDOFFS.recipient }));
  mock.db.accountLosAddresses.deleteMany((q) => q.where({ email: SEED_LOS_HANDOFFS.recipient }));
});

const READY =
  SEED_ORDER_IDS[
    SEED_ORDER_SPECS.findIndex((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Report ready' && !o.purged)
  ]!;
const report = () => publishedReportSchema.parse(mock.db.orderReports.findFirst((q) => q.where({ order_id: READY }))!);
const ADDRESS = 'desk@lender-los.test';

async function confirmed(email: string) {
  await mock.db.accountLosAddresses.create({
    user_id: PERSONAS.customer.id,
    email,
    confirmed_at: '2026-03-01T09:00:00.000Z',
    code_hash: null,
    code_expires_at: null,
    code_attempts: 0,
    created_at: '2026-03-01T09:00:00.000Z',
  });
}
const send = (args: Record<string, unknown>) =>
  rpc('customer', 'rpcQueueLosDelivery', { _report_id: report().id, _recipient: ADDRESS, _remember: false, ...args });
const handoffsAs = async (who: Who) => (await get(who, `${API_ROUTES.losHandoffs}?select=*&order=sent_at.desc`)).json;

describe('los_handoffs and the packet version (migration 3300)', () => {
  it('a send is a row the owner, an admin and a moderator read; a suspended owner none, anon no grant (another customer: the contract)', async () => {
    await confirmed(ADDRESS);
    expect((await send({ _packet_version: null })).json).toBe('sent');
    const rows = await handoffsAs('customer');
    expect(rows).toEqual([
      {
        id: expect.any(String),
        order_id: READY,
        report_id: report().id,
        report_version: report().version,
        packet_version: 2,
        recipient: ADDRESS,
        sent_by: PERSONAS.customer.id,
        sent_by_name: 'Casey Customer',
        sent_at: '2026-03-02T09:00:00.000Z',
      },
    ]);
    expect(await handoffsAs('admin')).toEqual(rows);
    expect(await handoffsAs('moderator')).toEqual(rows);
    expect(await handoffsAs('suspended')).toEqual([]);
    expect(await get('anon', `${API_ROUTES.losHandoffs}?select=*`)).toMatchObject({
      status: 401,
      json: error('42501', 'permission denied for table los_handoffs'),
    });
  });

  it('the three-argument call still sends (the fourth has a default); version 3 is refused with nothing written', async () => {
    await confirmed(ADDRESS);
    expect(
      (await rpc('customer', 'rpcQueueLosDelivery', { _report_id: report().id, _recipient: ADDRESS, _remember: false }))
        .json,
    ).toBe('sent');
    const before = mock.db.outbox.all().length;
    expect(await send({ _packet_version: 3 })).toMatchObject({
      status: 400,
      json: error('22023', LOS_PACKET_VERSION_INVALID),
    });
    expect(mock.db.outbox.all()).toHaveLength(before);
    expect(mock.db.losHandoffs.all()).toHaveLength(1);
  });

  it('the mail carries the packet in the version the address asks for, kept for the next send; it downloads in that version', async () => {
    await confirmed(ADDRESS);
    await send({ _packet_version: 1 });
    await send({ _packet_version: null });
    await send({ _packet_version: 2 });
    expect(mock.db.losHandoffs.all().map((h) => h.packet_version)).toEqual([1, 1, 2]);
    const mails = (await demo.listOutbox()).filter((m) => m.to === ADDRESS);
    const packets = await Promise.all(
      mails.map(async (m) => JSON.parse(await (await demo.downloadAttachment(m.id, 0)).text()) as unknown),
    );
    const byVersion = (v: number) => packets.filter((p) => (p as { schemaVersion: number }).schemaVersion === v);
    expect(byVersion(1)).toEqual([buildReportPacket(report()), buildReportPacket(report())]);
    expect(byVersion(2).map((p) => reportPacketV2Schema.parse(p))).toEqual([buildReportPacketV2(report())]);
  });
});
