import { HttpResponse } from 'msw';
import {
  ALREADY_ANSWERED_MESSAGE,
  ANSWER_TEXT_MESSAGE,
  APPROVAL_TEXT_MAX,
  CHECKER_MESSAGE,
  DECISION_NOTE_TOO_LONG,
  NOT_WAITING_MESSAGE,
  ONLY_ADMINS_ANSWER_MESSAGE,
  ONLY_ADMINS_ASK_MESSAGE,
  ONLY_STAFF_DECIDE_MESSAGE,
  ONLY_STAFF_QUESTION_MESSAGE,
  ONLY_THE_CHECKER_MESSAGE,
  OPEN_QUESTIONS_MESSAGE,
  OWN_QUESTION_MESSAGE,
  QUESTION_FIELD_MESSAGE,
  QUESTION_NOT_FOUND_MESSAGE,
  QUESTION_TEXT_MESSAGE,
  SEND_BACK_NOTE_MESSAGE,
  reportApprovalSchema,
  reportQuestionSchema,
  type ReportApprovalRecord,
  type ReportQuestionRecord,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import { ORDER_ERRORS } from '../api/wire';
import { callerIsAdmin, callerIsStaff, isoNow, restError, withoutGrant, type HandlerContext } from './context';
import { isAssignableStaff } from './order-assignments';
import { draftConflict, draftOf } from './report-drafts';
import { recordQuestionEvent } from './report-field-events';
import { charLength, rpc } from './rpc-call';
import { recordStaffAction } from './staff-audit-log';
import type { TableShape } from './table-shape';
import { selectHandler, staffOnly } from './table';

/**
 * The twins of migration 3100 (a second pair of eyes, issue 46 §2): report_approvals and report_questions read by
 * active staff only (nothing writes them but the functions), and ask_for_approval, question_report_field,
 * answer_report_question and decide_approval with the plpgsql's checks in its order, messages and SQLSTATEs, each
 * recording one staff audit entry. Both tables hang on the draft: deleteDraftOf (report-drafts.ts) removes them
 * with it, as their foreign keys cascade when a version is published or the draft discarded. The gate on
 * publishing and the version's sign-off are publish_report's (reports.ts). A question and its answer are field
 * events too (migration 3200, report-field-events.ts).
 */

const APPROVALS_TABLE: TableShape = {
  name: 'report_approvals',
  columns: Object.keys(reportApprovalSchema.shape),
  uuidColumns: ['order_id', 'maker_id', 'checker_id'],
  integerColumns: ['draft_version'],
};

const QUESTIONS_TABLE: TableShape = {
  name: 'report_questions',
  columns: Object.keys(reportQuestionSchema.shape),
  uuidColumns: ['id', 'order_id', 'asked_by', 'answered_by'],
};

/** The field and label of a question: 1 to 200 characters each, once trimmed. */
const FIELD_MAX = 200;

/** The check of an order's draft, if one was asked for. */
export const approvalOf = (ctx: HandlerContext, orderId: string) =>
  ctx.db.reportApprovals.findFirst((q) => q.where({ order_id: orderId }));

/**
 * private.js_trimmed(): the text as the port's zod trim() leaves it (JavaScript's own trim(), private.js_trim), or
 * null when nothing is left.
 */
export const jsTrimmed = (text: string | null): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A trimmed text of 1 to `max` characters, or null when it is blank or longer. */
const within = (text: string | null, max: number): string | null => {
  const trimmed = jsTrimmed(text);
  return trimmed !== null && charLength(trimmed) <= max ? trimmed : null;
};

export function reportApprovalHandlers(ctx: HandlerContext, base: string) {
  const approvalsUrl = `${base}${API_ROUTES.reportApprovals}`;
  const questionsUrl = `${base}${API_ROUTES.reportQuestions}`;
  const signedIn = ['authenticated', 'service'] as const;
  const orderById = (orderId: string | null) =>
    orderId === null ? undefined : ctx.db.orderRequests.findFirst((q) => q.where({ id: orderId }));
  const emailOf = (userId: string) => ctx.db.authUsers.findFirst((q) => q.where({ id: userId }))?.email ?? null;
  const userIdOfOrder = (orderId: string) => orderById(orderId)?.user_id ?? null;

  return [
    // report_approvals_select, report_questions_select: active staff read every row; customers none.
    selectHandler(
      ctx,
      approvalsUrl,
      APPROVALS_TABLE,
      staffOnly(ctx, () => ctx.db.reportApprovals.all()),
    ),
    ...withoutGrant(ctx, approvalsUrl, 'report_approvals', ['post', 'patch', 'delete']),
    selectHandler(
      ctx,
      questionsUrl,
      QUESTIONS_TABLE,
      staffOnly(ctx, () => ctx.db.reportQuestions.all()),
    ),
    ...withoutGrant(ctx, questionsUrl, 'report_questions', ['post', 'patch', 'delete']),

    // ask_for_approval: an admin names the checker of the draft at its current version; the check starts again.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcAskForApproval}`,
      'ask_for_approval',
      { _order_id: 'uuid', _draft_version: 'integer', _checker: 'uuid' },
      signedIn,
      (caller, { _order_id: orderId, _draft_version: draftVersion, _checker: checker }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsAdmin(ctx, caller))
            return restError(403, '42501', ONLY_ADMINS_ASK_MESSAGE);
          const order = orderById(orderId);
          if (!order) return restError(404, 'PT404', ORDER_ERRORS.notFound);
          const draft = draftOf(ctx, order.id);
          if (!draft || draft.version !== draftVersion) return draftConflict(draft);
          if (checker === null || checker === caller.userId || !isAssignableStaff(ctx, checker))
            return restError(400, '22023', CHECKER_MESSAGE);
          const row: ReportApprovalRecord = {
            order_id: order.id,
            draft_version: draft.version,
            state: 'waiting',
            maker_id: caller.userId,
            maker_email: emailOf(caller.userId),
            asked_at: isoNow(ctx),
            checker_id: checker,
            checker_email: emailOf(checker),
            decided_at: null,
            note: null,
          };
          if (!approvalOf(ctx, order.id)) await ctx.db.reportApprovals.create(row);
          else
            await ctx.db.reportApprovals.update((q) => q.where({ order_id: order.id }), {
              data(approval) {
                Object.assign(approval, row);
              },
            });
          await recordStaffAction(ctx, caller.userId, 'approval_asked', order.user_id, {
            orderId: order.id,
            draftVersion: row.draft_version,
            checker: row.checker_id,
            checkerEmail: row.checker_email,
          });
          return HttpResponse.json(row);
        }),
    ),

    // question_report_field: the named checker questions a field while the draft waits for them.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcQuestionReportField}`,
      'question_report_field',
      { _order_id: 'uuid', _field: 'text', _label: 'text', _question: 'text' },
      signedIn,
      (caller, { _order_id: orderId, _field: field, _label: label, _question: question }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsStaff(ctx, caller))
            return restError(403, '42501', ONLY_STAFF_QUESTION_MESSAGE);
          const approval = orderId === null ? undefined : approvalOf(ctx, orderId);
          if (!approval || approval.state !== 'waiting') return restError(400, 'P0001', NOT_WAITING_MESSAGE);
          if (approval.checker_id !== caller.userId) return restError(403, '42501', ONLY_THE_CHECKER_MESSAGE);
          const fieldText = within(field, FIELD_MAX);
          const labelText = within(label, FIELD_MAX);
          if (fieldText === null || labelText === null) return restError(400, '22023', QUESTION_FIELD_MESSAGE);
          const questionText = within(question, APPROVAL_TEXT_MAX);
          if (questionText === null) return restError(400, '22023', QUESTION_TEXT_MESSAGE);
          const row: ReportQuestionRecord = {
            id: crypto.randomUUID(),
            order_id: approval.order_id,
            field: fieldText,
            label: labelText,
            question: questionText,
            asked_by: caller.userId,
            asked_by_email: emailOf(caller.userId),
            asked_at: isoNow(ctx),
            answer: null,
            answered_by: null,
            answered_by_email: null,
            answered_at: null,
          };
          await ctx.db.reportQuestions.create(row);
          await recordQuestionEvent(ctx, row, 'questioned');
          await recordStaffAction(ctx, caller.userId, 'field_questioned', userIdOfOrder(row.order_id), {
            orderId: row.order_id,
            field: row.field,
            label: row.label,
            question: row.question,
          });
          return HttpResponse.json(row);
        }),
    ),

    // answer_report_question: an admin other than whoever asked it answers an open question.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcAnswerReportQuestion}`,
      'answer_report_question',
      { _question_id: 'uuid', _answer: 'text' },
      signedIn,
      (caller, { _question_id: questionId, _answer: answer }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsAdmin(ctx, caller))
            return restError(403, '42501', ONLY_ADMINS_ANSWER_MESSAGE);
          const question =
            questionId === null ? undefined : ctx.db.reportQuestions.findFirst((q) => q.where({ id: questionId }));
          if (!question) return restError(404, 'PT404', QUESTION_NOT_FOUND_MESSAGE);
          if (question.answer !== null) return restError(400, 'P0001', ALREADY_ANSWERED_MESSAGE);
          if (question.asked_by === caller.userId) return restError(403, '42501', OWN_QUESTION_MESSAGE);
          const answerText = within(answer, APPROVAL_TEXT_MAX);
          if (answerText === null) return restError(400, '22023', ANSWER_TEXT_MESSAGE);
          const row: ReportQuestionRecord = {
            ...question,
            answer: answerText,
            answered_by: caller.userId,
            answered_by_email: emailOf(caller.userId),
            answered_at: isoNow(ctx),
          };
          await ctx.db.reportQuestions.update((q) => q.where({ id: question.id }), {
            data(stored) {
              Object.assign(stored, row);
            },
          });
          await recordQuestionEvent(ctx, row, 'answered');
          await recordStaffAction(ctx, caller.userId, 'question_answered', userIdOfOrder(row.order_id), {
            orderId: row.order_id,
            field: row.field,
            label: row.label,
            answer: row.answer,
          });
          return HttpResponse.json(row);
        }),
    ),

    // decide_approval: the named checker approves the draft at its version (every question answered) or sends
    // it back with a note.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcDecideApproval}`,
      'decide_approval',
      { _order_id: 'uuid', _draft_version: 'integer', _approve: 'boolean', _note: 'text' },
      signedIn,
      (caller, { _order_id: orderId, _draft_version: draftVersion, _approve: approve, _note: note }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsStaff(ctx, caller))
            return restError(403, '42501', ONLY_STAFF_DECIDE_MESSAGE);
          const approval = orderId === null ? undefined : approvalOf(ctx, orderId);
          if (!approval || approval.state !== 'waiting') return restError(400, 'P0001', NOT_WAITING_MESSAGE);
          if (approval.checker_id !== caller.userId) return restError(403, '42501', ONLY_THE_CHECKER_MESSAGE);
          const draft = draftOf(ctx, approval.order_id);
          if (!draft || draft.version !== draftVersion) return draftConflict(draft);
          const noteText = jsTrimmed(note);
          if (noteText !== null && charLength(noteText) > APPROVAL_TEXT_MAX)
            return restError(400, '22023', DECISION_NOTE_TOO_LONG);
          // _approve null is not an approval: it sends back, so it needs a note.
          if (approve !== true && noteText === null) return restError(400, '22023', SEND_BACK_NOTE_MESSAGE);
          const open = ctx.db.reportQuestions.findFirst((q) =>
            q.where((question) => question.order_id === approval.order_id && question.answer === null),
          );
          if (approve === true && open) return restError(400, 'P0001', OPEN_QUESTIONS_MESSAGE);
          const row: ReportApprovalRecord = {
            ...approval,
            state: approve === true ? 'approved' : 'sent_back',
            draft_version: draft.version,
            decided_at: isoNow(ctx),
            note: noteText,
          };
          await ctx.db.reportApprovals.update((q) => q.where({ order_id: approval.order_id }), {
            data(stored) {
              Object.assign(stored, row);
            },
          });
          await recordStaffAction(
            ctx,
            caller.userId,
            row.state === 'approved' ? 'draft_approved' : 'draft_sent_back',
            userIdOfOrder(row.order_id),
            { orderId: row.order_id, draftVersion: row.draft_version, note: row.note },
          );
          return HttpResponse.json(row);
        }),
    ),
  ];
}
