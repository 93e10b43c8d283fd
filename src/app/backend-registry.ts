import type { BackendAdapter } from '@/backend';

/**
 * Holds the adapter composed in entry.client.tsx before hydration. While prerendering in Node there
 * is none: effects do not run there, so nothing may call the backend, and a call fails loudly.
 */
let composed: BackendAdapter | null = null;

export function setComposedBackend(adapter: BackendAdapter): void {
  composed = adapter;
}

const unavailable = new Proxy({} as BackendAdapter, {
  get(_target, key) {
    throw new Error(`The backend is not available while prerendering (tried to use "${String(key)}")`);
  },
});

export function composedBackend(): BackendAdapter {
  return composed ?? unavailable;
}
