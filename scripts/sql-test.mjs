#!/usr/bin/env node
// SQL tests on a real PostgreSQL 15: a throwaway cluster in a temp dir (private port and socket dir), the
// Supabase stand-in (supabase/test-support/stand-in.sql), supabase/migrations/*.sql, supabase/seed.sql and
// the pgTAP extension, then every pgTAP file under supabase/tests run by pg_prove, as `supabase test db`
// does. Each file is one case in one transaction (begin; select plan(n); … select * from finish(); rollback;)
// that switches role and JWT claims the way PostgREST does. Prints pg_prove's per-file results and summary
// and exits non-zero on any failure. Usage: node scripts/sql-test.mjs [filter] (files whose path under
// supabase/tests contains the filter, case-insensitive). Runs with plain `node` (no npm script needed);
// the only module it loads is `pg` from node_modules. The concurrency cases also get the dblink extension
// and the database's address (sql_test.conninfo), to open sessions of their own.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SUPABASE = join(ROOT, 'supabase');
const TESTS = join(SUPABASE, 'tests');
const STAND_IN = join(SUPABASE, 'test-support', 'stand-in.sql');
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

// The Debian packages the run needs, each with the file that proves it is installed.
const SYSTEM_PACKAGES = [
  ['postgresql-15', join(PG_BIN, 'initdb')],
  ['postgresql-15-pgtap', '/usr/share/postgresql/15/extension/pgtap.control'],
  ['libtap-parser-sourcehandler-pgtap-perl', '/usr/bin/pg_prove'],
];

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (missing.length === 0) return;
  if (!isRoot)
    throw new Error(
      `missing system packages: ${missing.join(' ')} (apt-get install -y ${missing.join(' ')}, or bash scripts/ensure-system-deps.sh)`,
    );
  console.log(`Installing missing system packages with apt-get: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    install();
  }
  const still = SYSTEM_PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (still.length > 0) throw new Error(`installing ${still.join(' ')} failed`);
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
    throw new Error(`${relative(ROOT, file)}: ${error.code ?? ''} ${error.message}`);
  }
}

// --- tests -------------------------------------------------------------------------------------------

/** Every .sql file under supabase/tests (what `supabase test db` runs), sorted by path. */
function testFiles(dir = TESTS) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(path);
      return entry.name.endsWith('.sql') ? [relative(ROOT, path)] : [];
    })
    .sort();
}

async function main() {
  ensureSystemPackages();
  const files = testFiles().filter((file) => file.toLowerCase().includes(filter.toLowerCase()));
  if (files.length === 0) throw new Error(`no test file under supabase/tests matches "${filter}"`);

  const socketDir = startCluster();

  const admin = await connect(socketDir, SUPERUSER);
  await applyFile(admin, STAND_IN);

  // Migrations and seed run as `postgres` (not a superuser), as on Supabase.
  const client = await connect(socketDir, 'postgres');
  const migrations = readdirSync(join(SUPABASE, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const migration of migrations) await applyFile(client, join(SUPABASE, 'migrations', migration));
  await applyFile(client, join(SUPABASE, 'seed.sql'));
  await client.end();

  // Test tooling, never a migration: pgTAP in the extensions schema, exactly as `supabase test db` adds it.
  await admin.query('create extension if not exists pgtap with schema extensions');
  // The concurrency cases (supabase/tests/80-credits) need sessions that commit while the file's own
  // transaction stays open: they open them with dblink (contrib, part of Debian's postgresql-15), as
  // `postgres` over this cluster's socket. dblink_connect_u because the cluster trusts local connections
  // (plain dblink_connect demands a password from a non-superuser); sql_test.conninfo tells the tests where
  // the database is.
  await admin.query('create extension if not exists dblink with schema extensions');
  await admin.query('grant execute on function extensions.dblink_connect_u(text, text) to postgres');
  const conninfo = `host=${socketDir} port=${PORT} dbname=postgres user=postgres`;
  await admin.query(`alter database postgres set sql_test.conninfo = '${conninfo}'`);
  await admin.end();

  // pg_prove runs each file with psql (ON_ERROR_STOP) as `postgres`, the user `supabase test db` connects as.
  const prove = spawnSync(
    '/usr/bin/pg_prove',
    [
      '--psql-bin',
      join(PG_BIN, 'psql'),
      '--host',
      socketDir,
      '--port',
      String(PORT),
      '--username',
      'postgres',
      '--dbname',
      'postgres',
      '--ext',
      '.sql',
      '--failures',
      '--comments',
      '--nocolor',
      ...files,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // A case stuck on a lock fails instead of hanging the run.
      env: { ...process.env, PGOPTIONS: '-c statement_timeout=20s' },
    },
  );
  if (prove.error) throw prove.error;
  return prove.status === 0 ? 0 : 1;
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
  console.log('Result: FAIL');
} finally {
  cleanup();
}
process.exit(exitCode);
