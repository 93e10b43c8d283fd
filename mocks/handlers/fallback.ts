import { http, HttpResponse } from 'msw';
import { API_ROUTES } from '../api/routes';
import { authError, restError, type HandlerContext } from './context';
import { withoutBody } from './table';

const KNOWN_PATHS = new Set<string>(Object.values(API_ROUTES));

/**
 * Last in the list: any other request under the API's base gets the JSON error the real service would
 * send (unknown table or function, unsupported method, unknown endpoint) instead of falling through to the
 * network, where the dev server or the SPA fallback would answer with HTML.
 */
export function fallbackHandlers(_ctx: HandlerContext, base: string) {
  const basePath = new URL(base, 'http://site.invalid').pathname.replace(/\/+$/, '');
  return [
    http.all(`${base}/*`, ({ request }) => {
      const answer = refusal(request, basePath);
      // HTTP sends no body in answer to HEAD, an error's included.
      return request.method === 'HEAD' ? withoutBody(answer) : answer;
    }),
  ];
}

/** The answer to a request no handler above took. */
function refusal(request: Request, basePath: string): Response {
  const path = new URL(request.url).pathname;
  const relative = path.startsWith(basePath) ? path.slice(basePath.length) : path;
  if (KNOWN_PATHS.has(relative))
    return relative.startsWith('/rest/v1/')
      ? restError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
      : HttpResponse.json(
          { code: 'method_not_allowed', message: `${request.method} is not allowed here` },
          { status: 405 },
        );
  if (relative.startsWith('/rest/v1/rpc/'))
    return restError(
      404,
      'PGRST202',
      `Could not find the function public.${relative.slice('/rest/v1/rpc/'.length)} in the schema cache`,
    );
  if (relative.startsWith('/rest/v1/'))
    return restError(
      404,
      'PGRST205',
      `Could not find the table 'public.${relative.slice('/rest/v1/'.length)}' in the schema cache`,
    );
  return authError(404, 'not_found', `No endpoint ${request.method} ${relative}`);
}
