import { describe, expect, it } from 'vitest';
import { filterRows, orderRows, projectRows, queryFor, selectResponse, type ParsedQuery } from './postgrest-query';
import type { TableShape } from './table-shape';

type Order = ParsedQuery['order'];

/** Rows with many ties and some nulls: the cases where picking a page and sorting everything could differ. */
const rows = Array.from({ length: 400 }, (_, i) => ({
  id: `row-${i}`,
  created_at: `2026-01-0${(i * 7) % 5}T00:00:00Z`,
  name: i % 9 === 0 ? null : `name ${(i * 13) % 17}`,
}));

const orders: Array<[string, Order]> = [
  ['newest first', [{ column: 'created_at', desc: true, nullsFirst: true }]],
  ['oldest first', [{ column: 'created_at', desc: false, nullsFirst: false }]],
  [
    'by name (nulls last), then id',
    [
      { column: 'name', desc: false, nullsFirst: false },
      { column: 'id', desc: false, nullsFirst: false },
    ],
  ],
  ['by name descending (nulls first)', [{ column: 'name', desc: true, nullsFirst: true }]],
];

describe('orderRows', () => {
  it.each(orders)('a page picked in one pass is the start of the full sort (%s)', (_, order) => {
    const all = orderRows(rows, order);
    expect(all).toHaveLength(rows.length);
    for (const wanted of [0, 1, 25, 49]) expect(orderRows(rows, order, wanted)).toEqual(all.slice(0, wanted));
  });

  it('keeps the stored order of ties, reversed when the last key is descending', () => {
    const tied = [
      { id: 'a', at: 1 },
      { id: 'b', at: 1 },
      { id: 'c', at: 2 },
      ...Array.from({ length: 40 }, (_, i) => ({ id: `z${i}`, at: 0 })),
    ];
    const desc = orderRows(tied, [{ column: 'at', desc: true, nullsFirst: true }], 3);
    expect(desc.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    const asc = orderRows(tied, [{ column: 'at', desc: false, nullsFirst: false }], 2);
    expect(asc.map((r) => r.id)).toEqual(['z0', 'z1']);
  });
});

describe('selectResponse over a whole table', () => {
  const table: TableShape = { name: 'rows', columns: ['id', 'created_at', 'name'] };
  const parsed = async (request: Request) => {
    const query = queryFor(request, table);
    if (query instanceof Response) throw new Error(await query.text());
    return query;
  };
  const read = async (search: string) => {
    const request = new Request(`http://localhost/rest/v1/rows?${search}`, { headers: { Prefer: 'count=exact' } });
    const response = selectResponse(request, rows, await parsed(request));
    return { rows: (await response.json()) as unknown, range: response.headers.get('Content-Range') };
  };
  /** The same read done the long way: every matching row, sorted whole, then the page cut out. */
  const readEveryRow = async (search: string) => {
    const query = await parsed(new Request(`http://localhost/rest/v1/rows?${search}`));
    const matching = filterRows(rows, query.filters);
    const page = orderRows(matching, query.order).slice(query.offset, query.offset + (query.limit ?? Infinity));
    const range = page.length === 0 ? '*' : `${query.offset}-${query.offset + page.length - 1}`;
    return { rows: projectRows(page, query.select), range: `${range}/${matching.length}` };
  };
  const queries = [
    'order=created_at.desc,id.asc&limit=25',
    'order=created_at.desc,id.asc&offset=25&limit=25',
    'order=name.asc.nullslast,id.asc&limit=10&select=id,name',
    'order=name.desc&offset=390&limit=25',
    'order=created_at.desc,id.asc&or=(name.ilike.*1*,name.is.null)&limit=25',
    'order=created_at.asc&name=eq.name%203&offset=2&limit=5',
    'order=created_at.desc,id.asc&name=eq.nobody&limit=25',
    'order=id.asc&created_at=eq.2026-01-03T00:00:00Z&name=eq.name%205&limit=25',
    'order=created_at.desc,id.asc&name=ilike.*me 1*&limit=25',
    'order=created_at.desc,id.asc&or=(name.ilike.*E 1*,id.ilike.*E 1*)&offset=10&limit=25',
    'order=name.asc,id.asc&or=(name.ilike.*5*,id.ilike.*5*)&created_at=eq.2026-01-03T00:00:00Z&limit=25',
    'order=created_at.desc,id.asc&or=(name.ilike.*1*,id.ilike.*1*)&offset=390&limit=25',
    'order=created_at.desc,id.asc&name=ilike.*me_1*&limit=25',
    'order=created_at.desc,id.asc&or=(name.ilike.*1*,id.ilike.*2*)&limit=25',
    'order=created_at.desc,id.asc&name=ilike.**&limit=25',
  ];

  it.each(queries)('answers the page and count that sorting every matching row gives (%s)', async (search) => {
    expect(await read(search)).toEqual(await readEveryRow(search));
  });

  it('a text search lower-cases as each value does: a letter that becomes two, a final sigma', async () => {
    const names = ['İstanbul Trust', 'ΟΔΥΣΣΕΥΣ', 'Odysseus LLC', 'ISTANBUL Holdings'];
    const table: TableShape = { name: 'named', columns: ['id', 'name'] };
    const named = names.map((name, i) => ({ id: `n${i}`, name }));
    for (const needle of ['stanbul', 'i̇stanbul', 'σσευς', 'ευς', 'llc']) {
      const request = new Request(
        `http://localhost/rest/v1/named?order=id.asc&name=ilike.*${encodeURIComponent(needle)}*`,
      );
      const query = queryFor(request, table);
      if (query instanceof Response) throw new Error(await query.text());
      expect(await selectResponse(request, named, query).json(), needle).not.toEqual([]);
    }
  });

  it('a text search counts every match, not only the page', async () => {
    const { range } = await read('order=created_at.desc,id.asc&or=(name.ilike.*1*,id.ilike.*1*)&limit=5');
    const expected = rows.filter((r) => r.id.includes('1') || (r.name ?? '').includes('1')).length;
    expect(range).toBe(`0-4/${expected}`);
  });
});
