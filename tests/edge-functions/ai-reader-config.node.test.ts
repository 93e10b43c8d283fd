import { describe, expect, it } from 'vitest';
import { toStrictJsonSchema } from 'openai/lib/transform';
import { AI_READER_SCHEMA } from '../../src/lib/document-reader/index.ts';
import {
  aiReaderSettings,
  DEFAULT_ANTHROPIC_MODEL,
  DEFAULT_TIMEOUT_MS,
} from '../../supabase/functions/_shared/ai-reader-config.ts';

/** Which provider read-documents-ai (and the bench's --reader ai) asks, from the environment alone. */
const settings = (env: Record<string, string>) => aiReaderSettings((name) => env[name]);

describe('aiReaderSettings', () => {
  it('asks Anthropic when its key is set, with the default model and timeout', () => {
    expect(settings({ ANTHROPIC_API_KEY: ' sk-ant ' })).toEqual({
      config: {
        provider: 'anthropic',
        apiKey: 'sk-ant',
        model: DEFAULT_ANTHROPIC_MODEL,
        baseURL: undefined,
        timeoutMs: DEFAULT_TIMEOUT_MS,
      },
    });
  });

  it('asks an OpenAI-compatible endpoint with its key, model and base URL', () => {
    expect(
      settings({
        OPENAI_API_KEY: 'k',
        OPENAI_MODEL: 'llama-3.3-70b',
        OPENAI_BASE_URL: 'https://llm.lender.example/v1',
        AI_READER_TIMEOUT_MS: '30000',
      }),
    ).toEqual({
      config: {
        provider: 'openai',
        apiKey: 'k',
        model: 'llama-3.3-70b',
        baseURL: 'https://llm.lender.example/v1',
        timeoutMs: 30_000,
      },
    });
  });

  it('prefers Anthropic when both keys are set, unless AI_READER_PROVIDER names the other', () => {
    const both = { ANTHROPIC_API_KEY: 'a', OPENAI_API_KEY: 'o', OPENAI_MODEL: 'm' };
    expect(settings(both).config?.provider).toBe('anthropic');
    expect(settings({ ...both, AI_READER_PROVIDER: 'OpenAI' }).config?.provider).toBe('openai');
  });

  it('says what is missing, naming variables and never a value', () => {
    const problem = (env: Record<string, string>) => {
      const s = aiReaderSettings((name) => env[name]);
      return s.config === null ? s.problem : null;
    };
    expect(problem({})).toMatch(/^No AI provider is configured: set ANTHROPIC_API_KEY/);
    expect(problem({ OPENAI_API_KEY: 'secret-value' })).toMatch(/OPENAI_MODEL is not set/);
    expect(problem({ AI_READER_PROVIDER: 'openai', ANTHROPIC_API_KEY: 'secret-value' })).toMatch(
      /OPENAI_API_KEY is not set/,
    );
    expect(problem({ AI_READER_PROVIDER: 'anthropic', OPENAI_API_KEY: 'secret-value' })).toMatch(
      /ANTHROPIC_API_KEY is not set/,
    );
    expect(problem({ AI_READER_PROVIDER: 'gemini', ANTHROPIC_API_KEY: 'secret-value' })).toMatch(/must be/);
    for (const env of [
      { OPENAI_API_KEY: 'secret-value' },
      { AI_READER_PROVIDER: 'x', ANTHROPIC_API_KEY: 'secret-value' },
    ] as Array<Record<string, string>>)
      expect(problem(env)).not.toContain('secret-value');
  });
});

describe('the answer schema for OpenAI-compatible endpoints', () => {
  it('is already in the strict structured-outputs subset: the openai SDK would change nothing in it', () => {
    expect(toStrictJsonSchema(structuredClone(AI_READER_SCHEMA) as never)).toEqual(AI_READER_SCHEMA);
  });
});
