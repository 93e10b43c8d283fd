import { isBackendError } from '@/backend';
import { FIELD_LABELS } from '../editor/field-labels';

/** A problem with a report, named by its field path (`ownership.1.percentage`). */
export interface ReportProblem {
  path: string;
  message: string;
}

const CONTENT_INVALID_PREFIX = 'Report content is invalid: ';

/**
 * The field problems in a refused publication: the server names the first in its message
 * ("Report content is invalid: ownership.1.percentage: …") and may list them all as issues.
 */
export function publishProblems(error: unknown): ReportProblem[] {
  if (!isBackendError(error)) return [];
  const found = new Map<string, ReportProblem>();
  for (const text of [error.message, ...error.issues]) {
    const match = /^([A-Za-z]\w*(?:\.\w+)*): (.+)$/.exec(text.replace(CONTENT_INVALID_PREFIX, ''));
    if (!match || !FIELD_LABELS[match[1]!.split('.')[0]!]) continue;
    const problem = { path: match[1]!, message: match[2]! };
    found.set(`${problem.path}: ${problem.message}`, problem);
  }
  return [...found.values()];
}
