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

/** The server-side is_admin() answer for the signed-in user; any failure counts as not admin (SPEC §4). */
export function useIsAdmin() {
  const backend = useBackend();
  const { user, session } = useAuth();
  return useQuery({
    // The assurance level is part of the answer: passing the second factor makes an admin one.
    queryKey: ['is-admin', user?.id ?? null, session?.aal ?? null],
    queryFn: async () => {
      try {
        return await backend.isAdmin();
      } catch (error) {
        console.error('Error checking admin status', error);
        return false;
      }
    },
    enabled: Boolean(user),
    // Rights can be revoked from another tab: ask the server each time an admin screen mounts.
    staleTime: 0,
  });
}

export function AccessDenied() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }} px="4">
      <Card.Root textAlign="center" borderColor="border.error">
        <Card.Body gap="4" alignItems="center">
          <Heading as="h1" size="xl" color="red.fg">
            Access Denied
          </Heading>
          <Text color="fg.muted">You need administrator privileges to access this page.</Text>
          <Button asChild colorPalette="blue">
            <Link to={paths.portal}>Return to Portal</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

function AdminGate({ children }: { children: ReactNode }) {
  const isAdmin = useIsAdmin();
  if (isAdmin.isPending) return <PageSpinner />;
  if (!isAdmin.data)
    return (
      <Suspense fallback={<PageSpinner />}>
        <AdminSecondFactorOr denied={<AccessDenied />} />
      </Suspense>
    );
  return <>{children}</>;
}

/**
 * The admin screens' gate (SPEC §2, §6): signed out goes to /auth; while the session and the server's
 * is_admin check load, 'Loading...'; anyone else sees Access Denied. The backend refuses the calls too.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AdminGate>{children}</AdminGate>
    </RequireAuth>
  );
}
