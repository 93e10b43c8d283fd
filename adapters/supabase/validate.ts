import type { z } from 'zod';
import { BackendError, pdfContentIssues, publishReportInputSchema, type UploadFile } from '@/backend';

/**
 * Checks an input with the port's schema before anything is sent. Failures carry every SPEC §5
 * message as `issues`, joined by commas as the message (the 'Validation Error' notice shows them so).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new BackendError('validation_failed', issues.join(', '), { issues, cause: result.error });
}

/**
 * Documents whose bytes are not a PDF's fail as parseInput does, before anything is uploaded: Storage keeps the
 * type the browser declares and cannot look at the bytes (issue 42).
 */
export async function checkPdfContents(files: readonly UploadFile[]): Promise<void> {
  const issues = await pdfContentIssues(files);
  if (issues.length > 0) throw new BackendError('validation_failed', issues.join(', '), { issues });
}

/** One fault of report content as publish_report names it: `ownership.1.percentage: Percentage must be more than 0`. */
export function reportFaultText(path: string, message: string): string {
  return path === '' ? message : `${path}: ${message}`;
}

export const REPORT_CONTENT_INVALID_PREFIX = 'Report content is invalid: ';

/**
 * publishReportInputSchema, checked before anything is sent, failing as publish_report does: faults of the
 * content are named by their path (`issues` lists each, the message names the first); the order id and the
 * note fail with their own messages.
 */
export function parsePublishReportInput(value: unknown): z.output<typeof publishReportInputSchema> {
  const result = publishReportInputSchema.safeParse(value);
  if (result.success) return result.data;
  const issues = [
    ...new Set(
      result.error.issues.map((issue) =>
        issue.path[0] === 'content' ? reportFaultText(issue.path.slice(1).join('.'), issue.message) : issue.message,
      ),
    ),
  ];
  const firstContent = result.error.issues.find((issue) => issue.path[0] === 'content');
  const message = firstContent
    ? `${REPORT_CONTENT_INVALID_PREFIX}${reportFaultText(firstContent.path.slice(1).join('.'), firstContent.message)}`
    : issues.join(', ');
  throw new BackendError('validation_failed', message, { issues, cause: result.error });
}
