import { Badge, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { RoleLabel } from '@/backend';
import type { RecentUser } from '../api/dashboard-api';

const ROLE_PALETTE: Record<RoleLabel, string> = { Admin: 'red', Moderator: 'blue', User: 'gray' };

function statusPalette(status: string): string {
  return status === 'Active' ? 'green' : status === 'Suspended' ? 'red' : 'gray';
}

function nameOf({ profile: p }: RecentUser): string {
  return p.display_name || [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || 'Unknown User';
}

/** The first five profiles (newest first) with their role. */
export function RecentUsersCard({
  users,
  failed,
  loading = false,
}: {
  users: readonly RecentUser[];
  failed: boolean;
  loading?: boolean;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Recent Users</Card.Title>
        <Card.Description>The five newest accounts</Card.Description>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>Loading users...</Text>
          </HStack>
        ) : users.length === 0 ? (
          <Text color="fg.muted">{failed ? 'Users could not be loaded.' : 'No users yet.'}</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
            {users.map((u) => (
              <HStack as="li" key={u.profile.id} justify="space-between" gap="3" py="3" flexWrap="wrap">
                <Stack gap="0" minW="0" flex="1">
                  <Text fontWeight="medium" truncate>
                    {nameOf(u)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {u.profile.email ?? '—'}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    Joined {new Date(u.profile.created_at).toLocaleDateString()}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Badge colorPalette={ROLE_PALETTE[u.role]} variant={u.role === 'User' ? 'subtle' : 'solid'}>
                    {u.role}
                  </Badge>
                  <Badge colorPalette={statusPalette(u.status)} variant="subtle">
                    {u.status}
                  </Badge>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
