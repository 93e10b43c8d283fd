import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sosCandidateSchema } from '@/backend/schemas/sos-lookup';
import { NORMALIZED_SOS_STATUSES } from '@/backend/schemas/report';
import {
  cobaltProvider,
  lookUpSos,
  nameSimilarity,
  normalizeSosStatus,
  parseCobaltAnswer,
  sandboxProvider,
  sandboxSearchAnswer,
  SANDBOX_WORDS,
  sosFailureAnswer,
  type SosProvider,
  type SosSearchAnswer,
} from './index.ts';

const context = { searched: 'Cedar Ridge Apartments LLC', state: 'Delaware', capturedAt: '2026-11-28T05:00:00.000Z' };

describe('normalizeSosStatus', () => {
  it.each([
    ['Active', 'Active - good standing'],
    ['Good Standing', 'Active - good standing'],
    ['Active/Compliance', 'Active - good standing'],
    ['ACTIVE - GOOD STANDING', 'Active - good standing'],
    ['In Existence', 'Active - good standing'],
    ['Delinquent', 'Active - not in good standing'],
    ['Not in Good Standing', 'Active - not in good standing'],
    ['Pending Inactive', 'Pending inactive'],
    ['Forfeited', 'Suspended / forfeited'],
    ['Tax Forfeited', 'Suspended / forfeited'],
    ['FTB Suspended', 'Suspended / forfeited'],
    ['Revoked', 'Revoked'],
    ['Administratively Dissolved', 'Administratively dissolved'],
    ['Admin. Dissolved', 'Administratively dissolved'],
    ['Dissolved', 'Voluntarily ended'],
    ['Cancelled', 'Voluntarily ended'],
    ['Withdrawn', 'Voluntarily ended'],
    ['Merged', 'Voluntarily ended'],
    ['Inactive', 'Unknown'],
    ['', 'Unknown'],
    ['Active – Good Standing', 'Active - good standing'],
    ['Probably fine', 'Unknown'],
  ])('%j → %s', (wording, bucket) => {
    expect(normalizeSosStatus(wording)).toBe(bucket);
  });

  it("is Unknown when the wording reads active but the provider's flag says inactive", () => {
    expect(normalizeSosStatus('Active', 'inactive')).toBe('Unknown');
    expect(normalizeSosStatus('Active', 'active')).toBe('Active - good standing');
  });

  it('only ever answers a bucket of the report', () => {
    for (const w of ['Active', 'Void', 'Expired', 'x'])
      expect(NORMALIZED_SOS_STATUSES).toContain(normalizeSosStatus(w));
  });
});

describe("parseCobaltAnswer (Cobalt's wire format)", () => {
  const complete = (results: unknown[]) => ({ status: 'Complete', statusCode: 200, results });

  it('reads a found business into a candidate, verbatim status beside its bucket', () => {
    const answer = parseCobaltAnswer(
      200,
      complete([
        {
          title: 'Cedar Ridge Apartments, L.L.C.',
          status: 'Good Standing',
          normalizedStatus: 'active',
          sosId: '7421196',
          entityType: 'Limited Liability Company',
          normalizedFilingDate: '2019-04-02T00:00:00.000Z',
          stateOfFormation: 'DE',
          agentName: 'Corporation Service Company',
          agentCity: 'Wilmington',
          url: 'https://icis.corp.delaware.gov/x',
          screenshotUrl: 'https://shots.example/1.png',
          confidenceLevel: 0.93,
          documents: [
            { name: 'Annual Report', date: '2024-03-01' },
            { name: 'Annual Report', date: '2025-03-01' },
          ],
        },
      ]),
      context,
    );
    expect(answer).toEqual({
      kind: 'ready',
      candidates: [
        {
          name: 'Cedar Ridge Apartments, L.L.C.',
          state: 'Delaware',
          fileNumber: '7421196',
          entityType: 'Limited Liability Company',
          registration: 'Domestic',
          stateStatus: 'Good Standing',
          normalizedStatus: 'Active - good standing',
          formationDate: '2019-04-02',
          registeredAgent: 'Corporation Service Company, Wilmington',
          lastFiling: 'Annual Report (2025-03-01)',
          sourceUrl: 'https://icis.corp.delaware.gov/x',
          screenshotUrl: 'https://shots.example/1.png',
          capturedAt: context.capturedAt,
          confidence: 0.93,
        },
      ],
    });
    if (answer.kind === 'ready') expect(sosCandidateSchema.parse(answer.candidates[0])).toBeTruthy();
  });

  it('orders candidates by confidence and computes one when Cobalt gives none', () => {
    const answer = parseCobaltAnswer(
      200,
      complete([
        { title: 'Cedar Ridge Group Inc', status: 'Active' },
        { title: 'Cedar Ridge Apartments LLC', status: 'Active', confidenceLevel: 0.9 },
      ]),
      context,
    );
    expect(answer.kind === 'ready' && answer.candidates.map((c) => [c.name, c.confidence])).toEqual([
      ['Cedar Ridge Apartments LLC', 0.9],
      ['Cedar Ridge Group Inc', nameSimilarity(context.searched, 'Cedar Ridge Group Inc')],
    ]);
    expect(nameSimilarity('Cedar Ridge Apartments L.L.C.', 'cedar ridge apartments llc')).toBe(1);
  });

  it('reads a 202 Incomplete as pending with its retryId', () => {
    expect(parseCobaltAnswer(202, { status: 'Incomplete', statusCode: 202, retryId: 'r-1' }, context)).toEqual({
      kind: 'pending',
      retryId: 'r-1',
    });
  });

  it('reads an empty Complete as not found, and the alternatives as candidates', () => {
    expect(parseCobaltAnswer(200, complete([]), context)).toEqual({ kind: 'not_found' });
    const alt = parseCobaltAnswer(
      200,
      { status: 'Complete', results: [], alternativeResults: [{ title: 'Cedar Ridge Apts LLC', status: 'Active' }] },
      context,
    );
    expect(alt.kind === 'ready' && alt.candidates[0]!.name).toBe('Cedar Ridge Apts LLC');
  });

  it.each<[number, unknown, SosSearchAnswer]>([
    [401, { message: 'Forbidden' }, { kind: 'error', error: 'unauthorized', httpStatus: 401 }],
    [403, {}, { kind: 'error', error: 'unauthorized', httpStatus: 403 }],
    [429, { message: 'Too many' }, { kind: 'error', error: 'rate_limited', httpStatus: 429 }],
    [500, { message: 'boom' }, { kind: 'error', error: 'failed', httpStatus: 500 }],
    [503, undefined, { kind: 'error', error: 'unavailable', httpStatus: 503 }],
    [404, { message: 'No business found.' }, { kind: 'not_found' }],
    [200, undefined, { kind: 'error', error: 'malformed' }],
    [200, { status: 'Whatever' }, { kind: 'error', error: 'malformed' }],
    [200, { status: 'Incomplete' }, { kind: 'error', error: 'malformed' }],
    [200, { status: 'Complete', results: {} }, { kind: 'error', error: 'malformed' }],
    [200, { status: 'Complete', results: [{ status: 'Active' }] }, { kind: 'error', error: 'malformed' }],
    [
      200,
      { status: 'Complete', results: [{ title: 'X', confidenceLevel: 87 }] },
      { kind: 'error', error: 'malformed' },
    ],
    [
      200,
      {
        status: 'Bad request',
        message: 'Usage cap exceeded. Please contact support@cobaltintelligence.com to upgrade.',
      },
      { kind: 'error', error: 'usage_cap', httpStatus: 200 },
    ],
    [
      200,
      { status: 'Bad request', message: 'Guam currently not available for search.' },
      { kind: 'error', error: 'state_not_covered', httpStatus: 200 },
    ],
    [200, { status: 'Failed' }, { kind: 'error', error: 'failed', httpStatus: 200 }],
  ])('HTTP %i %j → %j', (status, body, expected) => {
    expect(parseCobaltAnswer(status, body, context)).toEqual(expected);
  });
});

describe('cobaltProvider', () => {
  it('sends the documented request and never puts the key anywhere but x-api-key', async () => {
    const seen: Array<{ url: string; headers: Record<string, string> }> = [];
    const provider = cobaltProvider({
      apiKey: 'secret-key',
      baseUrl: 'https://cobalt.test/',
      fetch: (async (url: string, init: RequestInit) => {
        seen.push({ url, headers: init.headers as Record<string, string> });
        return new Response(JSON.stringify({ status: 'Incomplete', retryId: 'abc' }), { status: 202 });
      }) as typeof fetch,
    });
    expect(await provider.search('Cedar & Sons LLC', 'North Carolina')).toEqual({ kind: 'pending', retryId: 'abc' });
    await provider.poll('abc');
    expect(seen.map((s) => s.url)).toEqual([
      'https://cobalt.test/v1/search?searchQuery=Cedar+%26+Sons+LLC&state=nc&screenshot=true',
      'https://cobalt.test/v1/search?retryId=abc&screenshot=true',
    ]);
    expect(seen[0]!.headers['x-api-key']).toBe('secret-key');
    expect(seen.some((s) => s.url.includes('secret-key'))).toBe(false);
  });

  it('reads an unreachable provider as unavailable', async () => {
    const provider = cobaltProvider({
      apiKey: 'k',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect(await provider.search('X LLC', 'Ohio')).toEqual({ kind: 'error', error: 'unavailable' });
  });
});

describe('lookUpSos', () => {
  function scripted(answers: SosSearchAnswer[]): SosProvider & { calls: string[] } {
    const calls: string[] = [];
    return {
      id: 'sandbox',
      calls,
      search: async () => (calls.push('search'), answers.shift()!),
      poll: async (id) => (calls.push(`poll ${id}`), answers.shift()!),
    };
  }
  const clock = () => {
    let t = 0;
    return { now: () => t, sleep: async (ms: number) => void (t += ms) };
  };

  it('polls a pending answer until it is ready', async () => {
    const provider = scripted([
      { kind: 'pending', retryId: 'r' },
      { kind: 'pending', retryId: 'r' },
      { kind: 'not_found' },
    ]);
    const result = await lookUpSos(provider, 'X', 'Ohio', { pollIntervalMs: 10, timeoutMs: 100, ...clock() });
    expect(result).toEqual({ ok: true, outcome: 'not_found', candidates: [] });
    expect(provider.calls).toEqual(['search', 'poll r', 'poll r']);
  });

  it('gives up with timeout before a poll that would end past the deadline', async () => {
    const provider = scripted(Array.from({ length: 20 }, () => ({ kind: 'pending', retryId: 'r' }) as const));
    const result = await lookUpSos(provider, 'X', 'Ohio', { pollIntervalMs: 30, timeoutMs: 100, ...clock() });
    expect(result).toEqual({ ok: false, error: 'timeout' });
    expect(provider.calls).toEqual(['search', 'poll r', 'poll r', 'poll r']);
  });

  it('does not wait for a request still unanswered at the deadline', async () => {
    const hanging: SosProvider = {
      id: 'cobalt',
      search: () => new Promise<SosSearchAnswer>(() => {}),
      poll: () => new Promise<SosSearchAnswer>(() => {}),
    };
    const started = Date.now();
    expect(await lookUpSos(hanging, 'X', 'Ohio', { pollIntervalMs: 10, timeoutMs: 50 })).toEqual({
      ok: false,
      error: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('passes an error on with its HTTP status', async () => {
    const provider = scripted([{ kind: 'error', error: 'failed', httpStatus: 500 }]);
    expect(await lookUpSos(provider, 'X', 'Ohio', { pollIntervalMs: 1, timeoutMs: 10, ...clock() })).toEqual({
      ok: false,
      error: 'failed',
      httpStatus: 500,
    });
  });
});

describe('the sandbox provider', () => {
  const look = (name: string, state: string) =>
    lookUpSos(sandboxProvider(), name, state, { pollIntervalMs: 1, timeoutMs: 1000 });

  it.each([
    ['Maple Street Holdings, Inc.', 'Nevada', 'Active - good standing'],
    ['Oak Hollow Development Corp.', 'Georgia', 'Administratively dissolved'],
    ['Pacific Crest Holdings LLC', 'California', 'Suspended / forfeited'],
    ['Cedar Ridge Apartments LLC', 'Delaware', 'Unknown'],
    ['Cedar Ridge Apartments LLC', 'Texas', 'Active - good standing'],
    ['Acme Forfeited LLC', 'Texas', 'Suspended / forfeited'],
  ])('%s in %s → %s, a valid candidate', async (name, state, bucket) => {
    const result = await look(name, state);
    expect(result.ok && result.outcome).toBe('found');
    if (!result.ok || result.outcome !== 'found') return;
    expect(result.candidates[0]!.normalizedStatus).toBe(bucket);
    for (const c of result.candidates) expect(() => sosCandidateSchema.parse(c)).not.toThrow();
  });

  it('answers a slow state as pending first (Cobalt 202 + retryId)', () => {
    const { status, body } = sandboxSearchAnswer('Cedar Ridge Apartments LLC', 'Texas');
    expect(status).toBe(202);
    expect(body.status).toBe('Incomplete');
    expect(body.retryId).toMatch(/^sandbox-/);
  });

  it('gives several close matches, most confident first', async () => {
    const result = await look('Summit Peak Ventures LLC', 'Colorado');
    expect(result.ok && result.outcome === 'found' && result.candidates.map((c) => c.confidence)).toEqual([
      0.97, 0.84, 0.61,
    ]);
  });

  it('finds no match for a trust, a state the entity never registered in, or an "Unregistered" name', async () => {
    for (const [name, state] of [
      ['Lakeview Family Trust', 'Florida'],
      ['Hartwell Irrevocable Trust', 'Ohio'],
      ['Oak Hollow Development Corp.', 'South Carolina'],
      ['Nobody Unregistered LLC', 'Ohio'],
    ])
      expect(await look(name!, state!)).toEqual({ ok: true, outcome: 'not_found', candidates: [] });
  });

  it('finds an ordinary name as a registry shows it: active, with a file number and formation date of its own', async () => {
    const record = async (name: string, state: string) => {
      const result = await look(name, state);
      if (!result.ok || result.outcome !== 'found') throw new Error(`${name} in ${state} was not found`);
      expect(result.candidates).toHaveLength(1);
      expect(() => sosCandidateSchema.parse(result.candidates[0])).not.toThrow();
      return result.candidates[0]!;
    };
    const nobody = await record('Nobody Here LLC', 'Ohio');
    expect(nobody).toMatchObject({
      name: 'Nobody Here LLC',
      state: 'Ohio',
      stateStatus: 'Active',
      normalizedStatus: 'Active - good standing',
      registration: 'Domestic',
      entityType: 'Limited Liability Company',
      confidence: 1,
    });
    expect(nobody.fileNumber).toMatch(/^\d{7}$/);
    expect(nobody.formationDate).toMatch(/^(199[89]|20[01]\d|202[0-2])-\d{2}-\d{2}$/);
    // The same name (case and punctuation aside) in the same state: the same record; another name or state: another.
    const again = await record('NOBODY HERE, L.L.C.', 'Ohio');
    expect([again.fileNumber, again.formationDate, again.registeredAgent]).toEqual([
      nobody.fileNumber,
      nobody.formationDate,
      nobody.registeredAgent,
    ]);
    expect((await record('Somebody Else LLC', 'Ohio')).fileNumber).not.toBe(nobody.fileNumber);
    expect((await record('Nobody Here LLC', 'Texas')).fileNumber).not.toBe(nobody.fileNumber);
    expect((await record('Harbor Lane Partners LP', 'Ohio')).entityType).toBe('Limited Partnership');
    expect((await record('Harbor Lane Bakery, Inc.', 'Ohio')).entityType).toBe('Corporation');
  });

  it('lists every reserved word the sandbox reads, each giving an outcome other than an active record', async () => {
    expect(SANDBOX_WORDS.map((w) => w.name)).toEqual([
      'Unregistered',
      'Trust',
      'Dissolved',
      'Forfeited',
      'Revoked',
      'Unknown',
      'Slow',
      'Similar',
      'Uncovered',
    ]);
    for (const { name } of SANDBOX_WORDS) {
      const result = await look(`Harbor Lane ${name}`, 'Ohio');
      const active =
        result.ok &&
        result.outcome === 'found' &&
        result.candidates.length === 1 &&
        result.candidates[0]!.stateStatus === 'Active';
      // "Slow" ends Active too, but only after the state first answered pending.
      if (name === 'Slow') expect(sandboxSearchAnswer(`Harbor Lane ${name}`, 'Ohio').status).toBe(202);
      else expect(active, name).toBe(false);
    }
  });

  it('says a state is not covered for an "Uncovered" name', async () => {
    const result = await look('Uncovered Test LLC', 'Ohio');
    expect(result).toEqual({ ok: false, error: 'state_not_covered', httpStatus: 200 });
    expect(sosFailureAnswer('state_not_covered', { state: 'Ohio', timeoutMs: 1 }).status).toBe(422);
  });
});

describe('the lookup core stays framework-free', () => {
  const dir = dirname(fileURLToPath(import.meta.url));
  const files = [
    'index.ts',
    'provider.ts',
    'statuses.ts',
    'cobalt.ts',
    'sandbox.ts',
    'sandbox-registry.ts',
    'answers.ts',
  ];

  it('imports only relative .ts files and uses no browser-only or Node-only global', () => {
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const m of source.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g))
        expect(m[1], `${file}: ${m[1]}`).toMatch(/^\.\.?\/[a-z-/]+\.ts$/);
      const code = source.split('\n').filter((line) => !/^\s*(?:\/\/|\*|\/\*\*)/.test(line));
      expect(
        code.filter((line) => /\b(?:window|document\.|localStorage|process\.|Buffer|require\(|Deno\.)/.test(line)),
      ).toEqual([]);
    }
  });
});
