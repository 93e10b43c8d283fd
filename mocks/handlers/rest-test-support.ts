import { expect } from 'vitest';
import { API_ROUTES } from '../api/routes';
import type { MockServer, TestClock } from '../node';
import { ADMIN_TOTP_FACTOR, adminTotpCode, DEMO_PASSWORD, PERSONAS, type PersonaKey } from '../seed/personas';
import { signAccessToken, signApiKey } from './jwt';

/**
 * Raw HTTP calls to the in-browser backend's handlers as each caller, for the handler tests that check the
 * SQL twins' answers (status, code, message, detail, hint) without a client in between.
 */

export type Who = PersonaKey | 'anon' | 'service';

export interface Answer {
  status: number;
  json: unknown;
  headers: Headers;
}

/**
 * The admin's sign-in goes on with their authenticator's code (admin rights need aal2): a challenge and its
 * verification over GoTrue's wire; returns the raised access token.
 */
export async function passAdminSecondFactor(
  base: string,
  token: string,
  code: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const sent = { ...headers, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const factor = `${base}${API_ROUTES.factors}/${ADMIN_TOTP_FACTOR.id}`;
  const challenge = await fetch(`${factor}/challenge`, { method: 'POST', headers: sent, body: '{}' });
  const { id } = (await challenge.json()) as { id: string };
  const verified = await fetch(`${factor}/verify`, {
    method: 'POST',
    headers: sent,
    body: JSON.stringify({ challenge_id: id, code }),
  });
  return ((await verified.json()) as { access_token: string }).access_token;
}

export function restTestClient(mock: MockServer, clock: TestClock) {
  const BASE = mock.baseUrl;

  async function tokenOf(who: Who): Promise<string | null> {
    if (who === 'anon') return null;
    if (who === 'service') return signApiKey('service_role', mock.config.jwtSecret);
    // A suspended user cannot sign in; a token minted before the suspension still reaches PostgREST.
    if (who === 'suspended') {
      const now = Math.floor(clock.now() / 1000);
      return signAccessToken(
        {
          iss: 'mock-api/auth/v1',
          sub: PERSONAS.suspended.id,
          aud: 'authenticated',
          exp: now + 3600,
          iat: now,
          email: PERSONAS.suspended.email,
          role: 'authenticated',
          aal: 'aal1',
          amr: [{ method: 'password', timestamp: now }],
          session_id: crypto.randomUUID(),
          is_anonymous: false,
        },
        mock.config.jwtSecret,
      );
    }
    const response = await fetch(`${BASE}${API_ROUTES.token}?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: PERSONAS[who].email, password: DEMO_PASSWORD }),
    });
    const token = ((await response.json()) as { access_token: string }).access_token;
    return who === 'admin' ? passAdminSecondFactor(BASE, token, adminTotpCode(clock.now())) : token;
  }

  async function call(
    who: Who,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const token = await tokenOf(who);
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text === '' ? undefined : JSON.parse(text), headers: response.headers };
  }

  /** Uploads a PDF to the order-documents bucket as `who`; its size in bytes. */
  async function upload(who: PersonaKey, path: string, text = '%PDF-1.4 more'): Promise<number> {
    const form = new FormData();
    form.append('', new File([text], 'x.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${BASE}${API_ROUTES.storageObject}/order-documents/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenOf(who)}` },
      body: form,
    });
    expect(response.status).toBe(200);
    return new TextEncoder().encode(text).length;
  }

  return {
    tokenOf,
    call,
    upload,
    rpc: (who: Who, route: keyof typeof API_ROUTES, args: unknown) => call(who, 'POST', API_ROUTES[route], args),
    get: (who: Who, path: string) => call(who, 'GET', path),
  };
}

/** PostgREST's error body, as the plpgsql raises it (`details` only where the function writes one). */
export function restErrorBody(
  code: string,
  message: string | RegExp,
  hint: string | null = null,
  details: string | null = null,
) {
  return { code, message: typeof message === 'string' ? message : expect.stringMatching(message), details, hint };
}
