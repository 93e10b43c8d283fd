import type { BackendAdapter } from '@/backend';
import { env } from '@/config/env';

/**
 * The composition root: the ONLY module that picks and imports an adapter. The branch reads
 * import.meta.env directly so Vite drops the unused one: the Supabase build holds no MSW code and
 * the mock build never needs Supabase settings.
 */
export async function composeBackend(): Promise<BackendAdapter> {
  if (import.meta.env.VITE_BACKEND === 'supabase') {
    const { createSupabaseAdapter } = await import('../../adapters/supabase');
    return createSupabaseAdapter({ url: env.VITE_SUPABASE_URL!, anonKey: env.VITE_SUPABASE_ANON_KEY! });
  }
  const [{ startMockWorker }, { createMockAdapter }] = await Promise.all([
    import('../../mocks/browser'),
    import('../../adapters/mock'),
  ]);
  await startMockWorker({ delayMs: env.VITE_MOCK_DELAY_MS });
  return createMockAdapter({ baseUrl: `${window.location.origin}/mock-api` });
}
