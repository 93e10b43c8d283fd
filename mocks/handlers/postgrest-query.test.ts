import { describe, expect, it } from 'vitest';
import { orderRows, type ParsedQuery } from './postgrest-query';

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
