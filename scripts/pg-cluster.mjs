// A throwaway PostgreSQL 15 cluster with the project's schema, for the SQL tests (scripts/sql-test.mjs) and the
// bench's staff queries (scripts/bench/postgres-staff.mjs): initdb in a temp dir (run as the `postgres` user when
// root, since initdb refuses root), a private port and socket directory, then the Supabase stand-in
// (supabase/test-support/stand-in.sql), supabase/migrations/*.sql and supabase/seed.sql. The only module it loads
// is `pg` from node_modules.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const SUPABASE = join(ROOT, 'supabase');
const STAND_IN = join(SUPABASE, 'test-support', 'stand-in.sql');
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const SUPERUSER = 'supabase_admin';
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

// The Debian packages a run needs, each with the file that proves it is installed.
const SYSTEM_PACKAGES = [
  ['postgresql-15', join(PG_BIN, 'initdb')],
  ['postgresql-15-pgtap', '/usr/share/postgresql/15/extension/pgtap.control'],
  ['libtap-parser-sourcehandler-pgtap-perl', '/usr/bin/pg_prove'],
];

export function ensureSystemPackages() {
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

/**
 * Starts a cluster on `port` (no TCP: a socket in its temp dir). `stop()` stops it and removes the dir (also on
 * SIGINT, SIGTERM and SIGHUP); `logTail()` is the end of its log, for an error report.
 */
export function startCluster(port) {
  const tempDir = mkdtempSync(join(tmpdir(), 'sql-test-'));
  const data = join(tempDir, 'data');
  const socketDir = join(tempDir, 'socket');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) runPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { allowFail: true, quiet: true });
    rmSync(tempDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const logTail = () => {
    const log = join(tempDir, 'postgres.log');
    return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-15).join('\n') : '';
  };
  try {
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
    const options = `-p ${port} -k ${socketDir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    started = true;
    runPg('pg_ctl', ['-D', data, '-l', join(tempDir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start'], {
      quiet: true,
    });
  } catch (error) {
    const log = logTail();
    stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${log ? `\npostgres.log:\n${log}` : ''}`);
  }
  return { socketDir, port, stop, logTail };
}

/** A client of the cluster as `user`, with a statement timeout (a query stuck on a lock fails instead of hanging). */
export async function connect(cluster, user, { statementTimeout = '20s' } = {}) {
  const client = new pg.Client({ host: cluster.socketDir, port: cluster.port, user, database: 'postgres' });
  client.on('notice', () => {});
  await client.connect();
  await client.query(`set statement_timeout = '${statementTimeout}'`);
  return client;
}

export async function applyFile(client, file) {
  try {
    await client.query(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${relative(ROOT, file)}: ${error.code ?? ''} ${error.message}`);
  }
}

/** The stand-in (as the superuser), then the migrations and the seed as `postgres` (not a superuser), as on Supabase. */
export async function applySchema(cluster) {
  const admin = await connect(cluster, SUPERUSER);
  try {
    await applyFile(admin, STAND_IN);
  } finally {
    await admin.end();
  }
  const client = await connect(cluster, 'postgres');
  try {
    const migrations = readdirSync(join(SUPABASE, 'migrations'))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const migration of migrations) await applyFile(client, join(SUPABASE, 'migrations', migration));
    await applyFile(client, join(SUPABASE, 'seed.sql'));
  } finally {
    await client.end();
  }
}
