import { http as mswHttp } from 'msw';
import { StoredTablesNeeded } from '../db';

/**
 * How many times a request is answered again after reading what it needed from the store: each time reads more (rows
 * of a lookup, a whole table, every table before a write), so a request needs a few at most. From the fourth time,
 * whole tables are read rather than rows (a request looking up one row after another), so the few large tables
 * bound the count.
 */
const ATTEMPTS = 12;
const ROW_ATTEMPTS = 3;

/**
 * A resolver answered again from its start whenever it meets a stored table not read yet (`StoredTablesNeeded`:
 * the in-browser build reads its large tables only as far as requests need them, and handlers read tables
 * synchronously). Each attempt gets its own copy of the request, so its body can be read again; nothing was
 * written before the throw (a write first reads every table).
 */
export function retrying<Info extends { request: Request }, Result>(
  resolver: (info: Info) => Result | Promise<Result>,
): (info: Info) => Promise<Result> {
  return async (info) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await resolver({ ...info, request: info.request.clone() });
      } catch (error) {
        if (!(error instanceof StoredTablesNeeded) || attempt >= ATTEMPTS) throw error;
        await (attempt <= ROW_ATTEMPTS ? error.load() : error.loadWhole());
      }
    }
  };
}

type Method = 'all' | 'head' | 'get' | 'post' | 'put' | 'delete' | 'patch' | 'options';
const METHODS: Method[] = ['all', 'head', 'get', 'post', 'put', 'delete', 'patch', 'options'];

/** MSW's `http`, every resolver `retrying`: the handlers register through this one. */
export const http = Object.fromEntries(
  METHODS.map((method) => [
    method,
    (path: Parameters<typeof mswHttp.get>[0], resolver: Parameters<typeof mswHttp.get>[1], options?: object) =>
      mswHttp[method](path, retrying(resolver), options),
  ]),
) as unknown as typeof mswHttp;
