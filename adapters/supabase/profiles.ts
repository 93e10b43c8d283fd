import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  BackendError,
  profilePatchSchema,
  profileSchema,
  profileSummarySchema,
  userListQuerySchema,
  type BackendAdapter,
  type ListPage,
  type Profile,
  type ProfilePatch,
} from '@/backend';
import type { CurrentSession, InvokeAsCaller } from './caller-session';
import { pageRange, unwrapPage } from './list-queries';
import { guard, unwrap, type PostgrestResult } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/** The Edge Function that bans or unbans the auth user with a status change (supabase/functions). */
export const ADMIN_SET_USER_STATUS_FUNCTION = 'admin-set-user-status';

const PROFILE_SUMMARY_COLUMNS = 'id, email, first_name, last_name, company';
/** The statuses that change whether the auth user may sign in (banned or not). */
const BAN_STATUSES = new Set(['Active', 'Suspended']);

/** `.single()` reads where "no visible row" is an answer (null), not a failure; several rows still fail. */
function unwrapOptional<T>(result: PostgrestResult<T>): T | null {
  if (result.error?.code === 'PGRST116') {
    const count = /contains? (\d+) rows/.exec(result.error.details ?? '');
    if (!count || Number(count[1]) === 0) return null;
  }
  return unwrap(result);
}

const profileListSchema = z.array(profileSchema);
const profilePageSchema = z.object({ rows: profileListSchema, total: z.number().int().nonnegative() });

/**
 * `public.user_list_page()` (migration 2800): the list's read with a search. It applies the profiles policy
 * itself and then filters, so an admin's search reads the trigram indexes; through PostgREST under row-level
 * security the policy came first and every search read every profile (decision 13).
 */
export const USER_LIST_PAGE_RPC = 'user_list_page';

/**
 * Profiles on supabase-js: public.profiles under its policies (the own row, or every row for admins), paged and
 * searched by PostgREST for the staff list. A status change that bans or unbans goes on to the Edge Function.
 */
export function profilesPort(
  client: SupabaseClient,
  currentSession: CurrentSession,
  invokeAsCaller: InvokeAsCaller,
): BackendAdapter['profiles'] {
  async function updateProfile(id: string, patch: ProfilePatch): Promise<Profile> {
    const parsedId = parseInput(z.uuid({ message: 'Invalid user ID format' }), id);
    // The known columns are checked with the SPEC §5 rules; any other column is left to the database,
    // which holds the authority over what may be written (role, email, id: 42501, i.e. forbidden).
    const known = new Set(Object.keys(profilePatchSchema.shape));
    const entries = Object.entries(patch as Record<string, unknown>);
    const others = Object.fromEntries(entries.filter(([key]) => !known.has(key)));
    const checked = parseInput(
      profilePatchSchema.strip(),
      Object.fromEntries(entries.filter(([key]) => known.has(key))),
    );
    const changes: Record<string, unknown> = { ...checked, ...others };
    let profile: Profile;
    if (Object.keys(changes).length === 0) {
      const row = unwrap(await client.from('profiles').select('*').eq('id', parsedId).maybeSingle());
      if (!row) throw new BackendError('not_found', 'User not found');
      profile = parseResponse(profileSchema, row, 'profile');
    } else {
      // updated_at is stamped by the database trigger; the browser's clock is not trusted for it.
      const row = unwrap(await client.from('profiles').update(changes).eq('id', parsedId).select('*').single());
      profile = parseResponse(profileSchema, row, 'profile');
    }
    if (checked.status !== undefined && BAN_STATUSES.has(checked.status)) {
      // The status column alone does not stop sign-ins: the function bans or unbans the auth user.
      await invokeAsCaller(ADMIN_SET_USER_STATUS_FUNCTION, { user_id: parsedId, status: checked.status });
    }
    return profile;
  }

  return {
    getOwn: () =>
      guard(async () => {
        // No caller, no own profile (the mock answers the same).
        const session = await currentSession();
        if (!session) return null;
        const row = unwrapOptional(await client.from('profiles').select('*').eq('id', session.user.id).single());
        return row === null ? null : parseResponse(profileSchema, row, 'profile');
      }),

    getById: (id) =>
      guard(async () => {
        // A malformed id can match no row; PostgREST would answer 22P02 instead of "nothing".
        if (!z.uuid().safeParse(id).success) return null;
        const row = unwrap(await client.from('profiles').select('*').eq('id', id).maybeSingle());
        return row === null ? null : parseResponse(profileSchema, row, 'profile');
      }),

    list: () =>
      guard(async () => {
        const rows = unwrap(await client.from('profiles').select('*').order('created_at', { ascending: false }));
        return parseResponse(profileListSchema, rows, 'profiles');
      }),

    page: (query) =>
      guard(async (): Promise<ListPage<Profile>> => {
        const { search, status, role, sort, page, pageSize } = parseInput(userListQuerySchema, query);
        if (search) {
          const answer = unwrap(
            await client.rpc(USER_LIST_PAGE_RPC, {
              _search: search,
              _status: status ?? null,
              _role: role ?? null,
              _sort: sort,
              _page: page,
              _page_size: pageSize,
            }),
          );
          return parseResponse(profilePageSchema, answer, 'profiles');
        }
        // Without a search the list's reads are answered by their btree indexes through PostgREST.
        let request = client.from('profiles').select('*', { count: 'exact' });
        // The list shows a profile without a status as Active (SPEC §2), so the filter finds it there.
        if (status === 'Active') request = request.or('status.eq.Active,status.is.null');
        else if (status) request = request.eq('status', status);
        if (role) request = request.eq('role', role);
        // Every order ends on the id, so pages never overlap or skip a row whose key ties.
        if (sort === 'name')
          request = request
            .order('display_name', { ascending: true, nullsFirst: false })
            .order('email', { ascending: true, nullsFirst: false });
        else if (sort === 'email') request = request.order('email', { ascending: true, nullsFirst: false });
        else request = request.order('created_at', { ascending: sort === 'oldest' });
        request = request.order('id', { ascending: true });
        const { rows, total } = unwrapPage(await request.range(...pageRange(page, pageSize)));
        return { rows: parseResponse(profileListSchema, rows, 'profiles'), total };
      }),

    findByEmail: (email) =>
      guard(async () => {
        // GoTrue stores emails lower-cased and profiles.email mirrors auth.users.email.
        const wanted = email.trim().toLowerCase();
        if (wanted === '') return null;
        const row = unwrapOptional(await client.from('profiles').select('*').eq('email', wanted).single());
        return row === null ? null : parseResponse(profileSchema, row, 'profile');
      }),

    summariesFor: (ids) =>
      guard(async () => {
        const unique = [...new Set(ids)].filter((id) => z.uuid().safeParse(id).success);
        if (unique.length === 0) return [];
        const rows = unwrap(await client.from('profiles').select(PROFILE_SUMMARY_COLUMNS).in('id', unique));
        return parseResponse(z.array(profileSummarySchema), rows, 'profile summaries');
      }),

    update: (id, patch) => guard(() => updateProfile(id, patch)),
  };
}
