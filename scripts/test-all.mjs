#!/usr/bin/env node
// `npm test`: every stage runs even when an earlier one fails, so one failure never hides the others'
// results. Prints a summary with each stage's result and time, and exits non-zero if any stage failed.
// The system packages come first and are the only hard stop: without them no later stage can run.
import { spawnSync } from 'node:child_process';

const stages = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  ['sql', 'npm run test:sql'],
  ['stories', 'npm run test:stories'],
  ['e2e', 'npm run test:e2e'],
  ['e2e on the Supabase build', 'npm run test:e2e:emulator'],
  ['build', 'npm run test:build'],
];

const run = (command) => {
  const started = Date.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  return { ok: status === 0, code: status ?? signal, seconds: (Date.now() - started) / 1000 };
};

const minutes = (seconds) => `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

const deps = run('bash scripts/ensure-system-deps.sh');
if (!deps.ok) {
  console.error('\nInstalling the system packages failed; no test stage can run without them.');
  process.exit(1);
}

const results = [];
for (const [name, command] of stages) {
  console.log(`\n=== ${name}: ${command}`);
  results.push({ name, command, ...run(command) });
}

console.log('\n=== npm test summary');
for (const { name, ok, code, seconds } of results) {
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(10)} ${minutes(seconds).padStart(8)}${ok ? '' : `  (exit ${code})`}`,
  );
}
const failed = results.filter((result) => !result.ok);
const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`${results.length - failed.length} of ${results.length} stages passed in ${minutes(total)}`);
if (failed.length) {
  console.log(`Failed: ${failed.map(({ name, command }) => `${name} (${command})`).join(', ')}`);
  process.exit(1);
}
