import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockAdapter } from '../../adapters/mock';
import { memoryStorage } from '../../adapters/supabase/memory-storage';
import { API_ROUTES } from '../api/routes';
import { createMockServer } from '../node';
import { TERMS_VERSION } from '@/backend';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { ADMIN_TOTP_FACTOR, DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS, signInAsPersona } from '../seed/personas';
import { signAccessToken, type AccessClaims } from './jwt';

/**
 * Random and hostile input thrown at every handler of the mock API over HTTP, the way a browser or an
 * attacker would send it. Whatever arrives: never a 5xx, a refusal is always JSON with a code and a clear
 * message, a refused write changes nothing, and markup in otherwise valid input is stored as plain text.
 */

const mock = createMockServer();
/** A seeded order of the customer persona, still Submitted. */
const SUBMITTED_ORDER =
  SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((o) => o.owner === 'customer' && o.moves.length === 0)]!;
/** The customer's ready order whose documents are kept (its report is published). */
const READY_ORDER =
  SEED_ORDER_IDS[
    SEED_ORDER_SPECS.findIndex((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Report ready' && !o.purged)
  ]!;
const BASE = mock.baseUrl;
const RUNS = 40;
/** The properties send hundreds of requests; the default 5 s is too tight on a busy machine. */
const PROPERTY_TIMEOUT_MS = 60_000;

type Persona = 'admin' | 'customer' | 'moderator';
const sessions: Record<Persona, { access: string; refresh: string; sessionId: string }> = {
  admin: { access: '', refresh: '', sessionId: '' },
  customer: { access: '', refresh: '', sessionId: '' },
  moderator: { access: '', refresh: '', sessionId: '' },
};

async function signInPersonas(): Promise<void> {
  for (const persona of ['admin', 'customer', 'moderator'] as const) {
    const adapter = createMockAdapter({ baseUrl: BASE, storage: memoryStorage(), autoRefreshToken: false });
    // The admin's session passes the second factor, so their token carries admin rights (aal2).
    await signInAsPersona(adapter.auth, PERSONAS[persona].email, { now: mock.now });
    const session = (await adapter.auth.getSession())!;
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as AccessClaims;
    sessions[persona] = { access: session.access_token, refresh: session.refresh_token, sessionId: claims.session_id };
  }
}

beforeAll(async () => {
  mock.listen();
  await mock.reset();
});
afterAll(() => mock.close());
beforeEach(signInPersonas);

// ---------------------------------------------------------------------------------------------------------
// Tokens: real ones and every kind of forgery.

const TOKEN_KINDS = [
  'none',
  'admin',
  'customer',
  'moderator',
  'garbage',
  'alg-none',
  'wrong-secret',
  'expired',
  'tampered',
  'basic-scheme',
  'empty-bearer',
] as const;
type TokenKind = (typeof TOKEN_KINDS)[number];
const FORGED: readonly TokenKind[] = ['garbage', 'alg-none', 'wrong-secret', 'expired', 'tampered'];

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function adminClaims(overrides: Partial<AccessClaims> = {}): AccessClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'mock-api/auth/v1',
    sub: PERSONAS.admin.id,
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    email: PERSONAS.admin.email,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessions.admin.sessionId,
    is_anonymous: false,
    ...overrides,
  };
}

async function authorization(kind: TokenKind, garbage: string): Promise<string | null> {
  switch (kind) {
    case 'none':
      return null;
    case 'admin':
    case 'customer':
    case 'moderator':
      return `Bearer ${sessions[kind].access}`;
    case 'garbage':
      return `Bearer ${garbage}`;
    case 'alg-none':
      return `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims())}.`;
    case 'wrong-secret':
      return `Bearer ${await signAccessToken(adminClaims(), 'not-the-server-secret')}`;
    case 'expired':
      return `Bearer ${await signAccessToken(adminClaims({ exp: Math.floor(Date.now() / 1000) - 60 }), mock.config.jwtSecret)}`;
    case 'tampered': {
      // The customer's real signature over a payload that claims to be the admin.
      const [header, , signature] = sessions.customer.access.split('.');
      return `Bearer ${header}.${b64(adminClaims())}.${signature}`;
    }
    case 'basic-scheme':
      return `Basic ${Buffer.from(`${PERSONAS.admin.email}:${DEMO_PASSWORD}`).toString('base64')}`;
    case 'empty-bearer':
      return 'Bearer ';
  }
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values.

const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "<a href='javascript:alert(1)'>x</a>",
  '</textarea><svg onload=alert(1)>',
  '<!--',
  '&lt;b&gt;&amp;',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
] as const;

const SPECIAL = [
  ...MARKUP,
  "'; drop table profiles; --",
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '%00',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  ' ',
  '',
  '\r\n\t',
  '😀👩‍👩‍👧',
] as const;

/** Strings attackers send: control characters, markup, very long text, any code point. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SPECIAL),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc
    .tuple(fc.constantFrom('a', '<b>', '\u0001', 'é', '9'), fc.integer({ min: 1_000, max: 120_000 }))
    .map(([unit, n]) => unit.repeat(n)),
);

/** Any JSON value, with hostile strings; wrong types for every field. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small', maxDepth: 2 },
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(
    // Sign-up metadata keys too, so the trigger's reading of user-supplied metadata is exercised.
    fc.oneof(fc.constantFrom('full_name', 'first_name', 'last_name', 'display_name', 'company', 'phone'), hostileText),
    fc.oneof(hostileText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 2 })),
    { maxKeys: 3 },
  ),
);

type Body =
  | { kind: 'none' }
  | { kind: 'raw'; text: string }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Array<[string, string]>; files: Array<{ name: string; type: string; text: string }> };

const INVALID_JSON = ['{', '{"email":', '[1,', 'nul', "{'a':1}", '\u0000', '{"a":1}}', 'undefined', '<xml/>'];

/** Bodies for an endpoint: its own field names with any values (or missing), invalid JSON, wrong top-level types. */
function bodyFor(fields: readonly string[]): fc.Arbitrary<Body> {
  const withFields = fc
    .dictionary(fc.constantFrom(...fields, '__proto__', 'id', 'role', 'created_at'), anyJson, { maxKeys: 5 })
    .map((value): Body => ({ kind: 'json', value }));
  return fc.oneof(
    { weight: 4, arbitrary: withFields },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_JSON).map((text): Body => ({ kind: 'raw', text })) },
    { weight: 1, arbitrary: hostileText.map((text): Body => ({ kind: 'raw', text })) },
    { weight: 1, arbitrary: anyJson.map((value): Body => ({ kind: 'json', value })) },
  );
}

/** Query parameters an attacker adds: PostgREST grammar abuse, unknown columns, hostile values. */
const forgedQuery: fc.Arbitrary<Array<[string, string]>> = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        'select',
        'order',
        'limit',
        'offset',
        'id',
        'user_id',
        'email',
        'role',
        'status',
        'grant_type',
        'scope',
        'redirect_to',
        'or',
        'password_hash',
      ),
      hostileText,
    ),
    fc.oneof(
      fc.constantFrom(
        'eq.',
        `eq.${PERSONAS.admin.id}`,
        'eq.not-a-uuid',
        'in.(a,b)',
        `in.(${PERSONAS.admin.id},${OTHER_CUSTOMER.id})`,
        'ilike.*',
        'ilike.%admin%',
        '*',
        'id,password_hash',
        'created_at.desc.nullsfirst',
        'created_at.sideways',
        '-1',
        '1e9',
        '99999999999',
        'neq.x',
        'not.is.null',
        '(id.eq.1,role.eq.admin)',
        'javascript:alert(1)',
        'http://[::1',
        '//evil.example/steal',
      ),
      hostileText,
    ),
  ),
  { maxLength: 3 },
);

// ---------------------------------------------------------------------------------------------------------
// Every handler of the mock API.

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  fields: readonly string[];
  /** Query parameters the endpoint needs to reach its logic (e.g. grant_type). */
  query?: fc.Arbitrary<Array<[string, string]>>;
  multipart?: boolean;
}

const grant = fc
  .oneof(fc.constantFrom('password', 'refresh_token', 'pkce', ''), hostileText)
  .map((g): Array<[string, string]> => [['grant_type', g]]);

const ENDPOINTS: readonly Endpoint[] = [
  { method: 'POST', path: API_ROUTES.token, fields: ['email', 'password', 'refresh_token'], query: grant },
  { method: 'POST', path: API_ROUTES.signup, fields: ['email', 'password', 'data'] },
  { method: 'POST', path: API_ROUTES.logout, fields: [] },
  { method: 'POST', path: API_ROUTES.recover, fields: ['email'] },
  { method: 'POST', path: API_ROUTES.verify, fields: ['type', 'access_token', 'refresh_token'] },
  { method: 'GET', path: API_ROUTES.user, fields: [] },
  { method: 'PUT', path: API_ROUTES.user, fields: ['password'] },
  { method: 'GET', path: API_ROUTES.profiles, fields: [] },
  {
    method: 'PATCH',
    path: API_ROUTES.profiles,
    fields: ['first_name', 'last_name', 'display_name', 'company', 'phone', 'status', 'updated_at', 'email'],
  },
  { method: 'POST', path: API_ROUTES.profiles, fields: ['id', 'email'] },
  { method: 'DELETE', path: API_ROUTES.profiles, fields: [] },
  { method: 'GET', path: API_ROUTES.userRoles, fields: [] },
  { method: 'POST', path: API_ROUTES.userRoles, fields: ['user_id', 'role'] },
  { method: 'PATCH', path: API_ROUTES.userRoles, fields: ['role'] },
  { method: 'DELETE', path: API_ROUTES.userRoles, fields: [] },
  { method: 'GET', path: API_ROUTES.roleAuditLog, fields: [] },
  { method: 'POST', path: API_ROUTES.roleAuditLog, fields: ['action_type', 'new_role'] },
  { method: 'GET', path: API_ROUTES.inboundRequests, fields: [] },
  {
    method: 'POST',
    path: API_ROUTES.inboundRequests,
    fields: ['kind', 'name', 'email', 'company', 'phone', 'message'],
  },
  { method: 'DELETE', path: API_ROUTES.inboundRequests, fields: [] },
  { method: 'GET', path: API_ROUTES.orderRequests, fields: [] },
  { method: 'PATCH', path: API_ROUTES.orderRequests, fields: ['status'] },
  { method: 'POST', path: API_ROUTES.rpcIsAdmin, fields: [] },
  { method: 'POST', path: API_ROUTES.rpcAssignUserRole, fields: ['_user_id', '_role'] },
  {
    method: 'POST',
    path: API_ROUTES.adminCreateUser,
    fields: ['display_name', 'first_name', 'last_name', 'email', 'password', 'phone', 'company'],
  },
  { method: 'POST', path: API_ROUTES.adminSetUserStatus, fields: ['user_id', 'status'] },
  { method: 'POST', path: API_ROUTES.readDocumentsAi, fields: ['order_id'] },
  { method: 'POST', path: API_ROUTES.checkSecretaryOfState, fields: ['order_id', 'state', 'name'] },
  { method: 'POST', path: API_ROUTES.createCreditCheckout, fields: ['pack_id'] },
  // Stripe's webhook: no caller at all, only the signature, so forged events must change nothing.
  { method: 'POST', path: API_ROUTES.stripeWebhook, fields: ['id', 'type', 'data', 'livemode'] },
  { method: 'GET', path: API_ROUTES.creditCheckouts, fields: [] },
  { method: 'GET', path: API_ROUTES.orderSosLookups, fields: [] },
  { method: 'POST', path: API_ROUTES.orderSosLookups, fields: ['order_id', 'state', 'outcome', 'candidates'] },
  { method: 'DELETE', path: API_ROUTES.orderSosLookups, fields: [] },
  {
    method: 'POST',
    path: API_ROUTES.rpcRecordSosLookup,
    fields: ['_order_id', '_state', '_query_name', '_provider', '_outcome', '_candidates', '_looked_up_by'],
  },
  {
    method: 'POST',
    path: API_ROUTES.orderRequests,
    fields: [
      'user_id',
      'name',
      'email',
      'company',
      'entity_legal_name',
      'formation_state',
      'report_type',
      'documents',
      'property_state',
      'loan_reference',
      'terms_version',
    ],
  },
  { method: 'GET', path: API_ROUTES.orderStatusHistory, fields: [] },
  { method: 'POST', path: API_ROUTES.orderStatusHistory, fields: ['order_id', 'from_status', 'to_status', 'actor'] },
  { method: 'DELETE', path: API_ROUTES.orderStatusHistory, fields: [] },
  { method: 'GET', path: API_ROUTES.creditLedger, fields: [] },
  { method: 'POST', path: API_ROUTES.creditLedger, fields: ['user_id', 'kind', 'credits', 'amount_paid_cents'] },
  { method: 'PATCH', path: API_ROUTES.creditLedger, fields: ['credits'] },
  { method: 'POST', path: API_ROUTES.rpcSetOrderStatus, fields: ['_order_id', '_status', '_message'] },
  { method: 'POST', path: API_ROUTES.rpcResubmitOrder, fields: ['_order_id', '_documents', '_message'] },
  { method: 'POST', path: API_ROUTES.rpcCreditBalance, fields: ['_user_id'] },
  {
    method: 'POST',
    path: API_ROUTES.rpcGrantCredits,
    fields: ['_user_id', '_credits', '_amount_paid_cents', '_reason'],
  },
  { method: 'POST', path: API_ROUTES.rpcAdjustCredits, fields: ['_user_id', '_credits', '_reason'] },
  { method: 'POST', path: API_ROUTES.rpcOrdersPastDocumentRetention, fields: [] },
  { method: 'POST', path: API_ROUTES.rpcMarkOrderDocumentsPurged, fields: ['_order_id'] },
  { method: 'POST', path: API_ROUTES.rpcDeletedUserDocuments, fields: [] },
  { method: 'GET', path: API_ROUTES.orderReports, fields: [] },
  { method: 'POST', path: API_ROUTES.orderReports, fields: ['order_id', 'version', 'content', 'published_by'] },
  { method: 'PATCH', path: API_ROUTES.orderReports, fields: ['content', 'note'] },
  { method: 'GET', path: API_ROUTES.accountLosSettings, fields: [] },
  { method: 'POST', path: API_ROUTES.accountLosSettings, fields: ['user_id', 'los_email'] },
  { method: 'GET', path: API_ROUTES.outboundEmails, fields: [] },
  { method: 'POST', path: API_ROUTES.outboundEmails, fields: ['recipient', 'subject', 'body'] },
  { method: 'GET', path: API_ROUTES.accountLosAddresses, fields: [] },
  { method: 'POST', path: API_ROUTES.accountLosAddresses, fields: ['user_id', 'email', 'confirmed_at'] },
  { method: 'GET', path: API_ROUTES.losHandoffs, fields: [] },
  { method: 'POST', path: API_ROUTES.losHandoffs, fields: ['order_id', 'report_id', 'recipient', 'sent_by_name'] },
  { method: 'GET', path: API_ROUTES.orderEscalations, fields: [] },
  { method: 'POST', path: API_ROUTES.orderEscalations, fields: ['order_id', 'report_id', 'question'] },
  { method: 'POST', path: API_ROUTES.rpcPublishReport, fields: ['_order_id', '_content', '_note'] },
  { method: 'GET', path: API_ROUTES.orderDocumentTexts, fields: [] },
  { method: 'POST', path: API_ROUTES.orderDocumentTexts, fields: ['order_id', 'storage_path', 'file_name', 'pages'] },
  { method: 'GET', path: API_ROUTES.orderDocumentReadings, fields: [] },
  { method: 'POST', path: API_ROUTES.orderDocumentReadings, fields: ['order_id', 'reader', 'result'] },
  { method: 'POST', path: API_ROUTES.rpcSaveDocumentText, fields: ['_order_id', '_storage_path', '_pages', '_error'] },
  { method: 'POST', path: API_ROUTES.rpcSaveDocumentReading, fields: ['_order_id', '_reader', '_result'] },
  { method: 'POST', path: API_ROUTES.rpcPublishReport, fields: ['_order_id', '_content', '_note', '_reviews'] },
  {
    method: 'POST',
    path: API_ROUTES.rpcPublishReport,
    fields: ['_order_id', '_content', '_note', '_reviews', '_override'],
  },
  {
    method: 'POST',
    path: API_ROUTES.rpcPublishReport,
    fields: ['_order_id', '_content', '_note', '_reviews', '_without_approval'],
  },
  {
    method: 'POST',
    path: API_ROUTES.rpcPublishReport,
    fields: ['_order_id', '_content', '_note', '_reviews', '_override', '_without_approval'],
  },
  { method: 'GET', path: API_ROUTES.reportOverrides, fields: [] },
  { method: 'POST', path: API_ROUTES.reportOverrides, fields: ['order_id', 'version', 'reason', 'contradictions'] },
  { method: 'GET', path: API_ROUTES.reportFieldReviews, fields: [] },
  { method: 'POST', path: API_ROUTES.reportFieldReviews, fields: ['report_id', 'order_id', 'field', 'decision'] },
  { method: 'POST', path: API_ROUTES.rpcReaderReviewStats, fields: ['_days'] },
  { method: 'GET', path: API_ROUTES.orderAssignments, fields: [] },
  { method: 'POST', path: API_ROUTES.orderAssignments, fields: ['order_id', 'assignee_id'] },
  { method: 'GET', path: API_ROUTES.orderQueue, fields: [] },
  { method: 'PATCH', path: API_ROUTES.orderQueue, fields: ['assignee_id', 'status'] },
  { method: 'POST', path: API_ROUTES.rpcAssignOrder, fields: ['_order_id', '_assignee'] },
  { method: 'GET', path: API_ROUTES.reportDrafts, fields: [] },
  { method: 'POST', path: API_ROUTES.reportDrafts, fields: ['order_id', 'version', 'content'] },
  { method: 'POST', path: API_ROUTES.rpcSaveReportDraft, fields: ['_order_id', '_base_version', '_content'] },
  { method: 'POST', path: API_ROUTES.rpcDiscardReportDraft, fields: ['_order_id', '_base_version'] },
  { method: 'GET', path: API_ROUTES.reportApprovals, fields: [] },
  { method: 'POST', path: API_ROUTES.reportApprovals, fields: ['order_id', 'draft_version', 'state', 'checker_id'] },
  { method: 'GET', path: API_ROUTES.reportQuestions, fields: [] },
  { method: 'POST', path: API_ROUTES.reportQuestions, fields: ['order_id', 'field', 'label', 'question'] },
  { method: 'GET', path: API_ROUTES.reportSignoffs, fields: [] },
  { method: 'POST', path: API_ROUTES.reportSignoffs, fields: ['order_id', 'version', 'unapproved_reason'] },
  { method: 'GET', path: API_ROUTES.reportFieldEvents, fields: [] },
  {
    method: 'POST',
    path: API_ROUTES.reportFieldEvents,
    fields: ['order_id', 'field', 'label', 'kind', 'actor_id', 'at'],
  },
  { method: 'POST', path: API_ROUTES.rpcAskForApproval, fields: ['_order_id', '_draft_version', '_checker'] },
  { method: 'POST', path: API_ROUTES.rpcQuestionReportField, fields: ['_order_id', '_field', '_label', '_question'] },
  { method: 'POST', path: API_ROUTES.rpcAnswerReportQuestion, fields: ['_question_id', '_answer'] },
  { method: 'POST', path: API_ROUTES.rpcDecideApproval, fields: ['_order_id', '_draft_version', '_approve', '_note'] },
  { method: 'POST', path: API_ROUTES.rpcEscalateOrder, fields: ['_order_id', '_question'] },
  { method: 'POST', path: API_ROUTES.rpcQueueLosDelivery, fields: ['_report_id', '_recipient', '_remember'] },
  {
    method: 'POST',
    path: API_ROUTES.rpcConfirmLosAddress,
    fields: ['_report_id', '_recipient', '_code', '_remember'],
  },
  { method: 'POST', path: API_ROUTES.rpcAdminDashboard, fields: [] },
  {
    method: 'POST',
    path: API_ROUTES.rpcUserListPage,
    fields: ['_search', '_status', '_role', '_sort', '_page', '_page_size'],
  },
  { method: 'GET', path: API_ROUTES.staffAuditLog, fields: [] },
  { method: 'POST', path: API_ROUTES.staffAuditLog, fields: ['action', 'details'] },
  { method: 'POST', path: API_ROUTES.rpcLogExport, fields: ['_view', '_filters', '_rows'] },
  { method: 'POST', path: API_ROUTES.rpcRecordUserCreated, fields: ['_user_id'] },
  { method: 'POST', path: `${API_ROUTES.storageObject}/order-documents/hostile.pdf`, fields: [], multipart: true },
  { method: 'GET', path: API_ROUTES.demoOutbox, fields: [] },
  { method: 'GET', path: API_ROUTES.demoTotpCodes, fields: [] },
  // GoTrue's MFA API: the admin's factor (a challenge is a write only when it is answered 200), and a factor
  // nobody has, so a token that could unenroll never removes the admin's.
  { method: 'POST', path: API_ROUTES.factors, fields: ['factor_type', 'friendly_name', 'issuer'] },
  { method: 'POST', path: `${API_ROUTES.factors}/${ADMIN_TOTP_FACTOR.id}/challenge`, fields: ['channel'] },
  { method: 'POST', path: `${API_ROUTES.factors}/${ADMIN_TOTP_FACTOR.id}/verify`, fields: ['challenge_id', 'code'] },
  { method: 'DELETE', path: `${API_ROUTES.factors}/00000000-0000-4000-8000-00000000f0ff`, fields: [] },
  { method: 'POST', path: API_ROUTES.rpcResetUserMfa, fields: ['_user_id'] },
  { method: 'POST', path: API_ROUTES.rpcApproveAdminFactor, fields: ['_user_id'] },
  { method: 'POST', path: API_ROUTES.rpcAwaitsFactorApproval, fields: [] },
  // Paths and methods no handler serves: the fallback answers like the real service.
  { method: 'GET', path: '/rest/v1/auth_users', fields: [] },
  { method: 'POST', path: '/rest/v1/rpc/exec_sql', fields: ['sql'] },
  { method: 'PUT', path: API_ROUTES.profiles, fields: ['id'] },
  { method: 'GET', path: '/auth/v1/admin/users', fields: [] },
];

const formBody: fc.Arbitrary<Body> = fc
  .record({
    fields: fc.array(
      fc.tuple(
        fc.constantFrom('name', 'email', 'company', 'entityLegalName', 'formationState', 'reportType'),
        hostileText,
      ),
      { maxLength: 6 },
    ),
    files: fc.array(
      fc.record({
        name: fc.oneof(hostileText, fc.constantFrom('a.pdf', '<img src=x onerror=alert(1)>.pdf', '../../x.pdf')),
        type: fc.constantFrom('application/pdf', 'text/html', ''),
        text: fc.oneof(fc.constant(''), fc.constant('%PDF-1.4'), hostileText),
      }),
      { maxLength: 3 },
    ),
  })
  .map((f): Body => ({ kind: 'form', ...f }));

// ---------------------------------------------------------------------------------------------------------
// Sending and checking.

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

async function send(
  method: string,
  path: string,
  options: {
    auth?: string | null;
    query?: Array<[string, string]>;
    body?: Body;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const url = new URL(`${BASE}${path}`);
  for (const [k, v] of options.query ?? []) url.searchParams.append(k, v);
  const headers: Record<string, string> = { 'X-Supabase-Api-Version': '2024-01-01', ...options.headers };
  if (options.auth) headers.Authorization = options.auth;
  let body: BodyInit | undefined;
  const b = options.body ?? { kind: 'none' };
  if (method !== 'GET' && b.kind !== 'none') {
    if (b.kind === 'form') {
      const form = new FormData();
      for (const [k, v] of b.fields) form.append(k, v);
      for (const f of b.files) form.append('documents', new File([f.text], f.name, { type: f.type }), f.name);
      body = form;
    } else {
      headers['Content-Type'] = 'application/json';
      body = b.kind === 'raw' ? b.text : JSON.stringify(b.value);
    }
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

/** Zod's and the runtime's own wording: never what a person should read. */
const UNCLEAR =
  /^Invalid input: |expected (string|object|array|number), received|\[object Object\]|^undefined$|TypeError|Unexpected token|is not a function|Cannot read prop/;

function expectClean(answer: Answer, what: string): void {
  expect(answer.status, `${what}: status ${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.contentType, `${what}: error content type`).toMatch(/application\/json/);
    const body = answer.json as { code?: unknown; message?: unknown } | undefined;
    expect(typeof body?.code, `${what}: error code in ${answer.text.slice(0, 200)}`).toBe('string');
    expect(String(body?.code)).not.toBe('');
    expect(typeof body?.message, `${what}: error message`).toBe('string');
    const message = String(body?.message);
    expect(message.trim(), `${what}: empty message`).not.toBe('');
    expect(message, `${what}: unclear message`).not.toMatch(UNCLEAR);
  } else if (answer.text !== '') {
    expect(answer.json, `${what}: a success body that is not JSON: ${answer.text.slice(0, 200)}`).not.toBeUndefined();
  }
}

/** Everything a refused request must leave as it was. */
function snapshot(options: { withSessions: boolean }): string {
  const db = mock.db;
  return JSON.stringify([
    db.authUsers.all(),
    db.profiles.all(),
    db.userRoles.all(),
    db.roleAuditLog.all(),
    db.inboundRequests.all(),
    db.orderRequests.all(),
    db.orderStatusHistory.all(),
    db.creditLedger.all(),
    db.outbox.all(),
    db.orderReports.all(),
    db.orderDocumentTexts.all(),
    db.orderDocumentReadings.all(),
    db.reportFieldReviews.all(),
    db.reportOverrides.all(),
    db.orderSosLookups.all(),
    db.orderAssignments.all(),
    db.reportDrafts.all(),
    db.reportApprovals.all(),
    db.reportQuestions.all(),
    db.reportSignoffs.all(),
    db.reportFieldEvents.all(),
    db.accountLosSettings.all(),
    db.accountLosAddresses.all(),
    db.losHandoffs.all(),
    db.orderEscalations.all(),
    db.mfaFactors.all(),
    db.staffAuditLog.all(),
    options.withSessions ? [db.sessions.all(), db.refreshTokens.all()] : [],
  ]);
}

function describeRequest(endpoint: Endpoint, token: TokenKind, query: Array<[string, string]>, body: Body): string {
  const shown = JSON.stringify({ query, body }).slice(0, 300);
  return `${endpoint.method} ${endpoint.path} as ${token} ${shown}`;
}

// ---------------------------------------------------------------------------------------------------------

describe('hostile input at every mock handler (fast-check)', () => {
  it('covers every route of the mock API', () => {
    const covered = ENDPOINTS.map((e) => e.path);
    // Storage routes carry the bucket and object name after their prefix.
    // The demo's reset and sample customers write by design, whatever the caller (demo-sample-customers.test.ts).
    // The demo's Stripe sandbox answers in Stripe's own error shape, not the API's (stripe-sandbox.test.ts).
    const writers: string[] = [API_ROUTES.demoReset, API_ROUTES.demoSampleCustomers, API_ROUTES.demoCheckoutSessions];
    for (const path of Object.values(API_ROUTES))
      if (!writers.includes(path)) expect(covered.some((c) => c === path || c.startsWith(`${path}/`))).toBe(true);
  });

  it(
    'never answers 5xx; every refusal is JSON with a code and a clear message; a refusal changes nothing',
    async () => {
      const endpointArb = fc.constantFrom(...ENDPOINTS);
      const request = endpointArb.chain((endpoint) =>
        fc.record({
          endpoint: fc.constant(endpoint),
          token: fc.constantFrom(...TOKEN_KINDS),
          garbage: hostileText,
          query: endpoint.query ? fc.tuple(endpoint.query, forgedQuery).map(([a, b]) => [...a, ...b]) : forgedQuery,
          body: endpoint.multipart ? fc.oneof(formBody, bodyFor(endpoint.fields)) : bodyFor(endpoint.fields),
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ endpoint, token, garbage, query, body }) => {
          // Reusing a rotated refresh token revokes its family by design, a refused request that writes.
          const withSessions = endpoint.path !== API_ROUTES.token;
          const before = snapshot({ withSessions });
          let auth: string | null;
          try {
            auth = await authorization(token, garbage);
            new Headers(auth ? { Authorization: auth } : {});
          } catch {
            // A header value fetch itself refuses to send (control characters): not the server's concern.
            auth = null;
          }
          const answer = await send(endpoint.method, endpoint.path, { auth, query, body });
          const what = describeRequest(endpoint, token, query, body);
          expectClean(answer, what);
          if (answer.status >= 400) expect(snapshot({ withSessions }), `${what}: a refused request wrote`).toBe(before);
        }),
        { numRuns: RUNS * 6 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  /**
   * A valid body per route, naming the function's parameters so the function is found and it is the token that
   * gets refused: PostgREST looks a function up by its arguments before it checks who may execute it, and an
   * empty bearer token (the garbage kind with empty text) is the anon role, which a body naming no function
   * would meet with 404 PGRST202 instead of 401.
   */
  const FORGED_BODIES: Record<string, unknown> = {
    [API_ROUTES.rpcAssignUserRole]: { _user_id: PERSONAS.customer.id, _role: 'admin' },
    [API_ROUTES.profiles]: { status: 'Suspended' },
    [API_ROUTES.rpcSetOrderStatus]: { _order_id: SUBMITTED_ORDER, _status: 'In review', _message: '' },
    [API_ROUTES.rpcResubmitOrder]: { _order_id: SUBMITTED_ORDER, _documents: [], _message: '' },
    [API_ROUTES.rpcCreditBalance]: { _user_id: PERSONAS.customer.id },
    [API_ROUTES.rpcGrantCredits]: {
      _user_id: PERSONAS.customer.id,
      _credits: 1000,
      _amount_paid_cents: 0,
      _reason: 'forged',
    },
    [API_ROUTES.rpcAdjustCredits]: { _user_id: PERSONAS.customer.id, _credits: 1000, _reason: 'forged' },
    [API_ROUTES.rpcMarkOrderDocumentsPurged]: { _order_id: SUBMITTED_ORDER },
    [API_ROUTES.rpcPublishReport]: { _order_id: READY_ORDER, _content: {}, _note: 'forged' },
    [API_ROUTES.rpcSaveDocumentText]: { _order_id: READY_ORDER, _storage_path: 'forged.pdf', _pages: [], _error: null },
    [API_ROUTES.rpcSaveDocumentReading]: { _order_id: READY_ORDER, _reader: 'built-in', _result: {} },
    [API_ROUTES.rpcReaderReviewStats]: { _days: 90 },
    [API_ROUTES.rpcUserListPage]: {
      _search: 'demo',
      _status: null,
      _role: null,
      _sort: 'newest',
      _page: 1,
      _page_size: 25,
    },
    [API_ROUTES.rpcAssignOrder]: { _order_id: SUBMITTED_ORDER, _assignee: PERSONAS.admin.id },
    [API_ROUTES.rpcAskForApproval]: { _order_id: READY_ORDER, _draft_version: 1, _checker: PERSONAS.moderator.id },
    [API_ROUTES.rpcQuestionReportField]: {
      _order_id: READY_ORDER,
      _field: 'entityName',
      _label: 'Legal name',
      _question: 'forged',
    },
    [API_ROUTES.rpcAnswerReportQuestion]: { _question_id: READY_ORDER, _answer: 'forged' },
    [API_ROUTES.rpcDecideApproval]: { _order_id: READY_ORDER, _draft_version: 1, _approve: true, _note: null },
    [API_ROUTES.rpcEscalateOrder]: { _order_id: READY_ORDER, _question: 'forged' },
    [API_ROUTES.readDocumentsAi]: { order_id: READY_ORDER },
    [API_ROUTES.checkSecretaryOfState]: { order_id: READY_ORDER, state: 'Delaware' },
    [API_ROUTES.rpcRecordSosLookup]: {
      _order_id: READY_ORDER,
      _state: 'Delaware',
      _query_name: 'Forged LLC',
      _provider: 'sandbox',
      _outcome: 'not_found',
      _candidates: [],
      _looked_up_by: PERSONAS.admin.id,
    },
    [API_ROUTES.rpcQueueLosDelivery]: { _report_id: READY_ORDER, _recipient: 'los@forged.test', _remember: false },
    [API_ROUTES.rpcConfirmLosAddress]: {
      _report_id: READY_ORDER,
      _recipient: 'los@forged.test',
      _code: '123456',
      _remember: false,
    },
    [API_ROUTES.rpcLogExport]: { _view: 'users', _filters: {}, _rows: 1 },
    [API_ROUTES.rpcRecordUserCreated]: { _user_id: PERSONAS.customer.id },
    [API_ROUTES.rpcResetUserMfa]: { _user_id: PERSONAS.admin.id },
    [API_ROUTES.rpcApproveAdminFactor]: { _user_id: PERSONAS.admin.id },
    [API_ROUTES.factors]: { factor_type: 'totp', friendly_name: 'Forged' },
  };

  it(
    'forged, expired and tampered tokens are refused everywhere and reveal nothing',
    async () => {
      const protectedRoutes: Array<[Endpoint['method'], string]> = [
        ['GET', API_ROUTES.profiles],
        ['GET', API_ROUTES.userRoles],
        ['GET', API_ROUTES.roleAuditLog],
        ['GET', API_ROUTES.inboundRequests],
        ['GET', API_ROUTES.orderRequests],
        ['POST', API_ROUTES.rpcIsAdmin],
        ['POST', API_ROUTES.rpcAssignUserRole],
        ['PATCH', API_ROUTES.profiles],
        ['GET', API_ROUTES.user],
        ['PUT', API_ROUTES.user],
        ['POST', API_ROUTES.logout],
        ['POST', API_ROUTES.adminCreateUser],
        ['POST', API_ROUTES.adminSetUserStatus],
        ['POST', API_ROUTES.readDocumentsAi],
        ['POST', API_ROUTES.checkSecretaryOfState],
        ['POST', API_ROUTES.createCreditCheckout],
        ['GET', API_ROUTES.creditCheckouts],
        ['GET', API_ROUTES.orderSosLookups],
        ['POST', API_ROUTES.rpcRecordSosLookup],
        ['POST', API_ROUTES.orderRequests],
        ['GET', API_ROUTES.orderStatusHistory],
        ['GET', API_ROUTES.creditLedger],
        ['POST', API_ROUTES.rpcSetOrderStatus],
        ['POST', API_ROUTES.rpcResubmitOrder],
        ['POST', API_ROUTES.rpcCreditBalance],
        ['POST', API_ROUTES.rpcGrantCredits],
        ['POST', API_ROUTES.rpcAdjustCredits],
        ['POST', API_ROUTES.rpcOrdersPastDocumentRetention],
        ['POST', API_ROUTES.rpcMarkOrderDocumentsPurged],
        ['POST', API_ROUTES.rpcDeletedUserDocuments],
        ['GET', API_ROUTES.orderReports],
        ['GET', API_ROUTES.accountLosSettings],
        ['GET', API_ROUTES.accountLosAddresses],
        ['GET', API_ROUTES.losHandoffs],
        ['GET', API_ROUTES.orderEscalations],
        ['POST', API_ROUTES.rpcPublishReport],
        ['GET', API_ROUTES.orderDocumentTexts],
        ['GET', API_ROUTES.orderDocumentReadings],
        ['POST', API_ROUTES.rpcSaveDocumentText],
        ['POST', API_ROUTES.rpcSaveDocumentReading],
        ['GET', API_ROUTES.reportFieldReviews],
        ['GET', API_ROUTES.reportOverrides],
        ['POST', API_ROUTES.rpcReaderReviewStats],
        ['GET', API_ROUTES.orderAssignments],
        ['GET', API_ROUTES.orderQueue],
        ['POST', API_ROUTES.rpcAssignOrder],
        ['GET', API_ROUTES.reportDrafts],
        ['POST', API_ROUTES.rpcSaveReportDraft],
        ['POST', API_ROUTES.rpcDiscardReportDraft],
        ['GET', API_ROUTES.reportApprovals],
        ['GET', API_ROUTES.reportQuestions],
        ['GET', API_ROUTES.reportSignoffs],
        ['GET', API_ROUTES.reportFieldEvents],
        ['POST', API_ROUTES.rpcAskForApproval],
        ['POST', API_ROUTES.rpcQuestionReportField],
        ['POST', API_ROUTES.rpcAnswerReportQuestion],
        ['POST', API_ROUTES.rpcDecideApproval],
        ['POST', API_ROUTES.rpcEscalateOrder],
        ['POST', API_ROUTES.rpcQueueLosDelivery],
        ['POST', API_ROUTES.rpcConfirmLosAddress],
        ['POST', API_ROUTES.rpcAdminDashboard],
        ['POST', API_ROUTES.rpcUserListPage],
        ['GET', API_ROUTES.staffAuditLog],
        ['POST', API_ROUTES.rpcLogExport],
        ['POST', API_ROUTES.rpcRecordUserCreated],
        ['POST', API_ROUTES.rpcResetUserMfa],
        ['POST', API_ROUTES.rpcApproveAdminFactor],
        ['POST', API_ROUTES.factors],
        ['POST', `${API_ROUTES.factors}/${ADMIN_TOTP_FACTOR.id}/challenge`],
        ['DELETE', `${API_ROUTES.factors}/${ADMIN_TOTP_FACTOR.id}`],
        ['POST', `${API_ROUTES.storageObject}/order-documents/forged.pdf`],
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...protectedRoutes),
          fc.constantFrom(...FORGED),
          fc.string({ unit: 'grapheme-ascii', maxLength: 300 }),
          async ([method, path], kind, garbage) => {
            const before = snapshot({ withSessions: true });
            const body: Body = { kind: 'json', value: FORGED_BODIES[path] ?? {} };
            const answer = await send(method, path, {
              auth: await authorization(kind, garbage),
              query: method === 'PATCH' ? [['id', `eq.${PERSONAS.customer.id}`]] : [],
              body,
            });
            expectClean(answer, `${method} ${path} with a ${kind} token`);
            // Storage answers its refusals as HTTP 400 with the real status in the body (statusCode).
            const status = path.startsWith(API_ROUTES.storageObject)
              ? Number((answer.json as { statusCode?: string }).statusCode)
              : answer.status;
            expect([401, 403]).toContain(status);
            expect(snapshot({ withSessions: true })).toBe(before);
          },
        ),
        { numRuns: RUNS * 2 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'forged query parameters never widen what a customer reads',
    async () => {
      const ownOrderIds = () =>
        new Set(mock.db.orderRequests.findMany((q) => q.where({ user_id: PERSONAS.customer.id })).map((o) => o.id));
      const limits: Record<string, () => number> = {
        [API_ROUTES.profiles]: () => 1,
        [API_ROUTES.userRoles]: () => 0,
        [API_ROUTES.roleAuditLog]: () => 0,
        [API_ROUTES.inboundRequests]: () => 0,
        [API_ROUTES.orderRequests]: () => ownOrderIds().size,
        [API_ROUTES.orderStatusHistory]: () =>
          mock.db.orderStatusHistory.findMany((q) => q.where((h) => ownOrderIds().has(h.order_id))).length,
        [API_ROUTES.creditLedger]: () =>
          mock.db.creditLedger.findMany((q) => q.where({ user_id: PERSONAS.customer.id })).length,
        [API_ROUTES.orderReports]: () =>
          mock.db.orderReports.findMany((q) => q.where((r) => ownOrderIds().has(r.order_id))).length,
        [API_ROUTES.accountLosSettings]: () =>
          mock.db.accountLosSettings.findMany((q) => q.where({ user_id: PERSONAS.customer.id })).length,
        [API_ROUTES.outboundEmails]: () => 0,
        [API_ROUTES.orderDocumentTexts]: () => 0,
        [API_ROUTES.orderDocumentReadings]: () => 0,
        [API_ROUTES.reportFieldReviews]: () => 0,
        [API_ROUTES.reportOverrides]: () => 0,
        [API_ROUTES.orderAssignments]: () => 0,
        [API_ROUTES.reportDrafts]: () => 0,
        [API_ROUTES.reportApprovals]: () => 0,
        [API_ROUTES.reportQuestions]: () => 0,
        [API_ROUTES.reportSignoffs]: () => 0,
        [API_ROUTES.reportFieldEvents]: () => 0,
        [API_ROUTES.orderQueue]: () => ownOrderIds().size,
      };
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(limits)), forgedQuery, async (path, query) => {
          const answer = await send('GET', path, { auth: `Bearer ${sessions.customer.access}`, query });
          expectClean(answer, `GET ${path}?${JSON.stringify(query)}`);
          if (answer.status !== 200) return;
          const rows = answer.json as Array<Record<string, unknown>>;
          expect(Array.isArray(rows)).toBe(true);
          expect(rows.length).toBeLessThanOrEqual(limits[path]!());
          for (const row of rows) {
            if ('id' in row && path === API_ROUTES.profiles) expect(row.id).toBe(PERSONAS.customer.id);
            if ('user_id' in row) expect(row.user_id).toBe(PERSONAS.customer.id);
            if ((path === API_ROUTES.orderStatusHistory || path === API_ROUTES.orderReports) && 'order_id' in row)
              expect(ownOrderIds().has(row.order_id as string)).toBe(true);
            // The queue never tells a customer who works on their order.
            if (path === API_ROUTES.orderQueue && 'assignee_id' in row) expect(row.assignee_id).toBeNull();
            expect(row).not.toHaveProperty('password_hash');
          }
        }),
        { numRuns: RUNS * 2 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  const markup = fc
    .array(fc.oneof(fc.constantFrom(...MARKUP), fc.constantFrom(' ', 'Acme', 'é', '😀', '&', '"', "'")), {
      minLength: 1,
      maxLength: 8,
    })
    .map((parts) => parts.join(''))
    .filter((s) => s.trim().length >= 1 && s.trim().length <= 200);

  it(
    'markup in an otherwise valid profile update is stored and read back verbatim, as text',
    async () => {
      await fc.assert(
        fc.asyncProperty(markup, markup, async (displayName, company) => {
          const patch = await send('PATCH', API_ROUTES.profiles, {
            auth: `Bearer ${sessions.admin.access}`,
            query: [['id', `eq.${OTHER_CUSTOMER.id}`]],
            headers: { Prefer: 'return=representation' },
            body: { kind: 'json', value: { display_name: displayName, company } },
          });
          expectClean(patch, 'PATCH profiles with markup');
          expect(patch.status).toBe(200);
          const read = await send('GET', API_ROUTES.profiles, {
            auth: `Bearer ${sessions.admin.access}`,
            query: [
              ['id', `eq.${OTHER_CUSTOMER.id}`],
              ['select', 'display_name,company'],
            ],
          });
          expect(read.json).toEqual([{ display_name: displayName.trim(), company: company.trim() }]);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'markup in a valid contact message and in an order is stored verbatim, as text',
    async () => {
      // Each order uses a credit: enough for every run.
      const topUp = await send('POST', API_ROUTES.rpcGrantCredits, {
        auth: `Bearer ${sessions.admin.access}`,
        body: {
          kind: 'json',
          value: { _user_id: PERSONAS.customer.id, _credits: 100, _amount_paid_cents: 0, _reason: 'Test credits' },
        },
      });
      expect(topUp.status).toBe(204);
      const message = markup.map((m) => `${m} please call me back`).filter((m) => m.trim().length <= 2000);
      await fc.assert(
        fc.asyncProperty(message, markup, async (text, company) => {
          const sent = await send('POST', API_ROUTES.inboundRequests, {
            body: {
              kind: 'json',
              value: { kind: 'contact', name: 'Pat Visitor', email: 'pat@visitor.test', company, message: text },
            },
          });
          expect(sent.status).toBe(201);
          const list = await send('GET', API_ROUTES.inboundRequests, {
            auth: `Bearer ${sessions.admin.access}`,
            query: [['order', 'created_at.desc']],
          });
          const newest = (list.json as Array<Record<string, unknown>>)[0];
          expect(newest).toMatchObject({ message: text.trim(), company: company.trim() });

          // Stored as sent (the check allows 1 to 100 characters, spaces aside).
          const loanReference = [...company].slice(0, 90).join('');
          // The file goes to Storage under a safe key; the document keeps the name with the markup in it.
          const fileName = `${company.trim()}.pdf`;
          const storagePath = `${PERSONAS.customer.id}/${crypto.randomUUID()}/document.pdf`;
          const upload = await send('POST', `${API_ROUTES.storageObject}/order-documents/${storagePath}`, {
            auth: `Bearer ${sessions.customer.access}`,
            body: {
              kind: 'form',
              fields: [],
              files: [{ name: 'document.pdf', type: 'application/pdf', text: '%PDF-1.4' }],
            },
          });
          expect(upload.status).toBe(200);
          const order = await send('POST', API_ROUTES.orderRequests, {
            auth: `Bearer ${sessions.customer.access}`,
            headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
            body: {
              kind: 'json',
              value: {
                user_id: PERSONAS.customer.id,
                name: 'Casey Customer',
                email: PERSONAS.customer.email,
                entity_legal_name: company,
                formation_state: 'Delaware',
                report_type: 'Corporation',
                terms_version: TERMS_VERSION,
                loan_reference: loanReference,
                documents: [{ name: fileName, size: 8, storage_path: storagePath }],
              },
            },
          });
          expectClean(order, 'order with markup');
          expect(order.status).toBe(201);
          expect(order.json).toMatchObject({
            entity_legal_name: company.trim(),
            loan_reference: loanReference,
            documents: [{ name: fileName }],
            status: 'Submitted',
          });
        }),
        { numRuns: RUNS / 2 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('hostile input: fixed cases the properties found or must never regress', () => {
  const admin = () => `Bearer ${sessions.admin.access}`;

  it('text Postgres cannot store (NUL, lone surrogates) is refused with 22P05 and not stored', async () => {
    for (const bad of ['a\u0000b', 'x\ud800y']) {
      const before = snapshot({ withSessions: true });
      const answer = await send('PATCH', API_ROUTES.profiles, {
        auth: admin(),
        query: [['id', `eq.${OTHER_CUSTOMER.id}`]],
        body: { kind: 'json', value: { company: bad } },
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: '22P05' });
      expect(snapshot({ withSessions: true })).toBe(before);
    }
  });

  it('a status change by a non-admin answers 42501 "Only admins can change a user\'s status"', async () => {
    const answer = await send('PATCH', API_ROUTES.profiles, {
      auth: `Bearer ${sessions.customer.access}`,
      query: [['id', `eq.${PERSONAS.customer.id}`]],
      body: { kind: 'json', value: { status: 'Inactive' } },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ code: '42501', message: "Only admins can change a user's status" });
  });

  it('weak_password answers put the reasons under weak_password.reasons, as GoTrue does', async () => {
    const answer = await send('POST', API_ROUTES.signup, {
      body: { kind: 'json', value: { email: 'weak@demo.test', password: 'short' } },
    });
    expect(answer.status).toBe(422);
    const body = answer.json as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'weak_password',
      weak_password: { reasons: expect.arrayContaining(['Password must be at least 8 characters']) },
    });
    expect(body).not.toHaveProperty('reasons');
  });

  it('bodies GoTrue cannot decode get bad_json, not a misleading credentials message', async () => {
    for (const text of ['{', '[]', '"x"', '{"email": 5, "password": "x"}']) {
      const answer = await send('POST', API_ROUTES.token, {
        query: [['grant_type', 'password']],
        body: { kind: 'raw', text },
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: 'bad_json' });
    }
  });

  it('an unknown logout scope is refused and ends no session', async () => {
    const before = mock.db.sessions.count();
    const answer = await send('POST', API_ROUTES.logout, {
      auth: `Bearer ${sessions.customer.access}`,
      query: [['scope', 'everyone']],
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'validation_failed' });
    expect(mock.db.sessions.count()).toBe(before);
  });

  it('a recovery redirect_to that is not http(s) or does not parse lands on /auth, never elsewhere', async () => {
    for (const redirect of ['javascript:alert(1)', 'http://[::1', '//evil.example/steal']) {
      const answer = await send('POST', API_ROUTES.recover, {
        query: [['redirect_to', redirect]],
        body: { kind: 'json', value: { email: PERSONAS.customer.email } },
      });
      expect(answer.status).toBe(200);
      const link = mock.db.outbox.all().at(-1)?.link ?? '';
      expect(link.startsWith('/auth?') || link.startsWith('/steal?')).toBe(true);
      expect(link).not.toMatch(/^(javascript:|\/\/|https?:)/);
    }
  });

  it('assign_user_role casts its arguments like Postgres and refuses unknown parameters', async () => {
    const call = (value: unknown) =>
      send('POST', API_ROUTES.rpcAssignUserRole, { auth: admin(), body: { kind: 'json', value } });
    expect((await call({ _user_id: 'nope', _role: 'user' })).json).toMatchObject({ code: '22P02' });
    expect((await call({ _user_id: OTHER_CUSTOMER.id, _role: 'root' })).json).toMatchObject({ code: '22P02' });
    expect((await call({ _user_id: null, _role: 'user' })).json).toMatchObject({
      code: '22023',
      message: 'Invalid user ID format',
    });
    const extra = await call({ _user_id: OTHER_CUSTOMER.id, _role: 'admin', _assigned_by: PERSONAS.admin.id });
    expect(extra.status).toBe(404);
    expect(extra.json).toMatchObject({ code: 'PGRST202' });
    expect((await call({ _user_id: '9f1b2c3d-0000-4000-8000-00000000abcd', _role: 'user' })).json).toMatchObject({
      code: 'PT404',
      message: 'User not found',
    });
  });

  it("order and credit RPCs cast their arguments like Postgres, hide other customers' orders and write nothing", async () => {
    const before = snapshot({ withSessions: true });
    const customer = `Bearer ${sessions.customer.access}`;
    const theirs = SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((o) => o.owner === 'other')]!;
    const call = (path: string, value: unknown, auth = customer) =>
      send('POST', path, { auth, body: { kind: 'json', value } });
    const cases: Array<[Promise<Answer>, number, string]> = [
      [
        call(API_ROUTES.rpcSetOrderStatus, { _order_id: `${SUBMITTED_ORDER}'`, _status: 'Cancelled', _message: '' }),
        400,
        '22P02',
      ],
      [
        call(API_ROUTES.rpcSetOrderStatus, { _order_id: [SUBMITTED_ORDER], _status: 'Cancelled', _message: '' }),
        400,
        '22P02',
      ],
      [call(API_ROUTES.rpcSetOrderStatus, { _order_id: theirs, _status: 'Cancelled', _message: '' }), 404, 'PT404'],
      [
        call(API_ROUTES.rpcSetOrderStatus, { _order_id: SUBMITTED_ORDER, _status: 'Report ready', _message: '' }),
        403,
        '42501',
      ],
      [
        call(API_ROUTES.rpcSetOrderStatus, { _order_id: SUBMITTED_ORDER, _status: { x: 1 }, _message: '' }, admin()),
        400,
        'P0001',
      ],
      [call(API_ROUTES.rpcResubmitOrder, { _order_id: theirs, _documents: [], _message: '' }), 404, 'PT404'],
      [call(API_ROUTES.rpcResubmitOrder, { _order_id: SUBMITTED_ORDER, _documents: '[]', _message: '' }), 400, 'P0001'],
      [call(API_ROUTES.rpcCreditBalance, { _user_id: OTHER_CUSTOMER.id }), 403, '42501'],
      [call(API_ROUTES.rpcCreditBalance, { _user_id: { id: PERSONAS.customer.id } }), 400, '22P02'],
      [
        call(API_ROUTES.rpcGrantCredits, {
          _user_id: PERSONAS.customer.id,
          _credits: 100,
          _amount_paid_cents: 0,
          _reason: '',
        }),
        403,
        '42501',
      ],
      [
        call(
          API_ROUTES.rpcGrantCredits,
          { _user_id: PERSONAS.customer.id, _credits: '1e3', _amount_paid_cents: 0, _reason: '' },
          admin(),
        ),
        400,
        '22P02',
      ],
      [
        call(
          API_ROUTES.rpcGrantCredits,
          { _user_id: PERSONAS.customer.id, _credits: 2 ** 31, _amount_paid_cents: 0, _reason: '' },
          admin(),
        ),
        400,
        '22003',
      ],
      [
        call(API_ROUTES.rpcAdjustCredits, { _user_id: PERSONAS.customer.id, _credits: -1_000, _reason: 'x' }, admin()),
        400,
        'P0001',
      ],
      [call(API_ROUTES.rpcMarkOrderDocumentsPurged, { _order_id: SUBMITTED_ORDER }, admin()), 403, '42501'],
      // Report functions: only the owner escalates, only admins publish, a boolean is cast like Postgres.
      [call(API_ROUTES.rpcEscalateOrder, { _order_id: READY_ORDER }, admin()), 404, 'PT404'],
      [call(API_ROUTES.rpcEscalateOrder, { _order_id: `${READY_ORDER}'` }), 400, '22P02'],
      [call(API_ROUTES.rpcPublishReport, { _order_id: READY_ORDER, _content: {}, _note: 'x' }), 403, '42501'],
      [
        call(
          API_ROUTES.rpcPublishReport,
          { _order_id: READY_ORDER, _content: { schemaVersion: 1, reportType: 'LLC' }, _note: '' },
          admin(),
        ),
        400,
        '22023',
      ],
      [
        call(API_ROUTES.rpcQueueLosDelivery, {
          _report_id: crypto.randomUUID(),
          _recipient: 'los@lender.test',
          _remember: 'maybe',
        }),
        400,
        '22P02',
      ],
    ];
    for (const [answer, status, code] of cases) {
      const result = await answer;
      expectClean(result, `${code} case`);
      expect(result.status, result.text).toBe(status);
      expect(result.json).toMatchObject({ code });
    }
    expect(snapshot({ withSessions: true })).toBe(before);
  });

  it('sign-up metadata is cleaned like handle_new_user: names split, bad phone dropped, lengths cut, role ignored', async () => {
    const signUp = async (email: string, data: unknown) => {
      const answer = await send('POST', API_ROUTES.signup, {
        body: { kind: 'json', value: { email, password: 'Valid-Pass-1', data } },
      });
      expect(answer.status).toBe(200);
      const id = (answer.json as { user: { id: string } }).user.id;
      return { profile: mock.db.profiles.findFirst((q) => q.where({ id }))!, id };
    };
    const split = await signUp('split@demo.test', { full_name: 'Ada Mary Lovelace', role: 'admin' });
    expect(split.profile).toMatchObject({
      first_name: 'Ada',
      last_name: 'Mary Lovelace',
      display_name: 'Ada Mary Lovelace',
      role: 'User',
    });
    expect(mock.db.userRoles.findFirst((q) => q.where({ user_id: split.id }))?.role).toBe('user');
    const odd = await signUp('odd@demo.test', {
      first_name: 'x'.repeat(150),
      phone: 'call me',
      company: 'c'.repeat(250),
      display_name: '<b>Odd</b>',
    });
    expect(odd.profile.first_name).toHaveLength(100);
    expect(odd.profile.phone).toBeNull();
    expect(odd.profile.company).toHaveLength(200);
    expect(odd.profile.display_name).toBe('<b>Odd</b>');
    const bare = await signUp('bare@demo.test', undefined);
    expect(bare.profile).toMatchObject({ first_name: null, last_name: null, display_name: null, status: 'Active' });
  });

  it('sign-up metadata Postgres could not store, or nested absurdly deep, is refused (it once crashed the handler)', async () => {
    const before = snapshot({ withSessions: true });
    const nul = await send('POST', API_ROUTES.signup, {
      body: {
        kind: 'json',
        value: { email: 'nul@demo.test', password: 'Valid-Pass-1', data: { company: 'a\u0000b' } },
      },
    });
    expect(nul.status).toBe(400);
    expect(nul.json).toMatchObject({ code: 'validation_failed' });
    const deep = await send('POST', API_ROUTES.signup, {
      body: {
        kind: 'raw',
        text: `{"email":"deep@demo.test","password":"Valid-Pass-1","data":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
      },
    });
    expectClean(deep, 'deep sign-up metadata');
    expect(deep.json).toMatchObject({ code: 'bad_json' });
    expect(snapshot({ withSessions: true })).toBe(before);
  });

  it('JSON nested thousands of levels deep is answered, not crashed on', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const nested = `{"company": ${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    for (const text of [deep, nested]) {
      const answer = await send('PATCH', API_ROUTES.profiles, {
        auth: admin(),
        query: [['id', `eq.${OTHER_CUSTOMER.id}`]],
        body: { kind: 'raw', text },
      });
      expectClean(answer, 'deeply nested JSON');
      expect(answer.status).toBe(400);
    }
  });
});
