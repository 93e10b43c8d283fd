import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aiReaderPrompt, parseAiAnswer, type DocumentText } from '../../src/lib/document-reader/index.ts';
import { standInReply, type StandInRequest } from './anthropic-stand-in.ts';

/** The Messages API stand-in checks a request as the API does and answers in its wire format. */
const documents: DocumentText[] = [
  {
    file: 'agreement.pdf',
    pages: [
      {
        page: 1,
        text: 'Harbor Point Holdings, LLC, a Delaware limited liability company, was formed on March 3, 2021.',
      },
    ],
  },
];
const { system, user } = aiReaderPrompt(documents);
const body = { model: 'claude-test', max_tokens: 1000, system, messages: [{ role: 'user', content: user }] };
const request = (change: Partial<StandInRequest> = {}, b: unknown = body): StandInRequest => ({
  method: 'POST',
  path: '/v1/messages',
  headers: { 'x-api-key': 'sk-test', 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
  body: JSON.stringify(b),
  ...change,
});

describe('the Anthropic Messages API stand-in', () => {
  it('answers a message whose text is the built-in reading, in the answer schema', () => {
    const reply = standInReply(request(), 'ready');
    if ('hang' in reply) throw new Error('no answer');
    expect(reply.status).toBe(200);
    expect(reply.headers['request-id']).toMatch(/^req_/);
    const message = reply.body as {
      type: string;
      model: string;
      stop_reason: string;
      content: Array<{ text: string }>;
    };
    expect(message).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      stop_reason: 'end_turn',
    });
    expect(parseAiAnswer(message.content[0]!.text)).toMatchObject({
      entity_legal_name: { value: 'Harbor Point Holdings, LLC' },
      formation_date: { value: '2021-03-03' },
      owners: [],
    });
  });

  it('refuses as the API does: no key, no version, no model', () => {
    const headersWithout = (name: string) => {
      const headers = { ...request().headers };
      delete headers[name];
      return headers;
    };
    const cases: Array<[StandInRequest, number, string]> = [
      [request({ headers: headersWithout('x-api-key') }), 401, 'authentication_error'],
      [request({ headers: headersWithout('anthropic-version') }), 400, 'invalid_request_error'],
      [request({}, { ...body, model: undefined }), 400, 'invalid_request_error'],
      [request({ path: '/v1/complete' }), 404, 'not_found_error'],
    ];
    for (const [req, status, type] of cases) {
      const reply = standInReply(req, 'ready');
      expect(reply).toMatchObject({ status, body: { type: 'error', error: { type } } });
    }
    const bearer = { ...headersWithout('x-api-key'), authorization: 'Bearer sk-test' };
    expect(standInReply(request({ headers: bearer }), 'ready')).toMatchObject({ status: 200 });
  });

  it('runs under Deno as scripts/ai-reader-stand-in.ts and answers over HTTP', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const child = spawn(
      fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url)),
      ['run', '--allow-net', '--allow-env', '--allow-read', 'scripts/ai-reader-stand-in.ts'],
      {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        env: { ...process.env, PORT: String(port), NO_COLOR: '1' },
      },
    );
    try {
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      for (let i = 0; i < 600 && !output.includes('stand-in'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain(`http://127.0.0.1:${port}`);
      const req = request();
      const response = await fetch(`http://127.0.0.1:${port}/v1/messages`, {
        method: 'POST',
        headers: req.headers as Record<string, string>,
        body: req.body,
      });
      expect(response.status).toBe(200);
      const message = (await response.json()) as { content: Array<{ text: string }> };
      expect(parseAiAnswer(message.content[0]!.text)?.entity_legal_name?.value).toBe('Harbor Point Holdings, LLC');
    } finally {
      child.kill();
    }
  }, 120_000);
});
