import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { toaster } from './toaster-store';

// The queue has a file of its own: the view loaded lazily below reads it without importing this file back.
export { toaster };

const ToasterView = lazyNamed(() => import('./toaster-view'), 'ToasterView');

/**
 * Where toasts show. Its code (the toast machines, about 7 kB gzip) loads with the first toast, not with every
 * page: the store (toaster-store.ts) takes toasts at once, and the view shows what the store holds when it mounts.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getVisibleToasts().length > 0) setWanted(true);
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

/** Shorthands so screens state intent, not toast options. */
export const notify = {
  success: (title: string, description?: string) =>
    toaster.create({ type: 'success', title, description, closable: true }),
  error: (title: string, description?: string) => toaster.create({ type: 'error', title, description, closable: true }),
};
