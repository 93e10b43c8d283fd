import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it, vi } from 'vitest';
import { CREDIT_CHECKOUT_ERRORS } from '@/lib/credits/packs';
import { NOT_ALLOWED_MESSAGE } from './map-error';
import { SESSION_MISSING_MESSAGE, TERMS_VERSION, type BackendErrorCode, type OrderRequestInput } from '@/backend';
import {
  ADMIN_ID,
  ANON_KEY,
  AUTH,
  FUNCTIONS,
  REST,
  STORAGE,
  STORAGE_KEY,
  USER_EMAIL,
  USER_ID,
  gotrueError,
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

const NEW_USER_ID = '6e5d4c3b-2a19-4807-b6a5-f4e3d2c1b0a9';

describe('admin.createUser (Edge Function admin-create-user)', () => {
  const input = {
    displayName: ' Bob  van Dyke ',
    email: 'bob@example.com',
    password: 'Secret123',
    phone: '+15550001111',
    company: 'Bank of Tests',
  };
  const created = profileRow({
    id: NEW_USER_ID,
    first_name: 'Bob',
    last_name: 'van Dyke',
    display_name: 'Bob  van Dyke',
    email: 'bob@example.com',
    company: 'Bank of Tests',
    phone: '+15550001111',
  });

  it("posts the new user with the admin's own token and returns the profile", async () => {
    server.use(http.post(`${FUNCTIONS}/admin-create-user`, () => json({ profile: created })));
    const { adapter, accessToken, storage } = signedInAdapter(ADMIN_ID);
    const storedBefore = storage.map.get(STORAGE_KEY);

    await expect(adapter.admin.createUser(input)).resolves.toEqual(created);

    const [sent] = requestsTo(requests, '/functions/v1/admin-create-user');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(sent?.headers.get('apikey')).toBe(ANON_KEY);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(await jsonBody(sent!)).toEqual({
      email: 'bob@example.com',
      password: 'Secret123',
      first_name: 'Bob',
      last_name: 'van Dyke',
      display_name: 'Bob  van Dyke',
      company: 'Bank of Tests',
      phone: '+15550001111',
    });
    // Never the public sign-up: the admin's session must stay the admin's (reference §2).
    expect(requestsTo(requests, '/auth/v1/signup')).toHaveLength(0);
    expect(storage.map.get(STORAGE_KEY)).toBe(storedBefore);
    expect((await adapter.auth.getSession())?.user.id).toBe(ADMIN_ID);
  });

  it('sends empty optional fields as empty strings (the trigger stores them as null)', async () => {
    server.use(http.post(`${FUNCTIONS}/admin-create-user`, () => json({ profile: created })));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.admin.createUser({ displayName: 'Bob', email: 'bob@example.com', password: 'Secret123' });
    expect(await jsonBody(requestsTo(requests, '/functions/v1/admin-create-user')[0]!)).toMatchObject({
      first_name: 'Bob',
      last_name: '',
      company: '',
      phone: '',
    });
  });

  it('validates with createUserInputSchema before any request', async () => {
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.admin.createUser({ displayName: '', email: 'bob', password: 'weak' }));
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual([
      'User Name is required',
      'Invalid email address',
      'Password must be at least 8 characters',
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ]);
    expect(requests).toHaveLength(0);
  });

  it("fails with 'Auth session missing!' when nobody is signed in, without a request", async () => {
    const { adapter } = newAdapter();
    const error = await rejection(adapter.admin.createUser(input));
    expect(error.code).toBe('session_missing');
    expect(error.message).toBe(SESSION_MISSING_MESSAGE);
    expect(requests).toHaveLength(0);
  });

  it.each<[string, () => Response, BackendErrorCode, string]>([
    [
      'email_exists (422)',
      () => gotrueError(422, 'email_exists', 'A user with this email address has already been registered'),
      'conflict',
      'A user with this email address has already been registered',
    ],
    ['not_admin (403)', () => gotrueError(403, 'not_admin', 'User not allowed'), 'forbidden', 'User not allowed'],
    [
      'a port code in the body',
      () => json({ code: 'forbidden', message: 'Admins only' }, 403),
      'forbidden',
      'Admins only',
    ],
    [
      'a bare 403',
      () => new HttpResponse('Forbidden', { status: 403 }),
      'forbidden',
      'An unexpected error occurred. Please try again.',
    ],
    ['a bare 409', () => json({ error: 'Email taken' }, 409), 'conflict', 'Email taken'],
    ['a 429', () => json({ message: 'Slow down' }, 429), 'rate_limited', 'Slow down'],
    ['a 500', () => json({ message: 'boom' }, 500), 'unexpected', 'boom'],
  ])('maps %s', async (_label, respond, expected, message) => {
    server.use(http.post(`${FUNCTIONS}/admin-create-user`, respond));
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.admin.createUser(input));
    expect(error.code).toBe(expected);
    expect(error.message).toBe(message);
  });

  it('maps a validation answer with its reasons', async () => {
    server.use(
      http.post(`${FUNCTIONS}/admin-create-user`, () =>
        gotrueError(400, 'validation_failed', 'Invalid email address', { reasons: ['Invalid email address'] }),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.admin.createUser(input));
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual(['Invalid email address']);
  });

  it('maps a relay error and a failed fetch to network', async () => {
    server.use(http.post(`${FUNCTIONS}/admin-create-user`, () => json({ message: 'relay' }, 502)));
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.admin.createUser(input))).code).toBe('network');

    server.use(
      http.post(`${FUNCTIONS}/admin-create-user`, () =>
        HttpResponse.json({ message: 'relay' }, { status: 500, headers: { 'x-relay-error': 'true' } }),
      ),
    );
    expect((await rejection(adapter.admin.createUser(input))).code).toBe('network');

    server.use(http.post(`${FUNCTIONS}/admin-create-user`, () => HttpResponse.error()));
    expect((await rejection(adapter.admin.createUser(input))).code).toBe('network');
  });

  it('refuses an answer without a valid profile', async () => {
    server.use(http.post(`${FUNCTIONS}/admin-create-user`, () => json({ ok: true })));
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.admin.createUser(input))).code).toBe('unexpected');
  });
});

describe('profiles.update with a status that bans or unbans (Edge Function admin-set-user-status)', () => {
  it.each(['Suspended', 'Active'] as const)(
    'patches the profile, then asks the function to apply %s to the auth user',
    async (status) => {
      server.use(
        http.patch(`${REST}/profiles`, () => json(profileRow({ status }))),
        http.post(`${FUNCTIONS}/admin-set-user-status`, () => json({ ok: true })),
      );
      const { adapter, accessToken } = signedInAdapter(ADMIN_ID);

      await expect(adapter.profiles.update(USER_ID, { status })).resolves.toMatchObject({ status });

      expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
        'PATCH /rest/v1/profiles',
        'POST /functions/v1/admin-set-user-status',
      ]);
      const call = requestsTo(requests, '/functions/v1/admin-set-user-status')[0]!;
      expect(call.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
      expect(await jsonBody(call)).toEqual({ user_id: USER_ID, status });
    },
  );

  it('leaves the auth user alone for Inactive and for patches without status', async () => {
    server.use(http.patch(`${REST}/profiles`, () => json(profileRow({ status: 'Inactive' }))));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.profiles.update(USER_ID, { status: 'Inactive' });
    await adapter.profiles.update(USER_ID, { company: 'Acme' });
    expect(requestsTo(requests, '/functions/v1/admin-set-user-status')).toHaveLength(0);
  });

  it('reports a refused ban (the profile change is not rolled back by the browser)', async () => {
    server.use(
      http.patch(`${REST}/profiles`, () => json(profileRow({ status: 'Suspended' }))),
      http.post(`${FUNCTIONS}/admin-set-user-status`, () => json({ code: 'forbidden', message: 'Admins only' }, 403)),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.profiles.update(USER_ID, { status: 'Suspended' }));
    expect(error.code).toBe('forbidden');
    expect(error.message).toBe('Admins only');
  });
});

describe('inbound.submit', () => {
  const message = {
    name: ' Carol Danvers ',
    email: 'carol@example.com',
    company: '',
    phone: '',
    message: 'Please call me about volume pricing.',
  };

  it('inserts as anon without asking for the row back', async () => {
    server.use(http.post(`${REST}/inbound_requests`, () => new HttpResponse(null, { status: 201 })));
    const { adapter } = newAdapter();

    await expect(adapter.inbound.submit('demo', message)).resolves.toBeUndefined();

    const [sent] = requestsTo(requests, '/rest/v1/inbound_requests');
    expect(sent?.method).toBe('POST');
    expect(sent?.url.search).toBe('');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(sent?.headers.get('prefer') ?? '').not.toContain('return=representation');
    expect(await jsonBody(sent!)).toEqual({
      kind: 'demo',
      name: 'Carol Danvers',
      email: 'carol@example.com',
      company: null,
      phone: null,
      message: 'Please call me about volume pricing.',
    });
  });

  it('validates with contactMessageInputSchema before any request', async () => {
    const { adapter } = newAdapter();
    const error = await rejection(adapter.inbound.submit('contact', { ...message, message: 'short' }));
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual(['Message must be at least 10 characters']);
    expect(requests).toHaveLength(0);
  });

  it('refuses an unknown kind before any request', async () => {
    const { adapter } = newAdapter();
    expect((await rejection(adapter.inbound.submit('spam' as 'demo', message))).code).toBe('validation_failed');
    expect(requests).toHaveLength(0);
  });

  it('maps an RLS refusal (42501) to forbidden', async () => {
    server.use(
      http.post(`${REST}/inbound_requests`, () =>
        postgrestError(403, {
          code: '42501',
          message: 'new row violates row-level security policy for table "inbound_requests"',
        }),
      ),
    );
    const { adapter } = signedInAdapter();
    expect((await rejection(adapter.inbound.submit('contact', message))).code).toBe('forbidden');
  });
});

describe('inbound.list', () => {
  it('reads every column newest first', async () => {
    const row = {
      id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
      kind: 'contact',
      name: 'Carol Danvers',
      email: 'carol@example.com',
      company: null,
      phone: null,
      message: 'Please call me about volume pricing.',
      created_at: '2026-02-01T09:00:00+00:00',
    };
    server.use(http.get(`${REST}/inbound_requests`, () => json([row])));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await expect(adapter.inbound.list()).resolves.toEqual([row]);

    const [sent] = requestsTo(requests, '/rest/v1/inbound_requests');
    expect(decodeURIComponent(sent!.url.search)).toBe('?select=*&order=created_at.desc');
  });
});

function pdf(name: string, content = '%PDF-1.7 test', type = 'application/pdf'): File {
  return new File([content], name, { type });
}

function orderRow(documents: Array<{ name: string; size: number; storage_path: string }>) {
  return {
    id: '8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f',
    user_id: USER_ID,
    name: 'Alice Smith',
    email: USER_EMAIL,
    company: null,
    entity_legal_name: 'Harbor Holdings LLC',
    formation_state: 'Delaware',
    report_type: 'Limited Liability Company',
    property_state: null,
    loan_reference: null,
    documents,
    status: 'Submitted',
    terms_version: 'v.20250822',
    created_at: '2026-02-01T09:00:00+00:00',
    updated_at: '2026-02-01T09:00:00+00:00',
    documents_purged_at: null,
  };
}

describe('orders.submit', () => {
  const base: Omit<OrderRequestInput, 'documents'> = {
    name: 'Alice Smith',
    email: USER_EMAIL,
    company: '',
    entityLegalName: 'Harbor Holdings LLC',
    formationState: 'Delaware',
    reportType: 'Limited Liability Company',
    acceptTerms: true,
  };

  it('uploads each PDF under <user>/<upload id>/ and then inserts the order with its documents', async () => {
    let inserted: unknown;
    server.use(
      http.post(`${STORAGE}/object/order-documents/*`, ({ request }) =>
        json({ Id: crypto.randomUUID(), Key: new URL(request.url).pathname.replace('/storage/v1/object/', '') }),
      ),
      http.post(`${REST}/order_requests`, async ({ request }) => {
        inserted = await request.json();
        const body = inserted as { documents: Array<{ name: string; size: number; storage_path: string }> };
        return json(orderRow(body.documents), 201);
      }),
    );
    const { adapter, accessToken } = signedInAdapter();
    const files = [pdf('Operating Agreement.pdf'), pdf('articles.PDF', '%PDF-1.4 x', '')];

    const order = await adapter.orders.submit({ ...base, documents: files });

    const uploads = requests.filter((r) => r.url.pathname.startsWith('/storage/v1/object/order-documents/'));
    expect(uploads).toHaveLength(2);
    const folder = new RegExp(`^/storage/v1/object/order-documents/${USER_ID}/([0-9a-f-]{36})/`);
    const uploadId = folder.exec(decodeURIComponent(uploads[0]!.url.pathname))?.[1];
    expect(uploadId).toBeDefined();
    expect(uploads.map((u) => decodeURIComponent(u.url.pathname))).toEqual([
      `/storage/v1/object/order-documents/${USER_ID}/${uploadId}/Operating Agreement.pdf`,
      `/storage/v1/object/order-documents/${USER_ID}/${uploadId}/articles.PDF`,
    ]);
    for (const upload of uploads) {
      expect(upload.method).toBe('POST');
      expect(upload.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
      expect(upload.headers.get('x-upsert')).toBe('false');
      const form = await upload.request.clone().formData();
      const file = form.get('') as File;
      expect(file.type).toBe('application/pdf');
    }
    const secondPart = (await uploads[1]!.request.clone().formData()).get('') as File;
    expect(await secondPart.text()).toBe('%PDF-1.4 x');

    const [insert] = requestsTo(requests, '/rest/v1/order_requests');
    expect(insert?.method).toBe('POST');
    expect(decodeURIComponent(insert!.url.search)).toBe('?select=*');
    expect(insert?.headers.get('prefer')).toBe('return=representation');
    expect(insert?.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
    expect(inserted).toEqual({
      user_id: USER_ID,
      name: 'Alice Smith',
      email: USER_EMAIL,
      company: null,
      entity_legal_name: 'Harbor Holdings LLC',
      formation_state: 'Delaware',
      report_type: 'Limited Liability Company',
      property_state: null,
      loan_reference: null,
      terms_version: TERMS_VERSION,
      documents: [
        { name: 'Operating Agreement.pdf', size: 13, storage_path: `${USER_ID}/${uploadId}/Operating Agreement.pdf` },
        { name: 'articles.PDF', size: 10, storage_path: `${USER_ID}/${uploadId}/articles.PDF` },
      ],
    });
    expect(order.documents).toHaveLength(2);
    expect(order.status).toBe('Submitted');
  });

  it('gives same-named files distinct keys and replaces characters storage refuses', async () => {
    server.use(
      http.post(`${STORAGE}/object/order-documents/*`, () => json({ Id: 'x', Key: 'y' })),
      http.post(`${REST}/order_requests`, async ({ request }) => {
        const body = (await request.json()) as {
          documents: Array<{ name: string; size: number; storage_path: string }>;
        };
        return json(orderRow(body.documents), 201);
      }),
    );
    const { adapter } = signedInAdapter();
    const order = await adapter.orders.submit({
      ...base,
      documents: [pdf('bylaws.pdf'), pdf('bylaws.pdf'), pdf('Satzung §1 é.pdf'), pdf('Q3?#draft.pdf')],
    });
    expect(order.documents.map((d) => d.name)).toEqual([
      'bylaws.pdf',
      'bylaws.pdf',
      'Satzung §1 é.pdf',
      'Q3?#draft.pdf',
    ]);
    expect(order.documents.map((d) => d.storage_path.split('/')[2])).toEqual([
      'bylaws.pdf',
      'bylaws-2.pdf',
      'Satzung _1 _.pdf',
      'Q3__draft.pdf',
    ]);
    const uploaded = requests
      .filter((r) => r.url.pathname.startsWith('/storage/v1/object/'))
      .map((r) => decodeURIComponent(r.url.pathname).split('/').at(-1));
    expect(uploaded).toEqual(['bylaws.pdf', 'bylaws-2.pdf', 'Satzung _1 _.pdf', 'Q3__draft.pdf']);
  });

  it('validates the form and the files before any request', async () => {
    const { adapter } = signedInAdapter();
    const error = await rejection(
      adapter.orders.submit({
        ...base,
        entityLegalName: ' ',
        documents: [new File(['x'], 'notes.txt', { type: 'text/plain' })],
      }),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual([
      'Entity legal name is required',
      'notes.txt is not a PDF. Only PDF files are accepted',
    ]);
    expect(requests).toHaveLength(0);
  });

  it("fails with 'Auth session missing!' when nobody is signed in, without a request", async () => {
    const { adapter } = newAdapter();
    const error = await rejection(adapter.orders.submit({ ...base, documents: [pdf('a.pdf')] }));
    expect(error.code).toBe('session_missing');
    expect(requests).toHaveLength(0);
  });

  it.each<[string, number, Record<string, string>, BackendErrorCode]>([
    [
      'an RLS refusal answered as 400/"403"',
      400,
      { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
      'forbidden',
    ],
    [
      'a duplicate key',
      409,
      { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
      'conflict',
    ],
    [
      'a file over the bucket limit',
      413,
      { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
      'validation_failed',
    ],
    [
      'a storage outage',
      503,
      { statusCode: '503', error: 'Service Unavailable', message: 'Service Unavailable' },
      'network',
    ],
  ])(
    'maps %s from storage, removes the files already uploaded and inserts nothing',
    async (_label, status, body, expected) => {
      let uploadsSeen = 0;
      server.use(
        http.post(`${STORAGE}/object/order-documents/*`, () => {
          uploadsSeen += 1;
          return uploadsSeen === 1 ? json({ Id: 'x', Key: 'y' }) : json(body, status);
        }),
        http.delete(`${STORAGE}/object/order-documents`, () => json([])),
      );
      const { adapter } = signedInAdapter();

      const error = await rejection(adapter.orders.submit({ ...base, documents: [pdf('a.pdf'), pdf('b.pdf')] }));

      expect(error.code).toBe(expected);
      expect(error.message).toBe(
        expected === 'network'
          ? 'The service is unavailable. Please try again.'
          : expected === 'forbidden'
            ? NOT_ALLOWED_MESSAGE
            : body.message,
      );
      expect(requestsTo(requests, '/rest/v1/order_requests')).toHaveLength(0);
      const [removal] = requestsTo(requests, '/storage/v1/object/order-documents');
      expect(removal?.method).toBe('DELETE');
      expect(await jsonBody(removal!)).toEqual({
        prefixes: [expect.stringMatching(new RegExp(`^${USER_ID}/[0-9a-f-]{36}/a\\.pdf$`))],
      });
    },
  );

  it('removes every uploaded file when the insert is refused', async () => {
    server.use(
      http.post(`${STORAGE}/object/order-documents/*`, () => json({ Id: 'x', Key: 'y' })),
      http.post(`${REST}/order_requests`, () =>
        postgrestError(403, {
          code: '42501',
          message: 'new row violates row-level security policy for table "order_requests"',
        }),
      ),
      http.delete(`${STORAGE}/object/order-documents`, () => json([])),
    );
    const { adapter } = signedInAdapter();

    const error = await rejection(adapter.orders.submit({ ...base, documents: [pdf('a.pdf'), pdf('b.pdf')] }));

    expect(error.code).toBe('forbidden');
    const [removal] = requestsTo(requests, '/storage/v1/object/order-documents');
    const { prefixes } = (await jsonBody(removal!)) as { prefixes: string[] };
    expect(prefixes.map((p) => p.split('/').slice(-1)[0])).toEqual(['a.pdf', 'b.pdf']);
  });

  it('maps a failed upload fetch to network', async () => {
    server.use(http.post(`${STORAGE}/object/order-documents/*`, () => HttpResponse.error()));
    const { adapter } = signedInAdapter();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await rejection(adapter.orders.submit({ ...base, documents: [pdf('a.pdf')] }));
    spy.mockRestore();
    expect(error.code).toBe('network');
  });
});

describe('orders.list', () => {
  it("reads the caller's orders newest first", async () => {
    const row = orderRow([{ name: 'a.pdf', size: 10, storage_path: `${USER_ID}/x/a.pdf` }]);
    server.use(http.get(`${REST}/order_requests`, () => json([row])));
    const { adapter, accessToken } = signedInAdapter();

    await expect(adapter.orders.list()).resolves.toEqual([row]);

    const [sent] = requestsTo(requests, '/rest/v1/order_requests');
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(decodeURIComponent(sent!.url.search)).toBe('?select=*&order=created_at.desc');
  });

  it('maps a 42501 for anon (401) to session_missing', async () => {
    server.use(
      http.get(`${REST}/order_requests`, () =>
        postgrestError(401, { code: '42501', message: 'permission denied for table order_requests' }),
      ),
    );
    const { adapter } = newAdapter();
    expect((await rejection(adapter.orders.list())).code).toBe('session_missing');
  });
});

describe('orders.listOwn', () => {
  it("asks for the caller's own orders alone, newest first (staff could read every order)", async () => {
    const row = orderRow([]);
    server.use(http.get(`${REST}/order_requests`, () => json([row])));
    const { adapter } = signedInAdapter();

    await expect(adapter.orders.listOwn()).resolves.toEqual([row]);

    const [sent] = requestsTo(requests, '/rest/v1/order_requests');
    expect(decodeURIComponent(sent!.url.search)).toBe(`?select=*&user_id=eq.${USER_ID}&order=created_at.desc,id.asc`);
  });

  it('sends the status and the search over the loan reference and the entity as PostgREST filters, quoted', async () => {
    server.use(http.get(`${REST}/order_requests`, () => json([])));
    const { adapter } = signedInAdapter();

    await adapter.orders.listOwn({ status: 'Submitted', search: '  LN-7, (B) 100%*  ' });

    const [sent] = requestsTo(requests, '/rest/v1/order_requests');
    // Inside PostgREST's double quotes a backslash is doubled, so the database gets LIKE's `\%`; `*` goes as `_`.
    const pattern = '"*LN-7, (B) 100\\\\%_*"';
    expect([...sent!.url.searchParams]).toEqual([
      ['select', '*'],
      ['user_id', `eq.${USER_ID}`],
      ['status', 'eq.Submitted'],
      ['or', `(loan_reference.ilike.${pattern},entity_legal_name.ilike.${pattern})`],
      ['order', 'created_at.desc,id.asc'],
    ]);
  });

  it('refuses a search over 200 characters and an unknown status before any request', async () => {
    const { adapter } = signedInAdapter();
    expect((await rejection(adapter.orders.listOwn({ search: 'x'.repeat(201) }))).code).toBe('validation_failed');
    expect((await rejection(adapter.orders.listOwn({ status: 'Lost' as 'Submitted' }))).code).toBe('validation_failed');
    expect(requestsTo(requests, '/rest/v1/order_requests')).toHaveLength(0);
  });

  it('refuses without a session before any request', async () => {
    const { adapter } = newAdapter();
    expect((await rejection(adapter.orders.listOwn())).code).toBe('session_missing');
    expect(requestsTo(requests, '/rest/v1/order_requests')).toHaveLength(0);
  });
});

describe('createSupabaseAdapter', () => {
  it('reports kind supabase and uses the fetch it is given', async () => {
    const calls: string[] = [];
    const { createSupabaseAdapter } = await import('./supabase-adapter');
    server.use(http.post(`${AUTH}/recover`, () => json({})));
    const adapter = createSupabaseAdapter({
      url: 'https://test-project.supabase.co',
      anonKey: ANON_KEY,
      fetch: (input, init) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    });
    expect(adapter.kind).toBe('supabase');
    await adapter.auth.resetPasswordForEmail(USER_EMAIL, 'https://app.example.com/auth');
    expect(calls).toEqual([`${AUTH}/recover?redirect_to=${encodeURIComponent('https://app.example.com/auth')}`]);
  });
});

describe('credits.startCheckout (Edge Function create-credit-checkout)', () => {
  const url = `${FUNCTIONS}/create-credit-checkout`;

  it("posts the pack with the customer's own token and returns the Checkout page", async () => {
    const started = { session_id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' };
    server.use(http.post(url, () => json(started)));
    const { adapter, accessToken } = signedInAdapter(USER_ID);
    await expect(adapter.credits.startCheckout('team')).resolves.toEqual(started);
    const [sent] = requestsTo(requests, '/functions/v1/create-credit-checkout');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(await jsonBody(sent!)).toEqual({ pack_id: 'team' });
  });

  it('refuses a pack we do not sell before any request', async () => {
    const { adapter } = signedInAdapter(USER_ID);
    const before = requestsTo(requests, '/functions/v1/create-credit-checkout').length;
    const error = await rejection(adapter.credits.startCheckout('gold'));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(CREDIT_CHECKOUT_ERRORS.unknownPack.message);
    expect(requestsTo(requests, '/functions/v1/create-credit-checkout')).toHaveLength(before);
  });

  it("keeps the function's own refusals: staff are forbidden, and a 503 or 502 says payments are not set up or Stripe failed", async () => {
    const { adapter } = signedInAdapter(USER_ID);
    const cases = [
      [CREDIT_CHECKOUT_ERRORS.notCustomer, 'forbidden'],
      [CREDIT_CHECKOUT_ERRORS.notConfigured, 'payments_not_configured'],
      [CREDIT_CHECKOUT_ERRORS.providerFailed, 'payment_provider_failed'],
    ] as const;
    for (const [answer, code] of cases) {
      server.use(http.post(url, () => json({ code: answer.code, message: answer.message }, answer.status)));
      const error = await rejection(adapter.credits.startCheckout('starter'));
      expect(error.code).toBe(code);
      expect(error.message).toBe(answer.message);
    }
    // A gateway's 502 without the function's code is still the network.
    server.use(http.post(url, () => json({ message: 'relay' }, 502)));
    expect((await rejection(adapter.credits.startCheckout('starter'))).code).toBe('network');
  });
});
