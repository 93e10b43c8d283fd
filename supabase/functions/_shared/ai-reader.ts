// The AI reader's call to Anthropic's Messages API through the official SDK, for read-documents-ai. The prompt,
// the answer's schema and its parsing are the reader core's (src/lib/document-reader/ai-prompt.ts); this file
// only sends, waits and turns every way a call can fail into one of the function's errors. The API key is read
// here and goes only into the SDK's x-api-key header: it is never logged nor put in an answer.
import Anthropic from 'npm:@anthropic-ai/sdk@1';
import {
  AI_READER_SCHEMA,
  aiReaderPrompt,
  parseAiAnswer,
  type DocumentText,
  type OrderFacts,
  type ProposedFields,
} from '../../../src/lib/document-reader/index.ts';

export const DEFAULT_MODEL = 'claude-sonnet-4-5';
export const DEFAULT_TIMEOUT_MS = 120_000;
/** Room for the whole answer: every field with a quote of up to 1,200 characters, owners and officers included. */
const MAX_TOKENS = 16_000;

export interface AiReaderConfig {
  apiKey: string;
  model: string;
  /** The SDK's baseURL (tests point it at a loopback stand-in); undefined means Anthropic's API. */
  baseURL: string | undefined;
  timeoutMs: number;
}

/** The configuration from the function's secrets and env, or null when ANTHROPIC_API_KEY is not set. */
export function aiReaderConfig(): AiReaderConfig | null {
  const apiKey = Deno.env.get('ANTHROPIC_API_KEY')?.trim();
  if (!apiKey) return null;
  const timeout = Number(Deno.env.get('AI_READER_TIMEOUT_MS'));
  return {
    apiKey,
    model: Deno.env.get('ANTHROPIC_MODEL')?.trim() || DEFAULT_MODEL,
    baseURL: Deno.env.get('ANTHROPIC_BASE_URL')?.trim() || undefined,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
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

/** Sends the texts to the model and returns its proposals, or the function's error for what went wrong. */
export async function askAiReader(
  config: AiReaderConfig,
  documents: readonly DocumentText[],
  order: OrderFacts,
): Promise<AiReaderOutcome> {
  const client = new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: 1,
    timeout: config.timeoutMs,
  });
  const { system, user } = aiReaderPrompt(documents, order);
  // One deadline for the whole call, retry included: "no answer within AI_READER_TIMEOUT_MS".
  const deadline = AbortSignal.timeout(config.timeoutMs);
  let response: Anthropic.Message;
  try {
    response = await client.messages.create(
      {
        model: config.model,
        max_tokens: MAX_TOKENS,
        system,
        messages: [{ role: 'user', content: user }],
        output_config: { format: { type: 'json_schema', schema: AI_READER_SCHEMA } },
      },
      { signal: deadline },
    );
  } catch (error) {
    if (deadline.aborted || error instanceof Anthropic.APIConnectionTimeoutError) {
      return failure(504, 'ai_reader_timeout', `The AI reader did not answer within ${seconds(config.timeoutMs)}.`);
    }
    if (error instanceof Anthropic.APIConnectionError) {
      console.error('read-documents-ai: the provider could not be reached');
      return failure(502, 'ai_reader_failed', 'The AI reader could not be reached.');
    }
    if (error instanceof Anthropic.APIError && typeof error.status === 'number') {
      console.error(`read-documents-ai: the provider answered ${error.status} (request ${error.requestID ?? '-'})`);
      return failure(
        502,
        'ai_reader_failed',
        `The AI reader's provider answered with an error (HTTP ${error.status}${errorType(error.type)}).`,
      );
    }
    throw error;
  }

  if (response.stop_reason === 'refusal') {
    return failure(502, 'ai_reader_refused', 'The AI reader refused to read these documents.');
  }
  if (response.stop_reason === 'max_tokens' || response.stop_reason === 'model_context_window_exceeded') {
    return failure(502, 'ai_reader_malformed', "The AI reader's answer was cut off before it was complete.");
  }
  const block = response.content.find((b): b is Anthropic.TextBlock => b.type === 'text');
  if (!block) return failure(502, 'ai_reader_malformed', "The AI reader's answer had no text.");
  const proposed = parseAiAnswer(block.text);
  if (!proposed) return failure(502, 'ai_reader_malformed', "The AI reader's answer was not valid JSON.");
  return { ok: true, model: response.model, proposed };
}
