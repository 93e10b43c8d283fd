import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderRows, queryFor, selectResponse, type ParsedQuery, type TableIndex } from './postgrest-query';
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

describe('selectResponse over a whole table with its index', () => {
  const table: TableShape = { name: 'rows', columns: ['id', 'created_at', 'name'] };
  const read = async (search: string, index?: TableIndex) => {
    const request = new Request(`http://localhost/rest/v1/rows?${search}`, { headers: { Prefer: 'count=exact' } });
    const query = queryFor(request, table);
    if (query instanceof Response) throw new Error(await query.text());
    const response = selectResponse(request, rows, query, index);
    return { rows: (await response.json()) as unknown, range: response.headers.get('Content-Range') };
  };
  /** Each query, and the indexes it is answered from: the order, and a text index or a column's values. */
  const queries: Array<[string, string[]]> = [
    ['order=created_at.desc,id.asc&limit=25', ['order']],
    ['order=created_at.desc,id.asc&offset=25&limit=25', ['order']],
    ['order=name.asc.nullslast,id.asc&limit=10&select=id,name', ['order']],
    ['order=name.desc&offset=390&limit=25', ['order']],
    ['order=created_at.desc,id.asc&or=(name.ilike.*1*,name.is.null)&limit=25', ['order']],
    // Equality: the column's values in order (a null is never equal).
    ['order=created_at.asc&name=eq.name%203&offset=2&limit=5', ['order', 'values']],
    ['order=created_at.desc,id.asc&name=eq.nobody&limit=25', ['order', 'values']],
    ['order=id.asc&created_at=eq.2026-01-03T00:00:00Z&name=eq.name%205&limit=25', ['order', 'values']],
    // Searches: one column; an `or` of columns with one needle, in any case; with another filter; past the end.
    ['order=created_at.desc,id.asc&name=ilike.*me 1*&limit=25', ['order', 'text']],
    ['order=created_at.desc,id.asc&or=(name.ilike.*E 1*,id.ilike.*E 1*)&offset=10&limit=25', ['order', 'text']],
    [
      'order=name.asc,id.asc&or=(name.ilike.*5*,id.ilike.*5*)&created_at=eq.2026-01-03T00:00:00Z&limit=25',
      ['order', 'text'],
    ],
    ['order=created_at.desc,id.asc&or=(name.ilike.*1*,id.ilike.*1*)&offset=390&limit=25', ['order', 'text']],
    // Not searches: a wildcard inside, two needles, an empty needle, a separator of the text index in the needle.
    ['order=created_at.desc,id.asc&name=ilike.*me_1*&limit=25', ['order']],
    ['order=created_at.desc,id.asc&or=(name.ilike.*1*,id.ilike.*2*)&limit=25', ['order']],
    ['order=created_at.desc,id.asc&name=ilike.**&limit=25', ['order']],
    ['order=created_at.desc,id.asc&name=ilike.*%00*&limit=25', ['order']],
  ];

  it.each(queries)('answers the same page and count as reading every row (%s)', async (search, indexes) => {
    const built = new Map<string, unknown>();
    const index: TableIndex = (key, build) => {
      if (!built.has(key)) built.set(key, build());
      return built.get(key) as never;
    };
    const plain = await read(search);
    expect(await read(search, index)).toEqual(plain);
    // Read again from what the index kept: still the same answer.
    expect(await read(search, index)).toEqual(plain);
    expect([...built.keys()].map((key) => key.split(' ')[0])).toEqual(indexes);
  });

  it('a text search lower-cases as each value does: a letter that becomes two, a final sigma', async () => {
    const names = ['İstanbul Trust', 'ΟΔΥΣΣΕΥΣ', 'Odysseus LLC', 'ISTANBUL Holdings'];
    const table: TableShape = { name: 'named', columns: ['id', 'name'] };
    const named = names.map((name, i) => ({ id: `n${i}`, name }));
    const index: TableIndex = (_key, build) => build();
    for (const needle of ['stanbul', 'i̇stanbul', 'σσευς', 'ευς', 'llc']) {
      const request = new Request(
        `http://localhost/rest/v1/named?order=id.asc&name=ilike.*${encodeURIComponent(needle)}*`,
      );
      const query = queryFor(request, table);
      if (query instanceof Response) throw new Error(await query.text());
      const plain = await selectResponse(request, named, query).json();
      expect(await selectResponse(request, named, query, index).json()).toEqual(plain);
      expect(plain, needle).not.toEqual([]);
    }
  });

  it('a text search finds what it finds row by row: the count of every match, not only the page', async () => {
    const index: TableIndex = (_key, build) => build();
    const { range } = await read('order=created_at.desc,id.asc&or=(name.ilike.*1*,id.ilike.*1*)&limit=5', index);
    const expected = rows.filter((r) => r.id.includes('1') || (r.name ?? '').includes('1')).length;
    expect(range).toBe(`0-4/${expected}`);
  });

  it('a search answered from the bigram index finds what reading every row finds, for any rows and needle', async () => {
    // Few letters, so needles often match; cased, non-Latin-1 and astral characters, where lower-casing and
    // bigram numbers differ from plain ASCII.
    const letter = fc.constantFrom('a', 'b', 'A', 'B', ' ', '.', '1', 'İ', 'Σ', 'ς', 'ß', 'é', '😀', '%');
    const word = fc.array(letter, { maxLength: 8 }).map((chars) => chars.join(''));
    const table: TableShape = { name: 'people', columns: ['id', 'name', 'email'] };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ name: fc.option(word), email: word }), { maxLength: 40 }),
        fc.array(letter, { minLength: 1, maxLength: 4 }).map((chars) => chars.join('')),
        async (people, needle) => {
          const stored = people.map((p, i) => ({ id: `p${String(i).padStart(2, '0')}`, ...p }));
          const escaped = encodeURIComponent(needle.replace(/[\\%*_]/g, (c) => `\\${c}`));
          const request = new Request(
            `http://localhost/rest/v1/people?order=id.asc&or=(name.ilike.*${escaped}*,email.ilike.*${escaped}*)&limit=7`,
            { headers: { Prefer: 'count=exact' } },
          );
          const query = queryFor(request, table);
          if (query instanceof Response) throw new Error(await query.text());
          const plain = selectResponse(request, stored, query);
          const indexed = selectResponse(request, stored, query, (_key, build) => build());
          expect(await indexed.json()).toEqual(await plain.json());
          expect(indexed.headers.get('Content-Range')).toBe(plain.headers.get('Content-Range'));
        },
      ),
      { numRuns: 300 },
    );
  });
});
