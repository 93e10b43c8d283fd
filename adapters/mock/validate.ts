import type { z } from 'zod';
import { BackendError } from '@/backend';

/**
 * Checks an input with the port's schema before anything is sent, as the Supabase adapter does, so both
 * adapters refuse the same input with the same SPEC §5 messages (joined by commas as the message).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new BackendError('validation_failed', issues.join(', '), { issues, cause: result.error });
}
