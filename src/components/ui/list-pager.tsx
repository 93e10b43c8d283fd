import { Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

export const PAGE_SIZE = 25;

/** Filters by a search text and cuts one page, so a list of 10,000 users renders 25 rows. */
export function usePagedFilter<T>(
  items: readonly T[],
  matches: (item: T, needle: string) => boolean,
  pageSize = PAGE_SIZE,
) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? items.filter((item) => matches(item, needle)) : items;
  }, [items, matches, search]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const rows = filtered.slice(current * pageSize, (current + 1) * pageSize);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(0);
  };
  return { search, setSearch, page: current, setPage, pageCount, rows, total: filtered.length, pageSize };
}

/** Previous / next with the visible range; hidden when everything fits on one page. */
export function ListPager({
  label,
  page,
  pageCount,
  pageSize,
  total,
  onPageChange,
}: {
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {first}–{last} of {total}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => onPageChange(page - 1)} disabled={page === 0}>
          Previous
        </Button>
        <Text fontSize="sm">
          Page {page + 1} of {pageCount}
        </Text>
        <Button size="sm" variant="outline" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount - 1}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
