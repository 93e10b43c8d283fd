import { z } from 'zod';
import {
  REPORT_PACKET_SCHEMA_PATH,
  REPORT_PACKET_V2_SCHEMA_PATH,
  REPORT_PACKET_V2_VERSION,
  REPORT_SCHEMA_VERSION,
  reportPacketSchema,
  reportPacketV2Schema,
} from '@/backend/schemas';

/** Where the published JSON Schema is checked in (served at REPORT_PACKET_SCHEMA_PATH). */
export const REPORT_PACKET_SCHEMA_FILE = `public${REPORT_PACKET_SCHEMA_PATH}`;
/** Version 2's, beside it (served at REPORT_PACKET_V2_SCHEMA_PATH). */
export const REPORT_PACKET_V2_SCHEMA_FILE = `public${REPORT_PACKET_V2_SCHEMA_PATH}`;

const CONTENT_DESCRIPTION =
  'A published legal-entity report for lenders: the report identity (id, order, version, publication time) and its content (entity details, ownership, management authority, suggested signature block, Secretary of State checks, risk flags with mitigations, documents reviewed, closing checklist).';
const BEYOND_SCHEMA =
  'Also checked by the publisher, beyond this schema: ownership percentages add up to 100; exactly one Secretary of State check for the formation state, and one for the property state when it differs; corporate details in a Corporation report.';

/**
 * The JSON Schema of the data packet, generated from the zod schema (one source of truth). JSON Schema cannot
 * say everything zod checks across fields (ownership adding up to 100, the Secretary of State checks matching
 * the formation and property states, corporate details for a corporation): the description says so.
 */
export function reportPacketJsonSchema(): Record<string, unknown> {
  const { $schema, ...generated } = z.toJSONSchema(reportPacketSchema, { target: 'draft-2020-12' });
  return {
    $schema,
    $id: REPORT_PACKET_SCHEMA_PATH,
    title: `Legal-entity report data packet, schema version ${REPORT_SCHEMA_VERSION}`,
    description: `${CONTENT_DESCRIPTION} ${BEYOND_SCHEMA}`,
    ...generated,
  };
}

/** Version 2's JSON Schema: version 1 plus `sources`, the document, page and quote behind each reviewed value. */
export function reportPacketV2JsonSchema(): Record<string, unknown> {
  const { $schema, ...generated } = z.toJSONSchema(reportPacketV2Schema, { target: 'draft-2020-12' });
  return {
    $schema,
    $id: REPORT_PACKET_V2_SCHEMA_PATH,
    title: `Legal-entity report data packet, schema version ${REPORT_PACKET_V2_VERSION}`,
    description: `${CONTENT_DESCRIPTION} Version 2 adds \`sources\`: for each reviewed value, by its content path ("entityName", "ownership.0", "authority.consents.1", "riskItems.0"), the document file, page and verbatim quote it was checked against ({} for a version published without a review). The content's own schemaVersion stays 1. ${BEYOND_SCHEMA}`,
    ...generated,
  };
}
