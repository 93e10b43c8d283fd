import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_FIRM, parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('defaults to the offline mock backend with no third-party URLs', () => {
    const env = parseEnv({});
    expect(env.VITE_BACKEND).toBe('mock');
    expect(env.VITE_CONTACT_FORM_URL).toBeUndefined();
    expect(env.VITE_MOCK_DELAY_MS).toBe(0);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ VITE_DEMO_FORM_URL: '' }).VITE_DEMO_FORM_URL).toBeUndefined();
  });

  it('names the variable when a value is wrong', () => {
    expect(() => parseEnv({ VITE_BACKEND: 'firebase' })).toThrow(/VITE_BACKEND/);
    expect(() => parseEnv({ VITE_CONTACT_FORM_URL: 'not a url' })).toThrow(/VITE_CONTACT_FORM_URL/);
    expect(() => parseEnv({ VITE_REQUEST_FORM_URL: 'javascript:alert(1)' })).toThrow(/VITE_REQUEST_FORM_URL/);
  });

  it('takes the site URL as an origin only (the sitemap and robots.txt append paths to it)', () => {
    expect(parseEnv({}).VITE_SITE_URL).toBeUndefined();
    expect(parseEnv({ VITE_SITE_URL: ' ' }).VITE_SITE_URL).toBeUndefined();
    expect(parseEnv({ VITE_SITE_URL: 'https://entitylens.example/' }).VITE_SITE_URL).toBe('https://entitylens.example');
    expect(() => parseEnv({ VITE_SITE_URL: 'https://entitylens.example/app' })).toThrow(/VITE_SITE_URL/);
    expect(() => parseEnv({ VITE_SITE_URL: 'entitylens.example' })).toThrow(/VITE_SITE_URL/);
  });

  it('requires the Supabase URL and key for the supabase backend', () => {
    expect(() => parseEnv({ VITE_BACKEND: 'supabase' })).toThrow(/VITE_SUPABASE_URL[\s\S]*VITE_SUPABASE_ANON_KEY/);
    const env = parseEnv({
      VITE_BACKEND: 'supabase',
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
    });
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co');
  });

  it('names the partner law firm: the demo firm by default (blank counts as unset), or the configured one', () => {
    for (const raw of [{}, { VITE_PARTNER_FIRM_NAME: ' ', VITE_PARTNER_FIRM_EMAIL: '' }]) {
      const env = parseEnv(raw);
      expect([env.VITE_PARTNER_FIRM_NAME, env.VITE_PARTNER_FIRM_EMAIL]).toEqual([
        DEFAULT_PARTNER_FIRM.name,
        DEFAULT_PARTNER_FIRM.email,
      ]);
    }
    const env = parseEnv({ VITE_PARTNER_FIRM_NAME: ' Hale & Ortiz LLP ', VITE_PARTNER_FIRM_EMAIL: 'review@hale.test' });
    expect([env.VITE_PARTNER_FIRM_NAME, env.VITE_PARTNER_FIRM_EMAIL]).toEqual(['Hale & Ortiz LLP', 'review@hale.test']);
    expect(() => parseEnv({ VITE_PARTNER_FIRM_EMAIL: 'not an email' })).toThrow(/VITE_PARTNER_FIRM_EMAIL/);
    expect(() => parseEnv({ VITE_PARTNER_FIRM_NAME: 'x'.repeat(201) })).toThrow(/VITE_PARTNER_FIRM_NAME/);
  });
});
