import type { SupabaseClient } from '@supabase/supabase-js';
import type { UploadFile } from '@/backend';
import { storageErrorToBackendError } from './map-error';

/**
 * An order's PDFs in Storage: uploaded before the order row that lists them is written, and removed again when
 * that write fails.
 */

/** The private Storage bucket of the orders' PDFs (supabase/migrations). */
export const ORDER_DOCUMENTS_BUCKET = 'order-documents';

/**
 * Storage keys accept a limited character set, and storage-js puts the key into the URL unencoded, so
 * '?' and '#' would cut it short: anything outside the safe set in a file name becomes '_'.
 */
function storageSafeName(name: string): string {
  const safe = name.replace(/[^\w!\-.*'() &$@=;:+,]/g, '_').trim();
  return safe === '' || safe === '.' || safe === '..' ? 'document.pdf' : safe;
}

/** Same-named files in one order would collide at one key; number the repeats. */
function uniqueNames(files: readonly UploadFile[]): string[] {
  const seen = new Set<string>();
  return files.map((file) => {
    const base = storageSafeName(file.name);
    let name = base;
    for (let n = 2; seen.has(name); n += 1) {
      const dot = base.lastIndexOf('.');
      name = dot > 0 ? `${base.slice(0, dot)}-${n}${base.slice(dot)}` : `${base}-${n}`;
    }
    seen.add(name);
    return name;
  });
}

async function uploadDocuments(
  client: SupabaseClient,
  paths: readonly string[],
  files: readonly UploadFile[],
): Promise<void> {
  const bucket = client.storage.from(ORDER_DOCUMENTS_BUCKET);
  const uploaded: string[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const path = paths[index]!;
      // The bucket accepts PDFs only; a file picked without a MIME type still is one (its bytes were checked before).
      const body = file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' });
      const { error } = await bucket.upload(path, body, { contentType: 'application/pdf', upsert: false });
      if (error) throw storageErrorToBackendError(error);
      uploaded.push(path);
    }
  } catch (error) {
    await removeOrderDocuments(client, uploaded);
    throw error;
  }
}

/** Uploads an order's PDFs to `<user>/<upload id>/<file>`; the list the order row stores. */
export async function uploadOrderDocuments(client: SupabaseClient, userId: string, files: readonly UploadFile[]) {
  // The row's id is server-set (no INSERT grant on it), so each upload gets its own folder.
  const uploadId = crypto.randomUUID();
  const paths = uniqueNames(files).map((name) => `${userId}/${uploadId}/${name}`);
  await uploadDocuments(client, paths, files);
  return files.map((file, index) => ({ name: file.name, size: file.size, storage_path: paths[index]! }));
}

/** Best effort: leftovers are harmless (private bucket) and the original failure matters more. */
export async function removeOrderDocuments(client: SupabaseClient, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    const { error } = await client.storage.from(ORDER_DOCUMENTS_BUCKET).remove([...paths]);
    if (error) console.error('Could not remove uploaded order documents', error);
  } catch (error) {
    console.error('Could not remove uploaded order documents', error);
  }
}
