import { http, HttpResponse } from 'msw';
import { profilePatchSchema, profileSchema, SELF_EDITABLE_COLUMNS } from '@/backend';
import { API_ROUTES } from '../api/routes';
import {
  callerIsAdmin,
  isoNow,
  isSuspended,
  issueMessages,
  prepare,
  restCaller,
  restError,
  type HandlerContext,
} from './context';
import { parseQuery, runQuery } from './postgrest-query';

const COLUMNS = Object.keys(profileSchema.shape);
const PATCHABLE = Object.keys(profilePatchSchema.shape);

/**
 * public.profiles with its policies: authenticated only; a user sees and updates only their own row and
 * only the safe columns (the column grant); admins see and update every row and every column but `role`,
 * which only assign_user_role writes; a suspended caller matches no row.
 */
export function profileHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.profiles}`;

  function visibleIds(userId: string): (id: string) => boolean {
    if (isSuspended(ctx, userId)) return () => false;
    if (callerIsAdmin(ctx, userId)) return () => true;
    return (id) => id === userId;
  }

  return [
    http.get(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for table profiles');
      const query = parseQuery(new URL(request.url), COLUMNS);
      if ('error' in query) return restError(400, '42703', `column profiles.${query.error} does not exist`);
      const visible = visibleIds(caller.userId);
      return HttpResponse.json(
        runQuery(
          ctx.db.profiles.findMany((q) => q.where((p) => visible(p.id))),
          query,
        ),
      );
    }),

    http.patch(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for table profiles');
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return restError(400, 'PGRST102', 'Empty or invalid json');
      const keys = Object.keys(body);
      for (const k of keys)
        if (!COLUMNS.includes(k))
          return restError(400, 'PGRST204', `Could not find the '${k}' column of 'profiles' in the schema cache`);
      const admin = callerIsAdmin(ctx, caller.userId);
      const granted: readonly string[] = admin ? PATCHABLE : SELF_EDITABLE_COLUMNS;
      // Nobody holds an UPDATE grant on role (nor id, email, timestamps); owners only on the safe columns.
      if (keys.some((k) => !granted.includes(k)))
        return restError(403, '42501', 'permission denied for table profiles');
      const patch = profilePatchSchema.safeParse(body);
      if (!patch.success) {
        const messages = issueMessages(patch.error);
        return restError(400, '23514', messages.join(', '), messages.join('\n'));
      }
      const query = parseQuery(new URL(request.url), COLUMNS);
      if ('error' in query) return restError(400, '42703', `column profiles.${query.error} does not exist`);
      const visible = visibleIds(caller.userId);
      const targets = runQuery(
        ctx.db.profiles.findMany((q) => q.where((p) => visible(p.id))),
        { ...query, select: ['id'], order: null, limit: null },
      ).map((r) => String(r.id));
      const updated = await ctx.db.exclusive(async () => {
        const rows = [];
        for (const id of targets) {
          const row = await ctx.db.profiles.update((q) => q.where({ id }), {
            data(p) {
              Object.assign(p, patch.data);
              p.updated_at = isoNow(ctx);
            },
          });
          if (row) rows.push({ ...row });
        }
        return rows;
      });
      // A row hidden by the policy is not an error: zero rows change.
      if ((request.headers.get('prefer') ?? '').includes('return=representation'))
        return HttpResponse.json(runQuery(updated, { ...query, filters: [], order: null, limit: null }));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
