import { http, HttpResponse } from 'msw';
import { Secret, TOTP } from 'otpauth';
import { API_ROUTES } from '../api/routes';
import { totpOf } from '../api/totp';
import { enrollFactorBodySchema, MFA_APPROVE_ERRORS, MFA_RESET_ERRORS, verifyFactorBodySchema } from '../api/wire';
import type { MfaFactorRecord } from '../db';
import { openSession, revokeSession, sessionResponse, swapRefreshToken } from './accounts';
import { readBody } from './auth';
import { demoCaller, demoError } from './demo';
import {
  authCaller,
  authError,
  callerAwaitsFactorApproval,
  callerIsAdmin,
  isoNow,
  prepare,
  restError,
  roleOf,
  type HandlerContext,
} from './context';
import { PERSONAS } from '../seed/personas';
import { rpc, UUID } from './rpc-call';
import { recordStaffAction } from './staff-audit-log';

/** GoTrue's MFA defaults (conf.MFAConfiguration): challenges and unverified factors last 5 minutes. */
const CHALLENGE_TTL_MS = 300_000;
const UNVERIFIED_FACTOR_TTL_MS = 300_000;
const MAX_ENROLLED_FACTORS = 10;

/**
 * GoTrue's MFA API for TOTP factors (internal/api/mfa.go): enroll, challenge, verify, unenroll. A verified
 * code raises the session to aal2 (its next tokens say so), verifies the factor on first use and ends the
 * user's other sessions below aal2. Phone and WebAuthn factors are disabled, as in supabase/config.toml.
 * Also public.reset_user_mfa(), an admin's recovery of another user's factors, and the demo's current codes.
 */
export function mfaHandlers(ctx: HandlerContext, base: string) {
  const factorsUrl = `${base}${API_ROUTES.factors}`;

  /** loadFactor: the path's factor, owned by the caller; GoTrue answers 404 otherwise. */
  function ownedFactor(userId: string, factorId: string): MfaFactorRecord | Response {
    if (!UUID.test(factorId)) return authError(404, 'validation_failed', 'factor_id must be an UUID');
    const factor = ctx.db.mfaFactors.findFirst((q) => q.where({ id: factorId.toLowerCase(), user_id: userId }));
    return factor ?? authError(404, 'mfa_factor_not_found', 'Factor not found');
  }

  return [
    http.post(factorsUrl, async ({ request }) => {
      await prepare(ctx);
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, enrollFactorBodySchema);
      if (body instanceof Response) return body;
      if (body.factor_type === 'phone')
        return authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
      if (body.factor_type === 'webauthn')
        return authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
      if (body.factor_type !== 'totp')
        return authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
      return ctx.db.exclusive(async () => {
        // validateFactors: expired unverified factors go first, then the name, count and level rules.
        const nowMs = ctx.now();
        ctx.db.mfaFactors.deleteMany((q) =>
          q.where((f) => f.status === 'unverified' && Date.parse(f.created_at) < nowMs - UNVERIFIED_FACTOR_TTL_MS),
        );
        const factors = ctx.db.mfaFactors.findMany((q) => q.where({ user_id: caller.userId }));
        if (factors.some((f) => f.friendly_name === body.friendly_name))
          return authError(
            422,
            'mfa_factor_name_conflict',
            `A factor with the friendly name ${JSON.stringify(body.friendly_name)} for this user already exists`,
          );
        if (factors.length >= MAX_ENROLLED_FACTORS)
          return authError(
            422,
            'too_many_enrolled_mfa_factors',
            'Maximum number of verified factors reached, unenroll to continue',
          );
        if (factors.some((f) => f.status === 'verified') && caller.claims.aal !== 'aal2')
          return authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');

        const user = ctx.db.authUsers.findFirst((q) => q.where({ id: caller.userId }))!;
        const secret = new Secret({ size: 20 }).base32;
        const issuer = body.issuer || new URL(request.url).host;
        const uri = new TOTP({ issuer, label: user.email, secret: Secret.fromBase32(secret) }).toString();
        // The QR encoder loads on the first enrolment (no page needs it before), ahead of any write.
        const { renderSVG } = await import('uqr');
        const now = isoNow(ctx);
        const factor = await ctx.db.mfaFactors.create({
          id: crypto.randomUUID(),
          user_id: caller.userId,
          friendly_name: body.friendly_name,
          factor_type: 'totp',
          status: 'unverified',
          secret,
          created_at: now,
          updated_at: now,
          last_challenged_at: null,
        });
        // GoTrue answers the raw SVG; supabase-js turns it into a data URL.
        return HttpResponse.json({
          id: factor.id,
          type: 'totp',
          friendly_name: factor.friendly_name,
          totp: { qr_code: renderSVG(uri), secret, uri },
        });
      });
    }),

    http.post(`${factorsUrl}/:factorId/challenge`, async ({ request, params }) => {
      await prepare(ctx);
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) return caller;
      return ctx.db.exclusive(async () => {
        const factor = ownedFactor(caller.userId, String(params.factorId));
        if (factor instanceof Response) return factor;
        const nowMs = ctx.now();
        const challenge = await ctx.db.mfaChallenges.create({
          id: crypto.randomUUID(),
          factor_id: factor.id,
          created_at: nowMs,
          verified_at: null,
        });
        await ctx.db.mfaFactors.update((q) => q.where({ id: factor.id }), {
          data(f) {
            f.last_challenged_at = isoNow(ctx);
          },
        });
        return HttpResponse.json({
          id: challenge.id,
          type: 'totp',
          expires_at: Math.floor((nowMs + CHALLENGE_TTL_MS) / 1000),
        });
      });
    }),

    http.post(`${factorsUrl}/:factorId/verify`, async ({ request, params }) => {
      await prepare(ctx);
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, verifyFactorBodySchema);
      if (body instanceof Response) return body;
      // Go decodes challenge_id into a uuid.UUID: anything else is a body it cannot parse.
      if (!UUID.test(body.challenge_id))
        return authError(400, 'bad_json', 'Could not parse request body as JSON: challenge_id has the wrong type');
      if (body.code === '') return authError(400, 'validation_failed', 'Code needs to be non-empty');
      return ctx.db.exclusive(async () => {
        const factor = ownedFactor(caller.userId, String(params.factorId));
        if (factor instanceof Response) return factor;
        const challengeId = body.challenge_id.toLowerCase();
        const challenge = ctx.db.mfaChallenges.findFirst((q) => q.where({ id: challengeId, factor_id: factor.id }));
        if (!challenge)
          return authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
        // GoTrue's answer to a challenge used before (it reads as an IP mismatch there too).
        if (challenge.verified_at !== null)
          return authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
        const nowMs = ctx.now();
        if (challenge.created_at + CHALLENGE_TTL_MS <= nowMs) {
          ctx.db.mfaChallenges.delete((q) => q.where({ id: challenge.id }));
          return authError(
            422,
            'mfa_challenge_expired',
            `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
          );
        }
        // One 30-second step of skew either way, as GoTrue allows.
        if (totpOf(factor.secret).validate({ token: body.code, timestamp: nowMs, window: 1 }) === null)
          return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

        await ctx.db.mfaChallenges.update((q) => q.where({ id: challenge.id }), {
          data(c) {
            c.verified_at = nowMs;
          },
        });
        if (factor.status === 'unverified') {
          await ctx.db.mfaFactors.update((q) => q.where({ id: factor.id }), {
            data(f) {
              f.status = 'verified';
              f.updated_at = isoNow(ctx);
            },
          });
          await recordEnrolment(ctx, factor);
        }
        await ctx.db.sessions.update((q) => q.where({ id: caller.sessionId }), {
          data(s) {
            s.aal = 'aal2';
            s.factor_id = factor.id;
            s.aal2_at = nowMs;
          },
        });
        // InvalidateSessionsWithAALLessThan: the user's sessions that never passed the second factor end.
        for (const s of ctx.db.sessions.findMany((q) => q.where({ user_id: caller.userId, aal: 'aal1' })))
          revokeSession(ctx, s.id);
        // DeleteUnverifiedFactors: an enrolment left half-way is dropped once a factor is verified.
        ctx.db.mfaFactors.deleteMany((q) => q.where({ user_id: caller.userId, status: 'unverified' }));
        // The raised session's tokens: its live refresh token is swapped for a child, as GoTrue does.
        const live = ctx.db.refreshTokens.findFirst((q) => q.where({ session_id: caller.sessionId, revoked: false }));
        const refreshToken = live
          ? await swapRefreshToken(ctx, live.token, caller.sessionId, caller.userId)
          : (await openSession(ctx, caller.userId, 'password')).refreshToken;
        const user = ctx.db.authUsers.findFirst((q) => q.where({ id: caller.userId }))!;
        return HttpResponse.json(await sessionResponse(ctx, user, caller.sessionId, refreshToken));
      });
    }),

    http.delete(`${factorsUrl}/:factorId`, async ({ request, params }) => {
      await prepare(ctx);
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) return caller;
      return ctx.db.exclusive(async () => {
        const factor = ownedFactor(caller.userId, String(params.factorId));
        if (factor instanceof Response) return factor;
        if (factor.status === 'verified' && caller.claims.aal !== 'aal2')
          return authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
        await removeFactors(ctx, [factor.id]);
        return HttpResponse.json({ id: factor.id });
      });
    }),

    // reset_user_mfa(_user_id): an admin at aal2 removes another user's factors (recovery), in one step.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcResetUserMfa}`,
      'reset_user_mfa',
      { _user_id: 'uuid' },
      ['authenticated', 'service'],
      (caller, { _user_id: userId }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsAdmin(ctx, caller))
            return restError(403, '42501', MFA_RESET_ERRORS.adminOnly);
          if (userId === caller.userId) return restError(400, '22023', MFA_RESET_ERRORS.notSelf);
          if (userId === null || !ctx.db.authUsers.findFirst((q) => q.where({ id: userId })))
            return restError(404, 'P0002', MFA_RESET_ERRORS.userNotFound);
          const factors = ctx.db.mfaFactors.findMany((q) => q.where({ user_id: userId }));
          if (factors.length === 0) return restError(404, 'P0002', MFA_RESET_ERRORS.noFactor);
          await removeFactors(
            ctx,
            factors.map((f) => f.id),
          );
          await recordStaffAction(ctx, caller.userId, 'mfa_reset', userId, { factors: factors.length });
          return HttpResponse.json(factors.length);
        }),
    ),

    // approve_admin_factor(_user_id): another admin at aal2 vouches for a user's verified factors, which only
    // then give admin rights (migration 1520). The approval lives on the factor, so a reset removes it.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcApproveAdminFactor}`,
      'approve_admin_factor',
      { _user_id: 'uuid' },
      ['authenticated', 'service'],
      (caller, { _user_id: userId }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsAdmin(ctx, caller))
            return restError(403, '42501', MFA_APPROVE_ERRORS.adminOnly);
          if (userId === caller.userId) return restError(400, '22023', MFA_APPROVE_ERRORS.notSelf);
          if (userId === null || !ctx.db.authUsers.findFirst((q) => q.where({ id: userId })))
            return restError(404, 'P0002', MFA_APPROVE_ERRORS.userNotFound);
          const verified = ctx.db.mfaFactors.findMany((q) => q.where({ user_id: userId, status: 'verified' }));
          if (verified.length === 0) return restError(404, 'P0002', MFA_APPROVE_ERRORS.noFactor);
          const pending = verified.filter((f) => f.approved_at === null).map((f) => f.id);
          if (pending.length === 0) return restError(409, '23505', MFA_APPROVE_ERRORS.alreadyApproved);
          const ids = new Set(pending);
          await ctx.db.mfaFactors.updateMany((q) => q.where((f) => ids.has(f.id)), {
            data(f) {
              f.approved_at = isoNow(ctx);
              f.approved_by = caller.userId;
            },
          });
          await recordStaffAction(ctx, caller.userId, 'mfa_approved', userId, {
            factors: pending.length,
            factorIds: [...pending].sort(),
          });
          return HttpResponse.json(pending.length);
        }),
    ),

    // awaits_factor_approval(): whether the caller is an admin whose factor waits for another admin's approval.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcAwaitsFactorApproval}`,
      'awaits_factor_approval',
      {},
      ['authenticated', 'service'],
      async (caller) => HttpResponse.json(callerAwaitsFactorApproval(ctx, caller)),
    ),

    // Demo only: the current code of each verified factor of a demo persona, so sales can pass the
    // challenge: to the persona's own session alone, which the second step of its sign-in holds (aal1). Anyone
    // else's codes (a user who signed up, a sample customer) are never served, their own session's included.
    http.get(`${base}${API_ROUTES.demoTotpCodes}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await demoCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const email = (new URL(request.url).searchParams.get('email') ?? '').trim().toLowerCase();
      if (caller.kind !== 'user')
        return demoError(401, 'no_authorization', "Sign in with this account's password to see its current code");
      if (caller.email !== email)
        return demoError(403, 'forbidden', "Only this account's own session may see its authenticator's codes");
      const user = ctx.db.authUsers.findFirst((q) => q.where({ email }));
      const persona = user !== undefined && PERSONA_IDS.has(user.id);
      const factors = persona
        ? ctx.db.mfaFactors.findMany((q) => q.where({ user_id: user.id, status: 'verified' }))
        : [];
      const nowMs = ctx.now();
      return HttpResponse.json(
        factors.map((f) => ({
          factor_id: f.id,
          friendly_name: f.friendly_name,
          code: totpOf(f.secret).generate({ timestamp: nowMs }),
          seconds_left: 30 - (Math.floor(nowMs / 1000) % 30),
        })),
      );
    }),
  ];
}

/** The seeded demo personas (mocks/seed/personas.ts), whose codes the demo namespace shows. */
const PERSONA_IDS: ReadonlySet<string> = new Set(Object.values(PERSONAS).map((p) => p.id));

/**
 * Removes factors with their challenges, and drops the sessions they raised back to aal1 (GoTrue's
 * DowngradeSessionsToAAL1): tokens issued from then on say aal1.
 */
async function removeFactors(ctx: HandlerContext, factorIds: string[]): Promise<void> {
  const ids = new Set(factorIds);
  ctx.db.mfaChallenges.deleteMany((q) => q.where((c) => ids.has(c.factor_id)));
  ctx.db.mfaFactors.deleteMany((q) => q.where((f) => ids.has(f.id)));
  for (const s of ctx.db.sessions.findMany((q) => q.where((s) => s.factor_id !== null && ids.has(s.factor_id))))
    await ctx.db.sessions.update((q) => q.where({ id: s.id }), {
      data(row) {
        row.aal = 'aal1';
        row.factor_id = null;
        row.aal2_at = null;
      },
    });
}

/**
 * The mfa_factors_audit_enrolled trigger: staff (admins and moderators) verifying their first code of a
 * factor is recorded with themselves as the actor; customers' factors are not staff actions.
 */
async function recordEnrolment(ctx: HandlerContext, factor: MfaFactorRecord): Promise<void> {
  const role = roleOf(ctx, factor.user_id);
  if (role !== 'admin' && role !== 'moderator') return;
  await recordStaffAction(ctx, factor.user_id, 'mfa_enrolled', factor.user_id, {
    factor_type: factor.factor_type,
    friendly_name: factor.friendly_name,
  });
}
