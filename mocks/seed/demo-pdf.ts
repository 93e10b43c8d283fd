/**
 * A small, valid one-page PDF (PDF 1.4, Helvetica, a title and a few lines) for the seeded order documents,
 * so a demo download opens in any viewer. Deterministic: the same lines give the same bytes (and size).
 */

/** Text as a PDF literal string: printable ASCII only, with (, ) and \ escaped. */
function pdfText(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

export function demoPdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 720 Td',
    `${pdfText(title)} Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line, i) => [i === 0 ? '0 -36 Td' : '0 -18 Td', `${pdfText(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so one byte each.
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}
