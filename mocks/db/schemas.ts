import { z } from 'zod';
import {
  creditLedgerEntrySchema,
  inboundRequestSchema,
  orderHistoryEntrySchema,
  orderRequestSchema,
  profileSchema,
  roleAuditEntrySchema,
  userRoleSchema,
} from '@/backend';
import { outboxEmailSchema } from '../api/wire';

/** Server-side tables of the emulator. Public tables reuse the port's entity schemas (one model, not two). */

const timestamp = z.string().datetime({ offset: true });

/** auth.users: the password is kept only as a PBKDF2 hash string. */
export const authUserRecordSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  password_hash: z.string(),
  user_metadata: z.record(z.string(), z.unknown()),
  created_at: timestamp,
  updated_at: timestamp,
  last_sign_in_at: timestamp.nullable(),
  /** Set through the admin API (ban_duration): no sign-in or refresh until then. */
  banned_until: timestamp.nullable().default(null),
});
export type AuthUserRecord = z.infer<typeof authUserRecordSchema>;

/** auth.sessions: one per sign-in (or per recovery link); refresh tokens hang off it as a family. */
export const sessionRecordSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  /** 'password' for a sign-in, 'recovery' for a session minted by a recovery email. */
  kind: z.enum(['password', 'recovery']),
  /** Recovery sessions only: the link works once, until this time (epoch ms). */
  recovery_expires_at: z.number().nullable(),
  recovery_used_at: z.number().nullable(),
  created_at: z.number(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

export const refreshTokenRecordSchema = z.object({
  token: z.string(),
  session_id: z.uuid(),
  user_id: z.uuid(),
  /** The token this one replaced, null for the first of the family. */
  parent: z.string().nullable(),
  revoked: z.boolean(),
  /** Epoch ms of the last change (revocation time once revoked): the reuse window counts from here. */
  updated_at: z.number(),
});
export type RefreshTokenRecord = z.infer<typeof refreshTokenRecordSchema>;

/** auth.one_time_tokens: a recovery email's one-time token, until its link is opened or it expires. */
export const oneTimeTokenRecordSchema = z.object({
  token_hash: z.string(),
  user_id: z.uuid(),
  /** Epoch ms. */
  created_at: z.number(),
  expires_at: z.number(),
});
export type OneTimeTokenRecord = z.infer<typeof oneTimeTokenRecordSchema>;

/**
 * public.role_audit_log as stored: the port's entry plus both users' emails as they were when the row was
 * written (the role_audit_log_record_emails trigger), so a row stays readable after a user is deleted.
 */
export const roleAuditRecordSchema = roleAuditEntrySchema.extend({
  assigned_by_email: z.string().nullable().default(null),
  target_user_email: z.string().nullable().default(null),
});
export type RoleAuditRecord = z.infer<typeof roleAuditRecordSchema>;

/** storage.objects: one row per stored file (its bytes are in the FileStore under `${bucket_id}/${name}`). */
export const storageObjectRecordSchema = z.object({
  id: z.uuid(),
  bucket_id: z.string(),
  name: z.string(),
  /** The uploader's user id (auth.uid() at upload), null for a service-role upload. */
  owner: z.uuid().nullable(),
  size: z.number(),
  mimetype: z.string(),
  created_at: timestamp,
});
export type StorageObjectRecord = z.infer<typeof storageObjectRecordSchema>;

export {
  profileSchema,
  userRoleSchema,
  roleAuditEntrySchema,
  inboundRequestSchema,
  orderRequestSchema,
  orderHistoryEntrySchema,
  creditLedgerEntrySchema,
  outboxEmailSchema,
};
