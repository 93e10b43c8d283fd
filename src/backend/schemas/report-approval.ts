import { z } from 'zod';

/**
 * A second pair of eyes (issue 46 §2, migration …3100): the maker (the admin writing the draft) asks a named
 * checker (another admin or a moderator) to check the draft at its current version. The checker questions fields
 * (a note on the field the maker must answer) and approves or sends the draft back. Publishing needs the
 * checker's approval of the draft's current version, unless an admin publishes with a written reason, which is
 * kept with the version (its sign-off) and goes into the audit trail. Staff read all of it; customers never do.
 */

const timestamp = z.string().datetime({ offset: true });

export const APPROVAL_TEXT_MAX = 2000;

export const ONLY_ADMINS_ASK_MESSAGE = 'Only admins can ask for approval';
export const CHECKER_MESSAGE = 'The checker must be another admin or moderator';
export const ONLY_STAFF_QUESTION_MESSAGE = 'Only staff can question a report field';
export const ONLY_STAFF_DECIDE_MESSAGE = 'Only staff can approve or send back a draft';
export const ONLY_THE_CHECKER_MESSAGE = 'Only the checker named for this draft can question it or decide on it';
export const NOT_WAITING_MESSAGE = 'The draft is not waiting for a check';
export const QUESTION_FIELD_MESSAGE = 'The field and its label must be 1 to 200 characters each';
export const QUESTION_TEXT_MESSAGE = `The question must be 1 to ${APPROVAL_TEXT_MAX} characters`;
export const ONLY_ADMINS_ANSWER_MESSAGE = 'Only admins can answer a question';
export const QUESTION_NOT_FOUND_MESSAGE = 'Question not found';
export const ALREADY_ANSWERED_MESSAGE = 'This question was already answered';
export const OWN_QUESTION_MESSAGE = 'You asked this question: the maker answers it';
export const ANSWER_TEXT_MESSAGE = `The answer must be 1 to ${APPROVAL_TEXT_MAX} characters`;
export const OPEN_QUESTIONS_MESSAGE = 'Every question must be answered before the draft is approved';
export const SEND_BACK_NOTE_MESSAGE = 'Say why the draft is sent back';
export const DECISION_NOTE_TOO_LONG = `The note must be at most ${APPROVAL_TEXT_MAX} characters`;
/** publish_report without an approval of the draft's current version and without a reason (22023). */
export const UNAPPROVED_NEEDS_REASON = 'No checker has approved this draft: publishing it needs a written reason';
export const UNAPPROVED_REASON_TOO_LONG = `The reason for publishing without approval must be at most ${APPROVAL_TEXT_MAX} characters`;
/** What the publish dialog says when an admin confirms an unapproved draft without writing the reason. */
export const UNAPPROVED_REASON_REQUIRED = "Write why this report is published without a checker's approval";

export const approvalStateSchema = z.enum(['waiting', 'sent_back', 'approved']);
export type ApprovalState = z.infer<typeof approvalStateSchema>;

/**
 * The check of an order's draft (public.report_approvals, one row per draft, gone with the draft): who asked
 * (the maker) and when, the checker named, and the checker's decision on `draft_version`. An approval holds for
 * that version only: a save after it means asking again.
 */
export const reportApprovalSchema = z.object({
  order_id: z.uuid(),
  draft_version: z.number().int().positive(),
  state: approvalStateSchema,
  maker_id: z.uuid(),
  maker_email: z.string().nullable(),
  asked_at: timestamp,
  checker_id: z.uuid(),
  checker_email: z.string().nullable(),
  decided_at: timestamp.nullable(),
  /** The checker's note: why the draft is sent back (required), or a remark with the approval. */
  note: z.string().nullable(),
});
export type ReportApprovalRecord = z.infer<typeof reportApprovalSchema>;

/** A checker's question on one field of the draft (public.report_questions), open until the maker answers it. */
export const reportQuestionSchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  field: z.string(),
  label: z.string(),
  question: z.string(),
  asked_by: z.uuid(),
  asked_by_email: z.string().nullable(),
  asked_at: timestamp,
  answer: z.string().nullable(),
  answered_by: z.uuid().nullable(),
  answered_by_email: z.string().nullable(),
  answered_at: timestamp.nullable(),
});
export type ReportQuestionRecord = z.infer<typeof reportQuestionSchema>;

/** The check of an order's draft and its questions (oldest first); no check: approval null. */
export interface ReportCheckState {
  approval: ReportApprovalRecord | null;
  questions: ReportQuestionRecord[];
}

/**
 * Who signed off a published version (public.report_signoffs): the maker and the checker who approved the draft
 * it came from, or the reason an admin published it without an approval. Staff only.
 */
export const reportSignoffSchema = z.object({
  order_id: z.uuid(),
  version: z.number().int().min(1),
  maker_id: z.uuid().nullable(),
  maker_email: z.string().nullable(),
  checker_id: z.uuid().nullable(),
  checker_email: z.string().nullable(),
  approved_at: timestamp.nullable(),
  unapproved_reason: z.string().nullable(),
  published_by: z.uuid(),
  published_at: timestamp,
});
export type StoredReportSignoff = z.infer<typeof reportSignoffSchema>;

const orderId = z.uuid('Invalid order ID');
const draftVersion = z.number().int().min(1, "The draft's version must be 1 or more");

export const askForApprovalInputSchema = z.object({
  orderId,
  draftVersion,
  checkerId: z.uuid(CHECKER_MESSAGE),
});
export type AskForApprovalInput = z.input<typeof askForApprovalInputSchema>;

export const questionFieldInputSchema = z.object({
  orderId,
  field: z.string().trim().min(1, QUESTION_FIELD_MESSAGE).max(200, QUESTION_FIELD_MESSAGE),
  label: z.string().trim().min(1, QUESTION_FIELD_MESSAGE).max(200, QUESTION_FIELD_MESSAGE),
  question: z.string().trim().min(1, QUESTION_TEXT_MESSAGE).max(APPROVAL_TEXT_MAX, QUESTION_TEXT_MESSAGE),
});
export type QuestionFieldInput = z.input<typeof questionFieldInputSchema>;

export const answerQuestionInputSchema = z.object({
  questionId: z.uuid('Invalid question ID'),
  answer: z.string().trim().min(1, ANSWER_TEXT_MESSAGE).max(APPROVAL_TEXT_MAX, ANSWER_TEXT_MESSAGE),
});
export type AnswerQuestionInput = z.input<typeof answerQuestionInputSchema>;

export const decideApprovalInputSchema = z
  .object({
    orderId,
    draftVersion,
    decision: z.enum(['approved', 'sent_back']),
    note: z.string().trim().max(APPROVAL_TEXT_MAX, DECISION_NOTE_TOO_LONG).default(''),
  })
  .refine((input) => input.decision === 'approved' || input.note !== '', {
    message: SEND_BACK_NOTE_MESSAGE,
    path: ['note'],
  });
export type DecideApprovalInput = z.input<typeof decideApprovalInputSchema>;
