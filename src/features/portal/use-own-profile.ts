import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

export const ownProfileQueryKey = (userId: string | undefined) => ['profiles', 'own', userId] as const;

/** The signed-in user's profile (SPEC §7 "Read own profile"); keyed by user so accounts never share a cache entry. */
export function useOwnProfile(userId: string | undefined) {
  const backend = useBackend();
  return useQuery({
    queryKey: ownProfileQueryKey(userId),
    queryFn: () => backend.profiles.getOwn(),
    enabled: Boolean(userId),
  });
}
