import { z } from 'zod';
import { REPORT_PACKET_SCHEMA_PATH, REPORT_SCHEMA_VERSION, reportPacketSchema } from '@/backend/schemas';

/** Where the published JSON Schema is checked in (served at REPORT_PACKET_SCHEMA_PATH). */
export const REPORT_PACKET_SCHEMA_FILE = `public${REPORT_PACKET_SCHEMA_PATH}`;

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
    description:
      'A published legal-entity report for lenders: the report identity (id, order, version, publication time) and its content (entity details, ownership, management authority, suggested signature block, Secretary of State checks, risk flags with mitigations, documents reviewed, closing checklist). Also checked by the publisher, beyond this schema: ownership percentages add up to 100; exactly one Secretary of State check for the formation state, and one for the property state when it differs; corporate details in a Corporation report.',
    ...generated,
  };
}
