// admin-create-user: an admin creates an account without touching their own session (never auth.signUp
// in the admin's browser, reference §2). Body: {email, password, first_name, last_name, display_name,
// company, phone}; answers {profile} (the row the sign-up trigger created: role User, status Active).
import {
  errorResponse,
  hasUnstorableText,
  jsonResponse,
  preflight,
  readJsonObject,
  requireAdmin,
  serviceClient,
  UNSTORABLE_TEXT_MESSAGE,
} from '../_shared/admin.ts';

interface CreateUserBody {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  display_name: string;
  company: string;
  phone: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[1-9]\d{0,15}$/;

function text(body: Record<string, unknown>, key: keyof CreateUserBody): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The rules of createUserInputSchema (SPEC §5), with the same messages; GoTrue re-checks email and password. */
function validate(body: Record<string, unknown> | null): CreateUserBody | string[] {
  if (!body) return ['Invalid request body'];
  const input: CreateUserBody = {
    email: text(body, 'email'),
    password: typeof body.password === 'string' ? body.password : '',
    first_name: text(body, 'first_name'),
    last_name: text(body, 'last_name'),
    display_name: text(body, 'display_name'),
    company: text(body, 'company'),
    phone: text(body, 'phone'),
  };
  const issues: string[] = [];
  if (input.display_name === '') issues.push('User Name is required');
  else if (input.display_name.length > 200) issues.push('User Name must be less than 200 characters');
  if (input.first_name.length > 100) issues.push('First name must be less than 100 characters');
  if (input.last_name.length > 100) issues.push('Last name must be less than 100 characters');
  if (input.email === '') issues.push('Email is required');
  else if (input.email.length > 255) issues.push('Email must be less than 255 characters');
  else if (!EMAIL.test(input.email)) issues.push('Invalid email address');
  if (input.password.length < 8) issues.push('Password must be at least 8 characters');
  else if (input.password.length > 128) issues.push('Password must be less than 128 characters');
  if (!(/[a-z]/.test(input.password) && /[A-Z]/.test(input.password) && /\d/.test(input.password))) {
    issues.push('Password must contain at least one lowercase letter, one uppercase letter, and one number');
  }
  if (input.phone !== '' && (input.phone.length > 20 || !PHONE.test(input.phone)))
    issues.push('Invalid phone number format');
  if (input.company.length > 200) issues.push('Company name must be less than 200 characters');
  return issues.length > 0 ? issues : input;
}

Deno.serve(async (req: Request): Promise<Response> => {
  const early = preflight(req);
  if (early) return early;

  const caller = await requireAdmin(req);
  if (caller instanceof Response) return caller;

  const body = await readJsonObject(req);
  // The metadata lands in jsonb, which cannot hold these characters (twin: mocks/handlers/admin-users.ts).
  if (hasUnstorableText(body))
    return errorResponse(400, 'validation_failed', UNSTORABLE_TEXT_MESSAGE, [UNSTORABLE_TEXT_MESSAGE]);
  const input = validate(body);
  if (Array.isArray(input)) return errorResponse(400, 'validation_failed', input.join(', '), input);

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
    return errorResponse(
      error?.status ?? 500,
      error?.code ?? 'unexpected_failure',
      error?.message ?? 'User could not be created',
    );
  }

  // Read the new profile as the admin, so RLS decides what comes back.
  const { data: profile, error: profileError } = await caller.client
    .from('profiles')
    .select('*')
    .eq('id', data.user.id)
    .single();
  if (profileError) return errorResponse(500, 'unexpected_failure', profileError.message);
  return jsonResponse({ profile });
});
