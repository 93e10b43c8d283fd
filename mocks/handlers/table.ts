import { http } from 'msw';
import { deniedStatus, prepare, restCaller, restError, type HandlerContext, type RestCaller } from './context';
import { queryFor, selectResponse, type TableShape } from './postgrest-query';

type Row = Record<string, unknown>;

/** The caller holds no SELECT grant on the table (PostgREST: 42501, 401 for anon, 403 otherwise). */
export const NO_GRANT = Symbol('no grant');

/**
 * GET on a table as PostgREST answers it: the rows `visible` lets the caller see (the table's SELECT
 * policy), through the request's query, capped at max_rows, as an array or the one object asked for.
 */
export function selectHandler(
  ctx: HandlerContext,
  url: string,
  table: TableShape,
  visible: (caller: RestCaller) => readonly Row[] | typeof NO_GRANT,
) {
  return http.get(url, async ({ request }) => {
    await prepare(ctx);
    const caller = await restCaller(ctx, request);
    if (caller instanceof Response) return caller;
    const rows = visible(caller);
    if (rows === NO_GRANT) return restError(deniedStatus(caller), '42501', `permission denied for table ${table.name}`);
    const query = queryFor(request, table);
    if (query instanceof Response) return query;
    const { stored } = table;
    const whole = stored !== undefined && rows === ctx.db[stored].all();
    return selectResponse(request, rows, query, whole ? (key, build) => ctx.db.derive(stored, key, build) : undefined);
  });
}
