import { HttpResponse, type RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { createDemoTools, createMockAdapter } from '../../adapters/mock';
import { memoryStorage } from '../../adapters/supabase/memory-storage';
import { createHandlers, DEFAULT_MOCK_CONFIG } from '../../mocks/handlers';
import { createMemoryContext } from '../../mocks/memory-context';
import { DEMO_REPORT_DRAFTS } from '../../mocks/seed/demo-draft';
import { DEMO_PASSWORD, PERSONAS, signInAsPersona, type PersonaKey } from '../../mocks/seed/personas';

/**
 * The in-browser backend for Storybook: in memory, reseeded for every story, answering under
 * /mock-api through msw-storybook-addon's worker. Stories that need a failing or empty backend put
 * their own handlers before `mockHandlers` in parameters.msw.handlers.app.
 */
export const MOCK_BASE_PATH = '/mock-api';
const config = { ...DEFAULT_MOCK_CONFIG, passwordIterations: 1_000, delayMs: 0 };
const ctx = createMemoryContext(config);

export const mockHandlers = createHandlers(ctx, MOCK_BASE_PATH);

/** Story parameters answering with `handlers` first; every other request reaches the in-browser backend. */
export const withHandlers = (...handlers: RequestHandler[]) => ({
  msw: { handlers: { app: [...handlers, ...mockHandlers] } },
});

/** A resolver that never answers: the request stays in flight. */
export const never = () => new Promise<never>(() => {});

/** A resolver answering as PostgREST does when the database fails. */
export const failure = () =>
  HttpResponse.json({ code: 'XX000', message: 'database unavailable', details: null, hint: null }, { status: 500 });

const PERSONA_TOOLS = Object.values(PERSONAS).map((p) => ({
  label: p.label,
  email: p.email,
  password: DEMO_PASSWORD,
  description: p.label,
}));
let clients = 0;

/**
 * Reseeds the backend and signs the persona in; runs in a loader, so stories render with data ready.
 * `withoutAuthenticator`: the persona's authenticator app is removed first (the seeded admin has one).
 * `unapprovedAuthenticator`: the persona's authenticator app has not been approved by another admin (an admin
 * who set one up and waits for the approval their admin rights need).
 */
export async function prepareStoryBackend(
  persona: PersonaKey | undefined,
  {
    withoutAuthenticator = false,
    unapprovedAuthenticator = false,
  }: { withoutAuthenticator?: boolean; unapprovedAuthenticator?: boolean } = {},
) {
  await ctx.reseed();
  if (persona && withoutAuthenticator) {
    const userId = PERSONAS[persona].id;
    await ctx.db.exclusive(async () => {
      ctx.db.mfaFactors.deleteMany((q) => q.where({ user_id: userId }));
    });
  }
  if (persona && unapprovedAuthenticator) {
    const userId = PERSONAS[persona].id;
    await ctx.db.exclusive(async () => {
      await ctx.db.mfaFactors.updateMany((q) => q.where({ user_id: userId }), {
        data(factor) {
          factor.approved_at = null;
          factor.approved_by = null;
        },
      });
    });
  }
  const baseUrl = `${window.location.origin}${MOCK_BASE_PATH}`;
  // Each story's client keeps its own session: a key of its own, so clients of earlier stories (whose
  // supabase-js instances live on in the page) never hear its sign-ins over the cross-tab channel.
  clients += 1;
  const adapter = createMockAdapter({
    baseUrl,
    storage: memoryStorage(),
    storageKey: `story-client-${clients}`,
    autoRefreshToken: false,
  });
  if (persona) await signInAsPersona(adapter.auth, PERSONAS[persona].email);
  return { adapter, demo: createDemoTools(adapter, baseUrl, PERSONA_TOOLS, DEMO_REPORT_DRAFTS) };
}

export type StoryBackend = Awaited<ReturnType<typeof prepareStoryBackend>>;

/** The story inside the app's providers over the prepared backend. */
export function StoryProviders({ backend, children }: { backend: StoryBackend; children: ReactNode }) {
  return (
    <AppProviders backend={backend.adapter} demo={backend.demo}>
      {children}
    </AppProviders>
  );
}
