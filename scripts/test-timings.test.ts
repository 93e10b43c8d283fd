import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slowestFiles } from './test-timings.mjs';

const dir = mkdtempSync(join(tmpdir(), 'timings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name: string, body: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
  return path;
}

describe('the slowest files of a stage', () => {
  it('reads a Vitest report: each file from its start to its end, slowest first, paths from the root', () => {
    const path = report('vitest.json', {
      testResults: [
        { name: '/repo/src/a.test.ts', startTime: 1000, endTime: 3500 },
        { name: '/repo/src/b.test.ts', startTime: 1000, endTime: 11000 },
        { name: '/repo/mocks/c.test.ts', startTime: 0, endTime: 500 },
      ],
    });
    expect(slowestFiles(path, '/repo', 2)).toEqual([
      { file: 'src/b.test.ts', seconds: 10 },
      { file: 'src/a.test.ts', seconds: 2.5 },
    ]);
  });

  it('reads a Playwright report: every result of every test in nested suites, summed per spec file', () => {
    const result = (ms: number) => ({ duration: ms });
    const path = report('playwright.json', {
      suites: [
        {
          file: 'orders.spec.ts',
          specs: [{ tests: [{ results: [result(4000)] }, { results: [result(3000), result(2000)] }] }],
          suites: [{ specs: [{ tests: [{ results: [result(1000)] }] }] }],
        },
        { file: 'shell.spec.ts', specs: [{ tests: [{ results: [result(1500)] }] }] },
      ],
    });
    expect(slowestFiles(path, '/repo')).toEqual([
      { file: 'orders.spec.ts', seconds: 10 },
      { file: 'shell.spec.ts', seconds: 1.5 },
    ]);
  });

  it('gives nothing for a stage that wrote no report or a broken one', () => {
    expect(slowestFiles(join(dir, 'none.json'), '/repo')).toEqual([]);
    expect(slowestFiles(report('broken.json', '{'), '/repo')).toEqual([]);
  });
});
