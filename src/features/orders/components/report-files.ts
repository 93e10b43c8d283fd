import { reportNumber, type PublishedReport } from '@/backend';
import type { ReportDocumentMeta } from '@/components/report/report-document';
import { brand } from '@/content/brand';
import { buildReportPacketV2, reportPacketFileName } from '@/lib/report/packet';
import { saveBlobAsFile } from '@/lib/save-file';

/** The identity a published version shows in its header, its PDF and its file names. */
export function reportMeta(report: PublishedReport): ReportDocumentMeta {
  return {
    reportNumber: reportNumber(report.order_id, report.version),
    preparedOn: report.published_at,
    version: report.version,
  };
}

/** The version's PDF. The writer (and jsPDF) load only now, when someone asks for a PDF. */
export async function reportPdf(report: PublishedReport): Promise<{ blob: Blob; fileName: string }> {
  const { buildReportPdf, reportPdfFileName } = await import('@/lib/report/pdf');
  const meta = reportMeta(report);
  const bytes = await buildReportPdf(report.content, {
    ...meta,
    productName: brand.productName,
    companyName: brand.companyName,
    sources: report.sources,
  });
  return {
    blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }),
    fileName: reportPdfFileName(report.content, meta),
  };
}

export async function downloadReportPdf(report: PublishedReport): Promise<void> {
  const { blob, fileName } = await reportPdf(report);
  saveBlobAsFile(blob, fileName);
}

/**
 * The version's data packet as a JSON file: version 2, the report with its identity and the document, page and
 * quote behind each reviewed value (a superset of version 1, which the LOS mail carries only to an address asking
 * for it).
 */
export function downloadReportPacket(report: PublishedReport): void {
  const packet = buildReportPacketV2(report);
  const blob = new Blob([`${JSON.stringify(packet, null, 2)}\n`], { type: 'application/json' });
  saveBlobAsFile(blob, reportPacketFileName(report));
}
