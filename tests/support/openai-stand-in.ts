import {
  standInAnswer,
  userText,
  type StandInReply,
  type StandInRequest,
  type StandInScenario,
} from './anthropic-stand-in.ts';

/**
 * A stand-in for an OpenAI-compatible chat completions endpoint (POST /v1/chat/completions), in OpenAI's wire
 * format as the official `openai` SDK reads it: a `chat.completion` object whose first choice carries the answer as
 * `message.content` (or `message.refusal`) and a `finish_reason`, or `{error: {message, type, param, code}}` with
 * the API's HTTP status, each with an `x-request-id` header. It checks a request as the API does: a bearer key, a
 * model, messages with a user turn, and a `response_format` of type `json_schema` with a valid name and a schema.
 * The answers are those of the Anthropic stand-in (standInAnswer: the built-in reader's fields in the answer
 * schema), scenario for scenario, so both providers are tested alike. Framework-free: relative imports with .ts.
 */

export type { StandInReply, StandInRequest, StandInScenario } from './anthropic-stand-in.ts';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}standin${(++sequence).toString(36).padStart(8, '0')}`;

function error(status: number, type: string, message: string, code: string | null = null, param: string | null = null) {
  return {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': nextId('req_') },
    body: { error: { message, type, param, code } },
  } satisfies StandInReply;
}

function completion(
  model: string,
  promptChars: number,
  content: string | null,
  finishReason: 'stop' | 'length' | 'content_filter',
  refusal: string | null = null,
): StandInReply {
  const completionTokens = Math.ceil((content ?? refusal ?? '').length / 4) || 1;
  const promptTokens = Math.ceil(promptChars / 4);
  return {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-request-id': nextId('req_') },
    body: {
      id: nextId('chatcmpl-'),
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal, annotations: [] },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
        prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
        completion_tokens_details: {
          reasoning_tokens: 0,
          audio_tokens: 0,
          accepted_prediction_tokens: 0,
          rejected_prediction_tokens: 0,
        },
      },
      service_tier: 'default',
      system_fingerprint: 'fp_standin',
    },
  };
}

/** The answer to one request in a scenario: checked as the API checks it (key, body, response format), then answered. */
export function openAiStandInReply(request: StandInRequest, scenario: StandInScenario): StandInReply {
  if (request.method !== 'POST' || request.path !== '/v1/chat/completions')
    return error(404, 'invalid_request_error', `Invalid URL (${request.method} ${request.path})`, 'unknown_url');
  const key = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!key)
    return error(
      401,
      'invalid_request_error',
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.",
    );
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(request.body) as Record<string, unknown>;
  } catch {
    return error(400, 'invalid_request_error', 'We could not parse the JSON body of your request.');
  }
  if (typeof body?.model !== 'string' || body.model === '')
    return error(400, 'invalid_request_error', 'you must provide a model parameter', null, 'model');
  const user = userText(body.messages);
  if (user === null)
    return error(400, 'invalid_request_error', "Missing required parameter: 'messages'.", null, 'messages');
  const format = body.response_format as
    { type?: unknown; json_schema?: { name?: unknown; schema?: unknown; strict?: unknown } } | undefined;
  if (format !== undefined) {
    if (format.type !== 'json_schema' && format.type !== 'json_object' && format.type !== 'text')
      return error(400, 'invalid_request_error', 'Invalid response_format.type.', null, 'response_format.type');
    if (format.type === 'json_schema') {
      const name = format.json_schema?.name;
      if (typeof name !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(name))
        return error(
          400,
          'invalid_request_error',
          'Invalid response_format.json_schema.name.',
          null,
          'response_format.json_schema.name',
        );
      if (typeof format.json_schema?.schema !== 'object' || format.json_schema.schema === null)
        return error(
          400,
          'invalid_request_error',
          'Missing response_format.json_schema.schema.',
          null,
          'response_format.json_schema.schema',
        );
    }
  }

  const model = body.model;
  const system = (Array.isArray(body.messages) ? body.messages : [])
    .filter((m: { role?: unknown; content?: unknown }) => m?.role === 'system' && typeof m.content === 'string')
    .map((m: { content: string }) => m.content)
    .join('\n');
  const promptChars = user.length + system.length;
  switch (scenario) {
    case 'hang':
      return { hang: true };
    case 'overloaded':
      return error(503, 'server_error', 'The engine is currently overloaded, please try again later');
    case 'server_error':
      return error(500, 'server_error', `The server had an error while processing your request (key ${key}).`);
    case 'refusal':
      return completion(model, promptChars, null, 'stop', "I'm sorry, I can't assist with that request.");
    case 'malformed':
      return completion(model, promptChars, 'I read the documents. The entity is an LLC formed in Delaware.', 'stop');
    default:
      break;
  }
  const json = JSON.stringify(standInAnswer(user, scenario));
  if (scenario === 'max_tokens')
    return completion(model, promptChars, json.slice(0, Math.floor(json.length / 2)), 'length');
  return completion(model, promptChars, json, 'stop');
}
