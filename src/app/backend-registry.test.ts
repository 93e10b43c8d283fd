import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendAdapter } from '@/backend';
import type { ComposedBackend } from './compose-backend';
import type * as RegistryModule from './backend-registry';

// The registry holds module state (one composition per page): each test gets a fresh copy.
let registry: typeof RegistryModule;
beforeEach(async () => {
  vi.resetModules();
  registry = await import('./backend-registry');
});

function fakeBackend() {
  const listeners: Array<(event: string) => void> = [];
  const adapter = {
    kind: 'mock',
    auth: {
      getSession: vi.fn(async () => null),
      mfa: { factors: vi.fn(async () => [{ id: 'f1' }]) },
      onAuthStateChange: vi.fn((listener: (event: string) => void) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      }),
    },
    isAdmin: vi.fn(async () => true),
    profiles: { getById: vi.fn(async (id: string) => ({ id })) },
  } as unknown as BackendAdapter;
  return { backend: { adapter, demo: null } satisfies ComposedBackend, listeners };
}

function deferredComposition() {
  let resolve!: (backend: ComposedBackend) => void;
  const promise = new Promise<ComposedBackend>((r) => (resolve = r));
  return { compose: () => promise, resolve };
}

describe('lazyAdapter', () => {
  it('refuses calls while nothing composes the backend (prerendering)', async () => {
    await expect(registry.lazyAdapter.auth.getSession()).rejects.toThrow(/not available while prerendering/);
  });

  it('holds calls made before composition and answers them once the backend is ready', async () => {
    const { backend } = fakeBackend();
    const { compose, resolve } = deferredComposition();
    registry.startComposing(compose);
    const pending = registry.lazyAdapter.profiles.getById('u1');
    const admin = registry.lazyAdapter.isAdmin();
    // The namespace inside auth forwards too (it is an object of methods, not a method).
    const factors = registry.lazyAdapter.auth.mfa.factors();
    expect(backend.adapter.profiles.getById).not.toHaveBeenCalled();
    resolve(backend);
    await expect(pending).resolves.toEqual({ id: 'u1' });
    await expect(admin).resolves.toBe(true);
    await expect(factors).resolves.toEqual([{ id: 'f1' }]);
    expect(backend.adapter.profiles.getById).toHaveBeenCalledWith('u1');
  });

  it('subscribes auth listeners once composed, and an early unsubscribe cancels the subscription', async () => {
    const { backend, listeners } = fakeBackend();
    const { compose, resolve } = deferredComposition();
    const ready = registry.startComposing(compose);
    const kept = vi.fn();
    const dropped = vi.fn();
    registry.lazyAdapter.auth.onAuthStateChange(kept);
    const unsubscribe = registry.lazyAdapter.auth.onAuthStateChange(dropped);
    unsubscribe();
    resolve(backend);
    await ready;
    await Promise.resolve();
    expect(listeners).toHaveLength(1);
    listeners[0]!('SIGNED_IN');
    expect(kept).toHaveBeenCalledWith('SIGNED_IN');
    expect(dropped).not.toHaveBeenCalled();
  });

  it('composes once however often it is asked', async () => {
    const compose = vi.fn(async () => fakeBackend().backend);
    registry.startComposing(compose);
    registry.startComposing(compose);
    await registry.lazyAdapter.auth.getSession();
    expect(compose).toHaveBeenCalledTimes(1);
  });

  it('passes a failed composition on to every call', async () => {
    registry.startComposing(() => Promise.reject(new Error('worker refused'))).catch(() => undefined);
    await expect(registry.lazyAdapter.orders.list()).rejects.toThrow('worker refused');
  });
});
