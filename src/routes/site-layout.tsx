import { Outlet } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';

export default function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
