import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { containsNormalized, findDates } from '../../src/lib/document-reader/text.ts';
import { STATE_NAMES } from '../../src/lib/document-reader/states.ts';
import { CORPUS_DIR, corpusEntityDirs, loadDevSet, type DevEntity } from './dev-set.ts';

/**
 * The corpus of real documents (tests/fixtures/corpus) is labelled with exact quotes and no inference: every text
 * a label gives is in its entity's files (case and whitespace aside), every date is written there, every state is
 * named there, and every entity says where its documents came from. A label that fails here was inferred or
 * retyped, and would score the reader against words the documents do not have.
 */

const TEXT_FIELDS = [
  'entity_legal_name',
  'file_number',
  'signing_authority',
  'principal_office',
  'registered_agent',
  'purpose',
] as const;

const SOURCE_KEYS = ['source', 'origin', 'kind', 'license', 'filled'] as const;

function pagesOf(entity: DevEntity): string[] {
  return entity.files.flatMap((f) => f.pages);
}

function problems(entity: DevEntity, folder: string): string[] {
  const pages = pagesOf(entity);
  const found: string[] = [];
  const quoted = (what: string, text: string | null | undefined) => {
    if (text === null || text === undefined) return;
    if (!pages.some((p) => containsNormalized(p, text, true))) found.push(`${what} "${text}" is not in the files`);
  };
  const e = entity.expected;
  for (const field of TEXT_FIELDS) quoted(field, e.fields[field] as string | null);
  const date = e.fields.formation_date;
  if (typeof date === 'string' && !pages.some((p) => findDates(p).some((d) => d.iso === date)))
    found.push(`formation_date ${date} is not written in the files`);
  const state = e.fields.formation_state;
  if (typeof state === 'string') {
    const name = STATE_NAMES[state];
    if (!name) found.push(`formation_state ${state} is not a state code`);
    else if (!pages.some((p) => new RegExp(`\\b${name}\\b`, 'i').test(p.replace(/\s+/g, ' '))))
      found.push(`formation_state ${state}: ${name} is not named in the files`);
  }
  for (const o of e.owners) quoted('owner', o.name);
  for (const o of e.managers_or_officers) {
    quoted('manager or officer', o.name);
    quoted(`title of ${o.name}`, o.title);
  }
  for (const s of e.signers ?? []) {
    quoted('signer', s.name);
    if (s.title) quoted(`signer title of ${s.name}`, s.title);
  }
  for (const m of e.missing_exhibits) quoted('missing exhibit', m);
  for (const d of e.documents) {
    if (!entity.files.some((f) => f.file === d.file)) found.push(`document ${d.file} is not a file of the entity`);
    if (d.date !== null) {
      const file = entity.files.find((f) => f.file === d.file);
      if (file && !file.pages.some((p) => findDates(p).some((x) => x.iso === d.date)))
        found.push(`document ${d.file}: date ${d.date} is not written in it`);
    }
  }
  for (const f of entity.files)
    if (!e.documents.some((d) => d.file === f.file)) found.push(`file ${f.file} has no documents[] label`);
  const sourceFile = join(folder, 'source.json');
  if (!existsSync(sourceFile)) found.push('source.json is missing');
  else {
    const source = JSON.parse(readFileSync(sourceFile, 'utf8')) as Record<string, unknown>;
    for (const key of SOURCE_KEYS) if (!(key in source)) found.push(`source.json has no "${key}"`);
  }
  return found;
}

const entities = corpusEntityDirs().flatMap((part) =>
  existsSync(part) ? loadDevSet(part).map((entity) => ({ entity, folder: join(part, entity.name) })) : [],
);

describe('the corpus of real documents', () => {
  it('exists in parts', () => {
    expect(existsSync(CORPUS_DIR)).toBe(true);
    expect(readdirSync(CORPUS_DIR).length).toBeGreaterThan(0);
  });

  it.each(entities.map(({ entity, folder }) => [entity.name, entity, folder] as const))(
    '%s: every label is quoted from its files',
    (_name, entity, folder) => {
      expect(problems(entity, folder)).toEqual([]);
    },
  );
});
