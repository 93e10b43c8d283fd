import { Button, Card, Container, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useBackend } from '@/lib/backend-context';
import { AdminSecondFactorOr } from './admin-second-factor-lazy';
import { RequireAuth } from './require-auth';

/** Who may open the order queue: admins change orders, moderators read them. */
export type StaffRole = 'admin' | 'moderator';

export const STAFF_ACCESS_DENIED_TEXT = 'You need staff privileges (administrator or moderator) to access this page.';

/**
 * The caller's staff role. Admin comes from the server's is_admin(); there is no port call for moderator, so
 * a non-admin is a moderator when their profile's role (a server-maintained mirror of user_roles) says so and
 * they are not Suspended. The server enforces the reads anyway: this only picks the screen to show.
 * Any failure counts as not staff (SPEC §8: a failed admin check is logged and treated as not admin).
 */
export function useStaffRole() {
  const backend = useBackend();
  const { user, session } = useAuth();
  return useQuery({
    queryKey: ['staff-role', user?.id ?? null, session?.aal ?? null],
    queryFn: async (): Promise<StaffRole | null> => {
      const isAdmin = await backend.isAdmin().catch((error: unknown) => {
        console.error('Error checking admin status', error);
        return false;
      });
      if (isAdmin) return 'admin';
      const profile = await backend.profiles.getOwn().catch((error: unknown) => {
        console.error('Error reading own profile for the staff check', error);
        return null;
      });
      return profile?.role === 'Moderator' && profile.status !== 'Suspended' ? 'moderator' : null;
    },
    enabled: Boolean(user),
    // Rights can be revoked from another tab: ask the server each time a staff screen mounts.
    staleTime: 0,
  });
}

/** Access Denied for the staff screens: like the admin screens', naming the privileges needed. */
export function StaffAccessDenied() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }} px="4">
      <Card.Root textAlign="center" borderColor="border.error">
        <Card.Body gap="4" alignItems="center">
          <Heading as="h1" size="xl" color="red.fg">
            Access Denied
          </Heading>
          <Text color="fg.muted">{STAFF_ACCESS_DENIED_TEXT}</Text>
          <Button asChild colorPalette="blue">
            <Link to={paths.portal}>Return to Portal</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

function StaffGate({ children }: { children: (role: StaffRole) => ReactNode }) {
  const role = useStaffRole();
  if (role.isPending) return <PageSpinner />;
  if (!role.data)
    return (
      <Suspense fallback={<PageSpinner />}>
        <AdminSecondFactorOr denied={<StaffAccessDenied />} />
      </Suspense>
    );
  return <>{children(role.data)}</>;
}

/**
 * The staff screens' gate (the order queue and order pages): signed out goes to /auth; while the session
 * and the role check load, 'Loading...'; anyone but an admin or moderator sees Access Denied. The children
 * get the role, so moderators see the screens read-only.
 */
export function RequireStaff({ children }: { children: (role: StaffRole) => ReactNode }) {
  return (
    <RequireAuth>
      <StaffGate>{children}</StaffGate>
    </RequireAuth>
  );
}
