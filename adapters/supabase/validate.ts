import type { z } from 'zod';
import { BackendError } from '@/backend';

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
