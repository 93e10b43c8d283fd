import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prerenderedPagePaths } from '../src/config/paths';
import { prerenderedFile } from '../scripts/bench/no-js-twin.mjs';
import {
  checkBundleBudget,
  defaultClientDir,
  heaviestScripts,
  HOME_JS_BUDGET_BYTES,
  HOME_JS_ENFORCED_BYTES,
  PRE_INTERACTION_JS_BUDGET_BYTES,
  preInteractionScripts,
} from '../scripts/bench/bundle-budget.mjs';

// Byte budgets of the build `npm run test:e2e` just made (the unit run comes before any build).
// Timings live in `npm run bench`; bytes are deterministic, so they are enforced here.
test.describe('bundle budget', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, 'bytes do not depend on the viewport: desktop only');

  const dir = defaultClientDir(fileURLToPath(new URL('../', import.meta.url)));

  test(`'/' loads at most ${HOME_JS_ENFORCED_BYTES / 1000} kB of gzip JavaScript when it hydrates (enforced ceiling; target ${HOME_JS_BUDGET_BYTES / 1000} kB)`, () => {
    expect(dir, 'build/client exists').not.toBeNull();
    const report = checkBundleBudget(dir!);
    expect(report.homeGzipBytes, `largest: ${heaviestScripts(dir!, report.homeScripts)}`).toBeLessThanOrEqual(
      report.budget,
    );
  });

  // The public pages hydrate on the first interaction; before it they run their inline scripts only.
  for (const path of prerenderedPagePaths) {
    test(`${path} loads at most ${PRE_INTERACTION_JS_BUDGET_BYTES / 1024} KiB of gzip JavaScript before the first interaction`, () => {
      expect(dir, 'build/client exists').not.toBeNull();
      const page = preInteractionScripts(dir!, readFileSync(prerenderedFile(dir!, path), 'utf8'));
      expect(page.gzipBytes, `files: ${page.files.join(', ')}`).toBeLessThanOrEqual(PRE_INTERACTION_JS_BUDGET_BYTES);
    });
  }

  test('no public route loads portal, admin or sign-in route code', () => {
    expect(dir, 'build/client exists').not.toBeNull();
    const report = checkBundleBudget(dir!);
    expect(report.privateRouteIds.length).toBeGreaterThan(0);
    expect(report.violations.filter((v) => !v.startsWith("'/'"))).toEqual([]);
  });
});
