import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { REPORT_PACKET_SCHEMA_PATH, REPORT_PACKET_V2_SCHEMA_PATH } from '@/backend/schemas';
import {
  REPORT_PACKET_SCHEMA_FILE,
  REPORT_PACKET_V2_SCHEMA_FILE,
  reportPacketJsonSchema,
  reportPacketV2JsonSchema,
} from './packet-json-schema';

/**
 * The published JSON Schemas (version 1 and, beside it, version 2) are checked-in files generated from the zod
 * schemas. This test fails when a file is stale; `npm run schema:report` runs it with WRITE_REPORT_SCHEMA=1,
 * which writes the files first.
 */
const published = [
  { file: REPORT_PACKET_SCHEMA_FILE, generate: reportPacketJsonSchema },
  { file: REPORT_PACKET_V2_SCHEMA_FILE, generate: reportPacketV2JsonSchema },
];

async function generatedText(file: string, schema: Record<string, unknown>): Promise<string> {
  // Formatted as Prettier would leave it, so `prettier --check` and this test agree.
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(schema), { ...options, filepath: file });
}

describe('the published JSON Schemas of the report packet', () => {
  it.each(published)('$file is up to date with the zod schema (regenerate with npm run schema:report)', async (p) => {
    const file = fileURLToPath(new URL(`../../../${p.file}`, import.meta.url));
    const expected = await generatedText(file, p.generate());
    if (process.env.WRITE_REPORT_SCHEMA === '1') {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, expected);
    }
    const actual = await readFile(file, 'utf8').catch(() => '(missing)');
    expect(actual, `${p.file} is stale: run npm run schema:report`).toBe(expected);
  });

  it('version 1 names itself and its draft, and is served where packets point', () => {
    const schema = reportPacketJsonSchema();
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: REPORT_PACKET_SCHEMA_PATH,
      title: 'Legal-entity report data packet, schema version 1',
      type: 'object',
    });
    expect(REPORT_PACKET_SCHEMA_FILE).toBe('public/schemas/report-packet-v1.schema.json');
    expect(Object.keys(schema.properties as object)).not.toContain('sources');
  });

  it('version 2 is published beside it and requires the sources', () => {
    const schema = reportPacketV2JsonSchema();
    expect(schema).toMatchObject({
      $id: REPORT_PACKET_V2_SCHEMA_PATH,
      title: 'Legal-entity report data packet, schema version 2',
      properties: { schemaVersion: { const: 2 }, sources: { type: 'object' } },
    });
    expect(schema.required).toContain('sources');
    expect(REPORT_PACKET_V2_SCHEMA_FILE).toBe('public/schemas/report-packet-v2.schema.json');
  });
});
