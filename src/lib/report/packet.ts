import {
  REPORT_PACKET_SCHEMA_PATH,
  REPORT_PACKET_V2_SCHEMA_PATH,
  REPORT_PACKET_V2_VERSION,
  REPORT_SCHEMA_VERSION,
  reportContentSchema,
  reportNumber,
  type PublishedReport,
  type ReportContent,
  type ReportPacket,
  type ReportPacketV2,
} from '@/backend/schemas';
import type { z } from 'zod';
import { entitySlug } from './format';

/**
 * Version 1 of the data packet: what an LOS address that reads only version 1 is mailed. A published version of a
 * report with its identity, in the shape of reportPacketSchema; its JSON Schema is published at $schema.
 */
export function buildReportPacket(report: PublishedReport): ReportPacket {
  return {
    $schema: REPORT_PACKET_SCHEMA_PATH,
    packetType: 'legal-entity-report',
    schemaVersion: REPORT_SCHEMA_VERSION,
    report: {
      id: report.id,
      orderId: report.order_id,
      version: report.version,
      publishedAt: report.published_at,
    },
    content: report.content,
  };
}

/**
 * Version 2 of the packet (issue 30 §3): version 1 plus the sources per field, for the customer's download.
 * Version 1 (buildReportPacket) stays for the loan origination systems that read only it; the LOS mail carries
 * version 2 unless the address asks for 1 (issue 47 §2).
 */
export function buildReportPacketV2(report: PublishedReport): ReportPacketV2 {
  return {
    ...buildReportPacket(report),
    $schema: REPORT_PACKET_V2_SCHEMA_PATH,
    schemaVersion: REPORT_PACKET_V2_VERSION,
    sources: report.sources,
  };
}

/** "ELR-1A2B3C4D-v2-harbor-point-holdings-llc.json": the report number, then the entity. */
export function reportPacketFileName(report: Pick<PublishedReport, 'order_id' | 'version' | 'content'>): string {
  return `${reportNumber(report.order_id, report.version)}-${entitySlug(report.content.entityName)}.json`;
}

export interface PacketUploadError {
  /** Dotted path into the report content ("ownership.1.percentage"); '' for the file as a whole. */
  path: string;
  message: string;
}
export type PacketUploadResult = { ok: true; content: ReportContent } | { ok: false; errors: PacketUploadError[] };

/** Far above any real report (a full one is about 20 KB); stops a wrong file from being parsed at all. */
export const MAX_PACKET_UPLOAD_CHARS = 2_000_000;

/**
 * Reads a staff upload: a full data packet, or just the report content. Errors name the fields at fault with
 * paths relative to the content (as the editor's fields are), so a packet's "content." prefix is dropped.
 */
export function parseReportPacketUpload(text: string): PacketUploadResult {
  if (text.length > MAX_PACKET_UPLOAD_CHARS) {
    return fail('', 'This file is too large to be a report packet (the limit is 2 MB)');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail('', `This file is not valid JSON (${reason}). Upload a report data packet (.json)`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('', 'This file does not contain a report: expected a JSON object (a data packet or report content)');
  }

  const record = value as Record<string, unknown>;
  const isPacket = 'packetType' in record || ('content' in record && 'report' in record);
  if (isPacket) {
    const errors: PacketUploadError[] = [];
    if (record.packetType !== 'legal-entity-report') {
      errors.push({ path: 'packetType', message: 'This is not a legal-entity report packet' });
    }
    // Both packet versions carry the same content (version 2 adds its sources, which an upload does not need).
    if (record.schemaVersion !== REPORT_SCHEMA_VERSION && record.schemaVersion !== REPORT_PACKET_V2_VERSION) {
      errors.push({
        path: 'schemaVersion',
        message: `This packet uses schema version ${JSON.stringify(record.schemaVersion ?? null)}; this site reads versions ${REPORT_SCHEMA_VERSION} and ${REPORT_PACKET_V2_VERSION}`,
      });
    }
    if (typeof record.content !== 'object' || record.content === null || Array.isArray(record.content)) {
      errors.push({ path: '', message: 'This packet has no report content' });
    }
    if (errors.length > 0) return { ok: false, errors };
    return parseContent(record.content);
  }
  return parseContent(record);
}

function parseContent(value: unknown): PacketUploadResult {
  const parsed = reportContentSchema.safeParse(value);
  if (parsed.success) return { ok: true, content: parsed.data };
  return { ok: false, errors: parsed.error.issues.map(toUploadError) };
}

function toUploadError(issue: z.core.$ZodIssue): PacketUploadError {
  const path = issue.path.map(String).join('.');
  return { path, message: issue.message };
}

function fail(path: string, message: string): PacketUploadResult {
  return { ok: false, errors: [{ path, message }] };
}
