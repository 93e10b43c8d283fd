import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { NOT_ALLOWED_MESSAGE } from './map-error';
import {
  AUDIT_LOG_PAGE_SIZE,
  SESSION_MISSING_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  type BackendErrorCode,
} from '@/backend';
import {
  ADMIN_ID,
  ANON_KEY,
  OTHER_ID,
  REST,
  USER_EMAIL,
  USER_ID,
  json,
  jsonBody,
  newAdapter,
  postgrestError,
  profileRow,
  requestsTo,
  signedInAdapter,
  recordRequests,
  rejection,
} from './test-support';

const server = setupServer();
const requests = recordRequests(server);

const SINGLE = 'application/vnd.pgrst.object+json';

/** The query string as PostgREST receives it (decoded, in order). */
function query(url: URL): string {
  return decodeURIComponent(url.search.slice(1));
}

describe('isAdmin (rpc is_admin)', () => {
  it.each([true, false])('posts an empty body with the caller token and returns %s', async (answer) => {
    server.use(http.post(`${REST}/rpc/is_admin`, () => json(answer)));
    const { adapter, accessToken } = signedInAdapter();

    await expect(adapter.isAdmin()).resolves.toBe(answer);

    const [sent] = requestsTo(requests, '/rest/v1/rpc/is_admin');
    expect(sent?.method).toBe('POST');
    expect(sent?.url.search).toBe('');
    expect(sent?.headers.get('apikey')).toBe(ANON_KEY);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(await jsonBody(sent!)).toEqual({});
  });

  it("maps 42501 as anon (401: no EXECUTE for anon) to session_missing ('Auth session missing!')", async () => {
    server.use(
      http.post(`${REST}/rpc/is_admin`, () =>
        postgrestError(401, { code: '42501', message: 'permission denied for function is_admin' }),
      ),
    );
    const { adapter } = newAdapter();
    const error = await rejection(adapter.isAdmin());
    expect(requestsTo(requests, '/rest/v1/rpc/is_admin')[0]?.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(error.code).toBe('session_missing');
    expect(error.message).toBe(SESSION_MISSING_MESSAGE);
    expect(error.status).toBe(401);
  });

  it('maps 42501 for a signed-in caller (403) to forbidden', async () => {
    server.use(
      http.post(`${REST}/rpc/is_admin`, () =>
        postgrestError(403, { code: '42501', message: 'permission denied for function is_admin' }),
      ),
    );
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.isAdmin());
    expect(error.code).toBe('forbidden');
    // Postgres's wording is not for people: the adapter says it plainly.
    expect(error.message).toBe(NOT_ALLOWED_MESSAGE);
  });

  it('refuses a non-boolean answer (parse at the edge)', async () => {
    server.use(http.post(`${REST}/rpc/is_admin`, () => json('yes')));
    const { adapter } = signedInAdapter();
    expect((await rejection(adapter.isAdmin())).code).toBe('unexpected');
  });
});

describe('assignUserRole (rpc assign_user_role)', () => {
  it('posts _user_id and _role and resolves on 204', async () => {
    server.use(http.post(`${REST}/rpc/assign_user_role`, () => new HttpResponse(null, { status: 204 })));
    const { adapter, accessToken } = signedInAdapter(ADMIN_ID);

    await expect(adapter.assignUserRole({ userId: USER_ID, role: 'moderator' })).resolves.toBeUndefined();

    const [sent] = requestsTo(requests, '/rest/v1/rpc/assign_user_role');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(await jsonBody(sent!)).toEqual({ _user_id: USER_ID, _role: 'moderator' });
  });

  it('validates with assignRoleInputSchema before any request', async () => {
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.assignUserRole({ userId: 'not-a-uuid', role: 'superadmin' as 'admin' }));
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual(['Invalid user ID format', 'Role must be one of: user, admin, moderator']);
    expect(error.message).toBe('Invalid user ID format, Role must be one of: user, admin, moderator');
    expect(requests).toHaveLength(0);
  });

  it.each<[string, number, { code: string; message: string; hint?: string }, BackendErrorCode]>([
    ['a non-admin caller', 403, { code: '42501', message: 'Only admins can assign roles' }, 'forbidden'],
    [
      'the last admin',
      400,
      { code: 'P0001', message: 'Cannot remove the last admin', hint: 'last_admin' },
      'last_admin',
    ],
    ['another raise', 400, { code: 'P0001', message: 'Role changes are frozen' }, 'validation_failed'],
    ['an unknown user', 404, { code: 'PT404', message: 'User not found' }, 'not_found'],
    ['a bad argument', 400, { code: '22023', message: 'Invalid user ID format' }, 'validation_failed'],
    [
      'a null role',
      400,
      { code: '22023', message: 'Role must be one of: user, admin, moderator' },
      'validation_failed',
    ],
    ['a database failure', 500, { code: 'XX000', message: 'internal error' }, 'unexpected'],
  ])('maps %s to its code and keeps the server message', async (_label, status, body, expected) => {
    server.use(http.post(`${REST}/rpc/assign_user_role`, () => postgrestError(status, body)));
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.assignUserRole({ userId: USER_ID, role: 'user' }));
    expect(error.code).toBe(expected);
    expect(error.message).toBe(body.message);
    expect(error.status).toBe(status);
    if (expected === 'validation_failed') expect(error.issues).toEqual([body.message]);
  });

  it('maps text Postgres cannot store (22P05) to validation_failed with a message a person can act on', async () => {
    server.use(
      http.post(`${REST}/rpc/assign_user_role`, () =>
        postgrestError(400, { code: '22P05', message: 'unsupported Unicode escape sequence' }),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.assignUserRole({ userId: USER_ID, role: 'user' }));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(error.issues).toEqual([UNSTORABLE_TEXT_MESSAGE]);
  });

  it('maps a fetch that throws on a POST to network', async () => {
    server.use(http.post(`${REST}/rpc/assign_user_role`, () => HttpResponse.error()));
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.assignUserRole({ userId: USER_ID, role: 'user' }));
    expect(error.code).toBe('network');
    expect(error.message).toBe('Network error: the service could not be reached.');
  });

  it.each([502, 503, 504])('maps a %i gateway answer to network', async (status) => {
    server.use(
      http.post(`${REST}/rpc/assign_user_role`, () => new HttpResponse('<html>bad gateway</html>', { status })),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.assignUserRole({ userId: USER_ID, role: 'user' }));
    expect(error.code).toBe('network');
    expect(error.message).toBe('The service is unavailable. Please try again.');
    expect(error.status).toBe(status);
  });

  it.each<[string, BackendErrorCode]>([
    ['PGRST301', 'invalid_token'],
    ['PGRST303', 'invalid_token'],
  ])('maps the JWT error %s to %s', async (code, expected) => {
    server.use(http.post(`${REST}/rpc/assign_user_role`, () => postgrestError(401, { code, message: 'JWT expired' })));
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.assignUserRole({ userId: USER_ID, role: 'user' }))).code).toBe(expected);
  });
});

describe('profiles.getOwn', () => {
  it("reads the caller's row as a single object", async () => {
    server.use(http.get(`${REST}/profiles`, () => json(profileRow())));
    const { adapter, accessToken } = signedInAdapter();

    const profile = await adapter.profiles.getOwn();

    const [sent] = requestsTo(requests, '/rest/v1/profiles');
    expect(sent?.method).toBe('GET');
    expect(query(sent!.url)).toBe(`select=*&id=eq.${USER_ID}`);
    expect(sent?.headers.get('accept')).toBe(SINGLE);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(profile).toEqual(profileRow());
  });

  it('answers null for PGRST116 with 0 rows (hidden or absent)', async () => {
    server.use(
      http.get(`${REST}/profiles`, () =>
        postgrestError(406, {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: 'The result contains 0 rows',
        }),
      ),
    );
    const { adapter } = signedInAdapter();
    await expect(adapter.profiles.getOwn()).resolves.toBeNull();
  });

  it('answers null when nobody is signed in, without a request', async () => {
    const { adapter } = newAdapter();
    await expect(adapter.profiles.getOwn()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('refuses a row that does not match the profile schema', async () => {
    server.use(http.get(`${REST}/profiles`, () => json(profileRow({ created_at: 'yesterday' }))));
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.profiles.getOwn());
    expect(error.code).toBe('unexpected');
  });
});

describe('profiles.getById', () => {
  it('filters by id and returns the row (maybeSingle: array answer)', async () => {
    server.use(http.get(`${REST}/profiles`, () => json([profileRow({ id: OTHER_ID })])));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(adapter.profiles.getById(OTHER_ID)).resolves.toEqual(profileRow({ id: OTHER_ID }));

    const [sent] = requestsTo(requests, '/rest/v1/profiles');
    expect(query(sent!.url)).toBe(`select=*&id=eq.${OTHER_ID}`);
    expect(sent?.headers.get('accept')).not.toBe(SINGLE);
  });

  it('answers null when RLS hides the row (empty array)', async () => {
    server.use(http.get(`${REST}/profiles`, () => json([])));
    const { adapter } = signedInAdapter();
    await expect(adapter.profiles.getById(OTHER_ID)).resolves.toBeNull();
  });

  it('answers null for a malformed id without a request', async () => {
    const { adapter } = signedInAdapter();
    await expect(adapter.profiles.getById('42')).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('profiles.list', () => {
  it('selects every column newest first', async () => {
    const rows = [profileRow({ id: OTHER_ID, created_at: '2026-03-01T00:00:00+00:00' }), profileRow()];
    server.use(http.get(`${REST}/profiles`, () => json(rows)));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(adapter.profiles.list()).resolves.toEqual(rows);

    const [sent] = requestsTo(requests, '/rest/v1/profiles');
    expect(query(sent!.url)).toBe('select=*&order=created_at.desc');
  });

  it('tolerates null status and role (lists show defaults)', async () => {
    server.use(http.get(`${REST}/profiles`, () => json([profileRow({ status: null, role: null })])));
    const { adapter } = signedInAdapter(ADMIN_ID);
    const [profile] = await adapter.profiles.list();
    expect(profile?.status).toBeNull();
  });

  it('maps a recursive-policy failure (42P17, 500) to unexpected', async () => {
    server.use(
      http.get(`${REST}/profiles`, () =>
        postgrestError(500, {
          code: '42P17',
          message: 'infinite recursion detected in policy for relation "profiles"',
        }),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.profiles.list())).code).toBe('unexpected');
  });
});

describe('profiles.page', () => {
  it('asks for one counted page: filters, the sort with the id last, the range', async () => {
    server.use(http.get(`${REST}/profiles`, () => json([profileRow()], 200, { 'Content-Range': '25-25/26' })));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(
      adapter.profiles.page({ status: 'Active', role: 'Admin', sort: 'name', page: 2, pageSize: 25 }),
    ).resolves.toEqual({ rows: [profileRow()], total: 26 });

    const [sent] = requestsTo(requests, '/rest/v1/profiles');
    expect(sent!.headers.get('prefer')).toContain('count=exact');
    expect(query(sent!.url)).toBe(
      'select=*' +
        '&or=(status.eq.Active,status.is.null)&role=eq.Admin' +
        '&order=display_name.asc.nullslast,email.asc.nullslast,id.asc&offset=25&limit=25',
    );
  });

  it('sends a search with the whole query to user_list_page() (migration 2800) and reads its rows and total', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${REST}/rpc/user_list_page`, async ({ request }) => {
        body = await request.json();
        return json({ rows: [profileRow()], total: 26 });
      }),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(
      adapter.profiles.page({ search: ' a,b ', status: 'Active', role: 'Admin', sort: 'name', page: 2, pageSize: 25 }),
    ).resolves.toEqual({ rows: [profileRow()], total: 26 });
    await adapter.profiles.page({ search: '%' });

    expect(requestsTo(requests, '/rest/v1/profiles')).toEqual([]);
    expect(body).toEqual({ _search: '%', _status: null, _role: null, _sort: 'newest', _page: 1, _page_size: 25 });
    expect(requestsTo(requests, '/rest/v1/rpc/user_list_page')).toHaveLength(2);
  });

  it('sends the search text as it is typed, trimmed: the function matches it literally', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${REST}/rpc/user_list_page`, async ({ request }) => {
        body = await request.json();
        return json({ rows: [], total: 0 });
      }),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.profiles.page({
      search: ' a,b* ',
      status: 'Suspended',
      role: 'User',
      sort: 'email',
      page: 3,
      pageSize: 10,
    });
    expect(body).toEqual({
      _search: 'a,b*',
      _status: 'Suspended',
      _role: 'User',
      _sort: 'email',
      _page: 3,
      _page_size: 10,
    });
  });

  it('refuses an answer without a count instead of guessing the total', async () => {
    server.use(http.get(`${REST}/profiles`, () => json([])));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await expect(adapter.profiles.page({})).rejects.toMatchObject({ code: 'unexpected' });
  });
});

describe('profiles.findByEmail', () => {
  it('filters by email as a single object', async () => {
    server.use(http.get(`${REST}/profiles`, () => json(profileRow())));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(adapter.profiles.findByEmail(` Alice@Example.com `)).resolves.toEqual(profileRow());

    const [sent] = requestsTo(requests, '/rest/v1/profiles');
    expect(query(sent!.url)).toBe(`select=*&email=eq.${USER_EMAIL}`);
    expect(sent?.headers.get('accept')).toBe(SINGLE);
  });

  it('answers null for PGRST116 with 0 rows (PostgREST 12 wording)', async () => {
    server.use(
      http.get(`${REST}/profiles`, () =>
        postgrestError(406, {
          code: 'PGRST116',
          message: 'JSON object requested, multiple (or no) rows returned',
          details: 'Results contain 0 rows, application/vnd.pgrst.object+json requires 1 row',
        }),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    await expect(adapter.profiles.findByEmail('nobody@example.com')).resolves.toBeNull();
  });

  it('maps PGRST116 with several rows to not_found', async () => {
    server.use(
      http.get(`${REST}/profiles`, () =>
        postgrestError(406, {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: 'The result contains 2 rows',
        }),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.profiles.findByEmail(USER_EMAIL));
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('Cannot coerce the result to a single JSON object');
  });
});

describe('profiles.summariesFor', () => {
  it('selects id, email, names and company for the given ids with in.()', async () => {
    server.use(
      http.get(`${REST}/profiles`, () =>
        json([
          { id: ADMIN_ID, email: 'admin@example.com', first_name: null, last_name: null, company: null },
          { id: OTHER_ID, email: null, first_name: null, last_name: null, company: null },
        ]),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(adapter.profiles.summariesFor([ADMIN_ID, OTHER_ID, ADMIN_ID])).resolves.toEqual([
      { id: ADMIN_ID, email: 'admin@example.com', first_name: null, last_name: null, company: null },
      { id: OTHER_ID, email: null, first_name: null, last_name: null, company: null },
    ]);

    const [sent] = requestsTo(requests, '/rest/v1/profiles');
    expect(query(sent!.url)).toBe(`select=id,email,first_name,last_name,company&id=in.(${ADMIN_ID},${OTHER_ID})`);
  });

  it('sends nothing for an empty list', async () => {
    const { adapter } = signedInAdapter(ADMIN_ID);
    await expect(adapter.profiles.summariesFor([])).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe('profiles.update', () => {
  it('patches the row by id and returns it (return=representation, single)', async () => {
    const updated = profileRow({ company: 'New Co', phone: null });
    server.use(http.patch(`${REST}/profiles`, () => json(updated)));
    const { adapter, accessToken } = signedInAdapter();

    await expect(adapter.profiles.update(USER_ID, { company: ' New Co ', phone: null })).resolves.toEqual(updated);

    const [sent] = requestsTo(requests, '/rest/v1/profiles');
    expect(sent?.method).toBe('PATCH');
    expect(query(sent!.url)).toBe(`id=eq.${USER_ID}&select=*`);
    expect(sent?.headers.get('prefer')).toBe('return=representation');
    expect(sent?.headers.get('accept')).toBe(SINGLE);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    // updated_at is stamped by the database trigger, never by the browser.
    expect(await jsonBody(sent!)).toEqual({ company: 'New Co', phone: null });
  });

  it('reads the row back without writing when the patch is empty', async () => {
    server.use(http.get(`${REST}/profiles`, () => json([profileRow()])));
    const { adapter } = signedInAdapter();
    await expect(adapter.profiles.update(USER_ID, {})).resolves.toEqual(profileRow());
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('maps a row RLS filtered out (PGRST116, 0 rows) to not_found', async () => {
    server.use(
      http.patch(`${REST}/profiles`, () =>
        postgrestError(406, {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: 'The result contains 0 rows',
        }),
      ),
    );
    const { adapter } = signedInAdapter();
    expect((await rejection(adapter.profiles.update(OTHER_ID, { company: 'X' }))).code).toBe('not_found');
  });

  it('maps a refused status change (42501 from the trigger) to forbidden', async () => {
    server.use(
      http.patch(`${REST}/profiles`, () =>
        postgrestError(403, { code: '42501', message: "Only admins can change a user's status" }),
      ),
    );
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.profiles.update(USER_ID, { status: 'Inactive' }));
    expect(error.code).toBe('forbidden');
    expect(error.message).toBe("Only admins can change a user's status");
  });

  it('maps a unique violation (23505) to conflict', async () => {
    server.use(
      http.patch(`${REST}/profiles`, () =>
        postgrestError(409, {
          code: '23505',
          message: 'duplicate key value violates unique constraint "profiles_email_key"',
          details: 'Key (email)=(a@b.co) already exists.',
        }),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.profiles.update(USER_ID, { display_name: 'A' }))).code).toBe('conflict');
  });

  it('maps the last-admin guard on suspension to last_admin', async () => {
    server.use(
      http.patch(`${REST}/profiles`, () =>
        postgrestError(400, { code: 'P0001', message: 'Cannot suspend the last admin', hint: 'last_admin' }),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.profiles.update(ADMIN_ID, { status: 'Suspended' }));
    expect(error.code).toBe('last_admin');
    expect(error.message).toBe('Cannot suspend the last admin');
    expect(requestsTo(requests, '/functions/v1/admin-set-user-status')).toHaveLength(0);
  });

  it('validates the patch with profilePatchSchema before any request', async () => {
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.profiles.update(USER_ID, { phone: '12-34', status: 'Gone' as 'Active' }));
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual(['Invalid phone number format', 'Status must be one of: Active, Inactive, Suspended']);
    expect(requests).toHaveLength(0);
  });

  it('leaves columns outside the patch (role) to the database, which refuses them: forbidden', async () => {
    server.use(
      http.patch(`${REST}/profiles`, () =>
        postgrestError(403, { code: '42501', message: 'permission denied for table profiles' }),
      ),
    );
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.profiles.update(USER_ID, { role: 'Admin', company: ' Acme ' } as never));
    expect(error.code).toBe('forbidden');
    expect(await jsonBody(requestsTo(requests, '/rest/v1/profiles')[0]!)).toEqual({ company: 'Acme', role: 'Admin' });
  });
});

describe('roles.list', () => {
  it('selects the four user_roles columns', async () => {
    const row = { user_id: USER_ID, role: 'user', assigned_by: null, assigned_at: '2026-01-05T10:00:00+00:00' };
    server.use(http.get(`${REST}/user_roles`, () => json([row])));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(adapter.roles.list()).resolves.toEqual([row]);

    const [sent] = requestsTo(requests, '/rest/v1/user_roles');
    expect(sent?.method).toBe('GET');
    expect(query(sent!.url)).toBe('select=user_id,role,assigned_by,assigned_at');
  });

  it('refuses an unknown role value', async () => {
    server.use(
      http.get(`${REST}/user_roles`, () =>
        json([{ user_id: USER_ID, role: 'root', assigned_by: null, assigned_at: '2026-01-05T10:00:00+00:00' }]),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.roles.list())).code).toBe('unexpected');
  });
});

describe('audit.listRecent', () => {
  const entry = {
    id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
    action_type: 'role_changed',
    old_role: 'user',
    new_role: 'moderator',
    assigned_by: ADMIN_ID,
    target_user_id: USER_ID,
    created_at: '2026-02-01T09:00:00+00:00',
  };

  it(`reads the newest ${AUDIT_LOG_PAGE_SIZE} rows by default`, async () => {
    server.use(http.get(`${REST}/role_audit_log`, () => json([entry])));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(adapter.audit.listRecent()).resolves.toEqual([entry]);

    const [sent] = requestsTo(requests, '/rest/v1/role_audit_log');
    expect(query(sent!.url)).toBe('select=*&order=created_at.desc&limit=20');
  });

  it('passes a custom limit', async () => {
    server.use(http.get(`${REST}/role_audit_log`, () => json([])));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.audit.listRecent(5);
    expect(requestsTo(requests, '/rest/v1/role_audit_log')[0]?.url.searchParams.get('limit')).toBe('5');
  });
});
