import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import {
  CREDIT_CHECKOUT_ERRORS,
  creditPack,
  validateCreateCreditCheckoutBody,
  type CreditCheckoutStarted,
} from '@/lib/credits/packs';
import { API_ROUTES } from '../api/routes';
import { DEMO_CHECKOUT_PAGE_PATH } from '../api/emulator';
import { authCaller, prepare, randomToken, roleOf, type HandlerContext } from './context';
import { functionBody, functionError } from './edge-function';
import { signApiKey } from './jwt';

/**
 * The twin of the Edge Function create-credit-checkout (issue 47 §1): the same caller check, body rules and error
 * answers (src/lib/credits/packs), and the open checkout recorded as the function records it: through the RPC
 * record_credit_checkout with the service-role key (served here by the same handlers, as the function's
 * PostgREST calls are by the database). The offline
 * demo has no Stripe: the session's page is the demo's own checkout (/demo/checkout/<id>, in-browser build only),
 * where paying sends a signed checkout.session.completed to the twin of stripe-webhook.
 */

/** A Checkout Session id in Stripe's test-mode form. */
export const newCheckoutSessionId = () => `cs_test_${randomToken(58)}`;

function answer(error: (typeof CREDIT_CHECKOUT_ERRORS)[keyof typeof CREDIT_CHECKOUT_ERRORS], reasons?: string[]) {
  return functionError(error.status, error.code, error.message, reasons);
}

/**
 * A PostgREST request with the service-role key, answered by `handlers` (the whole API): the Edge Functions'
 * twins read and write as the functions do, through the tables' and SQL functions' twins.
 */
export async function serviceCall(
  ctx: HandlerContext,
  handlers: () => readonly RequestHandler[],
  url: URL,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  const key = await signApiKey('service_role', ctx.config.jwtSecret);
  const call = new Request(url, {
    method: init.method,
    headers: { 'Content-Type': 'application/json', apikey: key, Authorization: `Bearer ${key}` },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = await getResponse([...handlers()], call, { baseUrl: url.origin });
  if (!answer) return { status: 404, body: { code: 'PGRST202', message: `Nothing answers ${url.pathname}` } };
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

/** `public.<name>(args)` called with the service-role key (`origin`: the request being answered). */
export function serviceRpc(
  ctx: HandlerContext,
  base: string,
  handlers: () => readonly RequestHandler[],
  origin: string,
  name: string,
  args: Record<string, unknown>,
) {
  return serviceCall(ctx, handlers, new URL(`${base}/rest/v1/rpc/${name}`, origin), { method: 'POST', body: args });
}

export function creditCheckoutHandlers(ctx: HandlerContext, base: string, handlers: () => readonly RequestHandler[]) {
  return [
    http.post(`${base}${API_ROUTES.createCreditCheckout}`, async ({ request }) => {
      await prepare(ctx);
      // verify_jwt = true, then getUser() with the caller's token: both refuse as GoTrue does.
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) {
        const { code, message } = (await caller.json()) as { code: string; message: string };
        return functionError(401, caller.status === 401 ? code : 'bad_jwt', message);
      }
      const role = roleOf(ctx, caller.userId);
      if (role === 'admin' || role === 'moderator') return answer(CREDIT_CHECKOUT_ERRORS.notCustomer);
      const input = validateCreateCreditCheckoutBody(await functionBody(request));
      if (Array.isArray(input)) return answer(CREDIT_CHECKOUT_ERRORS.unknownPack, input);
      const pack = creditPack(input.pack_id)!;
      const sessionId = newCheckoutSessionId();
      const origin = new URL(request.url).origin;
      const recorded = await serviceRpc(ctx, base, handlers, origin, 'record_credit_checkout', {
        _session_id: sessionId,
        _user_id: caller.userId,
        _pack_id: pack.id,
      });
      // The function answers 500 when its insert fails; the sandbox's sessions always record.
      if (recorded.status >= 300) return functionError(500, 'unexpected_failure', 'An unexpected error occurred');
      // The page is the site's own (same origin as the in-browser API in the browser).
      const url = new URL(`${DEMO_CHECKOUT_PAGE_PATH}/${sessionId}`, origin).toString();
      return HttpResponse.json({ session_id: sessionId, url } satisfies CreditCheckoutStarted);
    }),
  ];
}
