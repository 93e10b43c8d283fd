import { HttpResponse } from 'msw';
import type { Profile } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { callerIsActive, callerIsAdmin, restError, type HandlerContext, type RestCaller } from './context';
import { orderRows, projectRows, type ParsedQuery } from './postgrest-query';
import { charLength, pgBtrim, rpc } from './rpc-call';

const STATUSES = ['Active', 'Inactive', 'Suspended'];
const ROLES = ['Admin', 'Moderator', 'User'];
const SEARCH_COLUMNS = ['display_name', 'first_name', 'last_name', 'email', 'company'] as const;
const PAGE_SIZE_MAX = 1000;
const SEARCH_MAX = 200;

/** The four sorts as the function orders them; each ends on the id, so pages never overlap. */
const SORTS: Record<string, ParsedQuery['order']> = {
  newest: [
    { column: 'created_at', desc: true, nullsFirst: true },
    { column: 'id', desc: false, nullsFirst: false },
  ],
  oldest: [
    { column: 'created_at', desc: false, nullsFirst: false },
    { column: 'id', desc: false, nullsFirst: false },
  ],
  name: [
    { column: 'display_name', desc: false, nullsFirst: false },
    { column: 'email', desc: false, nullsFirst: false },
    { column: 'id', desc: false, nullsFirst: false },
  ],
  email: [
    { column: 'email', desc: false, nullsFirst: false },
    { column: 'id', desc: false, nullsFirst: false },
  ],
};

const refuse = (message: string) => restError(400, '22023', message);

/**
 * The twin of migration 2800's public.user_list_page(): the staff users list's read with a search, the
 * profiles_select policy applied by the function itself (an active admin every profile, any other active
 * caller their own, a suspended caller and the service role, which has no auth.uid(), none), then the search,
 * filters, sort and page, answered as `{ rows, total }`.
 */
export function userListPageHandlers(ctx: HandlerContext, base: string) {
  function visible(caller: RestCaller): readonly Profile[] {
    if (caller.kind !== 'user' || !callerIsActive(ctx, caller)) return [];
    if (callerIsAdmin(ctx, caller)) return ctx.db.profiles.all();
    const own = ctx.db.firstBy('profiles', 'id', caller.userId);
    return own ? [own] : [];
  }

  return [
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcUserListPage}`,
      'user_list_page',
      { _search: 'text', _status: 'text', _role: 'text', _sort: 'text', _page: 'integer', _page_size: 'integer' },
      ['authenticated', 'service'],
      async (caller, args) => {
        const text = pgBtrim(args._search ?? '');
        if (charLength(text) > SEARCH_MAX) return refuse(`Search must be less than ${SEARCH_MAX} characters`);
        if (args._status !== null && !STATUSES.includes(args._status))
          return refuse('Status must be one of: Active, Inactive, Suspended');
        if (args._role !== null && !ROLES.includes(args._role))
          return refuse('Role must be one of: Admin, Moderator, User');
        if (args._page === null || args._page < 1) return refuse('Page must be 1 or more');
        if (args._page_size === null || args._page_size < 1 || args._page_size > PAGE_SIZE_MAX)
          return refuse(`Page size must be between 1 and ${PAGE_SIZE_MAX}`);
        const order = args._sort === null ? undefined : SORTS[args._sort];
        if (!order || !Object.hasOwn(SORTS, args._sort!))
          return refuse('Sort must be one of: newest, oldest, name, email');
        const needle = text.toLowerCase();
        const { _status: status, _role: role } = args;
        const matches = visible(caller).filter(
          (p) =>
            (needle === '' || SEARCH_COLUMNS.some((c) => p[c]?.toLowerCase().includes(needle))) &&
            (status === null || p.status === status || (status === 'Active' && p.status == null)) &&
            (role === null || p.role === role),
        );
        const from = (args._page - 1) * args._page_size;
        const rows = orderRows(matches, order, from + args._page_size).slice(from);
        return HttpResponse.json({ rows: projectRows(rows, null), total: matches.length });
      },
    ),
  ];
}
