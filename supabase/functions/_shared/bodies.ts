// The request bodies of the admin Edge Functions and their rules, in plain TypeScript (its one import is the
// framework-free states table), so the functions (Deno) and their in-browser twins (mocks/handlers/admin-users.ts)
// read the same bodies the same way, with the same messages (SPEC §5).
import { STATE_NAMES } from '../../../src/lib/document-reader/states.ts';

export interface CreateUserBody {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  display_name: string;
  company: string;
  phone: string;
}

export type BanStatus = 'Active' | 'Suspended';

export interface SetUserStatusBody {
  user_id: string;
  status: BanStatus;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[1-9]\d{0,15}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A text field of the body, trimmed; a missing or non-text value reads as empty. */
function text(body: Record<string, unknown>, key: keyof CreateUserBody): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** admin-create-user: the rules of createUserInputSchema; GoTrue re-checks email and password. */
export function validateCreateUserBody(body: Record<string, unknown> | null): CreateUserBody | string[] {
  if (!body) return ['Invalid request body'];
  const input: CreateUserBody = {
    email: text(body, 'email'),
    password: typeof body.password === 'string' ? body.password : '',
    first_name: text(body, 'first_name'),
    last_name: text(body, 'last_name'),
    display_name: text(body, 'display_name'),
    company: text(body, 'company'),
    phone: text(body, 'phone'),
  };
  const issues: string[] = [];
  if (input.display_name === '') issues.push('User Name is required');
  else if (input.display_name.length > 200) issues.push('User Name must be less than 200 characters');
  if (input.first_name.length > 100) issues.push('First name must be less than 100 characters');
  if (input.last_name.length > 100) issues.push('Last name must be less than 100 characters');
  if (input.email === '') issues.push('Email is required');
  else if (input.email.length > 255) issues.push('Email must be less than 255 characters');
  else if (!EMAIL.test(input.email)) issues.push('Invalid email address');
  if (input.password.length < 8) issues.push('Password must be at least 8 characters');
  else if (input.password.length > 128) issues.push('Password must be less than 128 characters');
  if (!(/[a-z]/.test(input.password) && /[A-Z]/.test(input.password) && /\d/.test(input.password))) {
    issues.push('Password must contain at least one lowercase letter, one uppercase letter, and one number');
  }
  if (input.phone !== '' && (input.phone.length > 20 || !PHONE.test(input.phone)))
    issues.push('Invalid phone number format');
  if (input.company.length > 200) issues.push('Company name must be less than 200 characters');
  return issues.length > 0 ? issues : input;
}

/** admin-set-user-status: a user id and the status whose ban to apply. */
export function validateSetUserStatusBody(body: Record<string, unknown> | null): SetUserStatusBody | string[] {
  const userId = body?.user_id;
  const status = body?.status;
  const issues: string[] = [];
  if (typeof userId !== 'string' || !UUID.test(userId)) issues.push('Invalid user ID format');
  if (status !== 'Active' && status !== 'Suspended') issues.push('Status must be Active or Suspended');
  if (issues.length > 0 || typeof userId !== 'string' || (status !== 'Active' && status !== 'Suspended')) return issues;
  return { user_id: userId.toLowerCase(), status };
}

/** read-documents-ai: the order whose stored document texts the AI reader reads. */
export function validateReadDocumentsAiBody(body: Record<string, unknown> | null): { order_id: string } | string[] {
  if (!body) return ['Invalid request body'];
  const orderId = body.order_id;
  if (typeof orderId !== 'string' || !UUID.test(orderId)) return ['Invalid order ID format'];
  return { order_id: orderId.toLowerCase() };
}

/** More text than this is more than one request to the model should carry (about 150,000 tokens). */
export const AI_READER_MAX_CHARACTERS = 600_000;

/** read-documents-ai's answers before the model is asked, shared with its in-browser twin (mocks/handlers). */
export const AI_READER_ANSWERS = {
  orderNotFound: { status: 404, code: 'order_not_found', message: 'Order not found' },
  noDocumentText: { status: 409, code: 'no_document_text', message: 'No document of this order has been read yet.' },
  notConfigured: { status: 503, code: 'ai_reader_unavailable', message: 'The AI reader is not configured.' },
  bodyTooLarge: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is larger than 4,096 bytes: the AI reader takes only the order ID.',
  },
} as const;

/**
 * read-documents-ai's body is `{"order_id": "<uuid>"}` (about 50 bytes): the texts it sends to the model are read
 * from the database by that ID, never taken from the request. 4 KiB leaves room for any client's formatting.
 */
export const AI_READER_MAX_BODY_BYTES = 4096;

/**
 * The request's body as text when it is at most `limit` bytes, else null, never holding more than that: a declared
 * Content-Length over the limit is refused unread, and a body sent without one is cut off once it passes it.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: the cancel of a teed stream (a cloned request's) settles only once every branch is cancelled.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A JSON object read from a body's text (readJsonObject of the functions, for text already read), or null. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** 413 documents_too_long: how much text there is, beside the limit. */
export function documentsTooLong(characters: number): { status: 413; code: 'documents_too_long'; message: string } {
  return {
    status: 413,
    code: 'documents_too_long',
    message: `The documents' text has ${characters.toLocaleString('en-US')} characters, more than the AI reader's limit of 600,000.`,
  };
}

export interface CheckSecretaryOfStateBody {
  order_id: string;
  /** The state's full name ("Delaware"). */
  state: string;
  /** The name to search, trimmed; absent means the order's entity legal name. */
  name?: string;
}

const STATES = new Set(Object.values(STATE_NAMES));

/** check-secretary-of-state: the rules and messages of checkSecretaryOfStateInputSchema (src/backend). */
export function validateCheckSecretaryOfStateBody(
  body: Record<string, unknown> | null,
): CheckSecretaryOfStateBody | string[] {
  if (!body) return ['Invalid request body'];
  const { order_id: orderId, state, name } = body;
  const issues: string[] = [];
  if (typeof orderId !== 'string' || !UUID.test(orderId)) issues.push('Order is required');
  if (typeof state !== 'string' || !STATES.has(state)) issues.push('Please choose a state');
  let searched: string | undefined;
  if (name !== undefined) {
    if (typeof name !== 'string') issues.push('Name must be text');
    else {
      searched = name.trim();
      if (searched === '') issues.push('Name is required');
      else if (searched.length > 300) issues.push('Name must be at most 300 characters');
    }
  }
  if (issues.length > 0 || typeof orderId !== 'string' || typeof state !== 'string') return issues;
  return { order_id: orderId.toLowerCase(), state, ...(searched === undefined ? {} : { name: searched }) };
}

/** check-secretary-of-state's answer before the provider is asked, shared with its in-browser twin. */
export const SOS_ORDER_NOT_FOUND = { status: 404, code: 'order_not_found', message: 'Order not found' } as const;
