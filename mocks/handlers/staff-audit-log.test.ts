import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { PERSONAS } from '../seed/personas';
import { restErrorBody as error, restTestClient } from './rest-test-support';

/**
 * The twin of record_user_created() as migration 1520 left it, over HTTP: an admin records only a user they
 * created through admin-create-user (the admin API's app_metadata names them), never a self-service sign-up.
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call, rpc } = restTestClient(mock, clock);

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const NOT_CREATED = error('P0002', 'No user was created with this id in the last 5 minutes');

/** A user created with the admin API (the service role), with this app_metadata; their id. */
async function createdByAdminApi(email: string, appMetadata: Record<string, unknown>): Promise<string> {
  const answer = await call('service', 'POST', API_ROUTES.adminUsers, {
    email,
    password: 'Strong-Pass-2026',
    email_confirm: true,
    app_metadata: appMetadata,
  });
  expect(answer.status).toBe(200);
  return (answer.json as { id: string }).id;
}

const userCreatedRows = () => mock.db.staffAuditLog.findMany((q) => q.where({ action: 'user_created' }));

describe('record_user_created (migration 1520)', () => {
  it('refuses a self-service sign-up of a minute ago, even one naming the admin in its own metadata', async () => {
    const signUp = await call('anon', 'POST', API_ROUTES.signup, {
      email: 'self.signup@customers.test',
      password: 'Strong-Pass-2026',
      data: { created_by: PERSONAS.admin.id },
    });
    expect(signUp.status).toBe(200);
    const id = mock.db.authUsers.findFirst((q) => q.where({ email: 'self.signup@customers.test' }))!.id;
    clock.advance(60_000);
    const answer = await rpc('admin', 'rpcRecordUserCreated', { _user_id: id });
    expect(answer).toMatchObject({ status: 404, json: NOT_CREATED });
    expect(userCreatedRows()).toEqual([]);
  });

  it('refuses a user another admin created, and records the one this admin created', async () => {
    const others = await createdByAdminApi('others@customers.test', { created_by: PERSONAS.moderator.id });
    expect(await rpc('admin', 'rpcRecordUserCreated', { _user_id: others })).toMatchObject({
      status: 404,
      json: NOT_CREATED,
    });
    const own = await createdByAdminApi('new.hire@customers.test', { created_by: PERSONAS.admin.id });
    expect((await rpc('admin', 'rpcRecordUserCreated', { _user_id: own })).status).toBe(204);
    expect(userCreatedRows()).toEqual([expect.objectContaining({ actor_id: PERSONAS.admin.id, target_user_id: own })]);
  });

  it("the admin API keeps app_metadata beside GoTrue's provider fields", async () => {
    const id = await createdByAdminApi('stamped@customers.test', { created_by: PERSONAS.admin.id });
    const answer = await call('service', 'GET', `${API_ROUTES.adminUsers}/${id}`);
    expect(answer).toMatchObject({
      status: 200,
      json: { id, app_metadata: { created_by: PERSONAS.admin.id, provider: 'email', providers: ['email'] } },
    });
  });
});

describe('log_export checks what the client claims (migration 1520)', () => {
  const exportsMade = () => mock.db.staffAuditLog.findMany((q) => q.where({ action: 'export_made' }));

  it("refuses filters the view's list does not have and more rows than it holds, writing nothing", async () => {
    const refusals: Array<[unknown, string]> = [
      [{ _view: 'users', _filters: { owner: 'x' }, _rows: 0 }, 'Unknown export filter: owner'],
      [{ _view: 'role_audit', _filters: { search: 'x' }, _rows: 0 }, 'Unknown export filter: search'],
      [{ _view: 'orders', _filters: { status: 'Active' }, _rows: 0 }, 'Invalid value for export filter: status'],
      [{ _view: 'users', _filters: { role: { a: 1 } }, _rows: 0 }, 'Invalid value for export filter: role'],
      [{ _view: 'users', _filters: { search: 'x'.repeat(201) }, _rows: 0 }, 'Invalid value for export filter: search'],
      [{ _view: 'users', _filters: {}, _rows: 26 }, 'Exported rows exceed the 25 rows of this list'],
      [
        { _view: 'users', _filters: { status: 'Active', role: 'Admin', search: 'a' }, _rows: 2 },
        'Exported rows exceed the 1 rows of this list',
      ],
    ];
    for (const [args, message] of refusals)
      expect(await rpc('admin', 'rpcLogExport', args)).toMatchObject({ status: 400, json: error('22023', message) });
    expect(exportsMade()).toEqual([]);
  });

  it("records each view's own filters with the rows claimed and the rows the list held", async () => {
    const answer = await rpc('admin', 'rpcLogExport', {
      _view: 'users',
      _filters: { status: 'Active', role: 'Admin', search: 'avery', sort: 'name' },
      _rows: 1,
    });
    expect(answer.status).toBe(204);
    expect(exportsMade()[0]?.details).toEqual({
      view: 'users',
      filters: { status: 'Active', role: 'Admin', search: 'avery', sort: 'name' },
      rows: 1,
      available: 1,
    });
  });
});
