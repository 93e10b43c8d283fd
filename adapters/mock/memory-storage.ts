import type { StorageLike } from './auth-client';

/** A Map-backed Storage for tests and for clients that must not persist (shared by reference = one browser). */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { readonly size: number } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    get size() {
      return data.size;
    },
  };
}
