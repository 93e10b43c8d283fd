// For the functions only a schedule calls, with the service-role key as its bearer token.
import type { Responder } from './admin.ts';

function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Compares two secrets in time independent of where they differ (both hashed to 32 bytes first). */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let difference = 0;
  for (let i = 0; i < x.length; i += 1) difference |= x[i]! ^ y[i]!;
  return difference === 0;
}

/**
 * Only the service-role key itself: a user's token, an admin's included, the anon key or a JWT that merely
 * claims the service role is refused (403 with `refusal`). Null means "go on".
 */
export async function refuseAllButServiceRole(
  req: Request,
  reply: Responder,
  refusal: string,
): Promise<Response | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token) return reply.error(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (!(await sameSecret(token, requiredEnv('SUPABASE_SERVICE_ROLE_KEY')))) {
    return reply.error(403, 'forbidden', refusal);
  }
  return null;
}
