import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The reader's core (index.ts and everything it imports) must run in the browser, Node and Deno: relative imports
 * with explicit .ts extensions only, and no browser-only or Node-only global. Deno would accept `node:` imports,
 * so this is checked here rather than left to `deno check`.
 */
const DIR = dirname(fileURLToPath(import.meta.url));

const IMPORT = /(?:import|export)[^'"]*from\s+'([^']+)'/g;
/** A relative import as a path from DIR ("rules/owners.ts"), from the file that imports it. */
const resolveFrom = (file: string, spec: string) => normalize(join(dirname(file), spec));

/** The files outside DIR the core may import: the field registry, framework-free and checked here like the core. */
const SHARED_WITH_THE_APP = new Set(['../report/fields.ts']);

/** index.ts and every file it imports, as paths from DIR (the rules are in rules/). */
function coreFiles(entry = 'index.ts', seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(join(DIR, entry), 'utf8');
  for (const m of source.matchAll(IMPORT)) {
    if (m[1]!.startsWith('.')) coreFiles(relative(DIR, join(DIR, resolveFrom(entry, m[1]!))), seen);
  }
  return seen;
}

describe('the reader core stays framework-free', () => {
  const files = [...coreFiles()];

  it('imports only .ts files of the core, by relative path', () => {
    const bad = files.flatMap((f) =>
      [...readFileSync(join(DIR, f), 'utf8').matchAll(IMPORT)]
        .map((m) => m[1]!)
        .filter(
          (spec) =>
            !/^\.\.?\/(?:[a-z-]+\/)*[a-z-]+\.ts$/.test(spec) ||
            (relative(DIR, join(DIR, resolveFrom(f, spec))).startsWith('..') &&
              !SHARED_WITH_THE_APP.has(resolveFrom(f, spec))),
        )
        .map((spec) => `${f}: ${spec}`),
    );
    expect(files.length).toBeGreaterThan(3);
    expect(bad).toEqual([]);
  });

  it('uses no browser-only or Node-only global', () => {
    const globals = /\b(?:window|document\.|navigator|localStorage|process\.|Buffer|require\(|__dirname|Deno\.)/;
    const bad = files.filter((f) => {
      const source = readFileSync(join(DIR, f), 'utf8');
      // A local variable of that name ("const window = page.flat.slice(…)") is not the global.
      const local = [...source.matchAll(/\b(?:const|let|var)\s+(window|navigator|localStorage|Buffer)\b/g)].map(
        (m) => m[1]!,
      );
      return source
        .split('\n')
        .some(
          (line) =>
            !/^\s*(?:\/\/|\*|\/\*\*)/.test(line) &&
            globals.test(local.reduce((l, name) => l.replace(new RegExp(`\\b${name}\\b`, 'g'), '_local'), line)),
        );
    });
    expect(bad).toEqual([]);
  });
});
