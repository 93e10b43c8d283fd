import { createContext, useContext, type ReactNode } from 'react';
import type { DemoTools } from '@/backend/demo-tools';

const DemoToolsContext = createContext<DemoTools | null>(null);

export function DemoToolsProvider({ tools, children }: { tools: DemoTools | null; children: ReactNode }) {
  return <DemoToolsContext.Provider value={tools}>{children}</DemoToolsContext.Provider>;
}

/** The demo conveniences, or null when the app runs on the production backend. */
export function useDemoTools(): DemoTools | null {
  return useContext(DemoToolsContext);
}
