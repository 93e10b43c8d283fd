#!/usr/bin/env node
// `npm test`: every stage runs even when an earlier one fails, so one failure never hides the others'
// results. Prints a summary with each stage's result and time, and exits non-zero if any stage failed.
// The system packages come first and are the only hard stop: without them no later stage can run.
// A failed stage's failure lines are repeated under the summary: CI keeps only the tail of the log,
// and a flaky failure is only worth something if the tail names the test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { slowestFiles } from './test-timings.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

// [name, command, whether its runner reports per-file times (Vitest, Playwright)], in groups that run at once.
// Only the first group's stages run at once: ESLint, tsc and the SQL tests each keep about one core busy, so on
// two cores they take about half as long together as one after another. The test runners use both cores alone.
// The build check reads the default build that the e2e stage makes, so it comes after it.
const groups = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['sql', 'npm run test:sql'],
  ],
  [['unit', 'npm run test:unit', true]],
  [['stories', 'npm run test:stories', true]],
  [['e2e', 'npm run test:e2e', true]],
  [['e2e on the Supabase build', 'npm run test:e2e:emulator', true]],
  [['build', 'npm run test:build']],
];

// Each timed stage writes its runner's JSON report here (TEST_TIMINGS_FILE, read by vitest.config.ts and
// playwright.config.ts), so the summary can name the slowest files the day they land.
const timingsDir = mkdtempSync(join(tmpdir(), 'test-timings-'));
const timingsFile = (name) => join(timingsDir, `${name.replace(/\W+/g, '-')}.json`);

// What Vitest and Playwright print for a failed test or file, and the first lines of its error.
const FAILURE_LINE = /(^|\s)(FAIL|×|✘)\s|Error:|expected|Timed out|timed out|flaky/;
const MAX_FAILURE_LINES = 60;

/**
 * Runs a stage with its output passed straight through (or, with `held`, kept and printed when it ends, so two
 * stages running at once do not interleave), keeping the lines that say what failed.
 */
const runStage = (command, env = {}, held = null) =>
  new Promise((resolve) => {
    const started = Date.now();
    const failures = [];
    const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const note = (line) => {
      const plain = stripVTControlCharacters(line).trimEnd();
      // The last ones count: both runners report failures in detail at the end of their output.
      if (FAILURE_LINE.test(plain)) failures.push(plain);
      if (failures.length > MAX_FAILURE_LINES) failures.shift();
    };
    const watch = (source, sink) => {
      // Decoded as a stream, so a character split between two chunks (× or ✘) arrives whole.
      source.setEncoding('utf8');
      let partial = '';
      source.on('data', (text) => {
        if (held) held.push(text);
        else sink.write(text);
        const lines = (partial + text).split('\n');
        partial = lines.pop();
        lines.forEach(note);
      });
      source.on('end', () => note(partial));
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('close', (status, signal) =>
      resolve({ ok: status === 0, code: status ?? signal, seconds: (Date.now() - started) / 1000, failures }),
    );
  });

const minutes = (seconds) => `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

const deps = await runStage('bash scripts/ensure-system-deps.sh');
if (!deps.ok) {
  console.error('\nInstalling the system packages failed; no test stage can run without them.');
  process.exit(1);
}

const results = [];
const started = Date.now();
for (const group of groups) {
  const runs = group.map(([name, command, timed], index) => {
    const env = timed ? { TEST_TIMINGS_FILE: timingsFile(name) } : {};
    // The group's first stage prints as it goes; the others print whole, after it.
    const held = index === 0 ? null : [];
    if (!held) console.log(`\n=== ${name}: ${command}`);
    return runStage(command, env, held).then((result) => ({ name, command, timed, held, ...result }));
  });
  for (const run of runs) {
    const result = await run;
    if (result.held) process.stdout.write(`\n=== ${result.name}: ${result.command}\n${result.held.join('')}`);
    results.push(result);
  }
}

console.log('\n=== npm test summary');
for (const { name, ok, code, seconds } of results) {
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(10)} ${minutes(seconds).padStart(8)}${ok ? '' : `  (exit ${code})`}`,
  );
}
const failed = results.filter((result) => !result.ok);
// Wall time: the stages that ran at once overlap.
const total = (Date.now() - started) / 1000;
console.log(`${results.length - failed.length} of ${results.length} stages passed in ${minutes(total)}`);
for (const { name } of results.filter((r) => r.timed)) {
  const slowest = slowestFiles(timingsFile(name), ROOT);
  console.log(`\n--- the slowest files of ${name}${slowest.length ? '' : ': no report was written'}`);
  for (const { file, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}`);
}
rmSync(timingsDir, { recursive: true, force: true });
if (failed.length) {
  console.log(`Failed: ${failed.map(({ name, command }) => `${name} (${command})`).join(', ')}`);
  for (const { name, failures } of failed) {
    console.log(`\n--- what ${name} said about its failure${failures.length ? '' : ': no failure line recognised'}`);
    for (const line of failures) console.log(line);
  }
  process.exit(1);
}
