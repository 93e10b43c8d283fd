import { z } from 'zod';
import { reportPacketSchema } from './report';
import { reviewSourceSchema } from './report-review';

/**
 * Data packet version 2 (issue 30 §3): version 1 plus where the documents say each reviewed value. Published
 * BESIDE version 1, whose schema and builder stay as they are for the loan origination systems that read it.
 * The report content inside is unchanged (its own schemaVersion stays the content's version); only the packet's
 * schemaVersion says 2.
 */
export const REPORT_PACKET_V2_VERSION = 2;

export const reportPacketV2Schema = reportPacketSchema.extend({
  schemaVersion: z.literal(REPORT_PACKET_V2_VERSION),
  /**
   * Content path ("entityName", "ownership.0", "authority.consents.1", "riskItems.0") -> the document, page and
   * verbatim quote the reviewer checked it against. {} for a version published without a review.
   */
  sources: z.record(z.string(), reviewSourceSchema),
});
export type ReportPacketV2 = z.infer<typeof reportPacketV2Schema>;

/** Where version 2's JSON Schema is served (public/schemas/, generated from this file by npm run schema:report). */
export const REPORT_PACKET_V2_SCHEMA_PATH = `/schemas/report-packet-v${REPORT_PACKET_V2_VERSION}.schema.json`;
