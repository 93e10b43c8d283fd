import { describe, expect, it } from 'vitest';
import GoTrueAdminApiOnDemand, {
  WebAuthnApi,
  browserSupportsWebAuthn,
  createSiweMessage,
} from './auth-extras-on-demand';
import { StorageApiError, StorageClient } from './storage-on-demand';

/** What storage-js resolves to. */
type Answer = { data: unknown; error: { name: string } | null };

/** A fetch that answers `body` and records each request's method and URL. */
function recordingFetch(body: unknown, status = 200) {
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('the storage client loaded on its first call (the built app aliases storage-js to it)', () => {
  it('passes a bucket call through to the real client with the same arguments and answers what it resolves to', async () => {
    const { fetch, requests } = recordingFetch([{ name: 'a.pdf' }]);
    const storage = new StorageClient('http://127.0.0.1:1/storage/v1', { apikey: 'anon' }, fetch);
    const { data, error } = (await storage.from('documents').remove(['u/1/a.pdf'])) as Answer;
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'a.pdf' }]);
    expect(requests).toEqual(['DELETE http://127.0.0.1:1/storage/v1/object/documents']);
  });

  it("answers storage-js's errors, which instanceof StorageApiError recognises by name", async () => {
    const { fetch } = recordingFetch({ statusCode: '403', error: 'Unauthorized', message: 'denied' }, 400);
    const storage = new StorageClient('http://127.0.0.1:1/storage/v1', {}, fetch);
    const { data, error } = (await storage.from('documents').download('u/1/a.pdf')) as Answer;
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(StorageApiError);
    expect(error?.name).toBe('StorageApiError');
  });

  it('refuses, loudly, the calls it does not pass through, and is not a thenable', () => {
    const bucket = new StorageClient('http://127.0.0.1:1/storage/v1', {}).from('documents') as Record<string, unknown>;
    expect(() => bucket.getPublicUrl).toThrow(/not available in this build/);
    expect(bucket.then).toBeUndefined();
  });
});

describe("auth-js's admin API, WebAuthn and Ethereum as the built app's GoTrueClient gets them", () => {
  it('passes the admin sign-out (what auth.signOut() calls) through to the real admin API', async () => {
    const { fetch, requests } = recordingFetch({});
    const admin = new GoTrueAdminApiOnDemand({ url: 'http://127.0.0.1:1/auth/v1', headers: {}, fetch }) as unknown as {
      signOut: (jwt: string, scope?: string) => Promise<{ error: unknown }>;
      mfa: { listFactors: (params: { userId: string }) => Promise<unknown> };
    };
    expect((await admin.signOut('the-access-token', 'local')).error).toBeNull();
    expect(requests).toEqual(['POST http://127.0.0.1:1/auth/v1/logout?scope=local']);
    await admin.mfa.listFactors({ userId: '7d2a9f31-0000-4000-8000-000000000001' });
    expect(requests[1]).toMatch(/^GET http:\/\/127\.0\.0\.1:1\/auth\/v1\/admin\/users\/7d2a9f31-.*\/factors$/);
  });

  it('builds the WebAuthn API the client constructs, and refuses each WebAuthn or Ethereum call', () => {
    const webauthn = new WebAuthnApi({}) as unknown as { register: () => unknown };
    expect(() => webauthn.register()).toThrow(/WebAuthn is not part of this app's bundle/);
    expect(() => browserSupportsWebAuthn()).toThrow(/WebAuthn/);
    expect(() => createSiweMessage()).toThrow(/Sign in with Ethereum/);
  });
});
