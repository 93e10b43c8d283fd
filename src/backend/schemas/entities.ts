import { z } from 'zod';
import { ORDER_STATUSES } from './order';
import { appRoleSchema } from './rules';

/** Entities of SPEC §3, as the backend returns them (snake_case, like the database columns). */

const timestamp = z.string().datetime({ offset: true });

export const profileSchema = z.object({
  id: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  /** A read-only mirror of user_roles maintained by the server ('User', 'Moderator', 'Admin'). */
  role: z.string().nullable(),
  /** 'Active' | 'Inactive' | 'Suspended'; lists tolerate other values and null. */
  status: z.string().nullable(),
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Profile = z.infer<typeof profileSchema>;

/** The columns the role screen reads. */
export const profileSummarySchema = profileSchema.pick({
  id: true,
  email: true,
  first_name: true,
  last_name: true,
  company: true,
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const userRoleSchema = z.object({
  user_id: z.uuid(),
  role: appRoleSchema,
  assigned_by: z.uuid().nullable(),
  assigned_at: timestamp,
});
export type UserRole = z.infer<typeof userRoleSchema>;

export const roleAuditEntrySchema = z.object({
  id: z.uuid(),
  action_type: z.string(),
  old_role: appRoleSchema.nullable(),
  new_role: appRoleSchema,
  assigned_by: z.uuid().nullable(),
  target_user_id: z.uuid().nullable(),
  created_at: timestamp,
});
export type RoleAuditEntry = z.infer<typeof roleAuditEntrySchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  user_metadata: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const sessionSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  /** Unix seconds. */
  expires_at: z.number().int().positive(),
  token_type: z.literal('bearer'),
  user: authUserSchema,
  /** The assurance level of the token: aal2 once a second factor was verified in this session. */
  aal: z.enum(['aal1', 'aal2']),
  /** The user has a verified second factor this session has not passed yet: sign-in is half done. */
  needs_second_factor: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** SPEC §3 "Dashboard stats". */
export const dashboardStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  activeUsers: z.number().int().nonnegative(),
  inactiveUsers: z.number().int().nonnegative(),
  adminUsers: z.number().int().nonnegative(),
  recentSignups: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const INBOUND_KINDS = ['contact', 'demo'] as const;
/** A contact message or demo request sent from the public site's native forms. */
export const inboundRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INBOUND_KINDS),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: timestamp,
});
export type InboundRequest = z.infer<typeof inboundRequestSchema>;

export const orderDocumentSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  storage_path: z.string(),
});

/** An order for a report (SPEC §1: entity legal name, formation state, documents), and where it stands. */
export const orderRequestSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  entity_legal_name: z.string(),
  formation_state: z.string(),
  report_type: z.string(),
  property_state: z.string().nullable(),
  loan_reference: z.string().nullable(),
  documents: z.array(orderDocumentSchema),
  status: z.enum(ORDER_STATUSES),
  /** The Terms version accepted with the order (null for orders stored before the clickwrap). */
  terms_version: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** When the documents were removed after the retention period; null while they are kept. */
  documents_purged_at: timestamp.nullable(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** One status change of an order (the submission included: from_status null). */
export const orderHistoryEntrySchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  message: z.string().nullable(),
  /** Who moved it, as the customer may know it: themselves or the team. */
  actor: z.enum(['customer', 'staff']),
  changed_by: z.uuid().nullable(),
  created_at: timestamp,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** purchase_refund: a card payment refunded through Stripe (migration 3500), minus the amount and the credits taken back. */
export const CREDIT_ENTRY_KINDS = ['purchase', 'order_debit', 'refund', 'adjustment', 'purchase_refund'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** One row of a customer's credit ledger; the balance is the sum of `credits`. */
export const creditLedgerEntrySchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  credits: z.number().int(),
  /** Purchases: what was paid, in cents; purchase refunds: minus what was refunded. */
  amount_paid_cents: z.number().int().nullable(),
  reason: z.string().nullable(),
  order_id: z.uuid().nullable(),
  created_by: z.uuid().nullable(),
  created_at: timestamp,
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;
