import { http, HttpResponse } from 'msw';
import { NORMALIZED_SOS_STATUSES, storedSosLookupSchema, US_STATES } from '@/backend';
import { lookUpSos, sandboxProvider, sosFailureAnswer } from '@/lib/sos-lookup/index.ts';
import { SOS_ORDER_NOT_FOUND, validateCheckSecretaryOfStateBody } from '../../supabase/functions/_shared/bodies';
import { API_ROUTES } from '../api/routes';
import type { OrderSosLookupRecord } from '../db';
import {
  callerIsActive,
  callerIsStaff,
  isoNow,
  prepare,
  restError,
  withoutGrant,
  type HandlerContext,
} from './context';
import { functionBody, functionError, requireFunctionAdmin } from './edge-function';
import { notFound } from './order-lifecycle';
import { recordStaffAction } from './staff-audit-log';
import type { TableShape } from './table-shape';
import { charLength, rpc } from './rpc-call';
import { NO_GRANT, selectHandler } from './table';

/**
 * The twins of migration 1800 and of the Edge Function check-secretary-of-state (issue 31): the table read-only
 * through the API under its staff-only policy; record_sos_lookup for the service role alone, checked in the order
 * of the plpgsql with its SQLSTATEs and messages (the real function, run against the loopback emulator, stores
 * through it); and the function's route: the same rights, body check and order read as the caller, then the
 * sandbox provider (the offline demo has no key), its slow state answered after SLOW_STATE_WAIT_MS so the
 * editor's pending state shows. The loopback emulator forwards the route to the real function when
 * EDGE_FUNCTIONS_URL says where it runs (mocks/loopback.ts).
 */

/** How long the twin waits before polling a slow state: long enough to see, short enough for a demo. */
export const SLOW_STATE_WAIT_MS = 1_500;
/** The twin's whole lookup; the sandbox answers long before it. */
const TWIN_TIMEOUT_MS = 30_000;

const TABLE: TableShape = {
  name: 'order_sos_lookups',
  columns: Object.keys(storedSosLookupSchema.shape),
  uuidColumns: ['id', 'order_id', 'looked_up_by'],
};

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);
const textOk = (v: Json, max: number, min = 0) => typeof v === 'string' && charLength(v) >= min && charLength(v) <= max;
const CANDIDATE_KEYS = new Set([
  'name',
  'state',
  'fileNumber',
  'entityType',
  'registration',
  'stateStatus',
  'normalizedStatus',
  'formationDate',
  'registeredAgent',
  'lastFiling',
  'sourceUrl',
  'screenshotUrl',
  'capturedAt',
  'confidence',
]);
const CAPTURED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** private.sos_candidate_fault(): the first fault of one candidate of a lookup in `state`, or null. */
function candidateFault(c: Json, state: string): string | null {
  if (!isObject(c)) return 'must be an object';
  if (Object.keys(c).some((k) => !CANDIDATE_KEYS.has(k))) return 'holds a key that is not part of a registration';
  if (!textOk(c.name, 300, 1)) return 'the name must be 1 to 300 characters';
  if (c.state !== state) return 'the state must be the state searched';
  if (!textOk(c.fileNumber, 100)) return 'the file number must be at most 100 characters';
  if (!textOk(c.entityType, 200)) return 'the entity type must be at most 200 characters';
  if (typeof c.registration !== 'string' || !['', 'Domestic', 'Foreign'].includes(c.registration))
    return 'the registration must be Domestic, Foreign or empty';
  if (!textOk(c.stateStatus, 300)) return "the state's status wording must be at most 300 characters";
  if (
    typeof c.normalizedStatus !== 'string' ||
    !(NORMALIZED_SOS_STATUSES as readonly string[]).includes(c.normalizedStatus)
  )
    return "the normalized status must be one of the report's";
  if (typeof c.formationDate !== 'string' || (c.formationDate !== '' && !isRealDate(c.formationDate)))
    return 'the formation date must be YYYY-MM-DD or empty';
  if (!textOk(c.registeredAgent, 300)) return 'the registered agent must be at most 300 characters';
  if (!textOk(c.lastFiling, 300)) return 'the last filing must be at most 300 characters';
  if (!textOk(c.sourceUrl, 1000)) return 'the source URL must be at most 1000 characters';
  if (!textOk(c.screenshotUrl, 1000)) return 'the screenshot URL must be at most 1000 characters';
  if (typeof c.capturedAt !== 'string' || !CAPTURED_AT.test(c.capturedAt))
    return 'the capture time must be an ISO date and time with its offset';
  if (typeof c.confidence !== 'number' || !(c.confidence >= 0 && c.confidence <= 1))
    return 'the confidence must be a number from 0 to 1';
  return null;
}

interface LookupArgs {
  orderId: string | null;
  state: string | null;
  queryName: string | null;
  provider: string | null;
  outcome: string | null;
  candidates: Json;
  lookedUpBy: string | null;
}

/**
 * public.record_sos_lookup() as migration 2100 redefines it: the row to append, or the refusal (PT404 for an
 * unknown order or a looked_up_by that is no user, 22023 with the first fault), checked in the plpgsql's order.
 */
function checkLookup(ctx: HandlerContext, args: LookupArgs): OrderSosLookupRecord | Response {
  const bad = (message: string) => restError(400, '22023', message);
  const order =
    args.orderId === null ? undefined : ctx.db.orderRequests.findFirst((q) => q.where({ id: args.orderId! }));
  if (!order) return notFound();
  const state = args.state;
  if (state === null || !(US_STATES as readonly string[]).includes(state)) return bad('Please choose a state');
  if (args.queryName === null || charLength(args.queryName) < 1 || charLength(args.queryName) > 300)
    return bad('The name searched must be 1 to 300 characters');
  if (args.provider !== 'cobalt' && args.provider !== 'sandbox') return bad('The provider must be cobalt or sandbox');
  if (args.outcome !== 'found' && args.outcome !== 'not_found') return bad('The outcome must be found or not_found');
  const list = args.candidates;
  if (!Array.isArray(list)) return bad('Candidates must be a list');
  if (list.length > 20) return bad('A lookup can keep at most 20 candidates');
  if ((args.outcome === 'found') !== list.length > 0)
    return bad('A found lookup has 1 to 20 candidates and a not_found one has none');
  for (const [i, candidate] of list.entries()) {
    const fault = candidateFault(candidate, state);
    if (fault !== null) return bad(`Candidate ${i + 1}: ${fault}`);
  }
  if (args.lookedUpBy === null) return bad('Say who looked it up');
  // Migration 2100: an existing user, else the audit entry naming who bought the lookup could not be written.
  const lookedUpBy = args.lookedUpBy;
  if (!ctx.db.authUsers.findFirst((q) => q.where({ id: lookedUpBy })))
    return restError(404, 'PT404', 'The user who looked it up was not found');
  return {
    id: crypto.randomUUID(),
    order_id: order.id,
    state: state as OrderSosLookupRecord['state'],
    query_name: args.queryName,
    provider: args.provider,
    outcome: args.outcome,
    candidates: list as OrderSosLookupRecord['candidates'],
    looked_up_at: isoNow(ctx),
    looked_up_by: lookedUpBy,
  };
}

/** The row appended, and the staff audit trail's 'sos_checked' entry for the admin who looked it up. */
async function store(ctx: HandlerContext, row: OrderSosLookupRecord): Promise<void> {
  await ctx.db.orderSosLookups.create(row);
  const owner = ctx.db.orderRequests.findFirst((q) => q.where({ id: row.order_id }))?.user_id ?? null;
  await recordStaffAction(ctx, row.looked_up_by, 'sos_checked', owner, {
    orderId: row.order_id,
    state: row.state,
    provider: row.provider,
    outcome: row.outcome,
    candidates: row.candidates.length,
  });
}

export function sosLookupHandlers(ctx: HandlerContext, base: string) {
  const tableUrl = `${base}${API_ROUTES.orderSosLookups}`;
  return [
    selectHandler(ctx, tableUrl, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.orderSosLookups.all();
      return callerIsActive(ctx, caller) && callerIsStaff(ctx, caller) ? ctx.db.orderSosLookups.all() : [];
    }),
    ...withoutGrant(ctx, tableUrl, 'order_sos_lookups', ['post', 'patch', 'delete']),

    // record_sos_lookup: the Edge Function stores the provider's answer (service role only).
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcRecordSosLookup}`,
      'record_sos_lookup',
      {
        _order_id: 'uuid',
        _state: 'text',
        _query_name: 'text',
        _provider: 'text',
        _outcome: 'text',
        _candidates: 'jsonb',
        _looked_up_by: 'uuid',
      },
      ['service'],
      (_caller, a) =>
        ctx.db.exclusive(async () => {
          const row = checkLookup(ctx, {
            orderId: a._order_id,
            state: a._state,
            queryName: a._query_name,
            provider: a._provider,
            outcome: a._outcome,
            candidates: a._candidates ?? null,
            lookedUpBy: a._looked_up_by,
          });
          if (row instanceof Response) return row;
          await store(ctx, row);
          return HttpResponse.json(row);
        }),
    ),

    functionRoute(ctx, base),
  ];
}

/** The twin of the Edge Function check-secretary-of-state, on the sandbox provider. */
function functionRoute(ctx: HandlerContext, base: string) {
  return http.post(`${base}${API_ROUTES.checkSecretaryOfState}`, async ({ request }) => {
    await prepare(ctx);
    const caller = await requireFunctionAdmin(ctx, request);
    if (caller instanceof Response) return caller;
    const input = validateCheckSecretaryOfStateBody(await functionBody(request));
    if (Array.isArray(input)) return functionError(400, 'validation_failed', input.join(', '), input);
    // Read with the caller's token: the order under its policy (staff read every order).
    const order = callerIsStaff(ctx, caller)
      ? ctx.db.orderRequests.findFirst((q) => q.where({ id: input.order_id }))
      : undefined;
    if (!order) return functionError(SOS_ORDER_NOT_FOUND.status, SOS_ORDER_NOT_FOUND.code, SOS_ORDER_NOT_FOUND.message);
    const name = input.name ?? order.entity_legal_name;

    const provider = sandboxProvider({ now: () => new Date(ctx.now()) });
    const result = await lookUpSos(provider, name, input.state, {
      pollIntervalMs: SLOW_STATE_WAIT_MS,
      timeoutMs: TWIN_TIMEOUT_MS,
    });
    if (!result.ok) {
      const failure = sosFailureAnswer(result.error, {
        state: input.state,
        httpStatus: result.httpStatus,
        timeoutMs: TWIN_TIMEOUT_MS,
      });
      return functionError(failure.status, failure.code, failure.message);
    }
    return ctx.db.exclusive(async () => {
      const row = checkLookup(ctx, {
        orderId: order.id,
        state: input.state,
        queryName: name,
        provider: provider.id,
        outcome: result.outcome,
        candidates: result.candidates,
        lookedUpBy: caller.userId,
      });
      // The function answers 500 unexpected_failure when storing fails; the sandbox's answers always store.
      if (row instanceof Response) return functionError(500, 'unexpected_failure', 'An unexpected error occurred');
      await store(ctx, row);
      return HttpResponse.json(row);
    });
  });
}
