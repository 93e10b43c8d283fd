import type { FieldEventKind } from '@/backend';
import { charLength } from './rpc-call';

/**
 * The twin of migration 3200's private.review_changes(): the events one save of a draft records, comparing the
 * review kept in its content (content.review.state) with the previous draft's. Read warily, as the SQL does: a
 * malformed part counts as empty, an entry without a text path is skipped, a page that is not a whole number from
 * 1 is null; the draft's content is the editor's business and a save never fails here.
 */

export interface ReviewChange {
  field: string;
  label: string;
  kind: FieldEventKind;
  file: string | null;
  page: number | null;
}

interface Drafted {
  path: string;
  label: string;
  value: unknown;
  file: string | null;
  page: number | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const MARK_KINDS: Record<string, FieldEventKind> = { checked: 'verified', editing: 'edited', rejected: 'rejected' };
/** private.review_page(): what `^[1-9][0-9]{0,8}$` accepts of a JSON number's text. */
const pageOf = (value: unknown): number | null =>
  typeof value === 'number' && /^[1-9][0-9]{0,8}$/.test(String(value)) ? value : null;
const fileOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? [...value].slice(0, 500).join('') : null;
const pathOk = (path: string) => charLength(path) >= 1 && charLength(path) <= 200;

function part(content: unknown, name: 'drafted' | 'marks' | 'added'): unknown {
  const state = isObject(content) && isObject(content.review) ? content.review.state : undefined;
  const value = isObject(state) ? state[name] : undefined;
  if (name === 'drafted') return Array.isArray(value) ? value : [];
  return isObject(value) ? value : {};
}

export function reviewDrafted(content: unknown): Drafted[] {
  return (part(content, 'drafted') as unknown[]).flatMap((entry) => {
    if (!isObject(entry) || typeof entry.path !== 'string' || !pathOk(entry.path)) return [];
    const source = isObject(entry.source) ? entry.source : {};
    const label = typeof entry.label === 'string' && entry.label !== '' ? entry.label : entry.path;
    return [
      {
        path: entry.path,
        label: [...label].slice(0, 200).join(''),
        value: entry.draftedValue,
        file: fileOf(source.file),
        page: pageOf(source.page),
      },
    ];
  });
}

/** jsonb equality: the same value whatever the order of an object's keys. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : isObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical(value[key])]),
        )
      : value;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
/** Paths in byte order, as the SQL's `order by path collate "C"`. */
const byPath = (a: ReviewChange, b: ReviewChange) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0);

export function reviewChanges(before: unknown, after: unknown): ReviewChange[] {
  const nowDrafted = reviewDrafted(after);
  const wasDrafted = reviewDrafted(before);
  const draftedAt = (path: string) => nowDrafted.find((d) => d.path === path);
  const nowAdded = Object.entries(part(after, 'added') as Record<string, unknown>).filter(
    (entry): entry is [string, Record<string, unknown>] => pathOk(entry[0]) && isObject(entry[1]),
  );
  const wasAdded = part(before, 'added') as Record<string, unknown>;
  const wasMarks = part(before, 'marks') as Record<string, unknown>;

  const drafted = nowDrafted
    .filter(
      (n) =>
        !wasDrafted.some(
          (w) => w.path === n.path && sameJson(w.value, n.value) && w.file === n.file && w.page === n.page,
        ),
    )
    .map((n): ReviewChange => ({ field: n.path, label: n.label, kind: 'drafted', file: n.file, page: n.page }));

  const marked = Object.entries(part(after, 'marks') as Record<string, unknown>)
    .filter(([path, mark]) => pathOk(path) && typeof mark === 'string' && mark in MARK_KINDS)
    .filter(([path, mark]) => !sameJson(wasMarks[path], mark))
    .map(([path, mark]): ReviewChange => {
      const added = nowAdded.find(([p]) => p === path)?.[1];
      const source = draftedAt(path);
      return {
        field: path,
        label: source?.label ?? path,
        kind: MARK_KINDS[mark as string]!,
        file: fileOf(added?.file) ?? source?.file ?? null,
        page: added ? pageOf(added.page) : (source?.page ?? null),
      };
    });

  const added = nowAdded
    .filter(([path, source]) => !(path in wasAdded && sameJson(wasAdded[path], source)))
    .filter(([path]) => !marked.some((m) => m.field === path))
    .map(([path, source]): ReviewChange => ({
      field: path,
      label: draftedAt(path)?.label ?? path,
      kind: 'edited',
      file: fileOf(source.file),
      page: pageOf(source.page),
    }));

  return [...drafted.sort(byPath), ...marked.sort(byPath), ...added.sort(byPath)];
}
