import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BackendAdapter, ProfileSummary } from '@/backend';
import { useBackend } from '@/lib/backend-context';

/** How many matches a picker lists; nobody scrolls more, they type. */
export const USER_PICKER_SIZE = 50;

/** SPEC §2 dropdown entry: 'first last (email)', else the email, else 'Unknown User'. */
export function userLabel(u: Pick<ProfileSummary, 'first_name' | 'last_name' | 'email'>): string {
  const name = [u.first_name, u.last_name].filter(Boolean).join(' ');
  if (name && u.email) return `${name} (${u.email})`;
  return u.email || name || 'Unknown User';
}

/**
 * The profiles of the given ids the caller may read, by id, in one read (the audit lists name their users). A
 * failed read names nobody instead of failing the list: it is logged and the map is empty.
 */
export async function summariesById(
  backend: BackendAdapter,
  ids: Iterable<string | null>,
): Promise<Map<string, ProfileSummary>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  const people = new Map<string, ProfileSummary>();
  if (wanted.length === 0) return people;
  try {
    for (const person of await backend.profiles.summariesFor(wanted)) people.set(person.id, person);
  } catch (error) {
    console.error('Error fetching audit log users', error);
  }
  return people;
}

/**
 * The users matching a search, asked of the server (name, email or company; newest first), at most
 * USER_PICKER_SIZE of them and how many match in all.
 */
export function useUserSearch(search: string) {
  const backend = useBackend();
  const text = search.trim();
  return useQuery({
    queryKey: ['profiles', 'picker', text],
    queryFn: async () => {
      const { rows, total } = await backend.profiles.page({ search: text, pageSize: USER_PICKER_SIZE });
      const users: ProfileSummary[] = rows;
      return { users, total };
    },
    // Typing keeps the previous matches listed until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
