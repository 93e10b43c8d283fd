import { afterAll, describe, expect, it } from 'vitest';
import { exposureNotice, startLoopbackEmulator, type LoopbackEmulator } from './loopback';

describe('the loopback emulator', () => {
  let emulator: LoopbackEmulator | undefined;
  afterAll(() => emulator?.close());

  it('listens on 127.0.0.1 unless told otherwise', async () => {
    emulator = await startLoopbackEmulator({ port: 0 });
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('says where it listens, and warns when that is reachable from other machines', () => {
    expect(exposureNotice('127.0.0.1')).toMatch(/^Listening on 127\.0\.0\.1 only/);
    expect(exposureNotice('0.0.0.0')).toMatch(/^WARNING: listening on 0\.0\.0\.0, reachable from other machines/);
    expect(exposureNotice('0.0.0.0')).toContain('POST /demo/v1/reset');
  });
});
