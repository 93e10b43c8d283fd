import { Card, Container } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SecondFactorEnrolment } from '@/components/auth/second-factor';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { useAuth } from '@/lib/auth';
import { useBackend } from '@/lib/backend-context';

/**
 * Shown where an admin screen refused the caller: an active admin whose session is not at aal2 has no
 * authenticator app yet (with one, RequireAuth sends them to /auth for its code), so they set one up here;
 * anyone else gets `denied`. The role comes from the caller's own profile (the server's mirror of
 * user_roles); the database refuses the admin calls whatever this shows.
 */
export function AdminSecondFactorOr({ denied }: { denied: ReactNode }) {
  const backend = useBackend();
  const { user, session } = useAuth();
  const atAal1 = session !== null && session.aal !== 'aal2';
  const profile = useQuery({
    queryKey: ['own-profile-for-second-factor', user?.id ?? null],
    queryFn: () => backend.profiles.getOwn(),
    enabled: Boolean(user) && atAal1,
  });
  if (!atAal1) return <>{denied}</>;
  if (profile.isPending) return <PageSpinner />;
  const unenrolledAdmin = profile.data?.role === 'Admin' && profile.data.status !== 'Suspended';
  if (!unenrolledAdmin) return <>{denied}</>;
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Body p={{ base: '5', md: '8' }}>
          <SecondFactorEnrolment />
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
