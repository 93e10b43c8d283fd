import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BackendError,
  GENERIC_ERROR_MESSAGE,
  isBackendError,
  splitDisplayName,
  type CreateUserInput,
  type ProfilePatch,
  type UpdateUserInput,
  type UserListQuery,
} from '@/backend';
import { useBackend } from '@/lib/backend-context';

/** Resource-named keys, so a change made on any admin screen refreshes every screen that shows it. */
export const profileKeys = {
  all: ['profiles'] as const,
  list: ['profiles', 'list'] as const,
  page: (query: UserListQuery) => ['profiles', 'page', query] as const,
  byEmail: (email: string) => ['profiles', 'by-email', email.trim().toLowerCase()] as const,
};

export const USER_NOT_FOUND = 'User not found';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * SPEC §8 admin screens: the provider's message passes through; anything else (including an adapter's
 * own generic text, which carries no server message) reads 'An unexpected error occurred'.
 */
export function adminErrorMessage(error: unknown): string {
  return isBackendError(error) && error.message && error.message !== GENERIC_ERROR_MESSAGE
    ? error.message
    : UNEXPECTED_ERROR;
}

/** One page of the Manage tab, searched, filtered, sorted and counted by the backend. */
export function useUsersPage(query: UserListQuery) {
  const backend = useBackend();
  return useQuery({
    queryKey: profileKeys.page(query),
    queryFn: () => backend.profiles.page(query),
    // Paging and typing keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The update tab's lookup; null when no profile has this email. */
export function useProfileByEmail(email: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: profileKeys.byEmail(email ?? ''),
    queryFn: () => backend.profiles.findByEmail(email!.trim()),
    enabled: Boolean(email?.trim()),
    staleTime: 0,
  });
}

export function useCreateUser() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => backend.admin.createUser(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** The columns the update form writes; a blank User Name leaves the stored names alone. */
export function updatePatch(
  values: Required<Pick<UpdateUserInput, 'displayName' | 'company' | 'phone' | 'status'>>,
): ProfilePatch {
  const patch: ProfilePatch = {
    company: values.company.trim() || null,
    phone: values.phone.trim() || null,
    status: values.status,
  };
  const displayName = values.displayName.trim();
  if (displayName) {
    const { first_name, last_name } = splitDisplayName(displayName);
    Object.assign(patch, { display_name: displayName, first_name, last_name });
  }
  return patch;
}

/** SPEC §7: look the user up by email, then update that id (the server stamps updated_at). */
export function useUpdateUser() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Parameters<typeof updatePatch>[0] & { email: string }) => {
      // SPEC §8: a failed lookup reads 'User not found', whatever the cause.
      const profile = await backend.profiles.findByEmail(values.email.trim()).catch((error: unknown) => {
        console.error('User lookup failed', error);
        return null;
      });
      if (!profile) throw new BackendError('not_found', USER_NOT_FOUND);
      return backend.profiles.update(profile.id, updatePatch(values));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
