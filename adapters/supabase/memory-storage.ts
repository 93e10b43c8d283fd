import type { SupportedStorage } from '@supabase/supabase-js';

/** A session store kept in a Map (Node tests), so a test can seed or inspect what supabase-js stored. */
export function memoryStorage(): SupportedStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}
