import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useListUrlState } from '@/lib/list-url-state';

type List = ReturnType<typeof useListUrlState<{ status: readonly ['Active', 'Suspended'] }>>;
let list: List;

function Probe() {
  list = useListUrlState({ status: ['Active', 'Suspended'] as const });
  return (
    <output aria-label="state">
      {JSON.stringify({ q: list.q, text: list.text, page: list.page, ...list.values })}
    </output>
  );
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '/list', Component: Probe }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}
const state = () =>
  JSON.parse(screen.getByRole('status', { hidden: true }).textContent ?? '{}') as Record<string, unknown>;
const search = (router: ReturnType<typeof open>) => router.state.location.search;

afterEach(() => {
  vi.useRealTimers();
});

describe('useListUrlState', () => {
  it('reads the search, the page and the known filter values from the address', () => {
    open('/list?q=%20acme%20&page=3&status=Suspended');
    expect(state()).toEqual({ q: 'acme', text: 'acme', page: 3, status: 'Suspended' });
  });

  it('drops unknown values, a bad page and page=1 from the address, replacing the entry', async () => {
    const router = open('/list?tab=manage&status=Gone&page=0');
    await vi.waitFor(() => expect(search(router)).toBe('?tab=manage'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(state()).toEqual({ q: '', text: '', page: 1 });
    const again = open('/list?page=1&status=Active');
    await vi.waitFor(() => expect(search(again)).toBe('?status=Active'));
  });

  it('a filter change goes back to page 1 and adds a history entry; other parameters stay', async () => {
    const router = open('/list?tab=manage&page=4');
    act(() => list.set('status', 'Active'));
    await vi.waitFor(() => expect(search(router)).toBe('?tab=manage&status=Active'));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => list.setPage(2));
    await vi.waitFor(() => expect(search(router)).toBe('?tab=manage&status=Active&page=2'));
    act(() => list.clear());
    await vi.waitFor(() => expect(search(router)).toBe('?tab=manage'));
  });

  it('typing reaches the address only after a pause, once, replacing the entry and going back to page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = open('/list?page=2');
    act(() => list.setText('ac'));
    act(() => list.setText('acme '));
    expect(state().text).toBe('acme ');
    expect(search(router)).toBe('?page=2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
    });
    expect(search(router)).toBe('?q=acme');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the field follows the address when Back or a link changes the search', async () => {
    const router = open('/list?q=first');
    await act(() => router.navigate('/list?q=second'));
    expect(state()).toMatchObject({ q: 'second', text: 'second' });
  });
});
