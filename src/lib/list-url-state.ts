import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How many pages `total` rows make, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** How long a search field waits after the last keystroke before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Choices = Record<string, readonly string[]>;
type Chosen<C extends Choices> = { [K in keyof C]: C[K][number] | undefined };

/**
 * A staff list's state in the address (`?q=`, `?page=` and one parameter per filter), so a view can be
 * shared and survives a reload. Only its own parameters are touched (the admin tabs keep `?tab=`); values
 * that are not among the choices, and a page that is not a positive whole number, are dropped from the
 * address (replacing the entry). Changing the search or a filter goes back to page 1.
 */
export function useListUrlState<C extends Choices>(choices: C) {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const pageText = params.get('page');
  const page = pageText !== null && /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const values = {} as Chosen<C>;
  const invalid: string[] = [];
  for (const [key, allowed] of Object.entries(choices)) {
    const raw = params.get(key);
    if (raw !== null && !allowed.includes(raw)) invalid.push(key);
    (values as Record<string, string | undefined>)[key] = raw !== null && allowed.includes(raw) ? raw : undefined;
  }
  // Page 1 is the address without `?page=`.
  if (pageText !== null && page === 1) invalid.push('page');
  const invalidKey = invalid.join(',');

  useEffect(() => {
    if (!invalidKey) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of invalidKey.split(',')) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [invalidKey, setParams]);

  /** Sets (or with `undefined`, removes) parameters; any change but the page itself goes back to page 1. */
  const update = (changes: Record<string, string | undefined>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace },
    );

  // The field shows what is typed at once; the address (and so the query) follows after a pause.
  const [text, setText] = useState(q);
  const [typedFor, setTypedFor] = useState(q);
  if (typedFor !== q) {
    // Back, forward or a shared link changed the search: the field follows the address.
    setTypedFor(q);
    if (text.trim() !== q) setText(q);
  }
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim() || undefined }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // update is recreated each render; the pause restarts only when the text or the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);

  const filtered = q !== '' || Object.values(values).some((v) => v !== undefined);
  return {
    /** The committed search (what the list was asked for). */
    q,
    /** The search field's text. */
    text,
    setText,
    page,
    /** `replace` corrects the address (a page past the end) without a history entry. */
    setPage: (next: number, replace = false) => update({ page: next > 1 ? String(next) : undefined }, replace),
    values,
    set: (key: keyof C & string, value: string | undefined) => update({ [key]: value }),
    filtered,
    /** Drops the search, the filters and the page; other parameters stay. */
    clear: () => {
      setText('');
      update(Object.fromEntries(['q', 'page', ...Object.keys(choices)].map((k) => [k, undefined])));
    },
  };
}

/**
 * A shared link or a shrunken list can point past the last page: once the server's total is known (and the
 * rows on screen are not the previous query's), the address moves to the last page, replacing the entry.
 * Returns whether the page shown is past the end (so the screen does not say the list is empty meanwhile).
 */
export function useLastPageCorrection(
  list: Pick<ReturnType<typeof useListUrlState>, 'page' | 'setPage'>,
  total: number | undefined,
  pageSize: number,
  settled: boolean,
): boolean {
  const lastPage = total === undefined ? null : pageCountOf(total, pageSize);
  const beyond = settled && lastPage !== null && list.page > lastPage;
  useEffect(() => {
    if (beyond && lastPage !== null) list.setPage(lastPage, true);
    // list.setPage changes identity each render; the correction depends only on these values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beyond, lastPage]);
  return beyond;
}
