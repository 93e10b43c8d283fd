import { createContext, useContext, type ReactNode } from 'react';
import type { BackendAdapter } from '@/backend';

const BackendContext = createContext<BackendAdapter | null>(null);

export function BackendProvider({ adapter, children }: { adapter: BackendAdapter; children: ReactNode }) {
  return <BackendContext.Provider value={adapter}>{children}</BackendContext.Provider>;
}

/** The one way screens reach the backend. */
export function useBackend(): BackendAdapter {
  const adapter = useContext(BackendContext);
  if (!adapter) throw new Error('useBackend must be used within a BackendProvider');
  return adapter;
}
