import { http, HttpHandler, HttpResponse } from 'msw';
import {
  callerIsActive,
  callerIsStaff,
  deniedStatus,
  prepare,
  readRestRows,
  restCaller,
  restError,
  type HandlerContext,
  type RestCaller,
} from './context';
import { preferences, queryFor, rowsResponse, runQuery, selectResponse } from './postgrest-query';
import type { TableShape } from './table-shape';

type Row = Record<string, unknown>;

/** The caller holds no SELECT grant on the table (PostgREST: 42501, 401 for anon, 403 otherwise). */
export const NO_GRANT = Symbol('no grant');

/**
 * A staff-only select policy (`using (private.caller_is_staff())`, granted to authenticated): anon holds no grant,
 * the service role bypasses RLS, active staff read every row, anyone else none.
 */
export const staffOnly =
  <R>(ctx: HandlerContext, all: () => readonly R[]) =>
  (caller: RestCaller): readonly R[] | typeof NO_GRANT => {
    if (caller.kind === 'anon') return NO_GRANT;
    if (caller.kind === 'service') return all();
    return callerIsActive(ctx, caller) && callerIsStaff(ctx, caller) ? all() : [];
  };

/**
 * PostgREST's answer to HEAD: the GET's status and headers without the body (Response.hs drops the body and
 * Content-Length of a headers-only read), refusals included. This is what supabase-js's
 * `select(…, { count: 'exact', head: true })` reads its count from (Content-Range).
 */
export function withoutBody(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(null, { status: response.status, statusText: response.statusText, headers });
}

/** GET and HEAD: PostgREST reads a table for both (ApiRequest.hs: HEAD is a read with headers only). */
const READ_METHODS = /^(GET|HEAD)$/;

/**
 * GET (and HEAD) on a table as PostgREST answers it: the rows `visible` lets the caller see (the table's
 * SELECT policy), through the request's query, capped at max_rows, as an array or the one object asked for.
 * HEAD runs the same read, filters and policy, and answers its status and headers only.
 */
export function selectHandler(
  ctx: HandlerContext,
  url: string,
  table: TableShape,
  visible: (caller: RestCaller) => readonly Row[] | typeof NO_GRANT,
) {
  const read = async (request: Request): Promise<Response> => {
    await prepare(ctx);
    const caller = await restCaller(ctx, request);
    if (caller instanceof Response) return caller;
    const rows = visible(caller);
    if (rows === NO_GRANT) return restError(deniedStatus(caller), '42501', `permission denied for table ${table.name}`);
    const query = queryFor(request, table);
    if (query instanceof Response) return query;
    return selectResponse(request, rows, query);
  };
  return new HttpHandler(READ_METHODS, url, async ({ request }) => {
    const response = await read(request);
    return request.method === 'HEAD' ? withoutBody(response) : response;
  });
}

/** How one table takes an INSERT, in the order PostgreSQL meets its rules. */
export interface InsertRules<Checked> {
  /**
   * The grants, the INSERT policy's WITH CHECK (and the SELECT policy for RETURNING) and the check
   * constraints of one row: a refusal, or the row's values ready to store.
   */
  check(caller: RestCaller, row: Record<string, unknown>, representation: boolean): Checked | Response;
  /**
   * Stores every checked row with what its AFTER triggers write, inside the store's exclusive section: a
   * refusal of any row (its trigger's) must come before the first write, so a refused statement writes nothing.
   */
  store(caller: RestCaller, rows: readonly Checked[]): Promise<Row[] | Response>;
}

/**
 * POST on a table as PostgREST answers it: one object or an array of them (a bulk insert, one statement:
 * every row passes or nothing is written), 201 with no body, or the rows under `return=representation`.
 */
export function insertHandler<Checked>(
  ctx: HandlerContext,
  url: string,
  table: TableShape,
  rules: InsertRules<Checked>,
) {
  return http.post(url, async ({ request }) => {
    await prepare(ctx);
    const caller = await restCaller(ctx, request);
    if (caller instanceof Response) return caller;
    const rows = await readRestRows(request, table);
    if (rows instanceof Response) return rows;
    const { representation } = preferences(request);
    const checked: Checked[] = [];
    for (const row of rows) {
      const result = rules.check(caller, row, representation);
      if (result instanceof Response) return result;
      checked.push(result);
    }
    const stored = await ctx.db.exclusive(() => rules.store(caller, checked));
    if (stored instanceof Response) return stored;
    if (!representation) return new HttpResponse(null, { status: 201 });
    const query = queryFor(request, table);
    if (query instanceof Response) return query;
    return rowsResponse(
      request,
      runQuery(
        stored.map((r) => ({ ...r })),
        query,
      ),
      { status: 201 },
    );
  });
}
