import { RequireAdmin } from '@/components/guards/require-admin';
import { paths } from '@/config/paths';
import { UserAdministration } from '@/features/admin-users/components/user-administration';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'User Administration',
    description: 'Create, update and manage user accounts.',
    path: paths.admin,
  });

export default function UserAdministrationRoute() {
  return (
    <RequireAdmin>
      <UserAdministration />
    </RequireAdmin>
  );
}
