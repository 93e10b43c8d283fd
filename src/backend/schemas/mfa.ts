import { z } from 'zod';

/**
 * A second factor (TOTP authenticator app): admin rights need a session at aal2, i.e. one in which a code
 * of the user's factor was verified after the password (Supabase's `aal` claim).
 */

/** The texts of the second-factor screens (sign-in challenge, enrolment, an admin's reset). */
export const MFA_TEXTS = {
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'That code is not valid. Enter the current code from your authenticator app.',
  challengeExpired: 'The check took too long. Enter the current code again.',
} as const;

/** A code as typed: spaces allowed (apps show "123 456"), exactly six digits once they are gone. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_TEXTS.codeFormat));

/** A verified authenticator of the signed-in user. */
export const mfaFactorSchema = z.object({
  id: z.uuid(),
  /** GoTrue omits an empty name. */
  friendly_name: z.string().default(''),
  created_at: z.string(),
});
export type MfaFactor = z.infer<typeof mfaFactorSchema>;

/** A new, not yet verified authenticator: scan the QR code (or type the secret), then verify a code. */
export const totpEnrollmentSchema = z.object({
  factor_id: z.uuid(),
  /** An SVG image as a data URL. */
  qr_code: z.string().startsWith('data:image/svg+xml'),
  /** The base32 secret, for apps that cannot scan. */
  secret: z.string().min(16),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string().startsWith('otpauth://totp/'),
});
export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;
