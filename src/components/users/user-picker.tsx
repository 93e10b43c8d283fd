import { Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useState, type Ref } from 'react';
import type { ProfileSummary } from '@/backend';
import { SEARCH_DEBOUNCE_MS } from '@/lib/list-url-state';
import { USER_PICKER_SIZE, userLabel, useUserSearch } from '@/lib/user-search';

export interface UserPickerProps {
  /** The select's label ('User', 'Customer'). */
  label: string;
  /** The search field's label and placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The select's first, empty entry ('Select a user'). */
  emptyOption: string;
  /** What a person is called in the "Showing 50 of 1,234 …" hint. */
  noun: string;
  /** The chosen user, kept listed whatever the search shows. */
  selected: ProfileSummary | null;
  onSelect: (user: ProfileSummary | null) => void;
  /** How an entry reads; SPEC's 'first last (email)' by default. */
  optionLabel?: (user: ProfileSummary) => string;
  selectRef?: Ref<HTMLSelectElement>;
  disabled?: boolean;
  /** Two columns from md up (the credits page), or stacked (the role screen's narrow panel). */
  columns?: 1 | 2;
}

/**
 * A search-as-you-type user picker: the text is sent to the server after a pause and the select lists
 * the matches, so it stays complete and quick at any number of users. A native select keeps the platform's
 * keyboard and screen-reader behaviour.
 */
export function UserPicker({
  label,
  searchLabel,
  searchPlaceholder,
  emptyOption,
  noun,
  selected,
  onSelect,
  optionLabel = userLabel,
  selectRef,
  disabled = false,
  columns = 1,
}: UserPickerProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useUserSearch(search);
  const found = query.data?.users ?? [];
  const shown = selected && !found.some((u) => u.id === selected.id) ? [selected, ...found] : found;
  const total = query.data?.total ?? 0;

  const Layout = columns === 2 ? SimpleGrid : Stack;
  return (
    <Layout {...(columns === 2 ? { columns: { base: 1, md: 2 } } : {})} gap="3">
      <Field.Root>
        <Field.Label>{searchLabel}</Field.Label>
        <Input
          type="search"
          placeholder={searchPlaceholder}
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
      </Field.Root>
      <Field.Root invalid={query.isError}>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root disabled={disabled || query.isPending}>
          <NativeSelect.Field
            ref={selectRef}
            value={selected?.id ?? ''}
            aria-busy={query.isFetching}
            onChange={(e) => onSelect(shown.find((u) => u.id === e.target.value) ?? null)}
          >
            <option value="">{query.isPending ? `Loading ${noun}s...` : emptyOption}</option>
            {shown.map((u) => (
              <option key={u.id} value={u.id}>
                {optionLabel(u)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {query.isError ? (
          <Field.ErrorText>The {noun}s could not be loaded. Type to try again.</Field.ErrorText>
        ) : search.trim() && total === 0 && !query.isFetching ? (
          <Field.HelperText>
            No {noun} matches “{search.trim()}”.
          </Field.HelperText>
        ) : total > USER_PICKER_SIZE ? (
          <Field.HelperText>
            Showing {USER_PICKER_SIZE} of {total.toLocaleString()} {noun}s; type to narrow the list.
          </Field.HelperText>
        ) : null}
      </Field.Root>
    </Layout>
  );
}
