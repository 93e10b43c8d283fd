import type { AppRole } from '@/backend';
import { hashPassword } from '../db/password';
import { DEMO_PASSWORD } from './personas';

// What the handlers share with the seed, apart from it: the browser imports the seed itself (its documents and
// the PDF library that draws them) only when it seeds, on a first visit or a demo reset.

/** The storage bucket of the orders' documents. */
export const ORDER_DOCUMENTS_BUCKET = 'order-documents';

const MIRROR: Record<AppRole, string> = { user: 'User', moderator: 'Moderator', admin: 'Admin' };
/** profiles.role, the mirror of the user's role as the SQL trigger writes it. */
export function roleMirror(role: AppRole): string {
  return MIRROR[role];
}

/**
 * The seed users' password hashes, derived once per session. Each seed user has a fixed salt and they all
 * share DEMO_PASSWORD, so for a given iteration count the hash is always the same string: a demo reset
 * reuses it instead of running PBKDF2 again for every persona. Sign-in, sign-up and password changes still
 * derive at the configured iterations; only this known, public demo password is remembered.
 */
const seedHashes = new Map<string, Promise<string>>();

export function seedPasswordHash(salt: Uint8Array<ArrayBuffer>, iterations: number | undefined): Promise<string> {
  const key = `${iterations ?? 'default'}:${Array.from(salt).join('.')}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, { salt, iterations });
    seedHashes.set(key, hash);
    // A failed derivation is not remembered: the next reset tries again.
    hash.catch(() => seedHashes.delete(key));
  }
  return hash;
}
