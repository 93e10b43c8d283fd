import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { asDocuments, loadDevSet } from '../../scripts/document-reader/dev-set';
import { readDocuments } from '../../src/lib/document-reader/index.ts';

/**
 * The reader runs under real Deno (the npm package `deno`, as the Edge Functions do) and reads exactly as it
 * does in Node: `deno check` accepts the module, and the same documents give the same JSON.
 */
const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
const MODULE = fileURLToPath(new URL('../../src/lib/document-reader/index.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'reader-deno-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const deno = (args: string[]) =>
  spawnSync(DENO, args, {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    timeout: 120_000,
  });

describe('the document reader under Deno', () => {
  it('type-checks with deno check (explicit .ts imports, no Node or DOM API)', () => {
    const result = deno(['check', '--no-config', '--no-lock', MODULE]);
    expect(result.stderr.replace(/Check .*\n?/, '')).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('reads a development-set entity to the same result as Node', () => {
    const entity = loadDevSet().find((e) => e.name === 'cedar-ridge')!;
    const documents = asDocuments(entity);
    const input = join(work, 'input.json');
    writeFileSync(input, JSON.stringify(documents));
    const script = join(work, 'read.ts');
    writeFileSync(
      script,
      `import { readDocuments } from '${pathToFileURL(MODULE).href}';\n` +
        `const documents = JSON.parse(await Deno.readTextFile(${JSON.stringify(input)}));\n` +
        'console.log(JSON.stringify(readDocuments(documents)));\n',
    );
    const result = deno(['run', '--no-config', '--no-lock', `--allow-read=${work}`, script]);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(JSON.stringify(readDocuments(documents))));
  }, 120_000);
});
