/**
 * Stripe's webhook signature scheme, as the stripe SDK's constructEventAsync checks it: the `Stripe-Signature`
 * header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the endpoint secret>` (several v1 may
 * be listed), refused when no v1 matches or t is more than the tolerance away from now. The in-browser sandbox
 * signs its checkout.session.completed with it and the twin of stripe-webhook checks it, as Stripe and the
 * function do.
 */

/** The sandbox's endpoint secret: the in-browser backend is no security boundary (its keys ship in the page). */
export const DEMO_STRIPE_WEBHOOK_SECRET = 'whsec_entitylens_in_browser_sandbox';
/** The SDK's default tolerance (DEFAULT_TOLERANCE, 300 s). */
export const STRIPE_SIGNATURE_TOLERANCE_SEC = 300;

const encoder = new TextEncoder();

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header Stripe sends with `payload` at `nowMs`. */
export async function stripeSignatureHeader(payload: string, secret: string, nowMs: number): Promise<string> {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${await hmacHex(secret, `${t}.${payload}`)}`;
}

/** Length-independent comparison of two hex strings (as the SDK's secureCompare). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Why a signature is refused (the SDK's StripeSignatureVerificationError messages, shortened), or null. */
export async function stripeSignatureFault(
  payload: string,
  header: string | null,
  secret: string,
  nowMs: number,
  toleranceSec = STRIPE_SIGNATURE_TOLERANCE_SEC,
): Promise<string | null> {
  if (!header) return 'No stripe-signature header value was provided.';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!Number.isInteger(t) || signatures.length === 0) return 'Unable to extract timestamp and signatures from header';
  const expected = await hmacHex(secret, `${t}.${payload}`);
  if (!signatures.some((s) => sameText(s, expected)))
    return 'No signatures found matching the expected signature for payload.';
  if (Math.abs(Math.floor(nowMs / 1000) - t) > toleranceSec) return 'Timestamp outside the tolerance zone';
  return null;
}
