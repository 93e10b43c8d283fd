import { Button, HStack, Input, Link as ChakraLink, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EDITABLE_STATUSES, updateUserInputSchema, type Profile } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { USER_NOT_FOUND, adminErrorMessage, useProfileByEmail, useUpdateUser } from '../api/admin-users-api';
import { useAuth } from '@/lib/auth';
import { ApproveSecondFactor } from './approve-second-factor';
import { FormField } from './form-field';
import { ResetSecondFactor } from './reset-second-factor';

type UpdateValues = z.input<typeof updateUserInputSchema>;
const EMPTY: UpdateValues = { email: '', displayName: '', company: '', phone: '', status: 'Active' };

function valuesFrom(profile: Profile): UpdateValues {
  const name = profile.display_name ?? [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return {
    email: profile.email ?? '',
    displayName: name,
    company: profile.company ?? '',
    phone: profile.phone ?? '',
    // The form offers only Active and Suspended (SPEC §4).
    status: profile.status === 'Suspended' ? 'Suspended' : 'Active',
  };
}

/**
 * Update tab: `userEmail` (the URL's `user` parameter) loads that user into the form; Find User puts the
 * typed email in the URL. Submitting looks the user up by email again and updates that id.
 */
export function UpdateUserForm({ userEmail, onFind }: { userEmail: string | null; onFind: (email: string) => void }) {
  const { user } = useAuth();
  const lookup = useProfileByEmail(userEmail);
  const updateUser = useUpdateUser();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<UpdateValues, unknown, z.output<typeof updateUserInputSchema>>({
    resolver: zodResolver(updateUserInputSchema),
    defaultValues: userEmail ? { ...EMPTY, email: userEmail } : EMPTY,
  });

  const loaded = lookup.data ?? null;
  const notified = useRef<string | null>(null);
  useEffect(() => {
    if (loaded) {
      reset(valuesFrom(loaded));
      return;
    }
    if (!userEmail || lookup.isFetching) return;
    if (lookup.isError || lookup.data === null) {
      if (lookup.isError) console.error('User lookup failed', lookup.error);
      if (notified.current !== userEmail) {
        notified.current = userEmail;
        notify.error('Error', USER_NOT_FOUND);
      }
    }
  }, [loaded, userEmail, lookup.isFetching, lookup.isError, lookup.data, lookup.error, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateUser.mutateAsync(values);
      notify.success('Success', 'User updated successfully');
      reset(valuesFrom(updated));
    } catch (error) {
      console.error('Error updating user', error);
      notify.error('Error', adminErrorMessage(error));
    }
  });

  const find = () => {
    const email = getValues('email').trim();
    if (email) onFind(email);
  };
  const notFound = Boolean(userEmail) && !lookup.isFetching && (lookup.isError || lookup.data === null);
  const otherStatus =
    loaded?.status && !(EDITABLE_STATUSES as readonly string[]).includes(loaded.status) ? loaded.status : null;

  return (
    <Stack gap="8">
      <Stack asChild gap="5">
        <form onSubmit={onSubmit} noValidate aria-label="Update user">
          <Text color="fg.muted">
            Enter the user&apos;s email and choose Find User to load their details, or use the edit icon in Manage
            Users.
          </Text>
          <FormField label="Email" required error={errors.email?.message ?? (notFound ? USER_NOT_FOUND : undefined)}>
            <HStack width="full" gap="2" align="stretch">
              <Input
                type="email"
                autoComplete="off"
                {...register('email')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    find();
                  }
                }}
              />
              <Button variant="outline" onClick={find} loading={lookup.isFetching} loadingText="Finding...">
                Find User
              </Button>
            </HStack>
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label="User Name"
              error={errors.displayName?.message}
              helper="Split on the first space into first and last name."
            >
              <Input autoComplete="off" {...register('displayName')} />
            </FormField>
            <FormField label="Company" error={errors.company?.message}>
              <Input autoComplete="off" {...register('company')} />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="off" {...register('phone')} />
            </FormField>
            <FormField
              label="Role"
              helper={
                <>
                  Roles change only in{' '}
                  <ChakraLink asChild color="blue.fg">
                    <Link to={paths.secureRoles}>Secure Role Management</Link>
                  </ChakraLink>
                  .
                </>
              }
            >
              <Input value={loaded?.role ?? 'User'} readOnly aria-readonly="true" bg="bg.muted" />
            </FormField>
            <FormField
              label="Status"
              error={errors.status?.message}
              helper={otherStatus ? `Currently ${otherStatus}; saving sets the status chosen here.` : undefined}
            >
              <NativeSelect.Root>
                <NativeSelect.Field {...register('status')}>
                  {EDITABLE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="flex-start"
            loading={updateUser.isPending}
            loadingText="Updating..."
          >
            Update User
          </Button>
        </form>
      </Stack>
      {/* Another administrator's authenticator app gives admin rights once another admin approves it. */}
      {loaded && loaded.id !== user?.id && loaded.role === 'Admin' && <ApproveSecondFactor profile={loaded} />}
      {/* Another user's authenticator app; an admin's own is theirs to keep. */}
      {loaded && loaded.id !== user?.id && <ResetSecondFactor profile={loaded} />}
    </Stack>
  );
}
