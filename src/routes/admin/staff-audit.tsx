import { RequireAdmin } from '@/components/guards/require-admin';
import { paths } from '@/config/paths';
import { StaffAuditTrail } from '@/features/staff-audit/components/staff-audit-trail';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Staff Audit Trail',
    description: 'What staff did: users created, statuses, credits, order moves, reports and exports.',
    path: paths.adminAudit,
  });

/** Admins only: the trail is readable by active admins (row-level security). */
export default function StaffAuditRoute() {
  return (
    <RequireAdmin>
      <StaffAuditTrail />
    </RequireAdmin>
  );
}
