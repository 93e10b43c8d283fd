import { z } from 'zod';

/**
 * Field rules of SPEC §5, each with its exact message. Forms and both adapters validate with these,
 * so a rule and its wording live in one place.
 */

/**
 * Letters of any script, with the combining marks many scripts need (Devanagari vowel signs, decomposed
 * accents), spaces, hyphens, and the straight or typographic apostrophe (phones type O’Brien with U+2019).
 */
const NAME_CHARS = /^(?:\p{L}\p{M}*|[ '\u2019-])+$/u;

function personName(label: string, min = 1) {
  // An empty name gets only the "required" message, not the length and character messages as well.
  const base = z
    .string()
    .trim()
    .min(1, { message: `${label} is required`, abort: true });
  const withMin = min > 1 ? base.min(min, `${label} must be at least ${min} characters`) : base;
  return withMin
    .max(100, `${label} must be less than 100 characters`)
    .regex(NAME_CHARS, `${label} can only contain letters, spaces, hyphens, and apostrophes`);
}

export const firstNameSchema = personName('First name');
export const lastNameSchema = personName('Last name');
export const fullNameSchema = personName('Full name', 2);

export const companySchema = z.string().trim().max(200, 'Company name must be less than 200 characters');

export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** Optional: an empty string means "no phone". */
export const phoneSchema = z
  .string()
  .trim()
  // Aborts so an over-long value reports the message once, not twice.
  .max(20, { message: 'Invalid phone number format', abort: true })
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Invalid phone number format');

export const PROFILE_STATUSES = ['Active', 'Inactive', 'Suspended'] as const;
export const statusSchema = z.enum(PROFILE_STATUSES, { message: 'Status must be one of: Active, Inactive, Suspended' });
/** The update form offers only these two. */
export const EDITABLE_STATUSES = ['Active', 'Suspended'] as const;
export const editableStatusSchema = z.enum(EDITABLE_STATUSES, { message: 'Status must be Active or Suspended' });

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be less than 255 characters')
  .pipe(z.email('Invalid email address'));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The defined password rule: 8 to 128 characters with a lowercase letter, an uppercase letter and a digit. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be less than 128 characters')
  .refine(
    (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v),
    'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  );

export const loginPasswordSchema = z.string().min(1, 'Password is required');

export const messageSchema = z
  .string()
  .trim()
  .min(10, 'Message must be at least 10 characters')
  .max(2000, 'Message must be less than 2000 characters');

export const APP_ROLES = ['user', 'admin', 'moderator'] as const;
export const appRoleSchema = z.enum(APP_ROLES, { message: 'Role must be one of: user, admin, moderator' });
export type AppRole = z.infer<typeof appRoleSchema>;

export const userIdSchema = z.uuid({ message: 'Invalid user ID format' });

/** The five rules of the reset screen's live checklist (SPEC §5 "New password"). */
export const NEW_PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (v: string) => v.length >= PASSWORD_MIN },
  { id: 'uppercase', label: 'One uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'lowercase', label: 'One lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { id: 'number', label: 'One number', test: (v: string) => /\d/.test(v) },
  { id: 'special', label: 'One special character', test: (v: string) => /[^A-Za-z0-9]/.test(v) },
] as const;

export function newPasswordRulesMet(value: string): boolean {
  return NEW_PASSWORD_RULES.every((r) => r.test(value));
}
