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
 * Shown where an admin screen refused the caller, when the caller is an active admin (the role comes from
 * their own profile, the server's mirror of user_roles):
 * - at aal1 they have no authenticator app yet (with one, RequireAuth sends them to /auth for its code), so
 *   they set one up here;
 * - at aal2 the app they set up has not been approved by another admin yet (migration 1520), so they are told
 *   to ask for it.
 * Anyone else gets `denied`. The database refuses the admin calls whatever this shows.
 */
export function AdminSecondFactorOr({ denied }: { denied: ReactNode }) {
  const backend = useBackend();
  const { user, session } = useAuth();
  const atAal1 = session !== null && session.aal !== 'aal2';
  const profile = useQuery({
    queryKey: ['own-profile-for-second-factor', user?.id ?? null, session?.aal ?? null],
    queryFn: () => backend.profiles.getOwn(),
    enabled: Boolean(user) && session !== null,
  });
  if (session === null) return <>{denied}</>;
  if (profile.isPending) return <PageSpinner />;
  const activeAdmin = profile.data?.role === 'Admin' && profile.data.status !== 'Suspended';
  if (!activeAdmin) return <>{denied}</>;
  if (!atAal1) return <AwaitingApproval />;
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
