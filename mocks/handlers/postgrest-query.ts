/**
 * The slice of PostgREST's query grammar the app uses: `select=a,b`, `col=eq.v`, `col=ilike.v`,
 * `col=in.(a,b)`, `col=is.null`, `or=(col.ilike."*v*",col2.eq.v,and(…))` (and `and=(…)`), `order=col.desc[,col2.asc]`,
 * `limit=n`, `offset=n`. Anything else is refused the way PostgREST refuses it (reference/supabase.md §3.6),
 * never silently ignored.
 */
import { restError } from './context';
import type { TableShape } from './table-shape';

type Row = Record<string, unknown>;

export interface ParsedQuery {
  select: string[] | null;
  /** Every filter must hold for a row (top-level filters are ANDed). */
  filters: Filter[];
  order: Array<{ column: string; desc: boolean; nullsFirst: boolean }>;
  limit: number | null;
  offset: number;
}

/** One filter: whether a row passes it. */
export interface Filter {
  test: (row: Row) => boolean;
}

export interface QueryFault {
  status: number;
  code: string;
  message: string;
}

function fault(code: string, message: string, status = 400): { error: QueryFault } {
  return { error: { status, code, message } };
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns']);
const LOGIC = new Set(['or', 'and']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^\s*[+-]?\d+\s*$/;

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim().replace(/^"(.*)"$/, '$1'))
    .filter((v) => v !== '');
}

/**
 * Postgres's ILIKE after PostgREST's rewrite of `*` to `%`: `%` matches any run of characters, `_` any
 * one, and a backslash makes the next character literal (LIKE's default escape). A pattern ending in a
 * lone backslash is an error in Postgres (22025), answered here as null. The staff searches send
 * `%text%`; that shape is answered with a case-folded substring test, which is what it means and is far
 * cheaper than a regular expression over every row.
 */
function likeMatcher(pattern: string): ((value: string) => boolean) | null {
  let source = '';
  let literal = '';
  let wildcards = 0;
  let innerWildcard = false;
  const chars = [...pattern];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch === '\\') {
      const next = chars[++i];
      if (next === undefined) return null;
      source += next.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      literal += next;
    } else if (ch === '*' || ch === '%') {
      source += '.*';
      wildcards++;
      if (i !== 0 && i !== chars.length - 1) innerWildcard = true;
    } else if (ch === '_') {
      source += '.';
      innerWildcard = true;
    } else {
      source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      literal += ch;
    }
  }
  const first = chars[0];
  const last = chars[chars.length - 1];
  if (
    !innerWildcard &&
    wildcards === 2 &&
    chars.length >= 2 &&
    (first === '%' || first === '*') &&
    (last === '%' || last === '*')
  ) {
    const needle = literal.toLowerCase();
    return (value) => value.toLowerCase().includes(needle);
  }
  const regex = new RegExp(`^${source}$`, 'isu');
  return (value) => regex.test(value);
}

type Condition = Filter | { error: QueryFault };

/** One `<column>=<op>.<value>` filter (or `<column>.<op>.<value>` inside a logic tree). */
function condition(table: TableShape, column: string, op: string, value: string, list: string[] | null): Condition {
  const { name, columns, uuidColumns = [], integerColumns = [] } = table;
  if (!columns.includes(column)) return fault('42703', `column ${name}.${column} does not exist`);
  const isUuid = uuidColumns.includes(column);
  const isInteger = integerColumns.includes(column);
  /** The value as Postgres reads it into the column's type, or the error it raises. */
  const typed = (v: string): string | { error: QueryFault } => {
    if (isUuid) return UUID.test(v) ? v.toLowerCase() : fault('22P02', `invalid input syntax for type uuid: "${v}"`);
    if (isInteger) {
      if (!INTEGER.test(v)) return fault('22P02', `invalid input syntax for type integer: "${v}"`);
      const n = Number(v.trim());
      if (n < -2147483648 || n > 2147483647) return fault('22003', `value "${v}" is out of range for type integer`);
      return String(n);
    }
    return v;
  };
  const present = (v: unknown) => v !== null && v !== undefined;
  if (op === 'eq') {
    const wanted = typed(value);
    if (typeof wanted !== 'string') return wanted;
    return { test: (row) => present(row[column]) && String(row[column]) === wanted };
  }
  if (op === 'ilike') {
    if (isUuid) return fault('42883', 'operator does not exist: uuid ~~* unknown', 404);
    if (isInteger) return fault('42883', 'operator does not exist: integer ~~* unknown', 404);
    const matches = likeMatcher(value);
    if (!matches) return fault('22025', 'LIKE pattern must not end with escape character');
    return { test: (row) => typeof row[column] === 'string' && matches(row[column]) };
  }
  if (op === 'is') {
    // PostgREST accepts null, true, false and unknown here, case-insensitively; the app uses null.
    if (value.toLowerCase() !== 'null') return fault('PGRST100', `failed to parse filter (is.${value})`);
    return { test: (row) => !present(row[column]) };
  }
  if (op === 'in' && list) {
    const set = new Set<string>();
    for (const v of list) {
      const wanted = typed(v);
      if (typeof wanted !== 'string') return wanted;
      set.add(wanted);
    }
    return { test: (row) => present(row[column]) && set.has(String(row[column])) };
  }
  return fault('PGRST100', `failed to parse filter (${op}.${value})`);
}

/**
 * A logic tree `(cond,cond,and(…),or(…))` as PostgREST reads it: a condition is `column.op.value`, where a
 * value is either double-quoted (a backslash escapes the next character, so commas, dots and parentheses
 * are literal) or runs to the next `,` or `)`; `in` takes a parenthesised list. Returns null when it does
 * not parse.
 */
function logicTree(text: string, table: TableShape, all: boolean): Condition | null {
  let pos = 0;
  /** The first condition Postgres would refuse (an unknown column, a bad uuid): answered once the tree parses. */
  let refused: { error: QueryFault } | null = null;
  const peek = () => text[pos];
  const quoted = (): string | null => {
    if (peek() !== '"') return null;
    pos++;
    let out = '';
    while (pos < text.length) {
      const ch = text[pos++]!;
      if (ch === '"') return out;
      if (ch === '\\') {
        if (pos >= text.length) return null;
        out += text[pos++];
      } else out += ch;
    }
    return null;
  };
  const bare = (stops: string): string => {
    const start = pos;
    while (pos < text.length && !stops.includes(text[pos]!)) pos++;
    return text.slice(start, pos);
  };
  const value = (stops: string): string | null => (peek() === '"' ? quoted() : bare(stops));

  function group(every: boolean): Condition | null {
    if (text[pos] !== '(') return null;
    pos++;
    const parts: Filter[] = [];
    for (;;) {
      const part = item();
      if (part === null) return null;
      if ('error' in part) refused ??= part;
      else parts.push(part);
      if (peek() === ',') {
        pos++;
        continue;
      }
      if (peek() === ')') {
        pos++;
        break;
      }
      return null;
    }
    if (every) return { test: (row) => parts.every((p) => p.test(row)) };
    return { test: (row) => parts.some((p) => p.test(row)) };
  }

  function item(): Condition | null {
    for (const [word, every] of [
      ['and(', true],
      ['or(', false],
    ] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length - 1;
        return group(every);
      }
    }
    const column = bare('.,()');
    if (column === '' || peek() !== '.') return null;
    pos++;
    const op = bare('.,()');
    if (op === '' || peek() !== '.') return null;
    pos++;
    if (op === 'in') {
      if (peek() !== '(') return null;
      pos++;
      const list: string[] = [];
      if (peek() === ')') pos++;
      else
        for (;;) {
          const v = value(',)');
          if (v === null) return null;
          list.push(v);
          if (peek() === ',') pos++;
          else if (peek() === ')') {
            pos++;
            break;
          } else return null;
        }
      return condition(table, column, op, '', list);
    }
    const v = value(',)');
    if (v === null) return null;
    return condition(table, column, op, v, null);
  }

  const tree = group(all);
  if (tree === null || pos !== text.length) return null;
  return refused ?? tree;
}

export function parseQuery(url: URL, table: TableShape): ParsedQuery | { error: QueryFault } {
  const { name, columns } = table;
  const unknownColumn = (c: string) => fault('42703', `column ${name}.${c} does not exist`);
  const params = url.searchParams;

  const select = params.get('select');
  const selected = select && select.trim() !== '*' ? splitList(select) : null;
  if (selected?.length === 0) return fault('PGRST100', `failed to parse select parameter (${select})`);
  for (const c of selected ?? []) if (!columns.includes(c)) return unknownColumn(c);

  const filters: ParsedQuery['filters'] = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (LOGIC.has(key)) {
      const tree = logicTree(raw, table, key === 'and');
      if (tree === null) return fault('PGRST100', `failed to parse logic tree (${raw})`);
      if ('error' in tree) return tree;
      filters.push(tree);
      continue;
    }
    if (!columns.includes(key)) return unknownColumn(key);
    const dot = raw.indexOf('.');
    const op = dot < 0 ? '' : raw.slice(0, dot);
    const rest = dot < 0 ? '' : raw.slice(dot + 1);
    const list = op === 'in' && rest.startsWith('(') && rest.endsWith(')') ? splitList(rest.slice(1, -1)) : null;
    if ((op !== 'eq' && op !== 'ilike' && op !== 'in' && op !== 'is') || (op === 'in' && !list))
      return fault('PGRST100', `failed to parse filter (${raw})`);
    const filter = condition(table, key, op, rest, list);
    if ('error' in filter) return filter;
    filters.push(filter);
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
  if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const a = String(x);
  const b = String(y);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The query's ORDER BY as a comparator; ties are broken by the caller (insertion order). */
function orderComparator(order: ParsedQuery['order']): (a: Row, b: Row) => number {
  return (a, b) => {
    for (const { column, desc, nullsFirst } of order) {
      const x = a[column] ?? null;
      const y = b[column] ?? null;
      if (x === null || y === null) {
        if (x === y) continue;
        return (x === null) === nullsFirst ? -1 : 1;
      }
      const cmp = compareValues(x, y);
      if (cmp !== 0) return desc ? -cmp : cmp;
    }
    return 0;
  };
}

/**
 * The rows the query's filters keep, in their stored order (the same objects). Without filters that is the
 * given array itself, not a copy: an unfiltered read of a large table copies only the page it answers.
 */
export function filterRows<T extends Row>(rows: readonly T[], filters: ParsedQuery['filters']): readonly T[] {
  return filters.length === 0 ? rows : rows.filter((r) => filters.every((f) => f.test(r)));
}

/**
 * The rows in the query's order, the same objects. Ties keep their order, reversed when the last key is
 * descending, so "newest first" holds for rows written in one tick. `wanted`: only the first `wanted` rows
 * are needed (a page), so when that is a small part they are picked in one pass instead of sorting all:
 * the first page of a large table costs about one comparison per row.
 */
export function orderRows<T extends Row>(rows: readonly T[], order: ParsedQuery['order'], wanted = Infinity): T[] {
  if (order.length === 0 || wanted === 0) return rows.slice(0, wanted);
  const lastDesc = order[order.length - 1]!.desc;
  const byColumns = orderComparator(order);
  if (wanted >= rows.length / 8)
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => byColumns(a.row, b.row) || (lastDesc ? b.index - a.index : a.index - b.index))
      .slice(0, wanted)
      .map((e) => e.row);
  // The best `wanted` rows, kept sorted. Rows are visited in the order ties keep (from the end when the last
  // key is descending), so a tie never displaces a row already kept, and a row enters only if it beats the
  // last one kept. Rows stored oldest first and asked for newest first then cost one comparison each.
  const best: T[] = [];
  const visit = (row: T) => {
    if (best.length === wanted && byColumns(row, best[wanted - 1]!) >= 0) return;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (byColumns(best[mid]!, row) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, row);
    if (best.length > wanted) best.pop();
  };
  if (lastDesc) for (let i = rows.length - 1; i >= 0; i--) visit(rows[i]!);
  else for (const row of rows) visit(row);
  return best;
}

/** Copies of the rows with only the selected columns (all of them for `*`). */
export function projectRows(rows: readonly Row[], select: ParsedQuery['select']): Row[] {
  return rows.map((r) => {
    if (!select) return { ...r };
    const picked: Row = {};
    for (const c of select) picked[c] = r[c];
    return picked;
  });
}

/**
 * The query applied to the rows: filtered, ordered, `offset` skipped, at most `limit` kept (null: all) and
 * projected; `total` counts the rows the filters kept (for `Prefer: count=exact`).
 */
function pageOf(rows: readonly Row[], query: ParsedQuery, limit: number | null): { page: Row[]; total: number } {
  const wanted = limit === null ? Infinity : query.offset + limit;
  const matching = filterRows(rows, query.filters);
  const ordered = orderRows(matching, query.order, wanted);
  return { page: projectRows(ordered.slice(query.offset), query.select), total: matching.length };
}

export function runQuery<T extends Row>(rows: readonly T[], query: ParsedQuery): Row[] {
  return pageOf(rows, query, query.limit).page;
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
  return new Response(JSON.stringify(rows), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Range': contentRange(offset, rows.length, preferences(request).count ? total : null),
    },
  });
}

/** PostgREST's `Content-Range`: `0-24/130`; the range is `*` when there are no rows, the total `*` unless counted. */
function contentRange(offset: number, length: number, total: number | null): string {
  const range = length === 0 ? '*' : `${offset}-${offset + length - 1}`;
  return `${range}/${total ?? '*'}`;
}

/**
 * A counted read's answer (`Prefer: count=exact`), the first `rows` of `total`: for tests and stories that answer
 * a list read themselves.
 */
export function countedRows(rows: readonly unknown[], total = rows.length): Response {
  return Response.json(rows, { headers: { 'Content-Range': contentRange(0, rows.length, total) } });
}

/**
 * A GET on a table: the visible rows through the query, capped at MAX_ROWS, as PostgREST answers them (206
 * when counted and the page holds fewer rows than the count, as RangeQuery.rangeStatus answers).
 */
export function selectResponse(request: Request, visible: readonly Row[], query: ParsedQuery): Response {
  const { page, total } = pageOf(visible, query, pageLimit(query));
  return pageResponse(request, page, query, total);
}

/** How many rows a read answers at most: its `limit`, capped at MAX_ROWS. */
function pageLimit(query: ParsedQuery): number {
  return Math.min(query.limit ?? MAX_ROWS, MAX_ROWS);
}

/** A page of a read (`page`, already projected) that the filters kept `total` rows for, as PostgREST answers it. */
function pageResponse(request: Request, page: Row[], query: ParsedQuery, total: number): Response {
  // RangeQuery.rangeStatus: a counted read answering fewer rows than the count is 206 Partial Content.
  const partial = preferences(request).count && !wantsObject(request) && page.length < total;
  return rowsResponse(request, page, { offset: query.offset, total, status: partial ? 206 : 200 });
}
