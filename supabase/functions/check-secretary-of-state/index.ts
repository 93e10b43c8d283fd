// check-secretary-of-state: the Secretary of State lookup (issue 31 §1, §3). An admin asks for an order's entity
// (or another name) in one state; this asks the provider (Cobalt Intelligence with the key in the function's
// secrets, or the sandbox), waits out a slow state by polling its retryId until ready or SOS_LOOKUP_TIMEOUT_MS,
// and stores the answer with the order through record_sos_lookup (the service role's alone), so a stored lookup
// is always a provider's. POST {order_id, state, name?} with the caller's bearer token; answers the stored row.
// Every failure is one clear message and nothing is stored. The in-browser twin (mocks/handlers/sos-lookups.ts)
// answers the same checks in the same order, then asks the sandbox.
import { lookUpSos, sosFailureAnswer } from '../../../src/lib/sos-lookup/index.ts';
import { readJsonObject, requireAdmin, responder, serviceClient } from '../_shared/admin.ts';
import { SOS_ORDER_NOT_FOUND, validateCheckSecretaryOfStateBody } from '../_shared/bodies.ts';
import { sosLookupConfig } from '../_shared/sos-provider.ts';

Deno.serve(async (req: Request): Promise<Response> => {
  const reply = responder(req);
  const early = reply.preflight();
  if (early) return early;

  const caller = await requireAdmin(req, reply);
  if (caller instanceof Response) return caller;

  const input = validateCheckSecretaryOfStateBody(await readJsonObject(req));
  if (Array.isArray(input)) return reply.error(400, 'validation_failed', input.join(', '), input);

  // Read as the caller: row-level security lets staff read the order.
  const { data: order, error: orderError } = await caller.client
    .from('order_requests')
    .select('id, entity_legal_name')
    .eq('id', input.order_id)
    .maybeSingle();
  if (orderError) return reply.internal(orderError);
  if (!order) return reply.error(SOS_ORDER_NOT_FOUND.status, SOS_ORDER_NOT_FOUND.code, SOS_ORDER_NOT_FOUND.message);
  const name: string = input.name ?? order.entity_legal_name;

  const config = sosLookupConfig();
  const fail = (error: Parameters<typeof sosFailureAnswer>[0], httpStatus?: number) => {
    const answer = sosFailureAnswer(error, { state: input.state, httpStatus, timeoutMs: config.timeoutMs });
    return reply.error(answer.status, answer.code, answer.message);
  };
  if (!config.provider) return fail('not_configured');

  const result = await lookUpSos(config.provider, name, input.state, {
    pollIntervalMs: config.pollIntervalMs,
    timeoutMs: config.timeoutMs,
  });
  if (!result.ok) return fail(result.error, result.httpStatus);

  const { data: row, error: recordError } = await serviceClient().rpc('record_sos_lookup', {
    _order_id: order.id,
    _state: input.state,
    _query_name: name,
    _provider: config.provider.id,
    _outcome: result.outcome,
    _candidates: result.candidates,
    _looked_up_by: caller.userId,
  });
  if (recordError) return reply.internal(recordError);
  return reply.json(row);
});
