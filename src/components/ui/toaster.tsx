import { createToaster } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

const ToasterView = lazyNamed(() => import('./toaster-view'), 'ToasterView');

/** The app-wide toast queue (SPEC §8 toasts). Error toasts use type 'error', successes 'success'. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/**
 * Where toasts show. Its code (the toast machines, about 7 kB gzip) loads with the first toast, not with every
 * page: the store above takes toasts at once, and the view shows what the store holds when it mounts.
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
