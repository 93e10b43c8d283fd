#!/usr/bin/env node
// The staff queries on PostgreSQL at scale (issue 45 §5, decision 13): the users list page, its search, a status
// filter and the name sort, the dashboard's counts and the CSV export's pages, each as the Supabase adapter sends
// it (supabase-js through PostgREST: the page, then the count of the same filters for `count: 'exact'`), run as an
// admin through row-level security in a throwaway cluster (scripts/pg-cluster.mjs) holding the seed plus 100,000
// generated customers, then 1,000,000 (the whole run took about two minutes on this 2-core machine). Prints each
// statement's median time and what its plan (EXPLAIN) reads: which indexes, which tables whole.
// Usage: node scripts/bench/postgres-staff.mjs; `npm run bench` runs it as its "postgres" section.
import { applySchema, connect, ensureSystemPackages, startCluster, SUPERUSER } from '../pg-cluster.mjs';

/** Where the cluster listens (a socket in its own temp dir; the port only has to be free of other clusters). */
const PORT = Number(process.env.BENCH_PG_PORT ?? 55431);
const RUNS = 5;
/** Generated customers, cumulative: the second scale adds 900,000 to the first (about two minutes in all here). */
const SCALES = [100_000, 1_000_000];
/** The seeded admin persona, at aal2 with its approved factor (supabase/seed.sql), as PostgREST sets the claims. */
const ADMIN_CLAIMS = JSON.stringify({
  sub: '00000000-0000-4000-8000-000000000001',
  role: 'authenticated',
  aal: 'aal2',
});
/** USER_SEARCH_COLUMNS (src/backend/schemas/lists.ts), each `ilike '%needle%'`, or-ed as `containsAny` sends them. */
const SEARCH_COLUMNS = ['display_name', 'first_name', 'last_name', 'email', 'company'];
const NEWEST_FIRST = 'order by created_at desc, id asc';
/** The users list's page size (LIST_PAGE_SIZE) and the export's (EXPORT_PAGE_SIZE, LIST_PAGE_SIZE_MAX). */
const PAGE = 25;
const EXPORT_PAGE = 1000;

/**
 * Customers `from` to `to` as the sign-up trigger would leave them (an auth user, a profile, the 'user' role), one a
 * minute back from now, written with the triggers off (session_replication_role = replica, a superuser's setting)
 * so generate_series fills them in one statement each.
 */
async function addCustomers(admin, from, to) {
  const id = `('b0000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`;
  const created = `now() - i * interval '1 minute'`;
  await admin.query('begin');
  await admin.query('set local session_replication_role = replica');
  await admin.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     select ${id}, 'authenticated', 'authenticated', 'bench.customer.' || i || '@example.test',
            jsonb_build_object('first_name', 'Bench', 'last_name', 'Customer ' || i), ${created}, ${created}
     from generate_series($1::int, $2::int) i`,
    [from, to],
  );
  await admin.query(
    `insert into public.profiles (id, first_name, last_name, phone, company, role, status, display_name, email,
                                  created_at, updated_at)
     select ${id}, 'Bench', 'Customer ' || i, null,
            (array['Harbor Point Lending', 'Northbay Credit', 'Summit Capital', 'Cedar Bank', null])[i % 5 + 1],
            'User', (array['Active', 'Active', 'Active', 'Inactive', 'Suspended'])[i % 5 + 1],
            'Bench Customer ' || i, 'bench.customer.' || i || '@example.test', ${created}, ${created}
     from generate_series($1::int, $2::int) i`,
    [from, to],
  );
  await admin.query(
    `insert into public.user_roles (user_id, role, assigned_at)
     select ${id}, 'user', ${created} from generate_series($1::int, $2::int) i`,
    [from, to],
  );
  await admin.query('commit');
  // Fresh statistics and visibility maps, as autovacuum would leave them.
  await admin.query('vacuum analyze auth.users, public.profiles, public.user_roles');
}

const searchFilter = (needle) => `(${SEARCH_COLUMNS.map((c) => `${c} ilike '%${needle}%'`).join(' or ')})`;

/** A list read as PostgREST runs it for `select('*', { count: 'exact' })`: the page, and the count of its filters. */
function listRead(where, order, limit, offset = 0) {
  const filter = where ? `where ${where}` : '';
  return [
    `select * from public.profiles ${filter} ${order} limit ${limit} offset ${offset}`,
    `select count(*) from public.profiles ${filter}`,
  ];
}

/** The staff queries at `customers` generated customers (plus the seed's profiles). */
function staffQueries(customers) {
  return [
    ['users list, first page (newest first)', listRead('', NEWEST_FIRST, PAGE)],
    ['users list, page 40', listRead('', NEWEST_FIRST, PAGE, 39 * PAGE)],
    // Through PostgREST under the policy, as the adapter sent a search before migration 2800 (kept for comparison).
    ['search "customer 4242", PostgREST (before)', listRead(searchFilter('customer 4242'), NEWEST_FIRST, PAGE)],
    ['search "cedar", PostgREST (before)', listRead(searchFilter('cedar'), NEWEST_FIRST, PAGE)],
    ['status Suspended', listRead(`status = 'Suspended'`, NEWEST_FIRST, PAGE)],
    ['sort by name', listRead('', 'order by display_name asc nulls last, email asc nulls last, id asc', PAGE)],
    ['sort by email', listRead('', 'order by email asc nulls last, id asc', PAGE)],
    // admin_dashboard()'s two statements (a plpgsql function: EXPLAIN of its call shows no plan of its own).
    [
      'dashboard counts (admin_dashboard)',
      [
        `select count(*), count(*) filter (where p.status = 'Active'),
                count(*) filter (where p.status is distinct from 'Active'),
                count(*) filter (where p.status = 'Suspended'),
                count(*) filter (where p.created_at >= now() - interval '7 days'), max(p.created_at)
         from public.profiles p`,
        `select count(*) filter (where ur.role = 'admin'), count(*) filter (where ur.role = 'moderator')
         from public.user_roles ur`,
      ],
    ],
    ['CSV export, first page of 1,000', listRead('', NEWEST_FIRST, EXPORT_PAGE)],
    ['CSV export, last page of 1,000', listRead('', NEWEST_FIRST, EXPORT_PAGE, Math.max(0, customers - EXPORT_PAGE))],
  ];
}

/** The searches the adapter now sends to public.user_list_page() (migration 2800): the list's first page. */
const FUNCTION_SEARCHES = [
  ['search "customer 4242", user_list_page()', 'customer 4242'],
  ['search "cedar" (a fifth of the rows), user_list_page()', 'cedar'],
];

/**
 * A search through public.user_list_page() as the admin calls it (one statement: the policy check, the page and
 * its count). EXPLAIN of the call shows no plan of its own (plpgsql), so the two statements it runs, from
 * private.user_list_statements() with the admin's arguments, are timed and explained as the function's owner
 * runs them (past row-level security): `[page, count]`, the call's own median as `totalMs`.
 */
async function timeSearchFunction(staff, owner, needle) {
  const [call] = await timeQuery(staff, [
    `select public.user_list_page(${quoted(needle)}, null, null, 'newest', 1, ${PAGE})`,
  ]);
  const { rows } = await owner.query(
    `select private.user_list_statements($1, null, null, 'newest', ${PAGE}, 0, null) as statements`,
    [needle],
  );
  const steps = await timeQuery(owner, rows[0].statements);
  return [{ ...steps[0], totalMs: call.medianMs }, steps[1]];
}

const quoted = (text) => `'${text.replaceAll("'", "''")}'`;

/** The indexes a plan reads (EXPLAIN's JSON), by name, and whether any node reads a whole table. */
function planUse(plan) {
  const indexes = new Set();
  const seqScans = new Set();
  const visit = (node) => {
    if (node['Index Name']) indexes.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan') seqScans.add(node['Relation Name']);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return { indexes: [...indexes], seqScans: [...seqScans] };
}

/** What a plan reads, in a few words: the indexes it reads by name, and the tables it reads whole. */
function planWords({ indexes, seqScans }) {
  const words = [];
  if (indexes.length > 0) words.push(`index ${indexes.join(', ')}`);
  if (seqScans.length > 0) words.push(`whole table ${seqScans.join(', ')}`);
  return words.join('; ');
}

/** Each statement's median time over RUNS runs (after one to warm up) and what its plan reads. */
async function timeQuery(client, statements) {
  const times = statements.map(() => []);
  for (let run = 0; run <= RUNS; run++)
    for (const [i, sql] of statements.entries()) {
      const started = process.hrtime.bigint();
      await client.query(sql);
      if (run > 0) times[i].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const steps = [];
  for (const [i, sql] of statements.entries()) {
    const { rows } = await client.query(`explain (format json) ${sql}`);
    steps.push({ medianMs: median(times[i]), ...planUse(rows[0]['QUERY PLAN'][0].Plan) });
  }
  return steps;
}

/**
 * Runs the staff queries at each scale (generated customers, cumulative) and returns
 * `[{ customers, profiles, generateMs, queries: [{ name, medianMs, indexes, seqScans }] }]`.
 */
export async function benchPostgresStaff({ log = (m) => console.error(`[bench] ${m}`) } = {}) {
  ensureSystemPackages();
  log(`starting a PostgreSQL 15 cluster on port ${PORT} with the migrations and the seed`);
  const cluster = startCluster(PORT);
  const results = [];
  try {
    await applySchema(cluster);
    const admin = await connect(cluster, SUPERUSER, { statementTimeout: '0' });
    await admin.query(`set maintenance_work_mem = '256MB'`);
    const staff = await connect(cluster, 'postgres', { statementTimeout: '60s' });
    // PostgREST's admin request: the authenticated role with the admin's claims, row-level security applying.
    await staff.query('set role authenticated');
    await staff.query(`select set_config('request.jwt.claims', $1, false)`, [ADMIN_CLAIMS]);
    let generated = 0;
    for (const customers of SCALES) {
      log(`generating customers ${generated + 1} to ${customers}`);
      const started = Date.now();
      await addCustomers(admin, generated + 1, customers);
      const generateMs = Date.now() - started;
      generated = customers;
      const { rows } = await staff.query('select count(*)::int as visible from public.profiles');
      const { rows: all } = await admin.query('select count(*)::int as total from public.profiles');
      // Guards the figures: the admin must see every row (else the policy, not the index, answered).
      if (rows[0].visible !== all[0].total)
        throw new Error(`the admin sees ${rows[0].visible} of ${all[0].total} profiles: not signed in as an admin`);
      // And the function searches them all (anyone else would find only their own profile).
      const { rows: found } = await staff.query(
        `select (public.user_list_page('bench.customer.1@', null, null, 'newest', 1, 1) ->> 'total')::int as total`,
      );
      if (found[0].total !== 1) throw new Error('user_list_page() does not search every profile for the admin');
      log(`timing the staff queries at ${customers.toLocaleString('en-US')} customers`);
      const queries = [];
      for (const [name, statements] of staffQueries(all[0].total))
        queries.push({ name, steps: await timeQuery(staff, statements) });
      for (const [name, needle] of FUNCTION_SEARCHES)
        queries.push({ name, steps: await timeSearchFunction(staff, admin, needle) });
      results.push({ customers, profiles: all[0].total, generateMs, queries });
    }
    await staff.end();
    await admin.end();
  } finally {
    cluster.stop();
  }
  return results;
}

/** Prints the results as one table per scale. */
export function printPostgresStaff(results) {
  for (const { customers, profiles, generateMs, queries } of results) {
    console.log(
      `\nStaff queries on PostgreSQL 15, ${customers.toLocaleString('en-US')} generated customers (${profiles.toLocaleString('en-US')} profiles, generated in ${(generateMs / 1000).toFixed(1)} s), as the admin through row-level security, median of ${RUNS}`,
    );
    const rows = [['query', 'total', 'page (or first statement)', 'its plan reads', 'count', 'its plan reads']];
    for (const { name, steps } of queries) {
      const [page, count] = steps;
      const total = page.totalMs ?? steps.reduce((sum, step) => sum + step.medianMs, 0);
      rows.push([
        name,
        `${total.toFixed(1)} ms`,
        `${page.medianMs.toFixed(1)} ms`,
        planWords(page),
        count ? `${count.medianMs.toFixed(1)} ms` : '',
        count ? planWords(count) : '',
      ]);
    }
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const r of rows) console.log(`  ${r.map((c, i) => c.padEnd(widths[i])).join('  ')}`.trimEnd());
  }
  console.log(
    "  Each list read is two statements, as PostgREST runs `count: 'exact'`: the page, then the count of its filters.\n" +
      "  An exact count reads every row it counts, whatever the indexes (the list's total, admin_dashboard()).\n" +
      '  Through PostgREST the search reads no trigram index: under row-level security a condition that is not\n' +
      '  leakproof (ilike) is checked only after the policy. user_list_page() (migration 2800) applies the policy\n' +
      "  itself, so its statements' plans read the trigram indexes; its total is the call's own time (decision 13).",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printPostgresStaff(await benchPostgresStaff());
