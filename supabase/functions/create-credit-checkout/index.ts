// create-credit-checkout: a customer starts buying a pack of credits (issue 47 §1). POST {pack_id} with the
// customer's bearer token; answers {session_id, url}, the Stripe Checkout page to send them to. Staff accounts
// do not buy credits (not_customer); an unknown pack is validation_failed with its reasons; without
// STRIPE_SECRET_KEY, payments_not_configured; Stripe failing, payment_provider_failed (src/lib/credits/packs.ts,
// the same answers as the in-browser twin, mocks/handlers/credit-checkout.ts). The session carries the user and
// the pack (client_reference_id, metadata) so the verified webhook can grant them; it is recorded open with the
// service role (record_credit_checkout). Credits are granted only by stripe-webhook, never here.
import { createClient } from 'npm:@supabase/supabase-js@2';
import {
  CREDIT_CHECKOUT_CANCEL_PATH,
  CREDIT_CHECKOUT_SUCCESS_PATH,
  CREDIT_CHECKOUT_ERRORS,
  CREDIT_PACK_CURRENCY,
  creditPack,
  validateCreateCreditCheckoutBody,
  type CreditCheckoutStarted,
} from '../../../src/lib/credits/packs.ts';
import { readJsonObject, responder, serviceClient } from '../_shared/admin.ts';
import { stripeClient } from '../_shared/stripe.ts';

Deno.serve(async (req: Request): Promise<Response> => {
  const reply = responder(req);
  const early = reply.preflight();
  if (early) return early;
  const answer = (error: (typeof CREDIT_CHECKOUT_ERRORS)[keyof typeof CREDIT_CHECKOUT_ERRORS], reasons?: string[]) =>
    reply.error(error.status, error.code, error.message, reasons);

  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token) return reply.error(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const caller = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data: userData, error: userError } = await caller.auth.getUser(token);
  if (userError || !userData.user) {
    return reply.error(401, 'bad_jwt', userError?.message ?? 'invalid JWT: unable to parse or verify signature');
  }
  const user = userData.user;

  const service = serviceClient();
  const { data: role, error: roleError } = await service
    .from('user_roles')
    .select('role')
    .eq('user_id', user.id)
    .maybeSingle();
  if (roleError) return reply.internal(roleError);
  if (role?.role === 'admin' || role?.role === 'moderator') return answer(CREDIT_CHECKOUT_ERRORS.notCustomer);

  const input = validateCreateCreditCheckoutBody(await readJsonObject(req));
  if (Array.isArray(input)) return answer(CREDIT_CHECKOUT_ERRORS.unknownPack, input);
  const pack = creditPack(input.pack_id)!;

  const secretKey = Deno.env.get('STRIPE_SECRET_KEY');
  const siteUrl = Deno.env.get('SITE_URL')?.replace(/\/+$/, '');
  if (!secretKey || !siteUrl) return answer(CREDIT_CHECKOUT_ERRORS.notConfigured);

  let session: { id: string; url: string | null };
  try {
    session = await stripeClient(secretKey).checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: CREDIT_PACK_CURRENCY,
            unit_amount: pack.priceCents,
            product_data: { name: `${pack.name} pack: ${pack.credits} report credits` },
          },
          quantity: 1,
        },
      ],
      client_reference_id: user.id,
      metadata: { pack_id: pack.id, user_id: user.id },
      ...(user.email ? { customer_email: user.email } : {}),
      success_url: `${siteUrl}${CREDIT_CHECKOUT_SUCCESS_PATH}`,
      cancel_url: `${siteUrl}${CREDIT_CHECKOUT_CANCEL_PATH}`,
    });
  } catch (cause) {
    // The SDK's error names Stripe's message and type, never the key.
    console.error('Stripe refused the checkout session:', (cause as Error).message);
    return answer(CREDIT_CHECKOUT_ERRORS.providerFailed);
  }
  if (!session.url) return answer(CREDIT_CHECKOUT_ERRORS.providerFailed);

  const { error: recordError } = await service.rpc('record_credit_checkout', {
    _session_id: session.id,
    _user_id: user.id,
    _pack_id: pack.id,
  });
  if (recordError) return reply.internal(recordError);
  return reply.json({ session_id: session.id, url: session.url } satisfies CreditCheckoutStarted);
});
