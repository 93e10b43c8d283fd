// The slowest test files of a stage, from the JSON reports Vitest and Playwright write when `npm test` asks for
// them (TEST_TIMINGS_FILE, read by vitest.config.ts and playwright.config.ts). A file's time is what its tests
// took: Vitest's file duration (collection included), Playwright's tests summed over projects and retries.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Seconds per test file from a Vitest JSON report (`testResults[].name`, start and end in ms). */
export function vitestFileSeconds(report) {
  return (report.testResults ?? []).map((file) => ({
    file: file.name,
    seconds: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
  }));
}

/** Seconds per spec file from a Playwright JSON report: every result of every test, suites nested by file. */
export function playwrightFileSeconds(report) {
  const totals = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(here, (totals.get(here) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...totals].map(([file, seconds]) => ({ file, seconds }));
}

/** The `count` slowest files of a report written by either runner, or [] when the stage wrote none. */
export function slowestFiles(reportPath, root, count = 10) {
  if (!existsSync(reportPath)) return [];
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    return [];
  }
  if (report === null || typeof report !== 'object') return [];
  const files = 'testResults' in report ? vitestFileSeconds(report) : playwrightFileSeconds(report);
  return files
    .map(({ file, seconds }) => ({ file: file.startsWith('/') ? relative(root, file) : file, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}
