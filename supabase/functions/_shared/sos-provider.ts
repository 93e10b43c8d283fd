// The Secretary of State provider of check-secretary-of-state, from the function's secrets and env. The provider
// itself (Cobalt's wire format, the sandbox, polling) is the lookup core's (src/lib/sos-lookup); this file only
// picks it. The key goes only into the provider's x-api-key header: never logged nor put in an answer.
import {
  cobaltProvider,
  COBALT_BASE_URL,
  sandboxProvider,
  type SosProvider,
} from '../../../src/lib/sos-lookup/index.ts';

/** Cobalt answers a slow state with a retryId; asked again this often (its CLI polls every 5 s). */
export const DEFAULT_POLL_INTERVAL_MS = 5_000;
/** The whole lookup, below the Edge Functions' wall-clock limit (150 s on Supabase's free plan). */
export const DEFAULT_LOOKUP_TIMEOUT_MS = 100_000;

export interface SosLookupConfig {
  /** null when SOS_PROVIDER is Cobalt (the default) and COBALT_API_KEY is not set. */
  provider: SosProvider | null;
  pollIntervalMs: number;
  timeoutMs: number;
}

function positive(name: string, fallback: number): number {
  const value = Number(Deno.env.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * SOS_PROVIDER=sandbox: the offline sandbox (no key, known outcomes); anything else: Cobalt Intelligence with
 * COBALT_API_KEY (a secret) at COBALT_BASE_URL (default Cobalt's API). SOS_POLL_INTERVAL_MS and
 * SOS_LOOKUP_TIMEOUT_MS tune the wait for a slow state.
 */
export function sosLookupConfig(): SosLookupConfig {
  const pollIntervalMs = positive('SOS_POLL_INTERVAL_MS', DEFAULT_POLL_INTERVAL_MS);
  const timeoutMs = positive('SOS_LOOKUP_TIMEOUT_MS', DEFAULT_LOOKUP_TIMEOUT_MS);
  if (Deno.env.get('SOS_PROVIDER')?.trim().toLowerCase() === 'sandbox')
    return { provider: sandboxProvider(), pollIntervalMs, timeoutMs };
  const apiKey = Deno.env.get('COBALT_API_KEY')?.trim();
  const provider = apiKey
    ? cobaltProvider({
        apiKey,
        baseUrl: Deno.env.get('COBALT_BASE_URL')?.trim() || COBALT_BASE_URL,
        requestTimeoutMs: timeoutMs,
      })
    : null;
  return { provider, pollIntervalMs, timeoutMs };
}
