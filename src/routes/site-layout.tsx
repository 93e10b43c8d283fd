import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { DemoBadge } from '@/components/feedback/demo-badge';
import { SiteLayout } from '@/components/layout/site-layout';

export default function SiteLayoutRoute() {
  // The demo badge depends on the composed backend, which prerendered HTML never has: render it
  // only after hydration so server and client markup agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <SiteLayout extras={hydrated ? <DemoBadge /> : null}>
      <Outlet />
    </SiteLayout>
  );
}
