// admin-create-user: an admin creates an account without touching their own session (never auth.signUp
// in the admin's browser, reference §2). Body: {email, password, first_name, last_name, display_name,
// company, phone}; answers {profile} (the row the sign-up trigger created: role User, status Active).
import {
  hasUnstorableText,
  readJsonObject,
  requireAdmin,
  responder,
  serviceClient,
  UNSTORABLE_TEXT_MESSAGE,
} from '../_shared/admin.ts';
import { validateCreateUserBody } from '../_shared/bodies.ts';

/**
 * The rollback of a creation whose record failed: removes the account only when it is the one this request
 * created (its app_metadata holds this request's id) and nobody has used it yet (never signed in, and its
 * creation not recorded after all, as a record that committed before its answer was lost would be). Any
 * doubt keeps the account: an account without its audit row is a smaller harm than deleting someone's.
 */
async function removeUnusedAccountOf(creationRequest: string, userId: string): Promise<void> {
  const service = serviceClient();
  const { data, error } = await service.auth.admin.getUserById(userId);
  if (error || !data.user) return;
  const user = data.user;
  if (user.app_metadata?.creation_request !== creationRequest || user.last_sign_in_at) return;
  const { data: recorded, error: auditError } = await service
    .from('staff_audit_log')
    .select('id')
    .eq('action', 'user_created')
    .eq('target_user_id', userId)
    .limit(1);
  if (auditError || recorded.length !== 0) return;
  await service.auth.admin.deleteUser(userId);
}

Deno.serve(async (req: Request): Promise<Response> => {
  const reply = responder(req);
  const early = reply.preflight();
  if (early) return early;

  const caller = await requireAdmin(req, reply);
  if (caller instanceof Response) return caller;

  const body = await readJsonObject(req);
  // The metadata lands in jsonb, which cannot hold these characters (twin: mocks/handlers/admin-users.ts).
  if (hasUnstorableText(body))
    return reply.error(400, 'validation_failed', UNSTORABLE_TEXT_MESSAGE, [UNSTORABLE_TEXT_MESSAGE]);
  const input = validateCreateUserBody(body);
  if (Array.isArray(input)) return reply.error(400, 'validation_failed', input.join(', '), input);

  // Email confirmed: the admin vouches for the address. The app role is never set here (the admin API's
  // `role` attribute is the Postgres role); the trigger gives every new user the 'user' role. app_metadata
  // (which only the service role writes) names the creating admin, whom record_user_created() checks, and this
  // request, so a rollback removes only the account it made.
  const creationRequest = crypto.randomUUID();
  const { data, error } = await serviceClient().auth.admin.createUser({
    email: input.email,
    password: input.password,
    email_confirm: true,
    app_metadata: { created_by: caller.userId, creation_request: creationRequest },
    user_metadata: {
      first_name: input.first_name,
      last_name: input.last_name,
      display_name: input.display_name,
      company: input.company,
      phone: input.phone,
    },
  });
  if (error || !data.user) {
    // GoTrue's own answer passes through (e.g. 422 email_exists), as SPEC §8 asks.
    return reply.error(
      error?.status ?? 500,
      error?.code ?? 'unexpected_failure',
      error?.message ?? 'User could not be created',
    );
  }

  // Recorded in the staff audit trail as the admin (GoTrue's own write has no caller); a user whose creation
  // cannot be recorded is removed again, if it is still unused, so no account exists without its record.
  const { error: auditError } = await caller.client.rpc('record_user_created', { _user_id: data.user.id });
  if (auditError) {
    await removeUnusedAccountOf(creationRequest, data.user.id).catch((cause: unknown) => console.error(cause));
    return reply.internal(auditError);
  }

  // Read the new profile as the admin, so RLS decides what comes back.
  const { data: profile, error: profileError } = await caller.client
    .from('profiles')
    .select('*')
    .eq('id', data.user.id)
    .single();
  if (profileError) return reply.internal(profileError);
  return reply.json({ profile });
});
