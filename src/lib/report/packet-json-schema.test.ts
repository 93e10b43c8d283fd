import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { REPORT_PACKET_SCHEMA_PATH } from '@/backend/schemas';
import { REPORT_PACKET_SCHEMA_FILE, reportPacketJsonSchema } from './packet-json-schema';

/**
 * The published JSON Schema is a checked-in file generated from the zod schema. This test fails when the file is
 * stale; `npm run schema:report` runs it with WRITE_REPORT_SCHEMA=1, which writes the file first.
 */
const file = fileURLToPath(new URL(`../../../${REPORT_PACKET_SCHEMA_FILE}`, import.meta.url));

async function generatedText(): Promise<string> {
  // Formatted as Prettier would leave it, so `prettier --check` and this test agree.
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(reportPacketJsonSchema()), { ...options, filepath: file });
}

describe('the published JSON Schema of the report packet', () => {
  it('is up to date with the zod schema (regenerate with npm run schema:report)', async () => {
    const expected = await generatedText();
    if (process.env.WRITE_REPORT_SCHEMA === '1') {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, expected);
    }
    const actual = await readFile(file, 'utf8').catch(() => '(missing)');
    expect(actual, `${REPORT_PACKET_SCHEMA_FILE} is stale: run npm run schema:report`).toBe(expected);
  });

  it('names itself and its draft, and is served where packets point', () => {
    const schema = reportPacketJsonSchema();
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: REPORT_PACKET_SCHEMA_PATH,
      title: 'Legal-entity report data packet, schema version 1',
      type: 'object',
    });
    expect(REPORT_PACKET_SCHEMA_FILE).toBe('public/schemas/report-packet-v1.schema.json');
  });
});
