// admin-set-user-status: applies a profile's Active/Suspended status to the auth user, because the status
// column alone does not stop sign-ins (ASVS 7.4.2). The adapter first updates profiles.status through
// PostgREST (RLS, the admin-only status rule and the last-admin guard apply there), then calls this with
// {user_id, status}. A ban makes GoTrue refuse sign-in and token refresh; until the current access token
// expires, RLS already gives a Suspended user nothing. Answers {ok: true}.
import { readJsonObject, requireAdmin, responder, serviceClient } from '../_shared/admin.ts';
import { validateSetUserStatusBody, type BanStatus } from '../_shared/bodies.ts';

const BAN_DURATION: Record<BanStatus, string> = { Suspended: '876000h', Active: 'none' };

Deno.serve(async (req: Request): Promise<Response> => {
  const reply = responder(req);
  const early = reply.preflight();
  if (early) return early;

  const caller = await requireAdmin(req, reply);
  if (caller instanceof Response) return caller;

  const input = validateSetUserStatusBody(await readJsonObject(req));
  if (Array.isArray(input)) return reply.error(400, 'validation_failed', input.join(', '), input);
  const { user_id: userId, status } = input;

  // The ban only mirrors what the database holds, read as the admin.
  const { data: profile, error: readError } = await caller.client
    .from('profiles')
    .select('id, status')
    .eq('id', userId)
    .maybeSingle();
  if (readError) return reply.internal(readError);
  if (!profile) return reply.error(404, 'not_found', 'User not found');
  if (profile.status !== status) {
    return reply.error(409, 'conflict', `The profile status is ${String(profile.status)}, not ${status}`);
  }

  const { error: banError } = await serviceClient().auth.admin.updateUserById(userId, {
    ban_duration: BAN_DURATION[status],
  });
  if (banError) return reply.error(banError.status ?? 500, banError.code ?? 'unexpected_failure', banError.message);
  return reply.json({ ok: true });
});
