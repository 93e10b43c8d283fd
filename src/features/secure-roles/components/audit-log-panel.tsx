import { Badge, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { AUDIT_LOG_PAGE_SIZE } from '@/backend';
import { ListPager } from '@/components/ui/list-pager';
import type { AuditRow } from '../api/secure-roles-api';

/** SPEC §2: 'old role to new role'; a first assignment has no old role. */
export function roleChangeText(entry: Pick<AuditRow, 'old_role' | 'new_role'>): string {
  return `${entry.old_role ?? 'none'} to ${entry.new_role}`;
}

/** Panel 3: role changes newest first, 20 per page, each with who made it and when (local time). */
export function AuditLogPanel({
  entries,
  total = entries.length,
  loading = false,
  page = 1,
  onPageChange = () => {},
}: {
  entries: readonly AuditRow[];
  /** Every row of the log. */
  total?: number;
  loading?: boolean;
  /** 1-based. */
  page?: number;
  onPageChange?: (page: number) => void;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Role Assignment Audit Log</Card.Title>
        <Card.Description>Every role assignment, 20 at a time, newest first</Card.Description>
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
              const target = e.targetLabel;
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
        <ListPager
          label="Audit log"
          page={page}
          pageSize={AUDIT_LOG_PAGE_SIZE}
          total={total}
          onPageChange={onPageChange}
        />
      </Card.Body>
    </Card.Root>
  );
}
