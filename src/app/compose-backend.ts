import type { BackendAdapter, DemoTools } from '@/backend';
import { env } from '@/config/env';

export interface ComposedBackend {
  adapter: BackendAdapter;
  /** Demo conveniences; only the in-browser backend has them. */
  demo: DemoTools | null;
}

/**
 * The composition root: the ONLY module that picks and imports an adapter. The branch reads
 * import.meta.env directly so Vite drops the unused one: the Supabase build holds no MSW code and
 * the mock build never needs Supabase settings.
 */
export async function composeBackend(): Promise<ComposedBackend> {
  if (import.meta.env.VITE_BACKEND === 'supabase') {
    const { createSupabaseAdapter } = await import('../../adapters/supabase');
    const adapter = createSupabaseAdapter({ url: env.VITE_SUPABASE_URL!, anonKey: env.VITE_SUPABASE_ANON_KEY! });
    return { adapter, demo: null };
  }
  const [
    { startMockWorker, MOCK_API_PATH },
    { createMockAdapter, createDemoTools },
    { DEMO_PASSWORD, PERSONAS },
    { DEMO_REPORT_DRAFTS },
  ] = await Promise.all([
    import('../../mocks/browser'),
    import('../../adapters/mock'),
    import('../../mocks/seed/personas'),
    import('../../mocks/seed/demo-draft'),
  ]);
  await startMockWorker({ delayMs: env.VITE_MOCK_DELAY_MS });
  const baseUrl = `${window.location.origin}${MOCK_API_PATH}`;
  const adapter = createMockAdapter({ baseUrl });
  const demo = createDemoTools(
    adapter,
    baseUrl,
    Object.values(PERSONAS).map((p) => ({
      label: p.label,
      email: p.email,
      password: DEMO_PASSWORD,
      description: `${p.firstName} ${p.lastName}, ${p.status === 'Suspended' ? 'suspended account' : `role ${p.role}`}`,
    })),
    DEMO_REPORT_DRAFTS,
  );
  return { adapter, demo };
}
