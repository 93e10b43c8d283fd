import type { DocumentText } from '@/lib/document-reader';
import { ExtractionError, type PageTextExtractor } from './page-text-extractor';
import type { WorkerReply, WorkerRequest } from './pdf-text.worker';

/** The tag of the reader's own messages (pdf.js's worker code shares the port). */
const READER_TAG = 'entitylens-document-reader' satisfies WorkerRequest['from'];

/** One worker per document: it is ended when the document is read, fails or is cancelled. */
export const extractInWorker: PageTextExtractor['extract'] = (file, { onProgress, signal }) =>
  new Promise<DocumentText>((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Cancelled', 'AbortError'));
      return;
    }
    const worker = new Worker(new URL('./pdf-text.worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      end();
      reject(new DOMException('Cancelled', 'AbortError'));
    };
    signal.addEventListener('abort', cancel);
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply?.from !== READER_TAG) return;
      if (reply.type === 'progress') onProgress(reply.read, reply.total);
      else if (reply.type === 'done') {
        end();
        resolve(reply.document);
      } else {
        end();
        reject(new ExtractionError(reply.code, reply.message));
      }
    };
    worker.onerror = (event) => {
      end();
      console.error('Error in the document reading worker', event.message);
      reject(new ExtractionError('failed', `${file.name} could not be read: the reader stopped (${event.message}).`));
    };
    const request: WorkerRequest = { from: READER_TAG, name: file.name, data: file.data };
    worker.postMessage(request, [file.data.buffer]);
  });
