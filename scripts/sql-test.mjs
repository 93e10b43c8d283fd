#!/usr/bin/env node
// SQL tests on a real PostgreSQL 15: a throwaway cluster in a temp dir (private port and socket dir), the
// Supabase stand-in, supabase/migrations/*.sql, supabase/seed.sql, then every supabase/tests/*.test.sql.
// Each test file is split into cases at `-- test: <name>` lines; a case runs begin … rollback, switching
// role and JWT claims the way PostgREST does. Usage: node scripts/sql-test.mjs [name filter]
// Runs with plain `node` (no npm script needed); the only module it loads is `pg` from node_modules.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SUPABASE = join(ROOT, 'supabase');
const TESTS = join(SUPABASE, 'tests');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PORT = Number(process.env.SQL_TEST_PORT ?? 54329);
const SUPERUSER = 'supabase_admin';
const filter = process.argv[2] ?? '';
const isRoot = process.getuid?.() === 0;

function run(command, args, { allowFail = false, quiet = false } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: quiet ? 'pipe' : ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0 && !allowFail) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

/** initdb and pg_ctl refuse root: as root they run as the `postgres` system user. */
function runPg(binary, args, options) {
  const path = join(PG_BIN, binary);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args], options) : run(path, args, options);
}

function ensurePostgres() {
  if (existsSync(join(PG_BIN, 'initdb'))) return;
  if (!isRoot)
    throw new Error(
      `${PG_BIN}/initdb is missing: install postgresql-15 (apt-get install -y postgresql-15) or set PG_BIN`,
    );
  console.log('PostgreSQL 15 server binaries missing: installing postgresql-15 with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], {
      stdio: 'inherit',
      env,
    });
  }
  if (install.status !== 0 || !existsSync(join(PG_BIN, 'initdb'))) throw new Error('installing postgresql-15 failed');
}

// --- cluster lifecycle -------------------------------------------------------------------------------

let tempDir;
let started = false;
let cleanedUp = false;

function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started)
    runPg('pg_ctl', ['-D', join(tempDir, 'data'), '-m', 'immediate', '-w', 'stop'], { allowFail: true, quiet: true });
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

function startCluster() {
  tempDir = mkdtempSync(join(tmpdir(), 'sql-test-'));
  const data = join(tempDir, 'data');
  const socketDir = join(tempDir, 'socket');
  mkdirSync(socketDir);
  if (isRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).stdout.trim());
    const gid = Number(run('id', ['-g', 'postgres']).stdout.trim());
    chownSync(tempDir, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  runPg(
    'initdb',
    [
      '-D',
      data,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ],
    { quiet: true },
  );
  const options = `-p ${PORT} -k ${socketDir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  started = true;
  runPg('pg_ctl', ['-D', data, '-l', join(tempDir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start'], {
    quiet: true,
  });
  return socketDir;
}

async function connect(socketDir, user) {
  const client = new pg.Client({ host: socketDir, port: PORT, user, database: 'postgres' });
  client.on('notice', () => {});
  await client.connect();
  await client.query("set statement_timeout = '20s'");
  return client;
}

async function applyFile(client, file) {
  try {
    await client.query(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file.slice(ROOT.length + 1)}: ${error.code ?? ''} ${error.message}`);
  }
}

// --- test cases --------------------------------------------------------------------------------------

/** Splits a test file into its `-- test: name` cases. */
function readCases(file) {
  const cases = [];
  let current;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const marker = /^--\s*test:\s*(.+?)\s*$/.exec(line);
    if (marker) {
      current = { name: marker[1], sql: '' };
      cases.push(current);
    } else if (current) {
      current.sql += `${line}\n`;
    } else if (line.trim() !== '' && !line.trim().startsWith('--')) {
      throw new Error(`${file}: SQL before the first "-- test:" line`);
    }
  }
  return cases;
}

const WRAPPED = /^\s*(?:--[^\n]*\n\s*)*begin\s*;[\s\S]*\brollback\s*;\s*(?:--[^\n]*\s*)*$/i;

async function runCase(client, testCase) {
  if (!WRAPPED.test(testCase.sql)) return 'a test case must start with begin; and end with rollback;';
  try {
    await client.query(testCase.sql);
    return null;
  } catch (error) {
    return `${error.code ?? ''} ${error.message}`.trim();
  } finally {
    // A failed case leaves its transaction open: end it so the next case starts clean.
    await client.query('rollback').catch(() => {});
  }
}

async function main() {
  ensurePostgres();
  const socketDir = startCluster();

  const admin = await connect(socketDir, SUPERUSER);
  await applyFile(admin, join(TESTS, 'stand-in.sql'));
  await admin.end();

  // Migrations and seed run as `postgres` (not a superuser), as on Supabase.
  const client = await connect(socketDir, 'postgres');
  const migrations = readdirSync(join(SUPABASE, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const migration of migrations) await applyFile(client, join(SUPABASE, 'migrations', migration));
  await applyFile(client, join(SUPABASE, 'seed.sql'));
  await applyFile(client, join(TESTS, 'helpers.sql'));

  let passed = 0;
  let failed = 0;
  const files = readdirSync(TESTS)
    .filter((f) => f.endsWith('.test.sql'))
    .sort();
  for (const file of files) {
    const suite = file.replace(/\.test\.sql$/, '');
    for (const testCase of readCases(join(TESTS, file))) {
      const name = `${suite} › ${testCase.name}`;
      if (filter && !name.toLowerCase().includes(filter.toLowerCase())) continue;
      const error = await runCase(client, testCase);
      if (error === null) {
        passed += 1;
        console.log(`PASS  ${name}`);
      } else {
        failed += 1;
        console.log(`FAIL  ${name}\n      ${error.replace(/\n/g, '\n      ')}`);
      }
    }
  }
  await client.end();
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`sql-test: ${error instanceof Error ? error.message : String(error)}`);
  if (tempDir && existsSync(join(tempDir, 'postgres.log'))) {
    const log = readFileSync(join(tempDir, 'postgres.log'), 'utf8').trim().split('\n').slice(-15).join('\n');
    if (log) console.error(`postgres.log (last lines):\n${log}`);
  }
  console.log('0 passed, 1 failed');
} finally {
  cleanup();
}
process.exit(exitCode);
