import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryContext } from '../memory-context';
import { PERSONAS } from '../seed';
import { callerIsActive, callerIsAdmin, callerIsStaff, DEFAULT_MOCK_CONFIG, type HandlerContext } from './context';
import type { AccessClaims } from './jwt';

const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const ctx: HandlerContext = createMemoryContext(
  { ...DEFAULT_MOCK_CONFIG, passwordIterations: 1_000 },
  { now: () => NOW },
);

/** The admin persona's caller with a token at aal2 issued at `issuedMs` (none: a token without `iat`). */
function adminAt(issuedMs: number | null, sessionId?: string) {
  const claims = {
    sub: PERSONAS.admin.id,
    aal: 'aal2',
    ...(issuedMs === null ? {} : { iat: issuedMs / 1000 }),
    ...(sessionId === undefined ? {} : { session_id: sessionId }),
  };
  return { kind: 'user' as const, userId: PERSONAS.admin.id, claims: claims as AccessClaims };
}

/** A signed-in session of `userId`, as a sign-in creates it. */
const addSession = (id: string, userId: string) =>
  ctx.db.sessions.create({
    id,
    user_id: userId,
    kind: 'password',
    recovery_expires_at: null,
    recovery_used_at: null,
    created_at: NOW - 10 * 60_000,
    aal: 'aal2',
    factor_id: null,
    aal2_at: null,
  });

/** A factor of the admin persona, created at `createdAt`; approved by another admin unless said otherwise. */
const addFactor = (id: string, status: 'verified' | 'unverified', createdAt: string, approved = true) =>
  ctx.db.mfaFactors.create({
    id,
    user_id: PERSONAS.admin.id,
    friendly_name: 'New phone',
    factor_type: 'totp',
    status,
    secret: 'KRSXG5CTMVRXEZLU',
    created_at: createdAt,
    updated_at: createdAt,
    approved_at: approved ? createdAt : null,
    approved_by: null,
  });

beforeEach(() => ctx.reseed());

// The twin of migration 1400: admin rights need a verified factor that existed when the token was issued.
describe('admin rights and the second factor behind the token', () => {
  it('hold for a token issued after the factor was created, or one without iat', () => {
    expect(callerIsAdmin(ctx, adminAt(NOW))).toBe(true);
    expect(callerIsStaff(ctx, adminAt(NOW))).toBe(true);
    expect(callerIsAdmin(ctx, adminAt(null))).toBe(true);
  });

  it('end for every token when the factor is gone, and a newer factor does not revive an older token', async () => {
    const issued = NOW - 30 * 60_000;
    ctx.db.mfaFactors.deleteMany((q) => q.where({ user_id: PERSONAS.admin.id }));
    expect(callerIsAdmin(ctx, adminAt(issued))).toBe(false);
    expect(callerIsStaff(ctx, adminAt(issued))).toBe(false);

    const enrolled = new Date(NOW - 5 * 60_000).toISOString();
    await addFactor('00000000-0000-4000-8000-00000000f0f0', 'verified', enrolled);
    expect(callerIsAdmin(ctx, adminAt(issued))).toBe(false);
    expect(callerIsAdmin(ctx, adminAt(NOW - 60_000))).toBe(true);
    // Compared to the second, as iat counts: a token of the same second as the enrolment holds.
    expect(callerIsAdmin(ctx, adminAt(Math.floor(Date.parse(enrolled) / 1000) * 1000))).toBe(true);
  });

  it('an unverified factor gives none', async () => {
    ctx.db.mfaFactors.deleteMany((q) => q.where({ user_id: PERSONAS.admin.id }));
    const enrolled = new Date(NOW - 60 * 60_000).toISOString();
    await addFactor('00000000-0000-4000-8000-00000000f0f1', 'unverified', enrolled);
    expect(callerIsAdmin(ctx, adminAt(NOW))).toBe(false);
  });
});

// The twin of the session check of migration 1400: staff rights end when the token's session is gone.
describe('staff rights and the session behind the token', () => {
  const ADMIN_SESSION = '00000000-0000-4000-8000-0000000005a1';
  const MODERATOR_SESSION = '00000000-0000-4000-8000-0000000005a2';
  const moderator = (sessionId: string) => ({
    kind: 'user' as const,
    userId: PERSONAS.moderator.id,
    claims: { sub: PERSONAS.moderator.id, aal: 'aal1', iat: NOW / 1000, session_id: sessionId } as AccessClaims,
  });

  it('hold while the session exists, and end for its tokens once it is signed out', async () => {
    await addSession(ADMIN_SESSION, PERSONAS.admin.id);
    await addSession(MODERATOR_SESSION, PERSONAS.moderator.id);
    expect(callerIsAdmin(ctx, adminAt(NOW, ADMIN_SESSION))).toBe(true);
    expect(callerIsStaff(ctx, moderator(MODERATOR_SESSION))).toBe(true);
    ctx.db.sessions.deleteMany((q) => q.where((session) => [ADMIN_SESSION, MODERATOR_SESSION].includes(session.id)));
    expect(callerIsAdmin(ctx, adminAt(NOW, ADMIN_SESSION))).toBe(false);
    expect(callerIsStaff(ctx, adminAt(NOW, ADMIN_SESSION))).toBe(false);
    expect(callerIsStaff(ctx, moderator(MODERATOR_SESSION))).toBe(false);
  });

  it("a token naming another user's session gets none; one naming no session is tied to none", async () => {
    await addSession(MODERATOR_SESSION, PERSONAS.moderator.id);
    expect(callerIsAdmin(ctx, adminAt(NOW, MODERATOR_SESSION))).toBe(false);
    expect(callerIsAdmin(ctx, adminAt(NOW))).toBe(true);
  });
});

// The twin of migration 1520: a factor gives admin rights once another admin approved it.
describe('admin rights and the approval of the factor', () => {
  it('a verified factor nobody approved gives no admin rights, an approved one does', async () => {
    ctx.db.mfaFactors.deleteMany((q) => q.where({ user_id: PERSONAS.admin.id }));
    const enrolled = new Date(NOW - 5 * 60_000).toISOString();
    await addFactor('00000000-0000-4000-8000-00000000f0f2', 'verified', enrolled, false);
    expect(callerIsAdmin(ctx, adminAt(NOW))).toBe(false);
    expect(callerIsStaff(ctx, adminAt(NOW))).toBe(false);
    await ctx.db.mfaFactors.update((q) => q.where({ id: '00000000-0000-4000-8000-00000000f0f2' }), {
      data(f) {
        f.approved_at = new Date(NOW).toISOString();
      },
    });
    expect(callerIsAdmin(ctx, adminAt(NOW))).toBe(true);
  });
});

// The twin of private.caller_is_active() of migration 1520: every caller's rights end with the session.
describe("a customer's rights and the session behind the token", () => {
  const CUSTOMER_SESSION = '00000000-0000-4000-8000-0000000005c3';
  const customer = (sessionId?: string) => ({
    kind: 'user' as const,
    userId: PERSONAS.customer.id,
    claims: {
      sub: PERSONAS.customer.id,
      aal: 'aal1',
      iat: NOW / 1000,
      ...(sessionId === undefined ? {} : { session_id: sessionId }),
    } as AccessClaims,
  });

  it('hold while the session exists, end once it is signed out, and a token naming no session is tied to none', async () => {
    await addSession(CUSTOMER_SESSION, PERSONAS.customer.id);
    expect(callerIsActive(ctx, customer(CUSTOMER_SESSION))).toBe(true);
    ctx.db.sessions.deleteMany((q) => q.where({ id: CUSTOMER_SESSION }));
    expect(callerIsActive(ctx, customer(CUSTOMER_SESSION))).toBe(false);
    expect(callerIsActive(ctx, customer())).toBe(true);
    expect(callerIsActive(ctx, { kind: 'anon' })).toBe(false);
  });
});
