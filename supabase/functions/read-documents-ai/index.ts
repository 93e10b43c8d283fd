// read-documents-ai: the AI reader (issue 29 §4). An admin's browser has extracted and stored the text of an
// order's documents (public.order_document_texts); this sends those stored texts, never texts from the request,
// to a language model (Anthropic's Messages API, or an OpenAI-compatible endpoint such as a lender's own model, as
// the function's secrets choose: _shared/ai-reader-config.ts) and passes its answer
// through the same grounding rule as the built-in reader: a proposed value whose quote is not on its cited page
// is dropped and counted. POST {order_id} (at most 4 KiB) with the caller's bearer token; answers {result, ungrounded}.
// The function only waits on the model: Edge Functions allow 2 s of CPU, so the PDFs are read in the browser.
// The in-browser twin (mocks/handlers) answers the same checks, then 503 ai_reader_unavailable.
import {
  countUngrounded,
  groundProposals,
  type DocumentText,
  type PageText,
} from '../../../src/lib/document-reader/index.ts';
import { requireAdmin, responder } from '../_shared/admin.ts';
import { aiReaderConfig, askAiReader } from '../_shared/ai-reader.ts';
import {
  AI_READER_ANSWERS as ANSWERS,
  AI_READER_MAX_BODY_BYTES,
  AI_READER_MAX_CHARACTERS,
  documentsTooLong,
  parseJsonObject,
  readBodyWithin,
  validateReadDocumentsAiBody,
} from '../_shared/bodies.ts';

interface OrderDocument {
  name: string;
  storage_path: string;
}

const isOrderDocument = (d: unknown): d is OrderDocument =>
  typeof d === 'object' &&
  d !== null &&
  typeof (d as OrderDocument).name === 'string' &&
  typeof (d as OrderDocument).storage_path === 'string';

Deno.serve(async (req: Request): Promise<Response> => {
  const reply = responder(req);
  const early = reply.preflight();
  if (early) return early;

  // First, as a gateway would: the body is one order ID, and a larger one is never held whole.
  const text = await readBodyWithin(req, AI_READER_MAX_BODY_BYTES);
  if (text === null) {
    const { status, code, message } = ANSWERS.bodyTooLarge;
    return reply.error(status, code, message);
  }

  const caller = await requireAdmin(req, reply);
  if (caller instanceof Response) return caller;

  const input = validateReadDocumentsAiBody(parseJsonObject(text));
  if (Array.isArray(input)) return reply.error(400, 'validation_failed', input.join(', '), input);
  const orderId = input.order_id;

  // Read as the caller: row-level security lets staff read the order and its stored texts.
  const { data: order, error: orderError } = await caller.client
    .from('order_requests')
    .select('id, entity_legal_name, formation_state, documents')
    .eq('id', orderId)
    .maybeSingle();
  if (orderError) return reply.internal(orderError);
  if (!order) {
    const { status, code, message } = ANSWERS.orderNotFound;
    return reply.error(status, code, message);
  }

  const { data: rows, error: textsError } = await caller.client
    .from('order_document_texts')
    .select('storage_path, pages')
    .eq('order_id', orderId)
    .is('error', null);
  if (textsError) return reply.internal(textsError);

  // The order's current documents, in the order's order, each with its stored text (as the browser names them).
  const stored = new Map<string, PageText[]>(
    (rows ?? []).map((r: { storage_path: string; pages: PageText[] }) => [r.storage_path, r.pages]),
  );
  const documents: DocumentText[] = (Array.isArray(order.documents) ? order.documents : [])
    .filter(isOrderDocument)
    .flatMap((d: OrderDocument) => {
      const pages = stored.get(d.storage_path);
      return pages && pages.length > 0 ? [{ file: d.name, pages }] : [];
    });
  if (documents.length === 0) {
    const { status, code, message } = ANSWERS.noDocumentText;
    return reply.error(status, code, message);
  }
  const characters = documents.reduce((n, d) => n + d.pages.reduce((m, p) => m + p.text.length, 0), 0);
  if (characters > AI_READER_MAX_CHARACTERS) {
    const { status, code, message } = documentsTooLong(characters);
    return reply.error(status, code, message);
  }

  const config = aiReaderConfig();
  if (!config) {
    const { status, code, message } = ANSWERS.notConfigured;
    return reply.error(status, code, message);
  }

  const orderFacts = { entityName: order.entity_legal_name, formationState: order.formation_state };
  const answer = await askAiReader(config, documents, orderFacts);
  if (!answer.ok) return reply.error(answer.status, answer.code, answer.message);

  const result = groundProposals(documents, answer.proposed, { reader: `ai:${answer.model}`, order: orderFacts });
  return reply.json({ result, ungrounded: countUngrounded(documents, answer.proposed) });
});
