import { getResponse, HttpHandler, type RequestHandler } from 'msw';
import { API_ROUTES } from '../api/routes';
import { restError } from './context';
import { withoutBody } from './table';

/**
 * The functions the migrations declare STABLE. PostgREST calls any function with GET and HEAD too, the arguments in
 * the query string, in a read-only transaction (ApiRequest.hs, Plan.hs): a STABLE one answers as its POST does
 * (HEAD without the body); a VOLATILE one fails once it writes, which the fallback's 405 stands in for.
 */
const STABLE_FUNCTIONS = [
  'rpcIsAdmin',
  'rpcCreditBalance',
  'rpcOrdersPastDocumentRetention',
  'rpcAdminDashboard',
  'rpcDeletedUserDocuments',
  'rpcAwaitsFactorApproval',
  'rpcReaderReviewStats',
  'rpcUserListPage',
] as const satisfies ReadonlyArray<keyof typeof API_ROUTES>;

/** Query parameters PostgREST reads itself (QueryParams.hs: select, columns, on_conflict; order, limit, …). */
const RESERVED = /^(select|columns|on_conflict)$|(^|\.)(order|limit|offset|and|or)$/;

/** A value with an operator is a filter on a set-returning function's rows (`status=eq.Cancelled`), not an argument. */
const FILTER =
  /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch|in|is|isdistinct|fts|plfts|phfts|wfts|cs|cd|ov|sl|sr|nxr|nxl|adj)\./;

/**
 * GET and HEAD on the STABLE functions, answered by their POST handlers in `handlers` (read when a request comes):
 * the query string's arguments become the JSON body (as text, which the function casts like PostgREST's), its
 * select, order, paging and filters stay in the URL.
 */
export function rpcReadHandlers(base: string, handlers: () => readonly RequestHandler[]) {
  return STABLE_FUNCTIONS.map(
    (route) =>
      new HttpHandler(/^(GET|HEAD)$/, `${base}${API_ROUTES[route]}`, async ({ request }) => {
        const url = new URL(request.url);
        const args: Record<string, string> = {};
        const kept = new URLSearchParams();
        for (const [key, value] of url.searchParams)
          if (RESERVED.test(key) || FILTER.test(value)) kept.append(key, value);
          else args[key] = value;
        url.search = kept.toString();
        const headers = new Headers(request.headers);
        headers.set('Content-Type', 'application/json');
        headers.delete('Content-Length');
        const call = new Request(url, { method: 'POST', headers, body: JSON.stringify(args) });
        const answer =
          (await getResponse([...handlers()], call, { baseUrl: url.origin })) ??
          restError(404, 'PGRST202', `Could not find the function in the schema cache`);
        return request.method === 'HEAD' ? withoutBody(answer) : answer;
      }),
  );
}
