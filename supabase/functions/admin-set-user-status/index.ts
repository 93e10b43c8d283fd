// admin-set-user-status: applies a profile's Active/Suspended status to the auth user, because the status
// column alone does not stop sign-ins (ASVS 7.4.2). The adapter first updates profiles.status through
// PostgREST (RLS, the admin-only status rule and the last-admin guard apply there), then calls this with
// {user_id, status}. A ban makes GoTrue refuse sign-in and token refresh; until the current access token
// expires, RLS already gives a Suspended user nothing. Answers {ok: true}.
import {
  errorResponse,
  jsonResponse,
  preflight,
  readJsonObject,
  requireAdmin,
  serviceClient,
} from '../_shared/admin.ts';

const BAN_DURATION = { Suspended: '876000h', Active: 'none' } as const;
type BanStatus = keyof typeof BAN_DURATION;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isBanStatus(value: unknown): value is BanStatus {
  return value === 'Suspended' || value === 'Active';
}

Deno.serve(async (req: Request): Promise<Response> => {
  const early = preflight(req);
  if (early) return early;

  const caller = await requireAdmin(req);
  if (caller instanceof Response) return caller;

  const body = await readJsonObject(req);
  const userId = body?.user_id;
  const status = body?.status;
  const issues: string[] = [];
  if (typeof userId !== 'string' || !UUID.test(userId)) issues.push('Invalid user ID format');
  if (!isBanStatus(status)) issues.push('Status must be Active or Suspended');
  if (issues.length > 0 || typeof userId !== 'string' || !isBanStatus(status)) {
    return errorResponse(400, 'validation_failed', issues.join(', '), issues);
  }

  // The ban only mirrors what the database holds, read as the admin.
  const { data: profile, error: readError } = await caller.client
    .from('profiles')
    .select('id, status')
    .eq('id', userId)
    .maybeSingle();
  if (readError) return errorResponse(500, 'unexpected_failure', readError.message);
  if (!profile) return errorResponse(404, 'not_found', 'User not found');
  if (profile.status !== status) {
    return errorResponse(409, 'conflict', `The profile status is ${String(profile.status)}, not ${status}`);
  }

  const { error: banError } = await serviceClient().auth.admin.updateUserById(userId, {
    ban_duration: BAN_DURATION[status],
  });
  if (banError) return errorResponse(banError.status ?? 500, banError.code ?? 'unexpected_failure', banError.message);
  return jsonResponse({ ok: true });
});
