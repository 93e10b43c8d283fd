import { RequireAdmin } from '@/components/guards/require-admin';
import { paths } from '@/config/paths';
import { SecureRoles } from '@/features/secure-roles/components/secure-roles';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Secure Role Management',
    description: 'Securely manage user roles and permissions with audit logging',
    path: paths.secureRoles,
  });

export default function SecureRolesRoute() {
  return (
    <RequireAdmin>
      <SecureRoles />
    </RequireAdmin>
  );
}
