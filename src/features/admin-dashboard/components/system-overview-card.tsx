import { Box, Card, DataList, Stack, Text } from '@chakra-ui/react';
import type { DashboardFigures } from '@/backend';

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** Health of the user base at a glance, from the same database call as the statistics. */
export function SystemOverviewCard({
  figures: stats,
  backendKind,
}: {
  figures: DashboardFigures;
  backendKind: 'mock' | 'supabase';
}) {
  const activeRate = percent(stats.activeUsers, stats.totalUsers);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">System Overview</Card.Title>
        <Card.Description>Accounts, roles and the data source</Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Stack gap="1.5">
          <Text fontSize="sm" fontWeight="medium">
            Active users: {activeRate}% ({stats.activeUsers.toLocaleString()} of {stats.totalUsers.toLocaleString()})
          </Text>
          <Box h="2" rounded="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
            <Box h="full" w={`${activeRate}%`} bg="green.solid" />
          </Box>
        </Stack>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel minW="36">Suspended accounts</DataList.ItemLabel>
            <DataList.ItemValue>{stats.suspendedUsers.toLocaleString()}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Administrators</DataList.ItemLabel>
            <DataList.ItemValue>{stats.adminUsers.toLocaleString()}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Moderators</DataList.ItemLabel>
            <DataList.ItemValue>{stats.moderatorUsers.toLocaleString()}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Newest signup</DataList.ItemLabel>
            <DataList.ItemValue>
              {stats.newestSignupAt ? new Date(stats.newestSignupAt).toLocaleString() : 'None yet'}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Data source</DataList.ItemLabel>
            <DataList.ItemValue>
              {backendKind === 'mock' ? 'In-browser demo backend (offline)' : 'Supabase (production)'}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Role changes</DataList.ItemLabel>
            <DataList.ItemValue>Audit-logged in Secure Role Management</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
