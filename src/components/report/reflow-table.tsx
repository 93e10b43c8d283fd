import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ReflowColumn<K extends string> {
  key: K;
  label: string;
  numeric?: boolean;
}

interface ReflowTableProps<K extends string> {
  caption: string;
  columns: ReadonlyArray<ReflowColumn<K>>;
  rows: ReadonlyArray<{ key: string; cells: Record<K, ReactNode> }>;
  /** A totals row (empty cells stay empty). */
  footer?: Record<K, ReactNode>;
}

/**
 * Below the md breakpoint (and in print on a narrow page) each row becomes a block of "label value" lines, so
 * nothing scrolls sideways at 390 px and no row is cut by a page break. The explicit roles keep it a table for
 * screen readers when `display` changes.
 */
const STACKED = {
  mdDown: {
    display: 'block',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody, & tfoot': { display: 'block' },
    '& tr': {
      display: 'block',
      borderBottomWidth: '1px',
      paddingBlock: '2',
    },
    '& td, & th[scope="row"]': {
      display: 'grid',
      gridTemplateColumns: '7rem minmax(0, 1fr)',
      alignItems: 'baseline',
      gap: '3',
      border: 'none',
      paddingBlock: '1',
      paddingInline: '3',
      textAlign: 'start',
    },
    '& td::before, & th[scope="row"]::before': {
      content: 'attr(data-label)',
      fontWeight: 'semibold',
      color: 'fg.muted',
    },
    '& td[data-empty]': { display: 'none' },
  },
  '& tr': { breakInside: 'avoid' },
} as const;

export function ReflowTable<K extends string>({ caption, columns, rows, footer }: ReflowTableProps<K>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  const cell = (column: ReflowColumn<K>, value: ReactNode) => (
    <Table.Cell
      key={column.key}
      role="cell"
      data-label={column.label}
      data-empty={value === '' ? '' : undefined}
      textAlign={column.numeric ? 'end' : undefined}
      whiteSpace={column.numeric ? 'nowrap' : 'normal'}
      wordBreak="break-word"
    >
      {value}
    </Table.Cell>
  );
  return (
    <Table.Root role="table" size="sm" borderWidth="1px" rounded="md" css={STACKED}>
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Header role="rowgroup">
        <Table.Row role="row">
          {columns.map((c) => (
            <Table.ColumnHeader key={c.key} role="columnheader" scope="col" textAlign={c.numeric ? 'end' : undefined}>
              {c.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body role="rowgroup">
        {rows.map((row) => (
          <Table.Row key={row.key} role="row">
            <Table.Cell
              as="th"
              role="rowheader"
              scope="row"
              data-label={first.label}
              fontWeight="medium"
              wordBreak="break-word"
            >
              {row.cells[first.key]}
            </Table.Cell>
            {rest.map((c) => cell(c, row.cells[c.key]))}
          </Table.Row>
        ))}
      </Table.Body>
      {footer && (
        <Table.Footer role="rowgroup" fontWeight="semibold">
          <Table.Row role="row">
            <Table.Cell as="th" role="rowheader" scope="row" data-label="">
              {footer[first.key]}
            </Table.Cell>
            {rest.map((c) => cell(c, footer[c.key]))}
          </Table.Row>
        </Table.Footer>
      )}
    </Table.Root>
  );
}
