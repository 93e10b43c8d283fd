import { http } from 'msw';
import {
  AI_READER_ANSWERS as ANSWERS,
  AI_READER_MAX_BODY_BYTES,
  AI_READER_MAX_CHARACTERS,
  documentsTooLong,
  parseJsonObject,
  readBodyWithin,
  validateReadDocumentsAiBody,
} from '../../supabase/functions/_shared/bodies';
import { API_ROUTES } from '../api/routes';
import { callerIsStaff, nestedTooDeep, prepare, type HandlerContext } from './context';
import { functionError, requireFunctionAdmin } from './edge-function';

const answer = ({ status, code, message }: { status: number; code: string; message: string }) =>
  functionError(status, code, message);

/**
 * The twin of the Edge Function read-documents-ai (issue 29 §4): the same body limit, rights (requireAdmin), body check,
 * order and stored texts read as the caller (staff read), 404, 409 and 413, and then, as the offline demo has no
 * provider key, 503 ai_reader_unavailable: the app's built-in reader drafts instead. The loopback emulator
 * forwards this route to the real function when EDGE_FUNCTIONS_URL is set (mocks/loopback.ts).
 */
export function readDocumentsAiHandlers(ctx: HandlerContext, base: string) {
  return [
    http.post(`${base}${API_ROUTES.readDocumentsAi}`, async ({ request }) => {
      await prepare(ctx);
      const text = await readBodyWithin(request, AI_READER_MAX_BODY_BYTES);
      if (text === null) return answer(ANSWERS.bodyTooLarge);
      const caller = await requireFunctionAdmin(ctx, request);
      if (caller instanceof Response) return caller;
      const body = parseJsonObject(text);
      const input = validateReadDocumentsAiBody(body && !nestedTooDeep(body) ? body : null);
      if (Array.isArray(input)) return functionError(400, 'validation_failed', input.join(', '), input);

      // Read with the caller's token: the order and its texts under their staff-only policies.
      const order = callerIsStaff(ctx, caller)
        ? ctx.db.orderRequests.findFirst((q) => q.where({ id: input.order_id }))
        : undefined;
      if (!order) return answer(ANSWERS.orderNotFound);
      const current = new Set(order.documents.map((d) => d.storage_path));
      const texts = ctx.db.orderDocumentTexts
        .findMany((q) => q.where({ order_id: order.id }))
        .filter((t) => t.error === null && t.pages.length > 0 && current.has(t.storage_path));
      if (texts.length === 0) return answer(ANSWERS.noDocumentText);
      const characters = texts.reduce((sum, t) => sum + t.pages.reduce((n, p) => n + p.text.length, 0), 0);
      if (characters > AI_READER_MAX_CHARACTERS) return answer(documentsTooLong(characters));
      return answer(ANSWERS.notConfigured);
    }),
  ];
}
