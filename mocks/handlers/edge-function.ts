import { HttpResponse } from 'msw';
import { authCaller, callerIsAdmin, nestedTooDeep, type AuthedCaller, type HandlerContext } from './context';

/**
 * What the twins of the admin Edge Functions share with supabase/functions/_shared/admin.ts: its body reading,
 * its error answers and requireAdmin().
 */

/** The function's JSON object body (readJsonObject), or null for anything else. */
export async function functionBody(request: Request): Promise<Record<string, unknown> | null> {
  const parsed: unknown = await request.json().catch(() => null);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && !nestedTooDeep(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** reply.error() of the Edge Functions: `{code, message}` plus `reasons` for validation, no GoTrue headers. */
export function functionError(status: number, code: string, message: string, reasons?: string[]) {
  return HttpResponse.json(reasons ? { code, message, reasons } : { code, message }, { status });
}

/** requireAdmin() of supabase/functions/_shared/admin.ts: the caller, or the error answer. */
export async function requireFunctionAdmin(ctx: HandlerContext, request: Request): Promise<AuthedCaller | Response> {
  const caller = await authCaller(ctx, request);
  if (caller instanceof Response) {
    const { code, message } = (await caller.json()) as { code: string; message: string };
    if (caller.status === 401) return functionError(401, code, message);
    // Every failed getUser() is answered as 401 bad_jwt with GoTrue's message.
    return functionError(401, 'bad_jwt', message);
  }
  if (!callerIsAdmin(ctx, caller)) return functionError(403, 'not_admin', 'User not allowed');
  return caller;
}
