import { Button, Card, Container, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SecondFactorEnrolment } from '@/components/auth/second-factor';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useBackend } from '@/lib/backend-context';

export const AWAITING_APPROVAL_TEXTS = {
  heading: 'Waiting for Approval',
  body: 'Another admin must approve your authenticator app before you have admin rights.',
  next: 'Ask another administrator to open your account on the Update tab of User Administration and approve it. Then open this page again.',
} as const;

/**
 * Shown where an admin screen refused the caller:
 * - an active admin at aal1 has no authenticator app yet (with one, RequireAuth sends them to /auth for its
 *   code), so they set one up here (the role comes from their own profile, the server's mirror of user_roles);
 * - an admin at aal2 whose app no other admin has approved yet (the server's awaits_factor_approval(),
 *   migration 1520) is told to ask for the approval.
 * Anyone else gets `denied`, as does a failed check. The database refuses the admin calls whatever this shows.
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
  const awaiting = useQuery({
    queryKey: ['awaits-factor-approval', user?.id ?? null],
    queryFn: async () => {
      try {
        return await backend.awaitsFactorApproval();
      } catch (error) {
        console.error('Error checking the approval of the authenticator app', error);
        return false;
      }
    },
    enabled: Boolean(user) && session !== null && !atAal1,
    // Another admin may approve meanwhile: ask each time the screen mounts.
    staleTime: 0,
  });
  if (session === null) return <>{denied}</>;
  if (!atAal1) {
    if (awaiting.isPending) return <PageSpinner />;
    return awaiting.data ? <AwaitingApproval /> : <>{denied}</>;
  }
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

/** An admin whose authenticator app waits for another admin's approval. */
function AwaitingApproval() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }} px="4">
      <Card.Root textAlign="center">
        <Card.Body gap="4" alignItems="center">
          <Heading as="h1" size="xl">
            {AWAITING_APPROVAL_TEXTS.heading}
          </Heading>
          <Text>{AWAITING_APPROVAL_TEXTS.body}</Text>
          <Text color="fg.muted" fontSize="sm">
            {AWAITING_APPROVAL_TEXTS.next}
          </Text>
          <Button asChild colorPalette="blue">
            <Link to={paths.portal}>Return to Portal</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
