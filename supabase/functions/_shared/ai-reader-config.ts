// Which model the AI reader asks, from the environment: Anthropic's Messages API, or an OpenAI-compatible chat
// completions endpoint (OpenAI's own, or a model a lender hosts: vLLM, llama.cpp, Ollama, a gateway). Plain
// TypeScript with no Deno or npm import, so read-documents-ai (Deno) and `npm run bench:reader -- --reader ai`
// (Node) pick the provider by the same rule. Keys are read here and never put in a message.

export type AiProvider = 'anthropic' | 'openai';

export interface AiReaderConfig {
  provider: AiProvider;
  apiKey: string;
  model: string;
  /** The SDK's baseURL (tests point it at a loopback stand-in); undefined means the provider's own API. */
  baseURL: string | undefined;
  timeoutMs: number;
}

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-4-5';
export const DEFAULT_TIMEOUT_MS = 120_000;

/** The variables the AI reader reads: a test or the bench passes exactly these to the Deno process. */
export const AI_READER_ENV = /^(AI_READER_|ANTHROPIC_|OPENAI_)/;

export type AiReaderSettings = { config: AiReaderConfig } | { config: null; problem: string };

const NO_KEY =
  'No AI provider is configured: set ANTHROPIC_API_KEY (Anthropic), or OPENAI_API_KEY and OPENAI_MODEL (an ' +
  'OpenAI-compatible endpoint, with OPENAI_BASE_URL for a model you host).';

/**
 * The AI reader's configuration, or why there is none. AI_READER_PROVIDER (`anthropic` or `openai`) chooses; when
 * it is not set, ANTHROPIC_API_KEY means Anthropic and otherwise OPENAI_API_KEY means the OpenAI-compatible
 * endpoint. Anthropic: ANTHROPIC_API_KEY, ANTHROPIC_MODEL (default claude-sonnet-4-5), ANTHROPIC_BASE_URL.
 * OpenAI-compatible: OPENAI_API_KEY, OPENAI_MODEL (required: a hosted model has no default name),
 * OPENAI_BASE_URL (default OpenAI's API; a self-hosted server's URL ends in /v1). Both: AI_READER_TIMEOUT_MS.
 */
export function aiReaderSettings(env: (name: string) => string | undefined): AiReaderSettings {
  const get = (name: string) => env(name)?.trim() || undefined;
  const chosen = get('AI_READER_PROVIDER')?.toLowerCase();
  if (chosen && chosen !== 'anthropic' && chosen !== 'openai')
    return { config: null, problem: 'AI_READER_PROVIDER must be "anthropic" or "openai".' };
  const provider: AiProvider | undefined =
    (chosen as AiProvider | undefined) ??
    (get('ANTHROPIC_API_KEY') ? 'anthropic' : get('OPENAI_API_KEY') ? 'openai' : undefined);
  if (!provider) return { config: null, problem: NO_KEY };
  const timeout = Number(get('AI_READER_TIMEOUT_MS'));
  const timeoutMs = Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS;
  if (provider === 'anthropic') {
    const apiKey = get('ANTHROPIC_API_KEY');
    if (!apiKey) return { config: null, problem: 'AI_READER_PROVIDER is anthropic but ANTHROPIC_API_KEY is not set.' };
    const model = get('ANTHROPIC_MODEL') ?? DEFAULT_ANTHROPIC_MODEL;
    return { config: { provider, apiKey, model, baseURL: get('ANTHROPIC_BASE_URL'), timeoutMs } };
  }
  const apiKey = get('OPENAI_API_KEY');
  if (!apiKey)
    return {
      config: null,
      problem:
        'AI_READER_PROVIDER is openai but OPENAI_API_KEY is not set (a server that checks no key takes any value).',
    };
  const model = get('OPENAI_MODEL');
  if (!model) return { config: null, problem: 'OPENAI_MODEL is not set: name the model the endpoint serves.' };
  return { config: { provider, apiKey, model, baseURL: get('OPENAI_BASE_URL'), timeoutMs } };
}
