import { Badge, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AuditRow } from '../api/secure-roles-api';

/** SPEC §2: 'old role to new role'; a first assignment has no old role. */
export function roleChangeText(entry: Pick<AuditRow, 'old_role' | 'new_role'>): string {
  return `${entry.old_role ?? 'none'} to ${entry.new_role}`;
}

/** Panel 3: the newest role changes, each with who made it and when (local time). */
export function AuditLogPanel({
  entries,
  loading = false,
  targetName,
}: {
  entries: readonly AuditRow[];
  loading?: boolean;
  /** The changed user's label, when the screen knows it. */
  targetName: (userId: string) => string | null;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Role Assignment Audit Log</Card.Title>
        <Card.Description>The 20 most recent role assignments</Card.Description>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>Loading audit log...</Text>
          </HStack>
        ) : entries.length === 0 ? (
          <Text color="fg.muted">No role assignments recorded</Text>
        ) : (
          <Stack as="ol" gap="0" listStyleType="none" divideY="1px" aria-label="Audit log entries">
            {entries.map((e) => {
              const target = e.target_user_id ? targetName(e.target_user_id) : null;
              return (
                <Stack as="li" key={e.id} gap="1" py="3">
                  <HStack justify="space-between" gap="2" flexWrap="wrap">
                    <HStack gap="2" flexWrap="wrap">
                      <Badge variant="outline" fontFamily="mono">
                        {e.action_type}
                      </Badge>
                      <Text fontWeight="medium">{roleChangeText(e)}</Text>
                    </HStack>
                    <Text asChild fontSize="sm" color="fg.muted">
                      <time dateTime={e.created_at}>{new Date(e.created_at).toLocaleString()}</time>
                    </Text>
                  </HStack>
                  {target && (
                    <Text fontSize="sm" wordBreak="break-word">
                      User: {target}
                    </Text>
                  )}
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    Assigned by {e.assignerEmail ?? 'Unknown'}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
