import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { pageCountOf } from '@/lib/list-url-state';

/** One page of a list the browser already holds (a customer's own orders). Pages are 1-based. */
export function useClientPage<T>(items: readonly T[], pageSize: number) {
  const [page, setPage] = useState(1);
  const current = Math.min(page, pageCountOf(items.length, pageSize));
  const rows = items.slice((current - 1) * pageSize, current * pageSize);
  return { page: current, setPage, rows, total: items.length, pageSize };
}

/**
 * Previous / next with the visible range, for a page of `total` rows (1-based; a page past the end reads as
 * the last); hidden when everything fits on one page.
 */
export function ListPager({
  label,
  page,
  pageSize,
  total,
  onPageChange,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {first}–{last} of {total}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => onPageChange(current - 1)} disabled={current === 1}>
          Previous
        </Button>
        <Text fontSize="sm">
          Page {current} of {pageCount}
        </Text>
        <Button size="sm" variant="outline" onClick={() => onPageChange(current + 1)} disabled={current >= pageCount}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
