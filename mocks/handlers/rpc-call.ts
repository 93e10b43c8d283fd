/**
 * How PostgREST calls `public.<name>(params)` with a JSON body, up to the function body: the body is read
 * (PGRST102), the function is looked up by its argument names (PGRST202), the role must hold EXECUTE, and
 * the JSON values are cast to the parameters' types (json_to_record), each failure answered as PostgREST
 * answers it. The handlers then run the function body itself.
 */
import { http } from 'msw';
import {
  nestedTooDeep,
  prepare,
  restCaller,
  restError,
  unstorableText,
  type HandlerContext,
  type RestCaller,
} from './context';

/** The JSON body's arguments, or PostgREST's error answer when it is not an object naming exactly `params`. */
export async function rpcArguments(
  request: Request,
  name: string,
  params: readonly string[],
): Promise<Record<string, unknown> | Response> {
  const text = await request.text().catch(() => '');
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return restError(400, 'PGRST102', 'Empty or invalid json');
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body) || nestedTooDeep(body))
    return restError(400, 'PGRST102', 'Empty or invalid json');
  const keys = Object.keys(body).sort();
  if (keys.length !== params.length || keys.some((k) => !params.includes(k))) {
    const signature = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
    return restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}${signature} in the schema cache`,
      null,
      params.length === 0
        ? `Perhaps you meant to call the function public.${name} without parameters`
        : `Perhaps you meant to call the function public.${name}(${[...params].sort().join(', ')})`,
    );
  }
  return body as Record<string, unknown>;
}

/** 42501 for a role without EXECUTE: 401 as anon, 403 for anyone else (PostgREST). */
export function noExecute(caller: RestCaller, name: string): Response {
  return restError(caller.kind === 'anon' ? 401 : 403, '42501', `permission denied for function ${name}`);
}

/** JSON scalars as Postgres reads them into a text parameter (null stays null; objects as their JSON text). */
export function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A uuid's text form, as Postgres and GoTrue accept it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ArgType = 'uuid' | 'integer' | 'text' | 'jsonb' | 'boolean';
type ArgValue<T extends ArgType> = T extends 'integer'
  ? number | null
  : T extends 'jsonb'
    ? unknown
    : T extends 'boolean'
      ? boolean | null
      : string | null;

/** Postgres's boolin: true/false, or text it reads as one (t, yes, on, 1 …; any case, spaces around). */
const PG_TRUE = /^\s*(t|tr|tru|true|y|ye|yes|on|1)\s*$/i;
const PG_FALSE = /^\s*(f|fa|fal|fals|false|n|no|of|off|0)\s*$/i;
export type CastArguments<P extends Record<string, ArgType>> = { [K in keyof P]: ArgValue<P[K]> };

/**
 * The arguments cast to the parameters' types, in the function's parameter order, as Postgres casts them:
 * a uuid must be one (22P02), an integer a whole number within range (22P02, 22003), a boolean true, false
 * or text boolin reads (22P02), text takes any JSON value as its text; NUL and lone surrogates are refused
 * (22P05). uuids come back lowercase.
 */
export function castArguments<P extends Record<string, ArgType>>(
  args: Record<string, unknown>,
  params: P,
): CastArguments<P> | Response {
  const unstorable = unstorableText(args);
  if (unstorable) return unstorable;
  const out: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(params)) {
    const value = args[name];
    if (value === null || value === undefined) {
      out[name] = null;
      continue;
    }
    if (type === 'jsonb') {
      out[name] = value;
      continue;
    }
    const text = asText(value)!;
    if (type === 'text') out[name] = text;
    else if (type === 'boolean') {
      if (typeof value === 'boolean') out[name] = value;
      else if (PG_TRUE.test(text)) out[name] = true;
      else if (PG_FALSE.test(text)) out[name] = false;
      else return restError(400, '22P02', `invalid input syntax for type boolean: "${text}"`);
    } else if (type === 'uuid') {
      if (!UUID.test(text)) return restError(400, '22P02', `invalid input syntax for type uuid: "${text}"`);
      out[name] = text.toLowerCase();
    } else {
      if (typeof value === 'boolean' || !/^\s*[+-]?\d+\s*$/.test(text))
        return restError(400, '22P02', `invalid input syntax for type integer: "${text}"`);
      const n = Number(text.trim());
      if (n < -2147483648 || n > 2147483647)
        return restError(400, '22003', `value "${text}" is out of range for type integer`);
      out[name] = n;
    }
  }
  return out as CastArguments<P>;
}

/** Postgres's btrim(text): leading and trailing spaces only (not tabs or newlines). */
export function pgBtrim(text: string): string {
  return text.replace(/^ +| +$/g, '');
}

/** [[:space:]] in a Postgres regular expression under a glibc UTF-8 locale (iswspace). */
const PG_SPACE = '[\\t\\n\\v\\f\\r \\u1680\\u2000-\\u2006\\u2008-\\u200a\\u2028\\u2029\\u205f\\u3000]';
const PG_TRIM = new RegExp(`^${PG_SPACE}+|${PG_SPACE}+$`, 'g');

/**
 * private.trimmed(): the text without surrounding whitespace (tabs and line breaks too), or null when nothing
 * is left (a message or note as the 0800 functions store and check it).
 */
export function pgTrimmed(text: string | null): string | null {
  if (text === null) return null;
  const trimmed = text.replace(PG_TRIM, '');
  return trimmed === '' ? null : trimmed;
}

/** Postgres's char_length(): characters (code points), not UTF-16 units. */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

type RpcBody<P extends Record<string, ArgType>> = (
  caller: RestCaller,
  args: CastArguments<P>,
  request: Request,
) => Promise<Response>;

/**
 * A function PostgREST exposes at /rest/v1/rpc/<name>: the call up to the function body (arguments, the
 * EXECUTE grant of `executors`, the casts), then `body`.
 */
export function rpc<P extends Record<string, ArgType>>(
  ctx: HandlerContext,
  url: string,
  name: string,
  params: P,
  executors: ReadonlyArray<'authenticated' | 'service'>,
  body: RpcBody<P>,
) {
  return http.post(url, rpcResolver(ctx, name, params, executors, body));
}

function rpcResolver<P extends Record<string, ArgType>>(
  ctx: HandlerContext,
  name: string,
  params: P,
  executors: ReadonlyArray<'authenticated' | 'service'>,
  body: RpcBody<P>,
) {
  return async ({ request }: { request: Request }) => {
    await prepare(ctx);
    const caller = await restCaller(ctx, request);
    if (caller instanceof Response) return caller;
    const args = await rpcArguments(request, name, Object.keys(params));
    if (args instanceof Response) return args;
    const role = caller.kind === 'user' ? 'authenticated' : caller.kind;
    if (role === 'anon' || !executors.includes(role)) return noExecute(caller, name);
    const cast = castArguments(args, params);
    if (cast instanceof Response) return cast;
    return body(caller, cast, request);
  };
}

/**
 * One overload of an overloaded function (PostgREST picks the function whose argument names the body gives):
 * a call naming exactly `params` runs here; any other falls through to the next handler of the URL, which must
 * be the remaining overload (registered after this one, with `rpc`).
 */
export function rpcOverload<P extends Record<string, ArgType>>(
  ctx: HandlerContext,
  url: string,
  name: string,
  params: P,
  executors: ReadonlyArray<'authenticated' | 'service'>,
  body: RpcBody<P>,
) {
  const resolve = rpcResolver(ctx, name, params, executors, body);
  const names = Object.keys(params).sort();
  return http.post(url, async ({ request }) => {
    let keys: string[] | null = null;
    try {
      const parsed: unknown = JSON.parse((await request.clone().text()) || '{}');
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) keys = Object.keys(parsed).sort();
    } catch {
      keys = null;
    }
    if (keys === null || keys.length !== names.length || keys.some((k, i) => k !== names[i])) return undefined;
    return resolve({ request });
  });
}
