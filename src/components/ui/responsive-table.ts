/**
 * On phones each table row becomes a card: the header hides and every cell shows its own label
 * (data-label), as the Manage Users table does; the explicit roles keep the table semantics.
 */
export const responsiveCell = {
  role: 'cell',
  display: { base: 'block', md: 'table-cell' },
  borderBottomWidth: { base: '0', md: '1px' },
  px: { base: '0', md: '2' },
  py: { base: '0.5', md: '2.5' },
  verticalAlign: 'top',
  _before: { content: { base: 'attr(data-label) ": "', md: 'none' }, color: 'fg.muted', fontWeight: 'normal' },
} as const;

export const responsiveRow = {
  role: 'row',
  display: { base: 'grid', md: 'table-row' },
  // A card wraps a long value; Table.ScrollArea keeps the table's rows on one line.
  whiteSpace: { base: 'normal', md: 'nowrap' },
  gridTemplateColumns: '1fr auto',
  columnGap: '3',
  px: { base: '3', md: '0' },
  py: { base: '3', md: '0' },
  borderBottomWidth: { base: '1px', md: '0' },
  _last: { borderBottomWidth: '0' },
} as const;
