import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTED, standInReply, type StandInScenario } from '../../tests/support/anthropic-stand-in.ts';
import { openAiStandInReply } from '../../tests/support/openai-stand-in.ts';
import { aiEntityReader, type AiEntityReader } from './ai-bench.ts';
import { benchReader } from './bench.ts';
import { DEV_SET_DIR } from './dev-set.ts';

/**
 * `npm run bench:reader -- --reader ai` end to end without a provider: the bench sends each entity's texts through
 * the AI reader's own caller under Deno (supabase/functions/_shared/ai-reader-stdio.ts) to a loopback stand-in in
 * Anthropic's or OpenAI's wire format, grounds the answers and scores them like the built-in reader's. The
 * stand-ins answer with the built-in reader's fields, so the figures must come out the same.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let scenario: StandInScenario = 'ready';
const servers: Server[] = [];
const url = { anthropic: '', openai: '' };
/** Three entities of the development set, for the cases that need no more. */
const few = mkdtempSync(join(tmpdir(), 'bench-ai-'));

async function serve(reply: typeof standInReply): Promise<string> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    const answer = reply(
      {
        method: req.method ?? '',
        path: (req.url ?? '').split('?')[0]!,
        headers,
        body: Buffer.concat(chunks).toString(),
      },
      scenario,
    );
    if ('hang' in answer) return;
    res.writeHead(answer.status, answer.headers);
    res.end(JSON.stringify(answer.body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const entities = readdirSync(DEV_SET_DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const { name } of entities.slice(0, 3)) cpSync(join(DEV_SET_DIR, name), join(few, name), { recursive: true });
  url.anthropic = await serve(standInReply);
  url.openai = `${await serve(openAiStandInReply)}/v1`;
});

afterAll(async () => {
  rmSync(few, { recursive: true, force: true });
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const reader = (env: Record<string, string>): AiEntityReader => {
  const ai = aiEntityReader(env, { concurrency: 2 });
  if ('problem' in ai) throw new Error(ai.problem);
  return ai;
};
const anthropic = () => reader({ ANTHROPIC_API_KEY: 'sk-ant-bench-test', ANTHROPIC_BASE_URL: url.anthropic });

describe('the bench through the AI reader', () => {
  it('scores the AI reader with the same figures as the built-in reader, through Anthropic and OpenAI stand-ins', async () => {
    const builtIn = await benchReader(() => {}, DEV_SET_DIR, { textOnly: true });
    expect(builtIn.ai).toBeNull();
    const viaAnthropic = await benchReader(() => {}, DEV_SET_DIR, { textOnly: true, ai: anthropic() });
    const viaOpenAi = await benchReader(() => {}, DEV_SET_DIR, {
      textOnly: true,
      ai: reader({ OPENAI_API_KEY: 'sk-bench-test', OPENAI_BASE_URL: url.openai, OPENAI_MODEL: 'hosted-model-1' }),
    });
    for (const [via, provider, model] of [
      [viaAnthropic, 'anthropic', 'claude-sonnet-4-5'],
      [viaOpenAi, 'openai', 'hosted-model-1'],
    ] as const) {
      expect(via.entities).toBe(builtIn.entities);
      expect(via.summary).toEqual(builtIn.summary);
      expect(via.ai).toMatchObject({ provider, model, calls: builtIn.entities, ungrounded: 0, failures: new Map() });
      expect([...via.ai!.answeredBy]).toEqual([model]);
    }
  }, 180_000);

  it('drops what the model invents by the same gate, and counts it', async () => {
    scenario = 'ungrounded';
    try {
      const bench = await benchReader(() => {}, few, { textOnly: true, ai: anthropic() });
      expect(bench.entities).toBe(3);
      // Two invented values an entity (a file number, an officer), none of them returned.
      expect(bench.ai!.ungrounded).toBe(2 * bench.entities);
      expect(bench.summary.grounded).toBe(bench.summary.values);
      const returned = bench.summary.wrongReturned.map((r) => JSON.stringify(r.returned));
      expect(returned.join('\n')).not.toContain(INVENTED.fileNumber);
      expect(returned.join('\n')).not.toContain(INVENTED.officer);
    } finally {
      scenario = 'ready';
    }
  }, 180_000);

  it('counts an entity the provider does not answer as read with nothing found, and says why', async () => {
    scenario = 'overloaded';
    try {
      const bench = await benchReader(() => {}, few, { textOnly: true, ai: anthropic() });
      expect(bench.ai!.failures).toEqual(new Map([['ai_reader_failed', bench.entities]]));
      expect(bench.ai!.failureMessages.get('ai_reader_failed')).toMatch(/HTTP 529/);
      expect(bench.summary.returned).toBeLessThan(bench.summary.labelled);
    } finally {
      scenario = 'ready';
    }
  }, 180_000);

  it('says plainly that no provider is configured and exits 2 (the CLI)', () => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(AI_READER_|ANTHROPIC_|OPENAI_)/.test(k)),
    );
    const run = spawnSync(process.execPath, ['scripts/bench/reader.mjs', '--reader', 'ai', '--corpus', '--text'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /--reader ai: the AI reader cannot run here\. No AI provider is configured: set ANTHROPIC_API_KEY/,
    );
    expect(run.stdout).toBe('');
  });
});
