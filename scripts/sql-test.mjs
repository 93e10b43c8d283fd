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
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  applySchema,
  connect,
  ensureSystemPackages,
  PG_BIN,
  ROOT,
  startCluster,
  SUPABASE,
  SUPERUSER,
} from './pg-cluster.mjs';

const TESTS = join(SUPABASE, 'tests');
const PORT = Number(process.env.SQL_TEST_PORT ?? 54329);
const filter = process.argv[2] ?? '';

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

  cluster = startCluster(PORT);
  const { socketDir } = cluster;
  await applySchema(cluster);

  const admin = await connect(cluster, SUPERUSER);

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

let cluster = null;
let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`sql-test: ${error instanceof Error ? error.message : String(error)}`);
  const log = cluster?.logTail();
  if (log) console.error(`postgres.log (last lines):\n${log}`);
  console.log('Result: FAIL');
} finally {
  cluster?.stop();
}
process.exit(exitCode);
