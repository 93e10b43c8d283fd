import { http, HttpResponse } from 'msw';
import { profilePatchSchema, profileSchema, type Profile } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { LAST_ADMIN_HINT, LAST_ADMIN_SUSPEND_MESSAGE, STATUS_ADMIN_ONLY_MESSAGE } from '../api/wire';
import {
  asPgText,
  callerIsActive,
  callerIsAdmin,
  countOtherActiveAdmins,
  isoNow,
  issueMessages,
  prepare,
  readRestRow,
  restCaller,
  restError,
  roleOf,
  unstorableText,
  withoutGrant,
  type HandlerContext,
  type RestCaller,
} from './context';
import { preferences, queryFor, rowsResponse, runQuery, wantsObject } from './postgrest-query';
import type { TableShape } from './table-shape';
import { recordStaffAction } from './staff-audit-log';
import { NO_GRANT, selectHandler } from './table';

export const PROFILES_TABLE: TableShape = {
  name: 'profiles',
  columns: Object.keys(profileSchema.shape),
  uuidColumns: ['id'],
};

/**
 * The column-level UPDATE grant of the migration, the same for every signed-in caller: status is granted
 * too (the trigger refuses it from non-admins) and updated_at (the trigger stamps it). role, email, id and
 * created_at are granted to nobody.
 */
const UPDATE_GRANT = ['first_name', 'last_name', 'phone', 'company', 'display_name', 'status', 'updated_at'];

const denied = (status: number) => restError(status, '42501', 'permission denied for table profiles');

/**
 * public.profiles with its policies and its BEFORE UPDATE trigger: authenticated only; a user sees and
 * updates only their own row, admins every row; a suspended caller matches no row. Only admins change a
 * status, and nobody suspends the last active admin.
 */
export function profileHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.profiles}`;

  /**
   * The rows the profiles_select / profiles_update policies let the caller see: every row for the service
   * role and an (active) admin, their own row for any other active caller, none for anon or a suspended caller.
   */
  function visibleProfiles(caller: RestCaller): readonly Profile[] {
    if (caller.kind === 'service') return ctx.db.profiles.all();
    if (caller.kind === 'anon' || !callerIsActive(ctx, caller)) return [];
    if (callerIsAdmin(ctx, caller)) return ctx.db.profiles.all();
    const own = ctx.db.firstBy('profiles', 'id', caller.userId);
    return own ? [own] : [];
  }

  /** private.profiles_before_update() for each target row in turn; the first refusal aborts the statement. */
  function triggerRefusal(
    caller: RestCaller,
    targets: readonly Profile[],
    status: string | undefined,
  ): Response | null {
    if (status === undefined) return null;
    // The trigger checks only the API roles: service_role (and the definer functions) pass.
    const admin = caller.kind !== 'user' || callerIsAdmin(ctx, caller);
    const suspending = new Set<string>();
    for (const row of targets) {
      if (status === row.status) continue;
      if (!admin) return restError(403, '42501', STATUS_ADMIN_ONLY_MESSAGE);
      if (
        status === 'Suspended' &&
        row.status !== 'Suspended' &&
        roleOf(ctx, row.id) === 'admin' &&
        countOtherActiveAdmins(ctx, row.id, suspending) === 0
      )
        return restError(400, 'P0001', LAST_ADMIN_SUSPEND_MESSAGE, null, LAST_ADMIN_HINT);
      if (status === 'Suspended') suspending.add(row.id);
    }
    return null;
  }

  return [
    selectHandler(ctx, url, PROFILES_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      return visibleProfiles(caller);
    }),

    http.patch(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const body = await readRestRow(request, PROFILES_TABLE);
      if (body instanceof Response) return body;
      const keys = Object.keys(body);
      // anon holds no grant at all; authenticated only on UPDATE_GRANT (checked before any row is read).
      if (caller.kind === 'anon') return denied(401);
      if (caller.kind === 'user' && keys.some((k) => !UPDATE_GRANT.includes(k))) return denied(403);
      const unstorable = unstorableText(body);
      if (unstorable) return unstorable;
      const { updated_at: stamp, ...values } = body as Record<string, unknown>;
      // The column is a timestamptz: anything else fails the cast; a valid value is overwritten by the trigger.
      if (stamp !== undefined && (typeof stamp !== 'string' || Number.isNaN(Date.parse(stamp))))
        return restError(
          400,
          '22007',
          `invalid input syntax for type timestamp with time zone: "${typeof stamp === 'string' ? stamp : JSON.stringify(stamp)}"`,
        );
      // PostgREST writes a JSON number or boolean into a text column as its text.
      const patch = profilePatchSchema.safeParse(
        Object.fromEntries(Object.entries(values).map(([k, v]) => [k, asPgText(v)])),
      );
      if (!patch.success) {
        const messages = issueMessages(patch.error);
        return restError(400, '23514', messages.join(', '), messages.join('\n'));
      }
      const query = queryFor(request, PROFILES_TABLE);
      if (query instanceof Response) return query;
      const { representation } = preferences(request);
      // PostgREST turns an empty object into `SELECT … WHERE false`: nothing changes, no row comes back.
      if (keys.length === 0)
        return representation ? rowsResponse(request, []) : new HttpResponse(null, { status: 204 });
      return ctx.db.exclusive(async () => {
        const visible = visibleProfiles(caller);
        const targetIds = new Set(
          runQuery(visible, {
            ...query,
            select: ['id'],
            order: [],
            limit: null,
            offset: 0,
          }).map((r) => String(r.id)),
        );
        const targets = ctx.db.profiles.findMany((q) => q.where((p) => targetIds.has(p.id)));
        // One object asked for (`.single()`) and not exactly one row: PostgREST answers 406 and rolls back.
        if (representation && wantsObject(request) && targets.length !== 1) return rowsResponse(request, targets);
        const refused = triggerRefusal(caller, targets, patch.data.status);
        if (refused) return refused;
        const updated = [];
        for (const { id, status: before } of targets) {
          const row = await ctx.db.profiles.update((q) => q.where({ id }), {
            data(p) {
              Object.assign(p, patch.data);
              p.updated_at = isoNow(ctx);
            },
          });
          if (row) updated.push({ ...row });
          // Migration 1200's profiles_audit_status trigger.
          if (row && row.status !== before)
            await recordStaffAction(ctx, caller.kind === 'user' ? caller.userId : null, 'status_changed', id, {
              from: before,
              to: row.status,
            });
        }
        // A row hidden by the policy is not an error: zero rows change.
        if (representation)
          return rowsResponse(request, runQuery(updated, { ...query, filters: [], order: [], limit: null, offset: 0 }));
        return new HttpResponse(null, { status: 204 });
      });
    }),

    // Profiles are created by the sign-up trigger and removed with their auth user, never through the API.
    ...withoutGrant(ctx, url, 'profiles', ['post', 'delete']),
  ];
}
