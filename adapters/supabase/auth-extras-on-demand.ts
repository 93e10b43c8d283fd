/**
 * Stands in, in the app's bundles, for three modules auth-js's GoTrueClient imports (vite.config.ts swaps them for
 * GoTrueClient alone, as it aliases realtime and storage): together about 5.5 kB gzip on every signed-in page for
 * features this app does not use, or uses only at sign-out.
 *
 * - `./GoTrueAdminApi` (the default export): the client builds one up front. The app calls it only through
 *   `auth.signOut()`, which revokes the session with its `signOut`; every call here loads the real class first and
 *   passes through. (The service-role calls are for the server and the tests, which run the real package.)
 * - `./lib/webauthn` and `./lib/web3/ethereum`: passkeys, WebAuthn factors and Sign in with Ethereum. The app's second
 *   factor is TOTP; anything that would reach these throws rather than behaving otherwise.
 *
 * Tests run the real package (vitest does not read vite.config.ts); the emulator journeys run these.
 */
import type RealAdminApi from '@supabase/auth-js/dist/module/GoTrueAdminApi.js';

type AdminOptions = ConstructorParameters<typeof RealAdminApi>[0];
type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** The admin API's groups of calls (`admin.mfa.listFactors(...)` and so on). */
const ADMIN_GROUPS = new Set(['mfa', 'oauth', 'customProviders']);

/** Every call, on the admin API or one of its groups, loads the real class (once) and calls it with the same arguments. */
export default class GoTrueAdminApiOnDemand {
  constructor(options: AdminOptions) {
    let real: Promise<RealAdminApi> | null = null;
    // The real module, by its file: vite.config.ts swaps the name only where GoTrueClient imports it.
    const load = () =>
      (real ??= import('@supabase/auth-js/dist/module/GoTrueAdminApi.js').then(({ default: Api }) => new Api(options)));
    const calls = (group: string | null) =>
      new Proxy(
        {},
        {
          get: (_, name) => {
            // Not a thenable, and inspectable.
            if (typeof name === 'symbol' || name === 'then') return undefined;
            if (group === null && ADMIN_GROUPS.has(name)) return calls(name);
            return async (...args: unknown[]) => {
              const api = (await load()) as unknown as Record<string, Record<string, AnyCall>>;
              const target = group === null ? (api as unknown as Record<string, AnyCall>) : api[group]!;
              return (target[name] as AnyCall).apply(target, args);
            };
          },
        },
      );
    return calls(null) as GoTrueAdminApiOnDemand;
  }
}

function notUsed(feature: string): never {
  throw new Error(`${feature} is not part of this app's bundle (adapters/supabase/auth-extras-on-demand.ts)`);
}

// ---- ./lib/webauthn, as GoTrueClient imports it ----

/** GoTrueClient builds `auth.mfa.webauthn` with the client: it must construct; its calls throw. */
export class WebAuthnApi {
  constructor(_client: unknown) {
    return new Proxy(this, {
      get: (target, name) =>
        typeof name === 'symbol' || name === 'then' || name === 'constructor'
          ? Reflect.get(target, name)
          : () => notUsed('WebAuthn'),
    });
  }
}
export const webAuthnAbortService = {
  createNewAbortSignal: (): never => notUsed('WebAuthn'),
  cancelCeremony: (): never => notUsed('WebAuthn'),
};
export const browserSupportsWebAuthn = (): never => notUsed('WebAuthn');
export const createCredential = (): never => notUsed('WebAuthn');
export const getCredential = (): never => notUsed('WebAuthn');
export const deserializeCredentialCreationOptions = (): never => notUsed('WebAuthn');
export const deserializeCredentialRequestOptions = (): never => notUsed('WebAuthn');
export const serializeCredentialCreationResponse = (): never => notUsed('WebAuthn');
export const serializeCredentialRequestResponse = (): never => notUsed('WebAuthn');

// ---- ./lib/web3/ethereum, as GoTrueClient imports it ----

export const createSiweMessage = (): never => notUsed('Sign in with Ethereum');
export const fromHex = (): never => notUsed('Sign in with Ethereum');
export const getAddress = (): never => notUsed('Sign in with Ethereum');
export const toHex = (): never => notUsed('Sign in with Ethereum');
