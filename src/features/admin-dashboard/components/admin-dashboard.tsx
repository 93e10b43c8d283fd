import { Alert, Button, Container, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import {
  ZERO_FIGURES,
  useDashboardFigures,
  useInboundRequests,
  useReaderStats,
  useRecentUsers,
} from '../api/dashboard-api';
import { InboundRequestsCard, type InboundState } from './inbound-requests-card';
import { ReaderFiguresCard, type ReaderFiguresState } from './reader-figures-card';
import { RecentUsersCard } from './recent-users-card';
import { StatCards } from './stat-cards';
import { SystemOverviewCard } from './system-overview-card';

/** /admin/dashboard (SPEC §2): statistics, Recent Users, System Overview, inbound requests, reader figures. */
export function AdminDashboard() {
  const backend = useBackend();
  const figures = useDashboardFigures();
  const recent = useRecentUsers();
  const inbound = useInboundRequests();
  const reader = useReaderStats();

  useEffect(() => {
    if (figures.isError) console.error('Error fetching dashboard data', figures.error);
  }, [figures.isError, figures.error]);
  useEffect(() => {
    if (recent.isError) console.error('Error fetching recent users', recent.error);
  }, [recent.isError, recent.error]);
  useEffect(() => {
    if (inbound.isError) console.error('Error fetching inbound requests', inbound.error);
  }, [inbound.isError, inbound.error]);
  useEffect(() => {
    if (reader.isError) console.error('Error fetching reader figures', reader.error);
  }, [reader.isError, reader.error]);

  const stats = figures.data ?? ZERO_FIGURES;

  const inboundState: InboundState = inbound.isPending
    ? { status: 'pending' }
    : inbound.isError
      ? { status: 'error' }
      : { status: 'success', requests: inbound.data };
  const readerState: ReaderFiguresState = reader.isPending
    ? { status: 'pending' }
    : reader.isError
      ? { status: 'error' }
      : { status: 'success', stats: reader.data };

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
              <Link to={paths.adminAudit}>Audit Trail</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.portal}>Return to Portal</Link>
            </Button>
          </Wrap>
        </Stack>

        {figures.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Could not load users and roles</Alert.Title>
              <Alert.Description>The statistics below show zero until the data loads.</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void figures.refetch()}>
              Try again
            </Button>
          </Alert.Root>
        )}

        <StatCards stats={stats} />

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <RecentUsersCard users={recent.data ?? []} failed={recent.isError} loading={recent.isPending} />
          <SystemOverviewCard figures={stats} backendKind={backend.kind} />
        </SimpleGrid>

        <InboundRequestsCard state={inboundState} />

        <ReaderFiguresCard state={readerState} />
      </Stack>
    </Container>
  );
}
