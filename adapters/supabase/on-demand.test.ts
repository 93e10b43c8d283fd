import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

interface Counter {
  add(a: number, b: number): Promise<number>;
  name(): Promise<string>;
}

const counter = (): Counter => ({ add: async (a, b) => a + b, name: async () => 'counter' });

describe('onDemand', () => {
  it('loads the capability on the first call only, once for all its methods, and passes the arguments through', async () => {
    const load = vi.fn(async () => counter());
    const port = onDemand<Counter>({ add: true, name: true }, load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([port.add(2, 3), port.name()])).resolves.toEqual([5, 'counter']);
    await expect(port.add(1, 1)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the capability’s own failure as the call’s', async () => {
    const port = onDemand<Counter>({ add: true, name: true }, async () => ({
      ...counter(),
      add: () => Promise.reject(new Error('refused')),
    }));
    await expect(port.add(1, 2)).rejects.toThrow('refused');
  });

  it('loads again on the next call after a failed load (a chunk the network lost)', async () => {
    const load = vi
      .fn<() => Promise<Counter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(counter());
    const port = onDemand<Counter>({ add: true, name: true }, load);
    await expect(port.name()).rejects.toThrow('Failed to fetch');
    await expect(port.name()).resolves.toBe('counter');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('has exactly the listed methods, as own properties a test can spy on', () => {
    const port = onDemand<Counter>({ add: true, name: true }, async () => counter());
    expect(Object.keys(port).sort()).toEqual(['add', 'name']);
  });
});
