import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createUserInputSchema } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { adminErrorMessage, useCreateUser } from '../api/admin-users-api';
import { FormField } from './form-field';

type CreateValues = z.input<typeof createUserInputSchema>;
const EMPTY: CreateValues = { displayName: '', email: '', password: '', phone: '', company: '' };

/**
 * Create tab (SPEC §2, §3): the account is created through the admin port, which never touches the
 * admin's own session. The role is fixed at User; roles change only in Secure Role Management.
 */
export function CreateUserForm() {
  const createUser = useCreateUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateValues, unknown, z.output<typeof createUserInputSchema>>({
    resolver: zodResolver(createUserInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createUser.mutateAsync(values);
      notify.success('Success', 'User created successfully');
      reset(EMPTY);
    } catch (error) {
      console.error('Error creating user', error);
      notify.error('Error', adminErrorMessage(error));
    }
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate aria-label="Create user">
        <Text color="fg.muted">
          New accounts start Active with the User role. Share the password with the user securely; they can change it
          from their portal.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="User Name" required error={errors.displayName?.message}>
            <Input autoComplete="off" {...register('displayName')} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField
            label="Password"
            required
            error={errors.password?.message}
            helper="At least 8 characters with a lowercase letter, an uppercase letter and a number."
          >
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="off" placeholder="+19495550123" {...register('phone')} />
          </FormField>
          <FormField label="Company" error={errors.company?.message}>
            <Input autoComplete="off" {...register('company')} />
          </FormField>
          <FormField label="Role" helper="Roles change only in Secure Role Management.">
            <Input value="User" readOnly aria-readonly="true" bg="bg.muted" />
          </FormField>
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={createUser.isPending}
          loadingText="Creating..."
        >
          Create User
        </Button>
      </form>
    </Stack>
  );
}
