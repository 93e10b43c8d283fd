// `npm run analyze -- <file.pdf> [more files of the same entity]`: the built-in reader on PDFs, the result as JSON
// on stdout (the shape in README.md), progress on stderr. Exit 0 when every file was read; 1 when any file could
// not be read (the others are still read and printed), or none could, or a file is not in English (the reader
// reads English only: that file's language is on stderr and in the result, and nothing is read from it); 2 on a
// usage error.
import {
  languageName,
  readDocuments,
  type DocumentText,
  type OrderFacts,
} from '../../src/lib/document-reader/index.ts';
import { DocumentReadError } from '../../src/lib/document-reader/pdf-text.ts';
import { NodeOcr, readPdfFile } from './read-pdf-node.ts';

const USAGE = `Usage: npm run analyze -- <file.pdf> [more files of the same entity] [--name "<legal name as ordered>"] [--state <XX>] [--no-ocr]`;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

export async function analyze(argv: string[], io: Io): Promise<number> {
  const files: string[] = [];
  const order: OrderFacts = {};
  let ocrEnabled = true;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--name' || arg === '--state') {
      const value = argv[i + 1];
      if (!value) {
        io.err(`${arg} needs a value.\n${USAGE}`);
        return 2;
      }
      if (arg === '--name') order.entityName = value;
      else order.formationState = value;
      i += 1;
    } else if (arg === '--no-ocr') ocrEnabled = false;
    else if (arg === '--help' || arg === '-h') {
      io.err(USAGE);
      return 0;
    } else if (arg.startsWith('--')) {
      io.err(`Unknown option ${arg}.\n${USAGE}`);
      return 2;
    } else files.push(arg);
  }
  if (files.length === 0) {
    io.err(`No file given.\n${USAGE}`);
    return 2;
  }
  const ocr = ocrEnabled ? new NodeOcr() : null;
  const documents: DocumentText[] = [];
  const failures: string[] = [];
  try {
    for (const path of files) {
      io.err(`[analyze] reading ${path}`);
      try {
        const read = await readPdfFile(path, {
          ocr,
          onProgress: (n, total) => io.err(`[analyze] ${path}: page ${n} of ${total}`),
        });
        if (read.needsOcr.length)
          io.err(`[analyze] ${path}: pages ${read.needsOcr.join(', ')} have no text layer and were not read (OCR off)`);
        documents.push(read.document);
      } catch (error) {
        const message = error instanceof DocumentReadError || error instanceof Error ? error.message : String(error);
        failures.push(message);
        io.err(`[analyze] cannot read ${path}: ${message}`);
      }
    }
  } finally {
    await ocr?.close();
  }
  if (documents.length === 0) {
    io.err(`[analyze] no file could be read.`);
    return 1;
  }
  const result = readDocuments(documents, { order });
  io.out(JSON.stringify(result, null, 2));
  const foreign = result.documents.filter((d) => d.language && d.language !== 'en');
  for (const d of foreign)
    io.err(
      `[analyze] warning: ${d.file} is in ${languageName(d.language!)} and was not read (the reader reads English only)`,
    );
  const read = documents.length - foreign.length;
  io.err(
    `[analyze] ${read} file(s) read by the built-in reader; not found by the reader (check the pages): ${result.not_stated.join(', ') || 'nothing'}`,
  );
  return failures.length > 0 || foreign.length > 0 ? 1 : 0;
}
