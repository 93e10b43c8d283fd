import { Badge, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AUDIT_LOG_PAGE_SIZE } from '@/backend';
import { ListPager } from '@/components/ui/list-pager';
import type { CsvColumn } from '@/lib/csv-export';
import type { AuditRow } from '../api/secure-roles-api';

/** SPEC §2: 'old role to new role'; a first assignment has no old role. */
export function roleChangeText(entry: Pick<AuditRow, 'old_role' | 'new_role'>): string {
  return `${entry.old_role ?? 'none'} to ${entry.new_role}`;
}

/** The role audit export: one row per assignment, with both users as the panel names them. */
export const ROLE_AUDIT_EXPORT_COLUMNS: CsvColumn<AuditRow>[] = [
  { header: 'When', value: (e) => e.created_at },
  { header: 'Action', value: (e) => e.action_type },
  { header: 'Old role', value: (e) => e.old_role },
  { header: 'New role', value: (e) => e.new_role },
  { header: 'User', value: (e) => e.targetLabel },
  { header: 'User id', value: (e) => e.target_user_id },
  { header: 'Assigned by', value: (e) => e.assignerEmail },
  { header: 'Assigned by id', value: (e) => e.assigned_by },
];

/** Panel 3: role changes newest first, 20 per page, each with who made it and when (local time). */
export function AuditLogPanel({
  entries,
  total = entries.length,
  loading = false,
  page = 1,
  onPageChange = () => {},
  actions,
}: {
  entries: readonly AuditRow[];
  /** Every row of the log. */
  total?: number;
  loading?: boolean;
  /** 1-based. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Shown beside the title (the export). */
  actions?: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Stack gap="1.5">
            <Card.Title as="h2">Role Assignment Audit Log</Card.Title>
            <Card.Description>Every role assignment, 20 at a time, newest first</Card.Description>
          </Stack>
          {actions}
        </HStack>
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
