import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  REPORT_PACKET_SCHEMA_PATH,
  REPORT_PACKET_V2_SCHEMA_PATH,
  REPORT_TYPES,
  reportPacketSchema,
  reportPacketV2Schema,
  type PublishedReport,
  type ReportContent,
} from '@/backend/schemas';
import { sampleReports } from '@/content/sample-reports';
import { draftReport } from '../../../mocks/seed/demo-draft';
import {
  MAX_PACKET_UPLOAD_CHARS,
  buildReportPacket,
  buildReportPacketV2,
  parseReportPacketUpload,
  reportPacketFileName,
} from './packet';
import { REPORT_PACKET_SCHEMA_FILE, REPORT_PACKET_V2_SCHEMA_FILE } from './packet-json-schema';

/** The checked-in, published JSON Schema, compiled by a real JSON Schema validator (formats included). */
const publishedSchema = JSON.parse(
  readFileSync(fileURLToPath(new URL(`../../../${REPORT_PACKET_SCHEMA_FILE}`, import.meta.url)), 'utf8'),
) as object;
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validateAgainstPublishedSchema = ajv.compile(publishedSchema);
const publishedV2Schema = JSON.parse(
  readFileSync(fileURLToPath(new URL(`../../../${REPORT_PACKET_V2_SCHEMA_FILE}`, import.meta.url)), 'utf8'),
) as object;
const validateAgainstV2Schema = ajv.compile(publishedV2Schema);

const ORDER_ID = '2b7f4c1d-8e9a-4f3b-9c2d-6a5e4f3b2c1d';

function published(content: ReportContent, version = 1): PublishedReport {
  return {
    id: '5d3c2b1a-7f6e-4d5c-8b4a-3f2e1d0c9b8a',
    order_id: ORDER_ID,
    version,
    content,
    note: version === 1 ? null : 'Corrected the property-state check',
    published_by: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b',
    published_at: '2026-03-03T18:20:00+00:00',
    sources: {},
  };
}

const draft = (report_type: string, entity_legal_name = 'Harbor Point Holdings, LLC') =>
  draftReport({
    id: ORDER_ID,
    entity_legal_name,
    formation_state: 'Delaware',
    report_type,
    property_state: 'Texas',
    loan_reference: 'CRE-26-0207',
    created_at: '2026-03-02T16:00:00Z',
    documents: [{ name: 'operating-agreement.pdf', size: 380_000, storage_path: 'u/orders/x/operating-agreement.pdf' }],
  });

describe('buildReportPacket', () => {
  it('carries the schema address, the report identity and the content', () => {
    const content = draft('Limited Liability Company');
    const packet = buildReportPacket(published(content, 2));
    expect(packet).toEqual({
      $schema: REPORT_PACKET_SCHEMA_PATH,
      packetType: 'legal-entity-report',
      schemaVersion: 1,
      report: {
        id: '5d3c2b1a-7f6e-4d5c-8b4a-3f2e1d0c9b8a',
        orderId: ORDER_ID,
        version: 2,
        publishedAt: '2026-03-03T18:20:00+00:00',
      },
      content,
    });
    expect(packet.$schema).toBe('/schemas/report-packet-v1.schema.json');
  });

  it('is named after the report number and the entity', () => {
    expect(reportPacketFileName(published(draft('Corporation', 'Pacific Crest Manufacturing, Inc.'), 3))).toBe(
      'ELR-2B7F4C1D-v3-pacific-crest-manufacturing-inc.json',
    );
  });
});

describe.each(REPORT_TYPES)('the %s data packet', (reportType) => {
  it('parses with the packet schema and validates against the published JSON Schema', () => {
    const packet = JSON.parse(JSON.stringify(buildReportPacket(published(draft(reportType))))) as unknown;
    expect(reportPacketSchema.safeParse(packet).error?.issues).toBeUndefined();
    expect(validateAgainstPublishedSchema(packet), ajv.errorsText(validateAgainstPublishedSchema.errors)).toBe(true);
    // What a staff member uploads back reads as the same content.
    expect(parseReportPacketUpload(JSON.stringify(packet))).toEqual({ ok: true, content: draft(reportType) });
  });
});

describe('the published JSON Schema', () => {
  it.each(sampleReports.map((r) => [r.tabLabel, r] as const))('accepts the %s sample as a packet', (_l, sample) => {
    expect(validateAgainstPublishedSchema(buildReportPacket(published(sample.content)))).toBe(true);
  });

  it('rejects what the packet schema rejects: a wrong type, a missing field, an unknown state', () => {
    const good = buildReportPacket(published(draft('Corporation')));
    const bad = structuredClone(good) as unknown as {
      content: Record<string, unknown> & { ownership: Array<Record<string, unknown>> };
    };
    bad.content.ownership[0]!.percentage = 'forty';
    delete bad.content.entityName;
    bad.content.formationState = 'Ontario';
    expect(validateAgainstPublishedSchema(bad)).toBe(false);
    const paths = (validateAgainstPublishedSchema.errors ?? []).map((e) => e.instancePath);
    expect(paths).toEqual(
      expect.arrayContaining(['/content/ownership/0/percentage', '/content', '/content/formationState']),
    );
  });
});

describe('parseReportPacketUpload', () => {
  const content = draft('Limited Liability Company');
  const packetText = JSON.stringify(buildReportPacket(published(content)));

  it('accepts a full packet or the bare content', () => {
    expect(parseReportPacketUpload(packetText)).toEqual({ ok: true, content });
    expect(parseReportPacketUpload(JSON.stringify(content))).toEqual({ ok: true, content });
  });

  it('says plainly when the file is not JSON, or not a report', () => {
    const notJson = parseReportPacketUpload('{"entityName": "Harbor Point",');
    expect(notJson.ok).toBe(false);
    if (notJson.ok) return;
    expect(notJson.errors).toHaveLength(1);
    expect(notJson.errors[0]?.path).toBe('');
    expect(notJson.errors[0]?.message).toMatch(/^This file is not valid JSON \(.+\)\. Upload a report data packet/);

    for (const text of ['[]', '42', 'null', '"report"']) {
      expect(parseReportPacketUpload(text)).toEqual({
        ok: false,
        errors: [
          {
            path: '',
            message: 'This file does not contain a report: expected a JSON object (a data packet or report content)',
          },
        ],
      });
    }
    expect(parseReportPacketUpload(' '.repeat(MAX_PACKET_UPLOAD_CHARS + 1))).toEqual({
      ok: false,
      errors: [{ path: '', message: 'This file is too large to be a report packet (the limit is 2 MB)' }],
    });
  });

  it('names each field at fault by its dotted path in the content, with its message', () => {
    const broken = structuredClone(content) as unknown as Record<string, unknown> & {
      ownership: Array<{ percentage: unknown }>;
      secretaryOfState: Array<Record<string, unknown>>;
    };
    broken.ownership[1]!.percentage = 140;
    broken.entityName = '   ';
    broken.secretaryOfState[0]!.capturedAt = 'yesterday';
    delete broken.riskLevel;
    const packet = { ...JSON.parse(packetText), content: broken };

    for (const text of [JSON.stringify(packet), JSON.stringify(broken)]) {
      const result = parseReportPacketUpload(text);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual(
        expect.arrayContaining([
          { path: 'ownership.1.percentage', message: 'Percentage must be at most 100' },
          { path: 'entityName', message: 'Entity legal name is required' },
          { path: 'secretaryOfState.0.capturedAt', message: 'Captured at must be a date and time' },
          { path: 'riskLevel', message: 'Risk level must be Low, Medium or High' },
        ]),
      );
    }
  });

  it('reports the cross-field rules at the list they concern', () => {
    const broken = structuredClone(content);
    broken.ownership = [{ owner: 'Marisol Vega', percentage: 60, interest: '' }];
    broken.secretaryOfState = broken.secretaryOfState.filter((c) => c.role === 'Formation state');
    const result = parseReportPacketUpload(JSON.stringify(broken));
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'ownership', message: 'Ownership percentages must add up to 100' },
        { path: 'secretaryOfState', message: 'Add one Secretary of State check for the property state' },
      ],
    });
  });

  it('refuses a packet of another kind or schema version before reading its content', () => {
    const packet = JSON.parse(packetText) as Record<string, unknown>;
    expect(parseReportPacketUpload(JSON.stringify({ ...packet, packetType: 'invoice', schemaVersion: 3 }))).toEqual({
      ok: false,
      errors: [
        { path: 'packetType', message: 'This is not a legal-entity report packet' },
        { path: 'schemaVersion', message: 'This packet uses schema version 3; this site reads versions 1 and 2' },
      ],
    });
    expect(parseReportPacketUpload(JSON.stringify({ ...packet, content: null }))).toEqual({
      ok: false,
      errors: [{ path: '', message: 'This packet has no report content' }],
    });
  });
});

describe('data packet version 2 (with the sources), published beside version 1', () => {
  const sources = {
    entityName: { file: 'operating-agreement.pdf', page: 1, quote: 'Harbor Point Holdings, LLC' },
    'ownership.0': { file: 'operating-agreement.pdf', page: 14, quote: 'Jordan Lee — 60%' },
    'riskItems.0': { file: 'operating-agreement.pdf', page: 9, quote: 'as set out in Exhibit B' },
  };
  const withSources = (): PublishedReport => ({ ...published(draft('Limited Liability Company'), 2), sources });

  it('is version 1 plus the sources, pointing at its own schema', () => {
    const report = withSources();
    const v2 = buildReportPacketV2(report);
    const { $schema, schemaVersion, sources: carried, ...rest } = v2;
    const { $schema: v1Schema, schemaVersion: v1Version, ...v1Rest } = buildReportPacket(report);
    expect({ $schema, schemaVersion, carried }).toEqual({
      $schema: REPORT_PACKET_V2_SCHEMA_PATH,
      schemaVersion: 2,
      carried: sources,
    });
    expect({ v1Schema, v1Version }).toEqual({ v1Schema: REPORT_PACKET_SCHEMA_PATH, v1Version: 1 });
    expect(rest).toEqual(v1Rest);
    expect(reportPacketV2Schema.parse(v2)).toEqual(v2);
  });

  it('validates against the version 2 JSON Schema, with sources and without ({})', () => {
    for (const report of [withSources(), published(draft('Corporation'))]) {
      const packet = buildReportPacketV2(report);
      expect(validateAgainstV2Schema(packet), ajv.errorsText(validateAgainstV2Schema.errors)).toBe(true);
    }
  });

  it('a version 1 packet still validates against version 1 and not against version 2, and vice versa', () => {
    const report = withSources();
    expect(validateAgainstPublishedSchema(buildReportPacket(report))).toBe(true);
    expect(validateAgainstV2Schema(buildReportPacket(report))).toBe(false);
    expect(validateAgainstPublishedSchema(buildReportPacketV2(report))).toBe(false);
  });

  it('rejects a source without its page or with a page that is not a page number', () => {
    const packet = buildReportPacketV2(withSources()) as unknown as {
      sources: Record<string, Record<string, unknown>>;
    };
    packet.sources.entityName = { file: 'operating-agreement.pdf', quote: 'Harbor Point Holdings, LLC' };
    packet.sources['ownership.0']!.page = 0;
    expect(validateAgainstV2Schema(packet)).toBe(false);
    const paths = (validateAgainstV2Schema.errors ?? []).map((e) => e.instancePath).sort();
    expect(paths).toEqual(['/sources/entityName', '/sources/ownership.0/page']);
  });

  it('uploads as staff would upload a version 1 packet: its content is read', () => {
    const report = withSources();
    expect(parseReportPacketUpload(JSON.stringify(buildReportPacketV2(report)))).toEqual({
      ok: true,
      content: report.content,
    });
  });
});
