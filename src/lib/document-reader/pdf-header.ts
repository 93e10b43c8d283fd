/**
 * Whether bytes are a PDF: "%PDF-" within the first 1,024 bytes, where PDF readers look for it (pdf.js, Acrobat:
 * some writers put a few bytes before it). The upload checks it before a file is sent and the reader before it
 * parses one, so a text file named .pdf is refused at both ends.
 */
export const PDF_HEADER_WINDOW = 1024;

const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, PDF_HEADER_WINDOW) - HEADER.length;
  for (let at = 0; at <= end; at += 1) if (HEADER.every((b, i) => bytes[at + i] === b)) return true;
  return false;
}
