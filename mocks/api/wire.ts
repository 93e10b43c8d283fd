/** The wire contract of the emulator's handlers: bodies, error shapes and codes, and error texts. */
import { z } from 'zod';
import {
  authUserSchema,
  LOS_CODE_EXPIRED,
  LOS_CODE_INVALID,
  LOS_DAILY_LIMIT,
  LOS_NEW_ADDRESS_LIMIT,
  ORDER_LIMITS,
  sessionSchema,
} from '@/backend';

/**
 * Wire shapes of the mock API. Success bodies reuse the port's entity schemas; errors follow
 * Supabase (reference/supabase.md §3): GoTrue `{code, message}` with the `x-sb-error-code` header,
 * PostgREST `{code, message, details, hint}`.
 */

/** GoTrue error codes the mock emits (a subset of auth-js error-codes.ts). */
export const AUTH_ERROR_CODES = [
  'invalid_credentials',
  'user_banned',
  'validation_failed',
  'bad_json',
  'weak_password',
  'same_password',
  'no_authorization',
  'bad_jwt',
  'user_not_found',
  'session_not_found',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'otp_expired',
  'user_already_exists',
  'email_exists',
  'not_admin',
  'not_found',
  'over_request_rate_limit',
  'unexpected_failure',
  'insufficient_aal',
  'mfa_factor_name_conflict',
  'mfa_factor_not_found',
  'mfa_ip_address_mismatch',
  'mfa_challenge_expired',
  'mfa_verification_failed',
  'mfa_phone_enroll_not_enabled',
  'mfa_webauthn_enroll_not_enabled',
  'too_many_enrolled_mfa_factors',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const authErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** validation_failed from the emulated Edge Functions: one entry per broken rule. */
  reasons: z.array(z.string()).optional(),
  /** GoTrue's weak_password answer nests the broken rules here (reference/supabase.md §3.2). */
  weak_password: z.object({ reasons: z.array(z.string()) }).optional(),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

export const restErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  hint: z.string().nullable(),
});
export type RestErrorBody = z.infer<typeof restErrorBodySchema>;

/** PostgREST/SQLSTATE codes used by the mock. */
export const REST_CODES = {
  insufficientPrivilege: '42501',
  /** check_violation: a column value breaks a rule of SPEC §5; details lists each message, one a line. */
  checkViolation: '23514',
  /** invalid_parameter_value: an rpc argument breaks a rule; details lists each message. */
  invalidParameter: '22023',
  uniqueViolation: '23505',
  raiseException: 'P0001',
  /** untranslatable_character: text holding U+0000 or a lone surrogate, which Postgres cannot store. */
  untranslatableCharacter: '22P05',
  /** invalid_datetime_format: a timestamp column given text that is not a time. */
  invalidDatetime: '22007',
  /** PostgREST could not parse a query parameter (select, order, limit or a filter). */
  badQuery: 'PGRST100',
  jwtInvalid: 'PGRST301',
  jwtExpired: 'PGRST303',
  unknownColumn: 'PGRST204',
} as const;

/** The hint that marks the last-admin refusals (assign_user_role and the profiles status trigger). */
export const LAST_ADMIN_HINT = 'last_admin';
export const LAST_ADMIN_MESSAGE = 'Cannot remove the last admin';
export const LAST_ADMIN_SUSPEND_MESSAGE = 'Cannot suspend the last admin';
export const ONLY_ADMINS_MESSAGE = 'Only admins can assign roles';
export const STATUS_ADMIN_ONLY_MESSAGE = "Only admins can change a user's status";
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const BANNED_MESSAGE = 'User is banned: this account is suspended. Please contact support.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials';
export const RECOVERY_LINK_INVALID_MESSAGE = 'Email link is invalid or has expired';

/** The texts of migration 0800's order and credit functions (raise exception … using errcode, hint). */
export const ORDER_ERRORS = {
  notFound: 'Order not found',
  statusAdminOnly: 'Only admins can change the status of an order',
  cancelBeforeReview: 'An order can be cancelled only before review starts',
  invalidTransitionHint: 'invalid_transition',
  messageTooLong: 'Message must be less than 2000 characters',
  resubmitOwnerOnly: 'Only the customer who placed an order can add documents to it',
  resubmitWrongStatus: 'Documents can be added only when an order needs documents',
  resubmitNoDocuments: 'Please upload at least one PDF document',
  documentsLimits: 'An order holds at most 10 documents of 1 byte to 20 MB each',
  termsNotAcceptedHint: 'terms_not_accepted',
  noCreditsHint: 'no_credits',
  /** PT429: the customer's cancels of the last 24 hours reached ORDER_LIMITS.cancelsPerDay. */
  cancelLimit: `You can cancel at most ${ORDER_LIMITS.cancelsPerDay} orders in 24 hours, so this order was not cancelled. Please try again tomorrow.`,
} as const;

/** 'An order that is Submitted cannot move to Report ready' (hint invalid_transition). */
export const invalidTransitionMessage = (from: string, to: string | null) =>
  `An order that is ${from} cannot move to ${to ?? 'no status'}`;

/** The order insert's Terms check names the version the customer must accept. */
export const termsNotAcceptedMessage = (version: string) =>
  `Please accept the current Terms of Service (${version}) to order a report`;

/** public.admin_dashboard() refuses everyone but an active admin. */
export const DASHBOARD_ADMIN_ONLY_MESSAGE = 'Only admins can view the dashboard';
/** log_export() for a caller who may not read the view. */
export const EXPORT_REFUSED_MESSAGE = 'You cannot export this list';

/** public.reset_user_mfa(): an admin (at aal2) removes another user's second factor (recovery). */
export const MFA_RESET_ERRORS = {
  adminOnly: 'Only admins can reset two-factor authentication',
  notSelf: 'You cannot reset your own two-factor authentication',
  userNotFound: 'User not found',
  noFactor: 'This user has no second factor to reset',
} as const;

/** public.approve_admin_factor(): another admin (at aal2) approves a user's authenticator (migration 1520). */
export const MFA_APPROVE_ERRORS = {
  adminOnly: 'Only admins can approve an authenticator app',
  notSelf: 'You cannot approve your own authenticator app',
  userNotFound: 'User not found',
  noFactor: 'This user has no authenticator app to approve',
  alreadyApproved: "This user's authenticator app is already approved",
} as const;

export const CREDIT_ERRORS = {
  balanceAdminOnly: "Only admins can read another customer's credits",
  adminOnly: 'Only admins can manage credits',
  grantRange: 'Credits must be a whole number from 1 to 10000',
  amountRange: 'Amount paid must be from $0 to $1,000,000',
  noteTooLong: 'Note must be less than 500 characters',
  adjustRange: 'An adjustment is a whole number of credits from -10000 to 10000, not 0',
  adjustReason: 'Give the reason for the adjustment',
  belowZero: 'An adjustment cannot take a balance below zero',
} as const;

/** The texts of the report functions (publish_report, escalate_order; queue_los_delivery and confirm_los_address of 1500). */
export const REPORT_ERRORS = {
  publishAdminOnly: 'Only admins can publish reports',
  noteTooLong: 'Note must be at most 500 characters',
  alreadyEscalated: 'This order has already been escalated to legal review',
  escalateNotReady: 'Only an order whose report is ready can be escalated to legal review',
  reportNotFound: 'Report not found',
  invalidRecipient: 'Please enter a valid email address',
  codeInvalid: LOS_CODE_INVALID,
  codeExpired: LOS_CODE_EXPIRED,
  dailyLimit: LOS_DAILY_LIMIT,
  newAddressLimit: LOS_NEW_ADDRESS_LIMIT,
} as const;

/** 'A report cannot be published for an order that is Submitted' (hint invalid_transition). */
export const cannotPublishMessage = (status: string) => `A report cannot be published for an order that is ${status}`;

/** One fault of report content, as private.report_content_errors() names it (zod's issue path, dotted). */
export interface ReportContentFault {
  path: string;
  message: string;
}

/** publish_report's 22023 message: the first fault, named by its path (the root has none). */
export const reportContentInvalidMessage = ({ path, message }: ReportContentFault) =>
  `Report content is invalid: ${path === '' ? message : `${path}: ${message}`}`;

/** The user object GoTrue returns (top level for /user, nested in a session). */
export const wireUserSchema = authUserSchema.extend({
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  app_metadata: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
  last_sign_in_at: z.string().optional(),
  /** The user's MFA factors (GoTrue omits the field when there are none). */
  factors: z
    .array(
      z.object({
        id: z.uuid(),
        friendly_name: z.string(),
        factor_type: z.literal('totp'),
        status: z.enum(['unverified', 'verified']),
        created_at: z.string(),
        updated_at: z.string(),
        last_challenged_at: z.string().nullable(),
      }),
    )
    .optional(),
  is_anonymous: z.literal(false),
});
export type WireUser = z.infer<typeof wireUserSchema>;

export const wireSessionSchema = sessionSchema.extend({ user: wireUserSchema });

/** Sign-up answers a session (auto-confirm, as this emulator does) or, with confirmations on, a bare user. */
export const signUpResponseSchema = z.union([wireSessionSchema, wireUserSchema]);

/**
 * GoTrue request bodies, decoded like Go's encoding/json: a missing or null field is the empty string,
 * unknown fields are ignored, a value of the wrong type is a bad_json error.
 */
const goString = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
export const passwordGrantBodySchema = z.object({ email: goString, password: goString });
/** POST /factors, /factors/:id/challenge and /factors/:id/verify (GoTrue's Enroll/Challenge/VerifyFactorParams). */
export const enrollFactorBodySchema = z.object({ friendly_name: goString, factor_type: goString, issuer: goString });
export const verifyFactorBodySchema = z.object({ challenge_id: goString, code: goString });
export const refreshGrantBodySchema = z.object({ refresh_token: goString });
export const signUpBodySchema = z.object({
  email: goString,
  password: goString,
  data: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? {}),
});
export const recoverBodySchema = z.object({ email: goString });
/** verifyOtp({ type, token_hash }): the one-time token of an email link. */
export const verifyBodySchema = z.object({ type: goString, token_hash: goString });
export const updateUserBodySchema = z.object({ password: z.string().nullish() });

export {
  demoAttachmentPath,
  outboxAttachmentSchema,
  outboxEmailSchema,
  type OutboxAttachment,
  type OutboxEmail,
} from './emulator';
