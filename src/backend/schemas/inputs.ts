import { z } from 'zod';
import {
  appRoleSchema,
  companySchema,
  editableStatusSchema,
  emailSchema,
  firstNameSchema,
  fullNameSchema,
  lastNameSchema,
  loginPasswordSchema,
  messageSchema,
  newPasswordRulesMet,
  passwordSchema,
  phoneSchema,
  statusSchema,
  userIdSchema,
} from './rules';

/** Inputs of the port's calls and of the forms that feed them (SPEC §3 and §5). */

export const CREDENTIALS_REQUIRED = 'You must provide either an email or phone number and a password';

/** Sign-in: email and password required; the provider's wording when either is missing. */
export const signInInputSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .refine((v) => v.email !== '' && v.password !== '', { message: CREDENTIALS_REQUIRED });
export type SignInInput = z.infer<typeof signInInputSchema>;

/** The defined login shape (use not shown in the product): email rules plus a required password. */
export const loginInputSchema = z.object({ email: emailSchema, password: loginPasswordSchema });

/** The defined sign-up shape: email, password, fullName. */
export const signUpInputSchema = z.object({ email: emailSchema, password: passwordSchema, fullName: fullNameSchema });
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** SPEC §3: first_name is the first word of the name, last_name the remaining words. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** SPEC §5 update user: split on the first space; the remainder is the last name. */
export function splitDisplayName(displayName: string): { first_name: string; last_name: string } {
  const trimmed = displayName.trim();
  const at = trimmed.indexOf(' ');
  if (at === -1) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, at), last_name: trimmed.slice(at + 1).trim() };
}

export const EMAIL_REQUIRED_TITLE = 'Email required';
export const EMAIL_REQUIRED_DESCRIPTION = 'Please enter your email address.';
export const resetRequestInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, `${EMAIL_REQUIRED_TITLE}: ${EMAIL_REQUIRED_DESCRIPTION}`)
    .pipe(z.email('Invalid email address')),
});
export type ResetRequestInput = z.infer<typeof resetRequestInputSchema>;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_REQUIREMENTS_NOT_MET = 'Password requirements not met';
/** Reset form: the five checklist rules, and both fields equal. */
export const newPasswordInputSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .refine((v) => newPasswordRulesMet(v.newPassword), {
    message: PASSWORD_REQUIREMENTS_NOT_MET,
    path: ['newPassword'],
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type NewPasswordInput = z.infer<typeof newPasswordInputSchema>;

/** Create-user form (admin): role is fixed to User and is not an input. */
export const createUserInputSchema = z.object({
  displayName: z.string().trim().min(1, 'User Name is required').max(200, 'User Name must be less than 200 characters'),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema.default(''),
  company: companySchema.default(''),
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;

/** Update-user form: email finds the user; the other fields are optional. */
export const updateUserInputSchema = z.object({
  email: emailSchema,
  displayName: z.string().trim().max(200, 'User Name must be less than 200 characters').default(''),
  company: companySchema.default(''),
  phone: phoneSchema.default(''),
  status: editableStatusSchema,
});
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;

/** What an admin may change on any profile; the owner may change only the first five. */
export const profilePatchSchema = z
  .object({
    first_name: z.string().trim().max(100, 'First name must be less than 100 characters').nullable(),
    last_name: z.string().trim().max(100, 'Last name must be less than 100 characters').nullable(),
    display_name: z.string().trim().max(200, 'User Name must be less than 200 characters').nullable(),
    company: companySchema.nullable(),
    phone: phoneSchema.nullable(),
    status: statusSchema,
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
export const SELF_EDITABLE_COLUMNS = ['first_name', 'last_name', 'display_name', 'company', 'phone'] as const;

/** The defined profile-update shape (SPEC §3; use not shown). */
export const profileUpdateInputSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  company: companySchema.optional(),
  phone: phoneSchema.optional(),
  status: statusSchema.optional(),
});

export const SELECT_BOTH = 'Please select both a user and a role';
export const assignRoleInputSchema = z.object({ userId: userIdSchema, role: appRoleSchema });
export type AssignRoleInput = z.infer<typeof assignRoleInputSchema>;

/** Contact message (SPEC §3); the demo request uses the same fields. */
export const contactMessageInputSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  company: companySchema.default(''),
  phone: phoneSchema.default(''),
  message: messageSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
