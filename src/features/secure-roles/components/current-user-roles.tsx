import { Card, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { LIST_PAGE_SIZE, LIST_SEARCH_MAX, type ProfileSummary } from '@/backend';
import { ListPager } from '@/components/ui/list-pager';
import type { UserWithRoles } from '../api/secure-roles-api';
import { NoRolesBadge, RoleBadge } from './role-badge';

function nameOf(u: ProfileSummary): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || 'Unknown User';
}

export interface CurrentUserRolesProps {
  /** The users of this page with their roles. */
  entries: readonly UserWithRoles[];
  /** How many users match the search in all. */
  total: number;
  loading?: boolean;
  /** The page's rows are the previous ones while the next arrive. */
  stale?: boolean;
  search: string;
  onSearchChange: (text: string) => void;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Panel 2: users with their role badges, 25 per page, searched and counted by the server. */
export function CurrentUserRoles({
  entries,
  total,
  loading = false,
  stale = false,
  search,
  onSearchChange,
  page,
  onPageChange,
}: CurrentUserRolesProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Current User Roles</Card.Title>
        <Card.Description aria-live="polite">
          {loading ? 'Loading...' : `${total.toLocaleString()} ${total === 1 ? 'user' : 'users'}`}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Input
            type="search"
            aria-label="Search user roles"
            placeholder="Search by name, email or company"
            value={search}
            maxLength={LIST_SEARCH_MAX}
            onChange={(e) => onSearchChange(e.target.value)}
            maxW={{ md: 'sm' }}
          />
          {loading ? (
            <HStack role="status" gap="3" py="4">
              <Spinner size="sm" />
              <Text>Loading users...</Text>
            </HStack>
          ) : entries.length === 0 ? (
            <Text color="fg.muted" py="4">
              No users found
            </Text>
          ) : (
            <Stack
              as="ul"
              gap="0"
              listStyleType="none"
              divideY="1px"
              aria-label="Users and their roles"
              aria-busy={stale}
              opacity={stale ? 0.6 : 1}
            >
              {entries.map(({ user, roles }) => (
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
            page={page}
            pageSize={LIST_PAGE_SIZE}
            total={total}
            onPageChange={onPageChange}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
