import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { DEMO_REPORT_DRAFTS } from '../../mocks/seed/demo-draft';
import { DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS, signInAsPersona } from '../../mocks/seed/personas';
import { memoryStorage } from '../supabase/memory-storage';
import { createDemoClient, createDemoTools, createMockAdapter } from './index';

const mock = createMockServer();
const demo = createDemoClient(mock.baseUrl);
const client = () => createMockAdapter({ baseUrl: mock.baseUrl, storage: memoryStorage(), autoRefreshToken: false });
const anon = client;

beforeAll(() => mock.listen());
beforeEach(() => mock.reset());
afterAll(() => mock.close());

describe('demo client (in-browser backend only)', () => {
  it('lists the outbox newest first, with the recovery link of each email', async () => {
    await anon().auth.resetPasswordForEmail(PERSONAS.customer.email, 'http://localhost/auth');
    await new Promise((r) => setTimeout(r, 5));
    await anon().auth.resetPasswordForEmail(PERSONAS.moderator.email, 'http://localhost/auth');
    const outbox = await demo.listOutbox();
    expect(outbox.map((m) => m.to)).toEqual([PERSONAS.moderator.email, PERSONAS.customer.email]);
    // A one-time token to verify, never a session: reading the inbox grants nothing by itself.
    expect(outbox[0]?.link).toMatch(/^\/auth\?token_hash=\w+&type=recovery$/);
    expect(outbox[0]?.subject).toBe('Reset Your Password');
  });

  it('reset restores the seed: created data and sent emails are gone', async () => {
    const admin = client();
    await signInAsPersona(admin.auth, PERSONAS.admin.email);
    const before = (await admin.profiles.list()).length;
    await admin.admin.createUser({ displayName: 'Temp User', email: 'temp@demo.test', password: 'Temp-Pass-1' });
    await anon().auth.resetPasswordForEmail(PERSONAS.customer.email, 'http://localhost/auth');
    expect(await admin.profiles.list()).toHaveLength(before + 1);
    await demo.reset();
    expect(await demo.listOutbox()).toEqual([]);
    const again = client();
    await signInAsPersona(again.auth, PERSONAS.admin.email);
    expect(await again.profiles.list()).toHaveLength(before);
  });

  it("the demo tools ask as the signed-in account: a mail to an address that is no persona's shows to its owner only", async () => {
    await anon().auth.resetPasswordForEmail(OTHER_CUSTOMER.email, 'http://localhost/auth');
    const jordan = client();
    await jordan.auth.signIn({ email: OTHER_CUSTOMER.email, password: DEMO_PASSWORD });
    const tools = createDemoTools(jordan, mock.baseUrl, [], DEMO_REPORT_DRAFTS);
    expect((await tools.listOutbox()).map((m) => m.to)).toEqual([OTHER_CUSTOMER.email]);
    expect(await demo.listOutbox()).toEqual([]);
    await jordan.auth.signOut();
    expect(await tools.listOutbox()).toEqual([]);
  });
});
