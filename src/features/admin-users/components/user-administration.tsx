import { Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Profile } from '@/backend';
import { paths } from '@/config/paths';
import { profileKeys } from '../api/admin-users-api';
import { adminTabSearch, parseAdminTab, type AdminTab } from '../tabs';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { PageTabs } from '@/components/ui/page-tabs';
import { ManageUsers } from './manage-users';
import { lazyNamed } from '@/lib/lazy-named';

// Each tab mounts when shown: the forms' code (react-hook-form, their dialogs) loads with its tab, so
// the Manage tab's first rows wait for none of it.
const CreateUserForm = lazyNamed(() => import('./create-user-form'), 'CreateUserForm');
const UpdateUserForm = lazyNamed(() => import('./update-user-form'), 'UpdateUserForm');
const tabLoading = <PageSpinner minH="12rem" />;

/** /admin, User Administration (SPEC §2): create, update and manage tabs driven by the URL. */
export function UserAdministration() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const fromUrl = {
    tab: parseAdminTab(searchParams.get('tab')),
    user: searchParams.get('tab') === 'update' ? searchParams.get('user') : null,
  };
  const urlKey = `${fromUrl.tab}|${fromUrl.user ?? ''}`;
  // Only the three tab values exist, and create carries no parameter: an unknown or explicit create
  // tab becomes plain /admin, replacing the entry so Back does not return to the bad address.
  const rawTab = searchParams.get('tab');
  const tabIsNotCanonical = rawTab !== null && (rawTab === 'create' || parseAdminTab(rawTab) !== rawTab);
  useEffect(() => {
    if (tabIsNotCanonical) setSearchParams(adminTabSearch('create'), { replace: true });
  }, [tabIsNotCanonical, setSearchParams]);
  // The router commits navigations in a transition; mirror the URL locally so the tab switches at once
  // and the tabs widget never sees a stale value. Back and forward still win (the URL changed).
  const [shown, setShown] = useState({ urlKey, ...fromUrl });
  if (shown.urlKey !== urlKey) setShown({ urlKey, ...fromUrl });
  const { tab, user: userEmail } = shown;

  const goTo = (next: AdminTab, email?: string) => {
    setShown((current) => ({ ...current, tab: next, user: next === 'update' ? (email ?? null) : null }));
    setSearchParams(adminTabSearch(next, email));
  };

  // The edit icon fills the update form from the row at once; the lookup then refreshes it.
  const edit = (profile: Profile) => {
    if (!profile.email) return;
    queryClient.setQueryData(profileKeys.byEmail(profile.email), profile);
    goTo('update', profile.email);
  };

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            User Administration
          </Heading>
          <Text color="fg.muted">
            Create accounts, update a user&apos;s details and status, and review every profile.
          </Text>
        </Stack>
        <Card.Root>
          <Card.Body p={{ base: '4', md: '6' }}>
            <PageTabs
              value={tab}
              onValueChange={goTo}
              variant="line"
              size={{ base: 'sm', md: 'md' }}
              fitted
              listProps={{ mb: '6', whiteSpace: 'nowrap' }}
              tabs={[
                {
                  value: 'create',
                  label: 'Create User',
                  content: (
                    <Suspense fallback={tabLoading}>
                      <CreateUserForm />
                    </Suspense>
                  ),
                },
                {
                  value: 'update',
                  label: 'Update User',
                  content: (
                    <Suspense fallback={tabLoading}>
                      <UpdateUserForm
                        key={userEmail ?? ''}
                        userEmail={userEmail}
                        onFind={(email) => goTo('update', email)}
                      />
                    </Suspense>
                  ),
                },
                { value: 'manage', label: 'Manage Users', content: <ManageUsers onEdit={edit} /> },
              ]}
            />
          </Card.Body>
        </Card.Root>
        <HStack justify="center">
          <Button asChild variant="outline">
            <Link to={paths.portal}>Return to Portal</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
