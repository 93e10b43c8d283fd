import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { PERSONAS } from '../seed/personas';
import { restTestClient } from './rest-test-support';

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { get } = restTestClient(mock, clock);
const profiles = (query: string) => `${API_ROUTES.profiles}?${query}`;

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  await mock.reset();
  vi.restoreAllMocks();
});

describe('profiles read by its key', () => {
  it("an admin's read of one profile by id finds it whatever the id's case, and keeps the other filters", async () => {
    const { id, email } = PERSONAS.customer;
    const one = await get('admin', profiles(`id=eq.${id.toUpperCase()}&select=id,email`));
    expect(one).toMatchObject({ status: 200, json: [{ id, email }] });
    expect((await get('admin', profiles(`id=eq.${id}&status=eq.Suspended`))).json).toEqual([]);
    expect((await get('service', profiles(`id=eq.${crypto.randomUUID()}`))).json).toEqual([]);
    expect((await get('admin', profiles(`email=eq.${email}&select=id`))).json).toEqual([{ id }]);
  });

  it('a read by `role=in.(…)` answers what a read of every row answers', async () => {
    const staff = mock.db.profiles.all().filter((p) => p.role === 'Admin' || p.role === 'Moderator');
    const ids = (answer: { json: unknown }) => (answer.json as Array<{ id: string }>).map((p) => p.id);
    expect(ids(await get('admin', profiles('role=in.(Moderator,Admin)&select=id')))).toEqual(staff.map((p) => p.id));
    expect(ids(await get('admin', profiles('role=in.()&select=id')))).toEqual([]);
    expect(ids(await get('customer', profiles('role=in.(User)&select=id')))).toEqual([PERSONAS.customer.id]);
  });

  it('the policy still holds: a customer reading another profile by id gets nothing, their own gets theirs', async () => {
    const { id } = PERSONAS.customer;
    expect((await get('customer', profiles(`id=eq.${PERSONAS.admin.id}`))).json).toEqual([]);
    expect((await get('customer', profiles(`id=eq.${id}&select=id`))).json).toEqual([{ id }]);
    expect((await get('anon', profiles(`id=eq.${id}`))).status).toBe(401);
    expect((await get('admin', profiles('id=eq.not-a-uuid'))).json).toMatchObject({ code: '22P02' });
  });
});
