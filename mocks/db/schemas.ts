import { z } from 'zod';
import {
  creditCheckoutSchema,
  creditLedgerEntrySchema,
  inboundRequestSchema,
  DEFAULT_LOS_PACKET_VERSION,
  losHandoffSchema,
  orderEscalationSchema,
  losPacketVersionSchema,
  orderAssignmentSchema,
  reportDraftSchema,
  reportApprovalSchema,
  reportQuestionSchema,
  reportSignoffSchema,
  reportFieldEventSchema,
  orderHistoryEntrySchema,
  orderRequestSchema,
  profileSchema,
  publishedReportSchema,
  roleAuditEntrySchema,
  staffAuditEntrySchema,
  storedDocumentReadingSchema,
  storedFieldReviewSchema,
  storedReportOverrideSchema,
  storedDocumentTextSchema,
  storedSosLookupSchema,
  userRoleSchema,
} from '@/backend';
import { outboxAttachmentSchema, outboxEmailSchema } from '../api/wire';

/** Server-side tables of the emulator. Public tables reuse the port's entity schemas (one model, not two). */

const timestamp = z.string().datetime({ offset: true });

/** auth.users: the password is kept only as a PBKDF2 hash string. */
export const authUserRecordSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  password_hash: z.string(),
  user_metadata: z.record(z.string(), z.unknown()),
  /**
   * raw_app_meta_data beyond GoTrue's provider fields: what the service role set (admin-create-user's
   * `created_by`, migration 1520). Users never write it.
   */
  app_metadata: z.record(z.string(), z.unknown()).default({}),
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
  /** The assurance level its tokens carry: aal2 once a TOTP code was verified in it (GoTrue's sessions.aal). */
  aal: z.enum(['aal1', 'aal2']).default('aal1'),
  /** The factor that raised it to aal2. */
  factor_id: z.uuid().nullable().default(null),
  /** Epoch ms of the TOTP verification that raised it to aal2 (its amr entry). */
  aal2_at: z.number().nullable().default(null),
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

/** auth.mfa_factors: a TOTP authenticator of a user; unverified until its first code is verified. */
export const mfaFactorRecordSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  friendly_name: z.string(),
  factor_type: z.literal('totp'),
  status: z.enum(['unverified', 'verified']),
  /** The base32 secret (GoTrue stores it as is without DB encryption). */
  secret: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  last_challenged_at: timestamp.nullable().default(null),
  /**
   * private.admin_factor_approvals (migration 1520), which belongs to the factor: when another admin approved
   * it (approve_admin_factor), null until then; admin rights need an approved factor.
   */
  approved_at: timestamp.nullable().default(null),
  /** The approving admin; null for the seed's approval. */
  approved_by: z.uuid().nullable().default(null),
});
export type MfaFactorRecord = z.infer<typeof mfaFactorRecordSchema>;

/** auth.mfa_challenges: one per challenge; a code verifies against it once, before it expires. */
export const mfaChallengeRecordSchema = z.object({
  id: z.uuid(),
  factor_id: z.uuid(),
  /** Epoch ms. */
  created_at: z.number(),
  verified_at: z.number().nullable().default(null),
});
export type MfaChallengeRecord = z.infer<typeof mfaChallengeRecordSchema>;

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

/**
 * public.order_reports as stored: the port's row with the content as it was sent (jsonb keeps the published
 * JSON as given; publish_report checked it first), so the port's schema reads it back as it reads the SQL's.
 */
export const orderReportRecordSchema = publishedReportSchema.extend({ content: z.json() });
export type OrderReportRecord = z.infer<typeof orderReportRecordSchema>;

/** public.account_los_settings: the LOS address kept on an account (written by queue_los_delivery only). */
export const accountLosSettingsRecordSchema = z.object({
  user_id: z.uuid(),
  los_email: z.string(),
  updated_at: timestamp,
});
export type AccountLosSettingsRecord = z.infer<typeof accountLosSettingsRecordSchema>;

/**
 * public.account_los_addresses: an account's LOS addresses, confirmed or waiting for the code mailed to them
 * (its SHA-256 hash only). email is lower-case. Not readable through the API (queue_los_delivery and
 * confirm_los_address read and write it).
 */
export const accountLosAddressRecordSchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  confirmed_at: timestamp.nullable(),
  code_hash: z.string().nullable(),
  code_expires_at: timestamp.nullable(),
  code_attempts: z.number().int().min(0),
  created_at: timestamp,
  /** The data packet version the address reads (migration 3300): 2 unless the customer said 1. */
  packet_version: losPacketVersionSchema.default(DEFAULT_LOS_PACKET_VERSION),
});
export type AccountLosAddressRecord = z.infer<typeof accountLosAddressRecordSchema>;

/**
 * An outbox attachment as stored: its name and type, and where its content is, as outbound_emails'
 * attachments say it: a stored file, or the data packet of a published report (built when downloaded).
 */
export const outboxAttachmentRecordSchema = outboxAttachmentSchema.omit({ available: true }).extend({
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('storage'), bucket: z.string(), path: z.string() }),
    // version: the LOS mail's packet version (migration 3300); absent is version 1, as the partner firm's mail.
    z.object({ kind: z.literal('packet'), report_id: z.uuid(), version: losPacketVersionSchema.optional() }),
  ]),
});
export type OutboxAttachmentRecord = z.infer<typeof outboxAttachmentRecordSchema>;

/**
 * The row of public.outbound_emails a mail stands for, where production queues it there (the reports'
 * mails: report_ready, legal_review, los_delivery, los_confirmation; the status mails: order_status, migration
 * 1900; the receipt of a card purchase: credit_receipt, migration 3500); absent for GoTrue's mails.
 */
export const outboundEmailQueueSchema = z.object({
  kind: z.enum(['report_ready', 'los_delivery', 'legal_review', 'los_confirmation', 'order_status', 'credit_receipt']),
  order_id: z.uuid().nullable(),
  report_id: z.uuid().nullable(),
  /** Who asked for an LOS mail (migration 1500): the daily limits count them. */
  requested_by: z.uuid().nullable().default(null),
});

/** The demo outbox as stored: the listed email, with where each attachment's content is. */
export const outboxRecordSchema = outboxEmailSchema.extend({
  attachments: z.array(outboxAttachmentRecordSchema).default([]),
  queued: outboundEmailQueueSchema.optional(),
});
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;

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

/** public.staff_audit_log: the port's entry as stored (only log_export() and the acting functions write it). */
export const staffAuditRecordSchema = staffAuditEntrySchema;
export type StaffAuditRecord = z.infer<typeof staffAuditRecordSchema>;

/** public.order_document_texts: the port's row (one per document of an order; save_document_text writes it). */
export const orderDocumentTextRecordSchema = storedDocumentTextSchema;
export type OrderDocumentTextRecord = z.infer<typeof orderDocumentTextRecordSchema>;

/** public.order_document_readings: the port's row, appended by save_document_reading only. */
export const orderDocumentReadingRecordSchema = storedDocumentReadingSchema;
export type OrderDocumentReadingRecord = z.infer<typeof orderDocumentReadingRecordSchema>;

/** public.report_field_reviews: the port's stored review, appended by publish_report only (issue 30). */
export const reportFieldReviewRecordSchema = storedFieldReviewSchema;
export type ReportFieldReviewRecord = z.infer<typeof reportFieldReviewRecordSchema>;

/** public.report_overrides: a version published over its contradictions, written by publish_report only (issue 46). */
export const reportOverrideRecordSchema = storedReportOverrideSchema;
export type ReportOverrideRecord = z.infer<typeof reportOverrideRecordSchema>;

/** public.order_sos_lookups: the port's stored lookup, appended by record_sos_lookup only (issue 31). */
export const orderSosLookupRecordSchema = storedSosLookupSchema;
export type OrderSosLookupRecord = z.infer<typeof orderSosLookupRecordSchema>;
/** public.order_assignments: one change of an order's assignee, appended by assign_order only (issue 32). */
export const orderAssignmentRecordSchema = orderAssignmentSchema;
export const losHandoffRecordSchema = losHandoffSchema;
/** public.order_escalations: the customer's escalation with its question, written by escalate_order only (issue 47). */
export const orderEscalationRecordSchema = orderEscalationSchema;
export type OrderAssignmentRecord = z.infer<typeof orderAssignmentRecordSchema>;
/** public.report_drafts: an order's draft, written by save_report_draft and discard_report_draft only (issue 46). */
export const reportDraftRecordSchema = reportDraftSchema;
export type ReportDraftRecord = z.infer<typeof reportDraftRecordSchema>;
/** public.report_approvals: the check of an order's draft, written by ask_for_approval and decide_approval only. */
export const reportApprovalRecordSchema = reportApprovalSchema;
export type ReportApprovalRecord = z.infer<typeof reportApprovalRecordSchema>;
/** public.report_questions: a checker's question on a draft's field, answered by answer_report_question only. */
export const reportQuestionRecordSchema = reportQuestionSchema;
export type ReportQuestionRecord = z.infer<typeof reportQuestionRecordSchema>;
/** public.report_signoffs: who signed off a published version, appended by publish_report only (issue 46 §2). */
export const reportSignoffRecordSchema = reportSignoffSchema;
export type ReportSignoffRecord = z.infer<typeof reportSignoffRecordSchema>;
/** public.report_field_events: who did what to each field, appended by the service's triggers only (issue 46 §4). */
export const reportFieldEventRecordSchema = reportFieldEventSchema;
export type ReportFieldEventRecord = z.infer<typeof reportFieldEventRecordSchema>;

/**
 * public.credit_checkouts (migration 3500): the port's row, and the two columns the webhook's functions keep for
 * themselves: the payment a later refund names, and the amount refunded so far.
 */
export const creditCheckoutRecordSchema = creditCheckoutSchema.extend({
  payment_intent: z.string().nullable().default(null),
  refunded_cents: z.number().int().default(0),
});
export type CreditCheckoutRecord = z.infer<typeof creditCheckoutRecordSchema>;

/** private.stripe_events (migration 3500): each Stripe event applied once, with its outcome. Not in the API. */
export const STRIPE_EVENT_OUTCOMES = ['applied', 'replayed', 'ignored', 'refused'] as const;
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number];
export const stripeEventRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  outcome: z.enum(STRIPE_EVENT_OUTCOMES),
  reason: z.string().nullable(),
  session_id: z.string().nullable(),
  received_at: z.string(),
});
export type StripeEventRecord = z.infer<typeof stripeEventRecordSchema>;
