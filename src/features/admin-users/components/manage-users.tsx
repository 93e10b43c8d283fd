import { Alert, Box, Button, Field, HStack, IconButton, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import {
  LIST_PAGE_SIZE,
  LIST_SEARCH_MAX,
  PROFILE_STATUSES,
  ROLE_LABELS,
  USER_SORTS,
  type Profile,
  type UserSort,
} from '@/backend';
import { notify } from '@/components/ui/toaster';
import { FilterSelect } from '@/components/ui/filter-select';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { useBackend } from '@/lib/backend-context';
import type { CsvColumn } from '@/lib/csv-export';
import { ListPager } from '@/components/ui/list-pager';
import { useLastPageCorrection, useListUrlState } from '@/lib/list-url-state';
import { useUsersPage } from '../api/admin-users-api';
import { StatusBadge } from './status-badge';

export const FETCH_PROFILES_FAILED = 'Failed to fetch user profiles';

function displayName(p: Profile): string {
  return p.display_name || [p.first_name, p.last_name].filter(Boolean).join(' ') || '—';
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
            <Table.ColumnHeader>Role</Table.ColumnHeader>
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
              // A card wraps a long email; Table.ScrollArea keeps the table's rows on one line.
              whiteSpace={{ base: 'normal', md: 'nowrap' }}
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
                overflowWrap="anywhere"
              >
                {p.email ?? '—'}
              </Table.Cell>
              <Table.Cell role="cell" {...cellStyles} data-label="Company" gridColumn="1 / -1">
                {p.company || '—'}
              </Table.Cell>
              <Table.Cell role="cell" {...cellStyles} data-label="Role" gridColumn="1 / -1">
                {p.role || 'User'}
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

/** The users export: every column of the list, plus what the cards leave out. */
export const USER_EXPORT_COLUMNS: CsvColumn<Profile>[] = [
  { header: 'Name', value: (p) => displayName(p) },
  { header: 'First name', value: (p) => p.first_name },
  { header: 'Last name', value: (p) => p.last_name },
  { header: 'Email', value: (p) => p.email },
  { header: 'Company', value: (p) => p.company },
  { header: 'Phone', value: (p) => p.phone },
  { header: 'Role', value: (p) => p.role || 'User' },
  { header: 'Status', value: (p) => p.status || 'Active' },
  { header: 'Created', value: (p) => p.created_at },
  { header: 'Updated', value: (p) => p.updated_at },
];

const STATUS_LABELS = { '': 'All statuses', Active: 'Active', Inactive: 'Inactive', Suspended: 'Suspended' };
const ROLE_FILTER_LABELS = { '': 'All roles', Admin: 'Admin', Moderator: 'Moderator', User: 'User' };
const SORT_LABELS: Record<UserSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A–Z)',
  email: 'Email (A–Z)',
};

/**
 * Manage tab: profiles newest first (or as sorted), 25 per page, searchable by name, email or company and
 * filtered by status and role. The backend searches, counts and cuts the page; the address holds the view.
 */
export function ManageUsers({ onEdit }: { onEdit: (profile: Profile) => void }) {
  const backend = useBackend();
  const list = useListUrlState({ status: PROFILE_STATUSES, role: ROLE_LABELS, sort: USER_SORTS });
  const { status, role, sort } = list.values;
  const filters = { search: list.q, status, role, sort: sort ?? 'newest' } as const;
  const query = useUsersPage({ ...filters, page: list.page, pageSize: LIST_PAGE_SIZE });

  const beyond = useLastPageCorrection(list, query.data?.total, LIST_PAGE_SIZE, !query.isPlaceholderData);

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

  const filterFields = (
    <Stack
      role="search"
      aria-label="Filter users"
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align={{ md: 'flex-end' }}
      flexWrap="wrap"
    >
      <Field.Root flex="1" minW={{ md: '56' }}>
        <Field.Label>Search users</Field.Label>
        <Input
          size="sm"
          type="search"
          placeholder="Search name, email, company"
          value={list.text}
          maxLength={LIST_SEARCH_MAX}
          onChange={(e) => list.setText(e.target.value)}
        />
      </Field.Root>
      <FilterSelect
        size="sm"
        w={{ base: 'full', sm: 'auto' }}
        minW={{ sm: '40' }}
        label="Status"
        value={status ?? ''}
        options={STATUS_LABELS}
        onChange={(v) => list.set('status', v || undefined)}
      />
      <FilterSelect
        size="sm"
        w={{ base: 'full', sm: 'auto' }}
        minW={{ sm: '40' }}
        label="Role"
        value={role ?? ''}
        options={ROLE_FILTER_LABELS}
        onChange={(v) => list.set('role', v || undefined)}
      />
      <FilterSelect
        size="sm"
        w={{ base: 'full', sm: 'auto' }}
        minW={{ sm: '40' }}
        label="Sort"
        value={sort ?? 'newest'}
        options={SORT_LABELS}
        onChange={(v) => list.set('sort', v === 'newest' ? undefined : v)}
      />
    </Stack>
  );

  if (query.isPending) {
    return (
      <Stack gap="4">
        {filterFields}
        <HStack gap="3" py="8" justify="center" role="status">
          <Spinner size="sm" />
          <Text>Loading users...</Text>
        </HStack>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="4">
        {filterFields}
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{FETCH_PROFILES_FAILED}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert.Root>
      </Stack>
    );
  }

  const { rows, total } = query.data;
  return (
    <Stack gap="4">
      {filterFields}
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {total.toLocaleString()} {total === 1 ? 'user' : 'users'}
            {list.filtered ? ' match' : ''}
          </Text>
          {list.filtered && (
            <Button size="xs" variant="ghost" onClick={list.clear}>
              Clear filters
            </Button>
          )}
        </HStack>
        <ExportCsvButton
          view="users"
          filters={filters}
          total={total}
          columns={USER_EXPORT_COLUMNS}
          fetchPage={(page, pageSize) => backend.profiles.page({ ...filters, page, pageSize })}
        />
      </HStack>
      {rows.length === 0 && !beyond ? (
        <Text py="8" textAlign="center" color="fg.muted">
          No users found
        </Text>
      ) : (
        <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={query.isPlaceholderData}>
          <UsersTable profiles={rows} onEdit={onEdit} />
        </Box>
      )}
      <ListPager label="Users" page={list.page} pageSize={LIST_PAGE_SIZE} total={total} onPageChange={list.setPage} />
    </Stack>
  );
}
