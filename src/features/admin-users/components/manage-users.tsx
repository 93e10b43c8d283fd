import { Alert, Box, Button, HStack, IconButton, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { Profile } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { useProfilesList } from '../api/admin-users-api';
import { ListPager, usePagedFilter } from '@/components/ui/list-pager';
import { StatusBadge } from './status-badge';

export const FETCH_PROFILES_FAILED = 'Failed to fetch user profiles';

function displayName(p: Profile): string {
  return p.display_name || [p.first_name, p.last_name].filter(Boolean).join(' ') || '—';
}

function matches(p: Profile, needle: string): boolean {
  return [p.display_name, p.first_name, p.last_name, p.email, p.company].some((v) => v?.toLowerCase().includes(needle));
}

function EditIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}

/** On phones each row becomes a card: the header hides and every cell shows its own label. */
const cellStyles = {
  display: { base: 'block', md: 'table-cell' },
  borderBottomWidth: { base: '0', md: '1px' },
  px: { base: '0', md: '2' },
  py: { base: '0.5', md: '2' },
  _before: { content: { base: 'attr(data-label) ": "', md: 'none' }, color: 'fg.muted', fontWeight: 'normal' },
} as const;

/** The rows of one page; presentational so stories and tests can show any list. */
export function UsersTable({ profiles, onEdit }: { profiles: readonly Profile[]; onEdit: (profile: Profile) => void }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Users">
      <Table.Root size="sm" minW={{ md: '720px' }} display={{ base: 'block', md: 'table' }}>
        <Table.Header hideBelow="md">
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Company</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Edit</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {profiles.map((p) => (
            <Table.Row
              key={p.id}
              role="row"
              display={{ base: 'grid', md: 'table-row' }}
              gridTemplateColumns="1fr auto"
              columnGap="3"
              px={{ base: '3', md: '0' }}
              py={{ base: '3', md: '0' }}
              borderBottomWidth={{ base: '1px', md: '0' }}
              _last={{ borderBottomWidth: '0' }}
            >
              <Table.Cell role="cell" {...cellStyles} fontWeight="medium" _before={{ content: 'none' }}>
                {displayName(p)}
              </Table.Cell>
              <Table.Cell
                role="cell"
                {...cellStyles}
                data-label="Email"
                gridColumn="1 / -1"
                gridRow={{ base: '2' }}
                wordBreak="break-all"
              >
                {p.email ?? '—'}
              </Table.Cell>
              <Table.Cell role="cell" {...cellStyles} data-label="Company" gridColumn="1 / -1">
                {p.company || '—'}
              </Table.Cell>
              <Table.Cell role="cell" {...cellStyles} data-label="Status" gridColumn="1 / -1">
                <StatusBadge status={p.status} />
              </Table.Cell>
              <Table.Cell role="cell" {...cellStyles} data-label="Created" gridColumn="1 / -1" whiteSpace="nowrap">
                {new Date(p.created_at).toLocaleDateString()}
              </Table.Cell>
              <Table.Cell
                role="cell"
                {...cellStyles}
                _before={{ content: 'none' }}
                textAlign="end"
                gridColumn="2"
                gridRow="1"
              >
                <IconButton
                  aria-label={`Edit ${p.email ?? displayName(p)}`}
                  size="sm"
                  variant="ghost"
                  onClick={() => onEdit(p)}
                >
                  <EditIcon />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Manage tab: every profile newest first, 25 per page, searchable by name, email or company. */
export function ManageUsers({ onEdit }: { onEdit: (profile: Profile) => void }) {
  const query = useProfilesList();
  const paged = usePagedFilter(query.data ?? [], matches);

  const notified = useRef(false);
  useEffect(() => {
    if (!query.isError) {
      notified.current = false;
      return;
    }
    console.error('Error fetching profiles', query.error);
    if (!notified.current) {
      notified.current = true;
      notify.error('Error', FETCH_PROFILES_FAILED);
    }
  }, [query.isError, query.error]);

  if (query.isPending) {
    return (
      <HStack gap="3" py="8" justify="center" role="status">
        <Spinner size="sm" />
        <Text>Loading users...</Text>
      </HStack>
    );
  }
  if (query.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{FETCH_PROFILES_FAILED}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Box flex="1" minW="220px" maxW="sm">
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search name, email, company"
            value={paged.search}
            onChange={(e) => paged.setSearch(e.target.value)}
          />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {query.data.length} {query.data.length === 1 ? 'user' : 'users'}
        </Text>
      </HStack>
      {paged.total === 0 ? (
        <Text py="8" textAlign="center" color="fg.muted">
          No users found
        </Text>
      ) : (
        <UsersTable profiles={paged.rows} onEdit={onEdit} />
      )}
      <ListPager
        label="Users"
        page={paged.page}
        pageCount={paged.pageCount}
        pageSize={paged.pageSize}
        total={paged.total}
        onPageChange={paged.setPage}
      />
    </Stack>
  );
}
