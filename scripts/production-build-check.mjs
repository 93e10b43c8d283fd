#!/usr/bin/env node
// Builds the production (Supabase) variant into a temp folder and checks what ships:
// no MSW code, no service-role key, no in-browser backend, no fictional demo draft; and that the default (mock) build in
// build/ runs the same client, supabase-js (one client, two backends). Prints one line per check
// and 'N passed, M failed'.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildScriptHashes, contentSecurityPolicy, inlineScriptHashes } from './security-headers.mjs';

const SERVICE_ROLE_KEY = 'service-role-key-must-never-ship-0123456789';
/**
 * Text only the demo's fictional report draft has (mocks/seed/demo-draft.ts: invented agents, people and an
 * outcome's description). The editor reaches the draft through DemoTools, which the Supabase build lacks.
 */
const DEMO_DRAFT_MODULE = 'mocks/seed/demo-draft.ts';
const DEMO_DRAFT_TEXTS = [
  'Northwind Registered Agents, Inc.',
  'Cornerstone Statutory Agents, Inc.',
  'Victor Lindqvist',
  'suspended / forfeited for unpaid franchise tax',
];
/**
 * Text only the demo's Stripe sandbox has (its test cards, mocks/api/emulator.ts): the demo's checkout page reaches
 * them through DemoTools, which the Supabase build lacks (it sends customers to Stripe's own page).
 */
const DEMO_CHECKOUT_MODULE = 'mocks/api/emulator.ts';
const DEMO_CHECKOUT_TEXTS = ['4000 0000 0000 0002', 'Pays: the credits are added once the payment is confirmed.'];
const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${ok || !detail ? '' : `: ${detail}`}`);
};

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function textOf(dir) {
  return filesUnder(dir)
    .filter((f) => /\.(js|html|css|json|xml|txt)$/.test(f))
    .map((f) => ({ file: f.slice(dir.length + 1), text: readFileSync(f, 'utf8') }));
}

// Inside the project: prerendering imports the server build, which must resolve node_modules.
const out = join(process.cwd(), '.build-prod-check');
rmSync(out, { recursive: true, force: true });
try {
  execFileSync('npx', ['react-router', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BUILD_DIR: out,
      VITE_BACKEND: 'supabase',
      VITE_SUPABASE_URL: 'https://prodcheck.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon-public-key-for-the-check',
      // Present in the environment at build time, as on a careless CI: it must still not ship.
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      VITE_MOCK_DELAY_MS: '0',
    },
  });
  const client = join(out, 'client');
  const prod = textOf(client);
  const find = (files, pattern) => files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

  check('the production build exists', existsSync(join(client, 'index.html')));
  check(
    'no MSW code in the production build',
    find(prod, /setupWorker|mockServiceWorker|msw\/browser|MSW_/).length === 0,
    find(prod, /setupWorker|mockServiceWorker|msw\/browser/).join(', '),
  );
  check(
    'no in-browser backend (mock API) in the production build',
    find(prod, /\/mock-api|entitylens-mock-db/).length === 0,
    find(prod, /\/mock-api|entitylens-mock-db/).join(', '),
  );
  check('no service-role key in the production build', find(prod, new RegExp(SERVICE_ROLE_KEY)).length === 0);
  // The texts must still be the module's, or their absence would prove nothing.
  const draftSource = readFileSync(join(process.cwd(), DEMO_DRAFT_MODULE), 'utf8');
  const staleTexts = DEMO_DRAFT_TEXTS.filter((text) => !draftSource.includes(text));
  check(
    `the demo draft's sample texts are still in ${DEMO_DRAFT_MODULE}`,
    staleTexts.length === 0,
    staleTexts.join(', '),
  );
  const withDraft = prod.filter(({ text }) => DEMO_DRAFT_TEXTS.some((t) => text.includes(t))).map(({ file }) => file);
  check(
    'no fictional demo draft (its invented people and outcomes) in the production build',
    withDraft.length === 0,
    withDraft.join(', '),
  );
  const checkoutSource = readFileSync(join(process.cwd(), DEMO_CHECKOUT_MODULE), 'utf8');
  const staleCheckout = DEMO_CHECKOUT_TEXTS.filter((text) => !checkoutSource.includes(text));
  check(
    `the Stripe sandbox's test cards are still in ${DEMO_CHECKOUT_MODULE}`,
    staleCheckout.length === 0,
    staleCheckout.join(', '),
  );
  const withSandbox = prod
    .filter(({ text }) => DEMO_CHECKOUT_TEXTS.some((t) => text.includes(t)))
    .map(({ file }) => file);
  check(
    "no Stripe sandbox (the demo checkout's test cards) in the production build",
    withSandbox.length === 0,
    withSandbox.join(', '),
  );
  check(
    'the production build talks to the configured Supabase project',
    find(prod, /prodcheck\.supabase\.co/).length > 0,
  );
  // The hosts' script-src lists the inline scripts by hash (no 'unsafe-inline'); a hash cannot allow an
  // inline event handler attribute, so the pages must have none.
  const pages = prod.filter((f) => f.file.endsWith('.html'));
  const scriptSrc = contentSecurityPolicy({}, buildScriptHashes(client))
    .split('; ')
    .find((directive) => directive.startsWith('script-src '));
  const unlisted = pages.filter(({ text }) => inlineScriptHashes(text).some((hash) => !scriptSrc.includes(hash)));
  const handlers = pages
    .filter(({ text }) => /<[a-z][^>]*\son[a-z]+\s*=/i.test(text.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')))
    .map(({ file }) => file);
  check(
    "every inline script of the production pages runs by its hash (no 'unsafe-inline', no inline handlers)",
    !scriptSrc.includes('unsafe-inline') && unlisted.length === 0 && handlers.length === 0,
    [...unlisted.map(({ file }) => file), ...handlers].join(', '),
  );
  check(
    'the MSW service worker files are not shipped',
    !existsSync(join(client, 'mockServiceWorker.js')) && !existsSync(join(client, 'mock-api-worker.js')),
  );
  check(
    'the MSW worker script is not needed by the production pages',
    find(
      prod.filter((f) => f.file.endsWith('.html')),
      /mockServiceWorker|mock-api-worker/,
    ).length === 0,
  );

  const mockClient = join(process.cwd(), 'build', 'client');
  if (existsSync(mockClient)) {
    const mock = textOf(mockClient).filter((f) => f.file.endsWith('.js'));
    // One client, two backends: the in-browser build talks to its API through supabase-js too.
    check(
      'the default (in-browser backend) build runs the production client, supabase-js',
      find(mock, /GoTrueClient/).length > 0 && find(mock, /supabase-js\//).length > 0,
    );
    // The same texts are found where the draft does ship: the production check above looks for the right thing.
    check(
      'the default build offers the fictional demo draft (its texts are found there)',
      DEMO_DRAFT_TEXTS.every((t) => mock.some(({ text }) => text.includes(t))),
    );
    check(
      "the default build offers the Stripe sandbox's test cards (their texts are found there)",
      DEMO_CHECKOUT_TEXTS.every((t) => mock.some(({ text }) => text.includes(t))),
    );
  } else {
    check('the default build exists (run npm run build first)', false);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
