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
  // `role` attribute is the Postgres role); the trigger gives every new user the 'user' role.
  const { data, error } = await serviceClient().auth.admin.createUser({
    email: input.email,
    password: input.password,
    email_confirm: true,
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
  // cannot be recorded is removed again, so no account exists without its record.
  const { error: auditError } = await caller.client.rpc('record_user_created', { _user_id: data.user.id });
  if (auditError) {
    await serviceClient().auth.admin.deleteUser(data.user.id);
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
