import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryContext } from '../memory-context';
import { PERSONAS } from '../seed';
import { callerIsAdmin, callerIsStaff, DEFAULT_MOCK_CONFIG, type HandlerContext } from './context';
import type { AccessClaims } from './jwt';

const NOW = Date.parse('2026-03-02T09:00:00.000Z');
const ctx: HandlerContext = createMemoryContext(
  { ...DEFAULT_MOCK_CONFIG, passwordIterations: 1_000 },
  { now: () => NOW },
);

/** The admin persona's caller with a token at aal2 issued at `issuedMs` (none: a token without `iat`). */
function adminAt(issuedMs: number | null) {
  const claims = { sub: PERSONAS.admin.id, aal: 'aal2', ...(issuedMs === null ? {} : { iat: issuedMs / 1000 }) };
  return { kind: 'user' as const, userId: PERSONAS.admin.id, claims: claims as AccessClaims };
}

/** A factor of the admin persona, created at `createdAt`. */
const addFactor = (id: string, status: 'verified' | 'unverified', createdAt: string) =>
  ctx.db.mfaFactors.create({
    id,
    user_id: PERSONAS.admin.id,
    friendly_name: 'New phone',
    factor_type: 'totp',
    status,
    secret: 'KRSXG5CTMVRXEZLU',
    created_at: createdAt,
    updated_at: createdAt,
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
