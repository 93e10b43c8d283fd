// The AI reader for `npm run bench:reader -- --reader ai`: each entity's page texts go to the configured model
// through supabase/functions/_shared/ai-reader-stdio.ts, under Deno, so the call is read-documents-ai's own (the
// same caller, SDKs and provider choice from the environment), and its proposals come back through
// groundProposals, the gate the Edge Function applies. Scored like the built-in reader's result.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  countUngrounded,
  groundProposals,
  type DocumentText,
  type OrderFacts,
  type ProposedFields,
  type ReaderResult,
} from '../../src/lib/document-reader/index.ts';
import {
  AI_READER_ENV,
  aiReaderSettings,
  type AiReaderConfig,
} from '../../supabase/functions/_shared/ai-reader-config.ts';

const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
const STDIO = fileURLToPath(new URL('../../supabase/functions/_shared/ai-reader-stdio.ts', import.meta.url));
const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));

type Outcome =
  { ok: true; model: string; proposed: ProposedFields } | { ok: false; status: number; code: string; message: string };

export interface AiBenchStats {
  provider: AiReaderConfig['provider'];
  /** The model configured; `answeredBy` is what the provider says answered. */
  model: string;
  answeredBy: Set<string>;
  calls: number;
  /** Entities without an answer, by the function's error code (their fields count as not found). */
  failures: Map<string, number>;
  /** A failure's message, once per code (the provider's status; never a key). */
  failureMessages: Map<string, string>;
  /** Proposed values the grounding gate dropped (quote not on the cited page). */
  ungrounded: number;
  /** Wall time of the calls, added up (they overlap when run at once). */
  seconds: number;
}

export interface AiEntityReader {
  read(documents: DocumentText[], order: OrderFacts | undefined): Promise<ReaderResult>;
  stats: AiBenchStats;
  /** Calls at once (the provider's rate limits permitting). */
  concurrency: number;
}

/** The AI reader's settings from an environment (the process's by default): the config, or why there is none. */
export function aiBenchSettings(env: Record<string, string | undefined> = process.env) {
  return aiReaderSettings((name) => env[name]);
}

/** Asks the model once, in a Deno process given only the AI reader's variables (and what Deno itself needs). */
function ask(
  env: Record<string, string | undefined>,
  timeoutMs: number,
  documents: DocumentText[],
  order: OrderFacts | undefined,
): Promise<Outcome> {
  const own = Object.fromEntries(Object.entries(env).filter(([k]) => AI_READER_ENV.test(k)));
  const base = Object.fromEntries(
    ['PATH', 'HOME', 'DENO_DIR', 'TMPDIR', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY'].flatMap((k) =>
      process.env[k] ? [[k, process.env[k]!]] : [],
    ),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', STDIO], {
      cwd: FUNCTIONS_DIR,
      env: { ...base, ...own, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    // The call has its own deadline (AI_READER_TIMEOUT_MS); this only stops a process that hangs past it.
    const guard = setTimeout(() => child.kill(), timeoutMs + 30_000);
    child.on('error', (e) => {
      clearTimeout(guard);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(guard);
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as Outcome);
      } catch {
        resolve({
          ok: false,
          status: 500,
          code: 'ai_reader_crashed',
          message: `the AI reader's process exited ${code} without an answer: ${err.trim().split('\n').slice(-3).join(' / ')}`,
        });
      }
    });
    child.stdin.end(JSON.stringify({ documents, order: order ?? {} }));
  });
}

/**
 * The AI reader for the bench, or the plain reason it cannot run (no key). `env`: where the provider's variables
 * are read from (the process's environment by default; the tests pass a stand-in's).
 */
export function aiEntityReader(
  env: Record<string, string | undefined> = process.env,
  { concurrency = 3 }: { concurrency?: number } = {},
): AiEntityReader | { problem: string } {
  const settings = aiBenchSettings(env);
  if (!settings.config) return { problem: settings.problem };
  const config = settings.config;
  const stats: AiBenchStats = {
    provider: config.provider,
    model: config.model,
    answeredBy: new Set(),
    calls: 0,
    failures: new Map(),
    failureMessages: new Map(),
    ungrounded: 0,
    seconds: 0,
  };
  return {
    stats,
    concurrency,
    async read(documents, order) {
      const started = performance.now();
      const outcome = await ask(env, config.timeoutMs, documents, order);
      stats.seconds += (performance.now() - started) / 1000;
      stats.calls += 1;
      if (!outcome.ok) {
        stats.failures.set(outcome.code, (stats.failures.get(outcome.code) ?? 0) + 1);
        if (!stats.failureMessages.has(outcome.code)) stats.failureMessages.set(outcome.code, outcome.message);
        return groundProposals(documents, {}, { reader: `ai:${config.model}`, order });
      }
      stats.answeredBy.add(outcome.model);
      stats.ungrounded += countUngrounded(documents, outcome.proposed);
      return groundProposals(documents, outcome.proposed, { reader: `ai:${outcome.model}`, order });
    },
  };
}

/** Runs `task` on every item, at most `limit` at once; the results in the items' order. */
export async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
