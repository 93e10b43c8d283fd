/**
 * The slice of PostgREST's query grammar the app uses: `select=a,b`, `col=eq.v`, `col=ilike.v`,
 * `col=in.(a,b)`, `order=col.desc[,col2.asc]`, `limit=n`. Anything else is refused the way PostgREST
 * refuses it (reference/supabase.md §3.6), never silently ignored.
 */
import { restError } from './context';

type Row = Record<string, unknown>;

export interface ParsedQuery {
  select: string[] | null;
  filters: Array<{ column: string; test: (value: unknown) => boolean }>;
  order: Array<{ column: string; desc: boolean; nullsFirst: boolean }>;
  limit: number | null;
  offset: number;
}

export interface QueryFault {
  status: number;
  code: string;
  message: string;
}

export interface TableShape {
  name: string;
  columns: readonly string[];
  /** Columns of type uuid: a filter value that is not a uuid is a 22P02 error, as in Postgres. */
  uuidColumns?: readonly string[];
}

function fault(code: string, message: string, status = 400): { error: QueryFault } {
  return { error: { status, code, message } };
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim().replace(/^"(.*)"$/, '$1'))
    .filter((v) => v !== '');
}

/** PostgREST's ilike: `*` (or `%`) matches any run of characters, `_` any one character. */
function likePattern(pattern: string): RegExp {
  let source = '';
  for (const ch of pattern) {
    if (ch === '*' || ch === '%') source += '.*';
    else if (ch === '_') source += '.';
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'is');
}

export function parseQuery(url: URL, table: TableShape): ParsedQuery | { error: QueryFault } {
  const { name, columns, uuidColumns = [] } = table;
  const unknownColumn = (c: string) => fault('42703', `column ${name}.${c} does not exist`);
  const badUuid = (v: string) => fault('22P02', `invalid input syntax for type uuid: "${v}"`);
  const params = url.searchParams;

  const select = params.get('select');
  const selected = select && select.trim() !== '*' ? splitList(select) : null;
  if (selected?.length === 0) return fault('PGRST100', `failed to parse select parameter (${select})`);
  for (const c of selected ?? []) if (!columns.includes(c)) return unknownColumn(c);

  const filters: ParsedQuery['filters'] = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (!columns.includes(key)) return unknownColumn(key);
    const isUuid = uuidColumns.includes(key);
    if (raw.startsWith('eq.')) {
      const wanted = raw.slice(3);
      if (isUuid && !UUID.test(wanted)) return badUuid(wanted);
      const normalised = isUuid ? wanted.toLowerCase() : wanted;
      filters.push({ column: key, test: (v) => v !== null && v !== undefined && String(v) === normalised });
    } else if (raw.startsWith('ilike.')) {
      if (isUuid) return fault('42883', 'operator does not exist: uuid ~~* unknown', 404);
      const pattern = likePattern(raw.slice(6));
      filters.push({ column: key, test: (v) => typeof v === 'string' && pattern.test(v) });
    } else if (raw.startsWith('in.(') && raw.endsWith(')')) {
      const values = splitList(raw.slice(4, -1));
      const invalid = isUuid ? values.find((v) => !UUID.test(v)) : undefined;
      if (invalid !== undefined) return badUuid(invalid);
      const set = new Set(isUuid ? values.map((v) => v.toLowerCase()) : values);
      filters.push({ column: key, test: (v) => v !== null && v !== undefined && set.has(String(v)) });
    } else {
      return fault('PGRST100', `failed to parse filter (${raw})`);
    }
  }

  const order: ParsedQuery['order'] = [];
  const orderText = params.get('order');
  if (orderText !== null) {
    for (const term of orderText.split(',')) {
      const [column = '', ...modifiers] = term.trim().split('.');
      if (!columns.includes(column))
        return column === '' || modifiers.length > 2
          ? fault('PGRST100', `failed to parse order (${orderText})`)
          : unknownColumn(column);
      let desc = false;
      let nullsFirst: boolean | null = null;
      for (const m of modifiers) {
        if (m === 'asc' || m === 'desc') desc = m === 'desc';
        else if (m === 'nullsfirst' || m === 'nullslast') nullsFirst = m === 'nullsfirst';
        else return fault('PGRST100', `failed to parse order (${orderText})`);
      }
      // Postgres puts nulls last ascending and first descending unless told otherwise.
      order.push({ column, desc, nullsFirst: nullsFirst ?? desc });
    }
  }

  const limitText = params.get('limit');
  let limit: number | null = null;
  if (limitText !== null) {
    if (!/^\d{1,9}$/.test(limitText)) return fault('PGRST100', `failed to parse limit parameter (${limitText})`);
    limit = Number(limitText);
  }
  const offsetText = params.get('offset');
  if (offsetText !== null && !/^\d{1,9}$/.test(offsetText))
    return fault('PGRST100', `failed to parse offset parameter (${offsetText})`);
  return { select: selected, filters, order, limit, offset: offsetText === null ? 0 : Number(offsetText) };
}

/** Compares two column values the way the app's columns sort (text, ISO timestamps, numbers). */
function compareValues(x: unknown, y: unknown): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const a = String(x);
  const b = String(y);
  return a < b ? -1 : a > b ? 1 : 0;
}

export function runQuery<T extends Row>(rows: readonly T[], query: ParsedQuery): Row[] {
  let out = rows.filter((r) => query.filters.every((f) => f.test(r[f.column])));
  if (query.order.length > 0) {
    // Ties keep insertion order, reversed for desc, so "newest first" holds for rows written in one tick.
    const lastDesc = query.order[query.order.length - 1]?.desc ?? false;
    out = out
      .map((row, index) => ({ row, index }))
      .sort((a, b) => {
        for (const { column, desc, nullsFirst } of query.order) {
          const x = a.row[column] ?? null;
          const y = b.row[column] ?? null;
          if (x === null || y === null) {
            if (x === y) continue;
            return (x === null) === nullsFirst ? -1 : 1;
          }
          const cmp = compareValues(x, y);
          if (cmp !== 0) return desc ? -cmp : cmp;
        }
        return lastDesc ? b.index - a.index : a.index - b.index;
      })
      .map((e) => e.row);
  }
  if (query.offset > 0) out = out.slice(query.offset);
  if (query.limit !== null) out = out.slice(0, query.limit);
  return out.map((r) => {
    if (!query.select) return { ...r };
    const picked: Row = {};
    for (const c of query.select) picked[c] = r[c];
    return picked;
  });
}

/** The request's query, or PostgREST's error answer for a parameter it cannot parse. */
export function queryFor(request: Request, table: TableShape): ParsedQuery | Response {
  const parsed = parseQuery(new URL(request.url), table);
  if (!('error' in parsed)) return parsed;
  return restError(parsed.error.status, parsed.error.code, parsed.error.message);
}

/** PostgREST's `max-rows` (supabase/config.toml `[api] max_rows`): no read answers more rows than this. */
export const MAX_ROWS = 1000;

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

/** `.single()` / `.maybeSingle()` on writes: the client asks for one JSON object instead of an array. */
export function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(OBJECT_MEDIA_TYPE);
}

/** The `Prefer` header's options (`return=representation`, `count=exact`, ...). */
export function preferences(request: Request): { representation: boolean; count: boolean } {
  const prefer = request.headers.get('prefer') ?? '';
  return {
    representation: /\breturn=representation\b/.test(prefer),
    count: /\bcount=(exact|planned|estimated)\b/.test(prefer),
  };
}

/**
 * PostgREST's answer carrying rows (a read, or a write with `return=representation`): a JSON array, or one
 * object when the client asked for one (406 PGRST116 unless exactly one row), with `Content-Range`
 * (`0-24/*`, or `0-24/130` when `Prefer: count=exact` asked for the total).
 */
export function rowsResponse(
  request: Request,
  rows: Row[],
  { status = 200, offset = 0, total = rows.length }: { status?: number; offset?: number; total?: number } = {},
): Response {
  if (wantsObject(request)) {
    if (rows.length !== 1)
      return restError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${rows.length} rows`,
      );
    return new Response(JSON.stringify(rows[0]), {
      status,
      headers: { 'Content-Type': `${OBJECT_MEDIA_TYPE}; charset=utf-8` },
    });
  }
  const range = rows.length === 0 ? '*' : `${offset}-${offset + rows.length - 1}`;
  const count = preferences(request).count ? String(total) : '*';
  return new Response(JSON.stringify(rows), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': `${range}/${count}` },
  });
}

/** A GET on a table: the visible rows through the query, capped at MAX_ROWS, as PostgREST answers them. */
export function selectResponse(request: Request, visible: readonly Row[], query: ParsedQuery): Response {
  const matching = runQuery(visible, { ...query, limit: null, offset: 0 });
  const limit = Math.min(query.limit ?? MAX_ROWS, MAX_ROWS);
  const page = matching.slice(query.offset, query.offset + limit);
  return rowsResponse(request, page, { offset: query.offset, total: matching.length });
}
