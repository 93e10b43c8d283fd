import type { BackendAdapter } from '@/backend';
import type { ComposedBackend } from './compose-backend';

/**
 * Holds the backend composed in entry.client.tsx before hydration. While prerendering in Node there
 * is none: effects do not run there, so nothing may call the backend, and a call fails loudly.
 */
let composed: ComposedBackend | null = null;

export function setComposedBackend(backend: ComposedBackend): void {
  composed = backend;
}

const unavailable = new Proxy({} as BackendAdapter, {
  get(_target, key) {
    throw new Error(`The backend is not available while prerendering (tried to use "${String(key)}")`);
  },
});

export function composedBackend(): ComposedBackend {
  return composed ?? { adapter: unavailable, demo: null };
}
