import { z } from 'zod';

/**
 * Escalation to legal review (issue 47 §3, migration …3400): the customer writes what the attorney should answer
 * (the CounselNet page promises "add a note on what you need answered"), and escalate_order() keeps it with what
 * went to the firm in public.order_escalations. The order's owner and staff read it; nobody writes it through
 * the API.
 */

export const ESCALATION_QUESTION_MAX = 2000;
export const ESCALATION_QUESTION_REQUIRED = 'Add a note on what you need answered';
export const ESCALATION_QUESTION_TOO_LONG = `The note on what you need answered must be at most ${ESCALATION_QUESTION_MAX.toLocaleString('en-US')} characters`;

/** Characters as Postgres counts them (code points), so an emoji is one, as char_length() says. */
const codePoints = (text: string) => [...text].length;

/** The question as the server keeps it: trimmed as JavaScript trims, 1 to 2,000 characters. */
export const escalationQuestionSchema = z
  .string({ error: ESCALATION_QUESTION_REQUIRED })
  .trim()
  .min(1, ESCALATION_QUESTION_REQUIRED)
  .refine((text) => codePoints(text) <= ESCALATION_QUESTION_MAX, ESCALATION_QUESTION_TOO_LONG);

export const escalateOrderInputSchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  question: escalationQuestionSchema,
});
export type EscalateOrderInput = z.input<typeof escalateOrderInputSchema>;

/** One escalation: the question, the report version sent, the documents sent by name or since when none are held. */
export const orderEscalationSchema = z.object({
  order_id: z.uuid(),
  report_id: z.uuid(),
  report_version: z.number().int().min(1),
  question: z.string(),
  /** The names of the documents sent, in the order's order; empty when they had been removed. */
  documents: z.array(z.string()),
  documents_purged_at: z.string().datetime({ offset: true }).nullable(),
  /** A plain value: the record outlives the account. */
  escalated_by: z.uuid().nullable(),
  escalated_at: z.string().datetime({ offset: true }),
});
export type OrderEscalation = z.infer<typeof orderEscalationSchema>;
