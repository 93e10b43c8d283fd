import { useEffect, useState } from 'react';
import type { AuthPort, BackendAdapter, DemoTools } from '@/backend';
import { env } from '@/config/env';
import type { ComposedBackend } from './compose-backend';

/**
 * The app hydrates first and composes its backend beside it (entry.client.tsx): waiting for the MSW
 * worker or supabase-js before hydrating made every public page wait for code it does not need to
 * show. Until composition finishes, `lazyAdapter` queues each call behind it. While prerendering in
 * Node nothing starts composition: effects do not run there, so a call there fails loudly.
 */
let composing: Promise<ComposedBackend> | null = null;
let composed: ComposedBackend | null = null;

export function startComposing(compose: () => Promise<ComposedBackend>): Promise<ComposedBackend> {
  composing ??= compose().then((backend) => (composed = backend));
  return composing;
}

function whenComposed(): Promise<ComposedBackend> {
  return composing ?? Promise.reject(new Error('The backend is not available while prerendering'));
}

/** An object whose every method forwards, once the backend is composed, to the same method of `pick(adapter)`. */
function deferred<T extends object>(pick: (adapter: BackendAdapter) => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      return (...args: unknown[]) =>
        whenComposed().then(({ adapter }) => {
          const target = pick(adapter) as Record<PropertyKey, (...a: unknown[]) => unknown>;
          return target[key]!.apply(target, args);
        });
    },
  });
}

const deferredRoot = deferred((adapter) => adapter);
const deferredAuth = deferred((adapter) => adapter.auth);
const deferredMfa = deferred((adapter) => adapter.auth.mfa);

/** The port as the app sees it: usable from the first render, whatever state composition is in. */
export const lazyAdapter: BackendAdapter = {
  kind: env.VITE_BACKEND,
  auth: new Proxy(deferredAuth, {
    get(target, key: keyof AuthPort) {
      // The one namespace inside auth: its methods forward like the others.
      if (key === 'mfa') return deferredMfa;
      if (key !== 'onAuthStateChange') return target[key];
      // The one synchronous method: subscribe once composed, and let an early unsubscribe cancel that.
      return (listener: Parameters<AuthPort['onAuthStateChange']>[0]) => {
        let unsubscribe: (() => void) | null = null;
        let cancelled = false;
        void whenComposed().then(
          ({ adapter }) => {
            if (!cancelled) unsubscribe = adapter.auth.onAuthStateChange(listener);
          },
          () => undefined,
        );
        return () => {
          cancelled = true;
          unsubscribe?.();
        };
      };
    },
  }),
  isAdmin: deferredRoot.isAdmin,
  awaitsFactorApproval: deferredRoot.awaitsFactorApproval,
  assignUserRole: deferredRoot.assignUserRole,
  profiles: deferred((adapter) => adapter.profiles),
  roles: deferred((adapter) => adapter.roles),
  audit: deferred((adapter) => adapter.audit),
  admin: deferred((adapter) => adapter.admin),
  inbound: deferred((adapter) => adapter.inbound),
  orders: deferred((adapter) => adapter.orders),
  credits: deferred((adapter) => adapter.credits),
  reports: deferred((adapter) => adapter.reports),
  documentReadings: deferred((adapter) => adapter.documentReadings),
  sosLookups: deferred((adapter) => adapter.sosLookups),
  reportDrafts: deferred((adapter) => adapter.reportDrafts),
  reportApprovals: deferred((adapter) => adapter.reportApprovals),
  fieldHistory: deferred((adapter) => adapter.fieldHistory),
};

/**
 * The demo tools once the backend is composed; null before (as in the prerendered HTML, so hydration
 * matches) and always null on the production backend.
 */
export function useComposedDemoTools(): DemoTools | null {
  const [demo, setDemo] = useState<DemoTools | null>(composed?.demo ?? null);
  useEffect(() => {
    let active = true;
    whenComposed().then(
      (backend) => active && setDemo(backend.demo),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return demo;
}
