import { REPORT_SECTIONS, sectionOf } from './field-labels';

/** The messages in react-hook-form's error tree: counted per section, listed for the summary. */

/** Counts the messages in a part of react-hook-form's error tree. */
export function countMessages(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const own = typeof (node as { message?: unknown }).message === 'string' ? 1 : 0;
  return (
    own +
    Object.entries(node)
      .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types')
      .reduce((sum, [, child]) => sum + countMessages(child), 0)
  );
}

/** Whether the editor's error tree has any message (for the summary). */
export function hasMessages(errors: unknown): boolean {
  return countMessages(errors) > 0;
}

/** Every message in the error tree with its editor path, in the editor's order of sections. */
export function listMessages(errors: unknown): Array<{ path: string; message: string }> {
  const found: Array<{ path: string; message: string }> = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) found.push({ path, message });
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  const order = REPORT_SECTIONS.map((s) => s.id);
  return found
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) => order.indexOf(sectionOf(a.entry.path)) - order.indexOf(sectionOf(b.entry.path)) || a.index - b.index,
    )
    .map(({ entry }) => entry);
}
