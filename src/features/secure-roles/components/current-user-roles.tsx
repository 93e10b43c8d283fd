import { Card, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { AppRole, ProfileSummary, UserRole } from '@/backend';
import { ListPager, usePagedFilter } from '@/components/ui/list-pager';
import { NoRolesBadge, RoleBadge } from './role-badge';

export interface UserWithRoles {
  user: ProfileSummary;
  roles: AppRole[];
}

/** Joins each profile with its user_roles rows, in the order the profiles came. */
export function usersWithRoles(users: readonly ProfileSummary[], roles: readonly UserRole[]): UserWithRoles[] {
  const byUser = new Map<string, AppRole[]>();
  for (const r of roles) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.role]);
  return users.map((user) => ({ user, roles: byUser.get(user.id) ?? [] }));
}

function nameOf(u: ProfileSummary): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || 'Unknown User';
}

function matches({ user: u }: UserWithRoles, needle: string): boolean {
  return (
    [u.first_name, u.last_name, u.email, u.company].some((v) => v?.toLowerCase().includes(needle)) ||
    nameOf(u).toLowerCase().includes(needle)
  );
}

/** Panel 2: every user with their role badges, 25 per page, searchable. */
export function CurrentUserRoles({
  entries,
  loading = false,
}: {
  entries: readonly UserWithRoles[];
  loading?: boolean;
}) {
  const paged = usePagedFilter(entries, matches);
  const count = useMemo(() => entries.length.toLocaleString(), [entries.length]);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Current User Roles</Card.Title>
        <Card.Description>
          {loading ? 'Loading...' : `${count} ${entries.length === 1 ? 'user' : 'users'}`}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Input
            type="search"
            aria-label="Search user roles"
            placeholder="Search by name, email or company"
            value={paged.search}
            onChange={(e) => paged.setSearch(e.target.value)}
            maxW={{ md: 'sm' }}
          />
          {loading ? (
            <HStack role="status" gap="3" py="4">
              <Spinner size="sm" />
              <Text>Loading users...</Text>
            </HStack>
          ) : paged.total === 0 ? (
            <Text color="fg.muted" py="4">
              No users found
            </Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" divideY="1px" aria-label="Users and their roles">
              {paged.rows.map(({ user, roles }) => (
                <Stack
                  as="li"
                  key={user.id}
                  direction={{ base: 'column', md: 'row' }}
                  justify="space-between"
                  align={{ md: 'center' }}
                  gap="2"
                  py="3"
                >
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" wordBreak="break-word">
                      {nameOf(user)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {user.email ?? '—'}
                    </Text>
                    {user.company && (
                      <Text fontSize="sm" color="fg.muted">
                        {user.company}
                      </Text>
                    )}
                  </Stack>
                  <Wrap gap="2" aria-label="Roles">
                    {roles.length === 0 ? <NoRolesBadge /> : roles.map((role) => <RoleBadge key={role} role={role} />)}
                  </Wrap>
                </Stack>
              ))}
            </Stack>
          )}
          <ListPager
            label="User roles"
            page={paged.page}
            pageCount={paged.pageCount}
            pageSize={paged.pageSize}
            total={paged.total}
            onPageChange={paged.setPage}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
