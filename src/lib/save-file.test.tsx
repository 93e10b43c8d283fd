import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlobAsFile } from './save-file';

describe('saveBlobAsFile', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('clicks a temporary link to the blob under the file name, then revokes the URL', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    // jsdom has no object URLs.
    const create = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:saved-file';
    });
    const revoke = vi.fn();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.isConnected).toBe(true);
    });
    const blob = new Blob(['{"a":1}'], { type: 'application/json' });

    saveBlobAsFile(blob, 'packet.json');

    expect(create).toHaveBeenCalledTimes(1);
    expect(created[0]).toBe(blob);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('packet.json');
    expect(link.href).toBe('blob:saved-file');
    expect(link.isConnected).toBe(false);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:saved-file');
  });
});
