/**
 * The slice of PostgREST's query grammar the app uses: `select=a,b`, `col=eq.v`, `col=in.(a,b)`,
 * `order=col.desc`, `limit=n`.
 */
type Row = Record<string, unknown>;

export interface ParsedQuery {
  select: string[] | null;
  filters: Array<{ column: string; test: (value: unknown) => boolean }>;
  order: { column: string; desc: boolean } | null;
  limit: number | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset']);

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim().replace(/^"(.*)"$/, '$1'))
    .filter((v) => v !== '');
}

export function parseQuery(url: URL, columns: readonly string[]): ParsedQuery | { error: string } {
  const params = url.searchParams;
  const select = params.get('select');
  const selected = select && select !== '*' ? splitList(select) : null;
  for (const c of selected ?? []) if (!columns.includes(c)) return { error: c };
  const filters: ParsedQuery['filters'] = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (!columns.includes(key)) return { error: key };
    if (raw.startsWith('eq.')) {
      const wanted = raw.slice(3);
      filters.push({ column: key, test: (v) => v !== null && String(v) === wanted });
    } else if (raw.startsWith('ilike.')) {
      const wanted = raw.slice(6).toLowerCase();
      filters.push({ column: key, test: (v) => typeof v === 'string' && v.toLowerCase() === wanted });
    } else if (raw.startsWith('in.(') && raw.endsWith(')')) {
      const set = new Set(splitList(raw.slice(4, -1)));
      filters.push({ column: key, test: (v) => v !== null && set.has(String(v)) });
    } else {
      return { error: key };
    }
  }
  const orderText = params.get('order');
  let order: ParsedQuery['order'] = null;
  if (orderText) {
    const [column = '', direction = 'asc'] = orderText.split('.');
    if (!columns.includes(column)) return { error: column };
    order = { column, desc: direction === 'desc' };
  }
  const limitText = params.get('limit');
  const limit = limitText !== null && /^\d+$/.test(limitText) ? Number(limitText) : null;
  return { select: selected, filters, order, limit };
}

export function runQuery<T extends Row>(rows: readonly T[], query: ParsedQuery): Row[] {
  let out = rows.filter((r) => query.filters.every((f) => f.test(r[f.column])));
  if (query.order) {
    const { column, desc } = query.order;
    // Ties keep insertion order, reversed for desc, so "newest first" holds for rows written in one tick.
    out = out
      .map((row, index) => ({ row, index }))
      .sort((a, b) => {
        const x = String(a.row[column] ?? '');
        const y = String(b.row[column] ?? '');
        const cmp = x < y ? -1 : x > y ? 1 : a.index - b.index;
        return desc ? -cmp : cmp;
      })
      .map((e) => e.row);
  }
  if (query.limit !== null) out = out.slice(0, query.limit);
  return out.map((r) => {
    if (!query.select) return { ...r };
    const picked: Row = {};
    for (const c of query.select) picked[c] = r[c];
    return picked;
  });
}
