import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The reader's core (index.ts and everything it imports) must run in the browser, Node and Deno: relative imports
 * with explicit .ts extensions only, and no browser-only or Node-only global. Deno would accept `node:` imports,
 * so this is checked here rather than left to `deno check`.
 */
const DIR = dirname(fileURLToPath(import.meta.url));

function coreFiles(entry = 'index.ts', seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(join(DIR, entry), 'utf8');
  for (const m of source.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)) {
    if (m[1]!.startsWith('./')) coreFiles(m[1]!.slice(2), seen);
  }
  return seen;
}

describe('the reader core stays framework-free', () => {
  const files = [...coreFiles()];

  it('imports only sibling .ts files', () => {
    const bad = files.flatMap((f) =>
      [...readFileSync(join(DIR, f), 'utf8').matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)]
        .map((m) => m[1]!)
        .filter((spec) => !/^\.\/[a-z-]+\.ts$/.test(spec))
        .map((spec) => `${f}: ${spec}`),
    );
    expect(files.length).toBeGreaterThan(3);
    expect(bad).toEqual([]);
  });

  it('uses no browser-only or Node-only global', () => {
    const globals = /\b(?:window|document\.|navigator|localStorage|process\.|Buffer|require\(|__dirname|Deno\.)/;
    const bad = files.filter((f) =>
      readFileSync(join(DIR, f), 'utf8')
        .split('\n')
        .some((line) => !/^\s*(?:\/\/|\*|\/\*\*)/.test(line) && globals.test(line)),
    );
    expect(bad).toEqual([]);
  });
});
