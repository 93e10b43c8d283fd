import { afterEach, beforeEach, vi } from 'vitest';

export interface SavedFile {
  file: Blob;
  name: string;
}

/**
 * Catches the files a screen hands to the browser, where saveBlobAsFile() makes its object URL and clicks its
 * link; the returned list is emptied before each test.
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  beforeEach(() => {
    saved.length = 0;
    let pending: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      pending = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (pending) saved.push({ file: pending, name: this.download });
      pending = null;
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return saved;
}
