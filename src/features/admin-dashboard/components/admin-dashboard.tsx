import { Alert, Button, Container, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import { ZERO_STATS, computeStats, recentUsers, useDashboardData, useInboundRequests } from '../api/dashboard-api';
import { InboundRequestsCard, type InboundState } from './inbound-requests-card';
import { RecentUsersCard } from './recent-users-card';
import { StatCards } from './stat-cards';
import { SystemOverviewCard } from './system-overview-card';

/** /admin/dashboard (SPEC §2): statistics, Recent Users, System Overview, inbound requests. */
export function AdminDashboard() {
  const backend = useBackend();
  const data = useDashboardData();
  const inbound = useInboundRequests();

  useEffect(() => {
    if (data.isError) console.error('Error fetching dashboard data', data.error);
  }, [data.isError, data.error]);
  useEffect(() => {
    if (inbound.isError) console.error('Error fetching inbound requests', inbound.error);
  }, [inbound.isError, inbound.error]);

  const view = useMemo(() => {
    const profiles = data.data?.profiles ?? [];
    const roles = data.data?.roles ?? [];
    // SPEC §8: a failed fetch leaves every statistic at zero.
    const stats = data.data ? computeStats(profiles, roles, Date.now()) : ZERO_STATS;
    return {
      stats,
      recent: recentUsers(profiles, roles),
      overview: {
        stats,
        moderators: new Set(roles.filter((r) => r.role === 'moderator').map((r) => r.user_id)).size,
        suspended: profiles.filter((p) => p.status === 'Suspended').length,
        backendKind: backend.kind,
        lastSignup: profiles[0]?.created_at ?? null,
      },
    };
  }, [data.data, backend.kind]);

  const inboundState: InboundState = inbound.isPending
    ? { status: 'pending' }
    : inbound.isError
      ? { status: 'error' }
      : { status: 'success', requests: inbound.data };

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="4" direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ lg: 'flex-end' }}>
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Admin Dashboard
            </Heading>
            <Text color="fg.muted">Users, roles and inbound requests at a glance.</Text>
          </Stack>
          <Wrap gap="2">
            <Button asChild colorPalette="red">
              <Link to={paths.secureRoles}>Secure Role Management</Link>
            </Button>
            <Button asChild colorPalette="blue">
              <Link to={paths.admin}>User Administration</Link>
            </Button>
            <Button asChild colorPalette="blue" variant="subtle">
              <Link to={paths.adminOrders}>Orders</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.portal}>Return to Portal</Link>
            </Button>
          </Wrap>
        </Stack>

        {data.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Could not load users and roles</Alert.Title>
              <Alert.Description>The statistics below show zero until the data loads.</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void data.refetch()}>
              Try again
            </Button>
          </Alert.Root>
        )}

        <StatCards stats={view.stats} />

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <RecentUsersCard users={view.recent} failed={data.isError} loading={data.isPending} />
          <SystemOverviewCard overview={view.overview} />
        </SimpleGrid>

        <InboundRequestsCard state={inboundState} />
      </Stack>
    </Container>
  );
}
