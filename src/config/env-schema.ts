import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional())
  .optional();

/**
 * The partner law firm that reviews escalated reports (SPEC §1). The defaults are the demo firm, the same
 * as the partner_firm_name and partner_firm_email rows of private.settings (migration …0900_reports.sql).
 */
export const DEFAULT_PARTNER_FIRM = {
  name: 'Marlow & Pierce LLP',
  email: 'legal-review@marlowpierce.test',
} as const;

/** Every VITE_ variable the app reads. Defaults are offline-safe: no third-party host is contacted. */
export const envSchema = z
  .object({
    VITE_BACKEND: z.enum(['mock', 'supabase'], { message: "must be 'mock' or 'supabase'" }).default('mock'),
    VITE_SUPABASE_URL: optionalUrl,
    VITE_SUPABASE_ANON_KEY: z.string().trim().optional(),
    VITE_CONTACT_FORM_URL: optionalUrl,
    VITE_DEMO_FORM_URL: optionalUrl,
    VITE_REQUEST_FORM_URL: optionalUrl,
    VITE_FORM_EMBED_SCRIPT_URL: optionalUrl,
    VITE_CUSTOMER_PORTAL_URL: optionalUrl,
    VITE_LEGACY_LOGIN_URL: optionalUrl,
    /**
     * The site's public origin (https://example.com). The sitemap protocol needs absolute URLs, so without it
     * the build writes no sitemap.xml and robots.txt names none.
     */
    VITE_SITE_URL: optionalUrl
      .refine(
        (v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v),
        'must be an origin such as https://example.com (no path)',
      )
      .transform((v) => (v === undefined ? undefined : new URL(v).origin)),
    VITE_MOCK_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
    /** Who the customer's legal-review escalation goes to (shown before they confirm; the demo mails it). */
    VITE_PARTNER_FIRM_NAME: z
      .string()
      .trim()
      .max(200, 'must be at most 200 characters')
      .transform((v) => (v === '' ? DEFAULT_PARTNER_FIRM.name : v))
      .default(DEFAULT_PARTNER_FIRM.name),
    VITE_PARTNER_FIRM_EMAIL: z
      .string()
      .trim()
      .transform((v) => (v === '' ? DEFAULT_PARTNER_FIRM.email : v))
      .pipe(z.email({ message: 'must be an email address' }))
      .default(DEFAULT_PARTNER_FIRM.email),
  })
  .superRefine((env, ctx) => {
    if (env.VITE_BACKEND !== 'supabase') return;
    if (!env.VITE_SUPABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['VITE_SUPABASE_URL'],
        message: "is required when VITE_BACKEND is 'supabase'",
      });
    if (!env.VITE_SUPABASE_ANON_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['VITE_SUPABASE_ANON_KEY'],
        message: "is required when VITE_BACKEND is 'supabase'",
      });
  });

export type AppEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses raw variables; a wrong value throws an EnvError whose message names each bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): AppEnv {
  const result = envSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${String(i.path[0] ?? 'env')}: ${i.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/**
 * Vite `define` entries that bake the parsed configuration into the bundle as __APP_ENV__, so the app
 * reads plain values at run time and zod stays out of the first page's JavaScript. Every Vite config
 * (app, Vitest, Storybook) uses it; a wrong variable fails there, naming itself.
 */
export function appEnvDefine(raw: Record<string, string | undefined>): Record<string, string> {
  return { __APP_ENV__: JSON.stringify(parseEnv(raw)) };
}
