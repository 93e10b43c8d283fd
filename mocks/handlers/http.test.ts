import { describe, expect, it, vi } from 'vitest';
import { StoredTablesNeeded } from '../db';
import { retrying } from './http';

const info = () => ({ request: new Request('http://retry.test/x', { method: 'POST', body: '{"n":1}' }) });

/** A need whose two ways of loading are spies. */
function need() {
  const load = vi.fn(async () => undefined);
  const loadWhole = vi.fn(async () => undefined);
  return { error: new StoredTablesNeeded(load, loadWhole, 'rows'), load, loadWhole };
}

describe('retrying', () => {
  it('answers again from the start once what was needed is read, each time with the whole request body', async () => {
    const first = need();
    const bodies: unknown[] = [];
    const resolver = retrying(async ({ request }: { request: Request }) => {
      bodies.push(await request.json());
      if (bodies.length === 1) throw first.error;
      return 'answered';
    });
    await expect(resolver(info())).resolves.toBe('answered');
    expect(bodies).toEqual([{ n: 1 }, { n: 1 }]);
    expect(first.load).toHaveBeenCalledOnce();
    expect(first.loadWhole).not.toHaveBeenCalled();
  });

  it('reads whole tables from the fourth time, and gives up after twelve', async () => {
    const needs: ReturnType<typeof need>[] = [];
    const resolver = retrying(async () => {
      needs.push(need());
      throw needs.at(-1)!.error;
    });
    await expect(resolver(info())).rejects.toBeInstanceOf(StoredTablesNeeded);
    expect(needs).toHaveLength(12);
    expect(needs.map((n) => [n.load.mock.calls.length, n.loadWhole.mock.calls.length])).toEqual([
      ...Array.from({ length: 3 }, () => [1, 0]),
      ...Array.from({ length: 8 }, () => [0, 1]),
      [0, 0],
    ]);
  });

  it('passes any other error on at once', async () => {
    const failure = new Error('not a need');
    const resolver = vi.fn(async () => {
      throw failure;
    });
    await expect(retrying(resolver)(info())).rejects.toBe(failure);
    expect(resolver).toHaveBeenCalledOnce();
  });
});
