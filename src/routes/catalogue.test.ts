import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The screen catalogue: every route module has a stories file mirroring its path under stories/,
 * screens with gates export the states designers must see, and every public page a Mobile story.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const routesSource = readFileSync(`${root}/src/routes.ts`, 'utf8');
const routeModules = [...new Set([...routesSource.matchAll(/'(routes\/[^']+\.tsx)'/g)].map((m) => m[1]!))];

/** States a screen must show (ARCHITECTURE.md naming): gated screens their gates, public pages phone width. */
function requiredStates(module: string): string[] {
  if (module.startsWith('routes/admin/')) return ['Loading', 'AccessDenied'];
  if (module.startsWith('routes/portal/')) return ['Loading'];
  if (module.startsWith('routes/public/')) return ['Mobile'];
  return [];
}

function storiesFileFor(module: string): string {
  return `${root}/stories/${module.replace(/^routes\//, '').replace(/\.tsx$/, '.stories.tsx')}`;
}

describe('screen catalogue', () => {
  it('finds the route modules', () => {
    expect(routeModules.length).toBeGreaterThan(2);
  });

  it.each(routeModules)('%s has a stories file with its required states', (module) => {
    const file = storiesFileFor(module);
    expect(existsSync(file), `missing ${file.replace(root, '')}`).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/export default/);
    for (const state of requiredStates(module)) {
      expect(source, `${file.replace(root, '')} lacks the ${state} story`).toMatch(
        new RegExp(`export const ${state}\\b`),
      );
    }
  });
});
