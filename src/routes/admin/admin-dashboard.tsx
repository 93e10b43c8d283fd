import { RequireAdmin } from '@/components/guards/require-admin';
import { paths } from '@/config/paths';
import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Admin Dashboard',
    description: 'User statistics, recent users and inbound requests.',
    path: paths.adminDashboard,
  });

/** Answers on /admin/dashboard and /admin-dashboard (SPEC §2 names both). */
export default function AdminDashboardRoute() {
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  );
}
