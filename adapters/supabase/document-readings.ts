import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  aiReadingSchema,
  readWithAiInputSchema,
  saveDocumentReadingInputSchema,
  saveDocumentTextInputSchema,
  storedDocumentReadingSchema,
  storedDocumentTextSchema,
  type BackendAdapter,
} from '@/backend';
import type { InvokeAsCaller } from './caller-session';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/** The AI reader's Edge Function (supabase/functions/read-documents-ai). */
export const READ_DOCUMENTS_AI_FUNCTION = 'read-documents-ai';

/**
 * The document readings capability (migration …1600) on supabase-js: staff read public.order_document_texts and
 * public.order_document_readings under their policies; admins save through save_document_text and
 * save_document_reading, which check the rights, the bounds and the grounding of every source themselves, and
 * ask the AI reader through its Edge Function, which reads the stored texts with the caller's rights.
 */
export function documentReadingsPort(
  client: SupabaseClient,
  invokeAsCaller: InvokeAsCaller,
): BackendAdapter['documentReadings'] {
  const isOrderId = (id: string) => z.uuid().safeParse(id).success;

  return {
    listTexts: (orderId) =>
      guard(async () => {
        if (!isOrderId(orderId)) return [];
        const rows = unwrap(
          await client
            .from('order_document_texts')
            .select('*')
            .eq('order_id', orderId)
            .order('storage_path', { ascending: true }),
        );
        return parseResponse(z.array(storedDocumentTextSchema), rows, 'document texts');
      }),

    saveText: (input) =>
      guard(async () => {
        const { orderId, storagePath, pages, error } = parseInput(saveDocumentTextInputSchema, input);
        const row = unwrap(
          await client.rpc('save_document_text', {
            _order_id: orderId,
            _storage_path: storagePath,
            _pages: pages,
            _error: error,
          }),
        );
        return parseResponse(storedDocumentTextSchema, row, 'document text');
      }),

    latest: (orderId) =>
      guard(async () => {
        if (!isOrderId(orderId)) return null;
        const rows = unwrap(
          await client
            .from('order_document_readings')
            .select('*')
            .eq('order_id', orderId)
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .limit(1),
        );
        const [row] = parseResponse(z.array(storedDocumentReadingSchema), rows, 'document readings');
        return row ?? null;
      }),

    save: (input) =>
      guard(async () => {
        const { orderId, reader, result } = parseInput(saveDocumentReadingInputSchema, input);
        const row = unwrap(
          await client.rpc('save_document_reading', { _order_id: orderId, _reader: reader, _result: result }),
        );
        return parseResponse(storedDocumentReadingSchema, row, 'document reading');
      }),

    readWithAi: (orderId) =>
      guard(async () => {
        const id = parseInput(readWithAiInputSchema, orderId);
        const answer = await invokeAsCaller(READ_DOCUMENTS_AI_FUNCTION, { order_id: id });
        return parseResponse(aiReadingSchema, answer, 'AI reading');
      }),
  };
}
