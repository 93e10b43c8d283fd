// The AI reader's call to a language model through the provider's official SDK, for read-documents-ai (and for
// `npm run bench:reader -- --reader ai`, through ai-reader-stdio.ts): Anthropic's Messages API, or an
// OpenAI-compatible chat completions endpoint (OpenAI's, or a model a lender hosts), as ai-reader-config.ts picks
// from the environment. The prompt, the answer's schema and its parsing are the reader core's
// (src/lib/document-reader/ai-prompt.ts), the same for both; this file only sends, waits and turns every way a
// call can fail into one of the function's errors. The API key goes only into the SDK's auth header: it is never
// logged nor put in an answer.
import Anthropic from 'npm:@anthropic-ai/sdk@1';
import OpenAI from 'npm:openai@7';
import {
  AI_READER_SCHEMA,
  aiReaderPrompt,
  parseAiAnswer,
  type DocumentText,
  type OrderFacts,
  type ProposedFields,
} from '../../../src/lib/document-reader/index.ts';
import { aiReaderSettings, type AiReaderConfig } from './ai-reader-config.ts';

export { DEFAULT_ANTHROPIC_MODEL as DEFAULT_MODEL, DEFAULT_TIMEOUT_MS } from './ai-reader-config.ts';
export type { AiReaderConfig } from './ai-reader-config.ts';

/** Room for the whole answer: every field with a quote of up to 1,200 characters, owners and officers included. */
const MAX_TOKENS = 16_000;

/**
 * The configuration from the function's secrets and env, or null when no provider is configured. A provider
 * named but incompletely configured is logged by the names of what is missing (never a value).
 */
export function aiReaderConfig(): AiReaderConfig | null {
  const settings = aiReaderSettings((name) => Deno.env.get(name));
  if (settings.config) return settings.config;
  const named = ['AI_READER_PROVIDER', 'ANTHROPIC_API_KEY', 'OPENAI_API_KEY'].some((n) => Deno.env.get(n)?.trim());
  if (named) console.error(`read-documents-ai: ${settings.problem}`);
  return null;
}

export type AiReaderOutcome =
  { ok: true; model: string; proposed: ProposedFields } | { ok: false; status: number; code: string; message: string };

const failure = (status: number, code: string, message: string): AiReaderOutcome => ({
  ok: false,
  status,
  code,
  message,
});

const seconds = (ms: number) => {
  const s = Math.round(ms / 100) / 10;
  return `${s} second${s === 1 ? '' : 's'}`;
};

/** The provider's error type when it is a plain identifier (its free text is never passed on). */
const errorType = (type: unknown) => (typeof type === 'string' && /^[a-z_]{1,40}$/.test(type) ? `, ${type}` : '');

/** The error classes both SDKs (generated alike) throw. */
interface SdkErrors {
  APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
  APIConnectionError: abstract new (...args: never[]) => Error;
  APIError: abstract new (...args: never[]) => Error;
}

/** A call that threw, as the function's error; anything not the SDK's is thrown on. */
function callFailure(error: unknown, sdk: SdkErrors, deadline: AbortSignal, config: AiReaderConfig) {
  if (deadline.aborted || error instanceof sdk.APIConnectionTimeoutError) {
    return failure(504, 'ai_reader_timeout', `The AI reader did not answer within ${seconds(config.timeoutMs)}.`);
  }
  if (error instanceof sdk.APIConnectionError) {
    console.error('read-documents-ai: the provider could not be reached');
    return failure(502, 'ai_reader_failed', 'The AI reader could not be reached.');
  }
  const api = error as { status?: unknown; type?: unknown; requestID?: unknown };
  if (error instanceof sdk.APIError && typeof api.status === 'number') {
    console.error(`read-documents-ai: the provider answered ${api.status} (request ${String(api.requestID ?? '-')})`);
    return failure(
      502,
      'ai_reader_failed',
      `The AI reader's provider answered with an error (HTTP ${api.status}${errorType(api.type)}).`,
    );
  }
  throw error;
}

const REFUSED = failure(502, 'ai_reader_refused', 'The AI reader refused to read these documents.');
const CUT_OFF = failure(502, 'ai_reader_malformed', "The AI reader's answer was cut off before it was complete.");
const NO_TEXT = failure(502, 'ai_reader_malformed', "The AI reader's answer had no text.");
const NOT_JSON = failure(502, 'ai_reader_malformed', "The AI reader's answer was not valid JSON.");

function answered(model: string, text: string): AiReaderOutcome {
  const proposed = parseAiAnswer(text);
  return proposed ? { ok: true, model, proposed } : NOT_JSON;
}

async function askAnthropic(
  config: AiReaderConfig,
  prompt: { system: string; user: string },
  deadline: AbortSignal,
): Promise<AiReaderOutcome> {
  const client = new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: 1,
    timeout: config.timeoutMs,
  });
  let response: Anthropic.Message;
  try {
    response = await client.messages.create(
      {
        model: config.model,
        max_tokens: MAX_TOKENS,
        system: prompt.system,
        messages: [{ role: 'user', content: prompt.user }],
        output_config: { format: { type: 'json_schema', schema: AI_READER_SCHEMA } },
      },
      { signal: deadline },
    );
  } catch (error) {
    return callFailure(error, Anthropic, deadline, config);
  }
  if (response.stop_reason === 'refusal') return REFUSED;
  if (response.stop_reason === 'max_tokens' || response.stop_reason === 'model_context_window_exceeded') return CUT_OFF;
  const block = response.content.find((b): b is Anthropic.TextBlock => b.type === 'text');
  return block ? answered(response.model, block.text) : NO_TEXT;
}

/**
 * Chat completions with structured output (`response_format` `json_schema`, strict): the schema is already in
 * the strict subset (the SDK's toStrictJsonSchema changes nothing in it: a unit test checks it). No token limit
 * is sent: servers name it differently (max_tokens, max_completion_tokens) and an answer cut short says so.
 */
async function askOpenAi(
  config: AiReaderConfig,
  prompt: { system: string; user: string },
  deadline: AbortSignal,
): Promise<AiReaderOutcome> {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: 1,
    timeout: config.timeoutMs,
  });
  let completion: OpenAI.ChatCompletion;
  try {
    completion = await client.chat.completions.create(
      {
        model: config.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'entity_reading', strict: true, schema: AI_READER_SCHEMA },
        },
      },
      { signal: deadline },
    );
  } catch (error) {
    return callFailure(error, OpenAI, deadline, config);
  }
  const choice = completion.choices?.[0];
  if (!choice) return NO_TEXT;
  if (choice.message?.refusal || choice.finish_reason === 'content_filter') return REFUSED;
  if (choice.finish_reason === 'length') return CUT_OFF;
  const text = choice.message?.content;
  return typeof text === 'string' && text.trim() ? answered(completion.model || config.model, text) : NO_TEXT;
}

/** Sends the texts to the configured model and returns its proposals, or the function's error for what went wrong. */
export function askAiReader(
  config: AiReaderConfig,
  documents: readonly DocumentText[],
  order: OrderFacts,
): Promise<AiReaderOutcome> {
  const prompt = aiReaderPrompt(documents, order);
  // One deadline for the whole call, retry included: "no answer within AI_READER_TIMEOUT_MS".
  const deadline = AbortSignal.timeout(config.timeoutMs);
  return config.provider === 'openai' ? askOpenAi(config, prompt, deadline) : askAnthropic(config, prompt, deadline);
}
