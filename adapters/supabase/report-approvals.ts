import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  answerQuestionInputSchema,
  askForApprovalInputSchema,
  decideApprovalInputSchema,
  questionFieldInputSchema,
  reportApprovalSchema,
  reportQuestionSchema,
  type BackendAdapter,
} from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/**
 * A second pair of eyes on a report draft (migration …3100, issue 46 §2) on supabase-js: public.report_approvals
 * and public.report_questions under their staff-only policies, and ask_for_approval(), question_report_field(),
 * answer_report_question() and decide_approval(), which check their caller, the check's state and the draft's
 * version themselves; a draft saved since is PT409 (conflict).
 */
export function reportApprovalsPort(client: SupabaseClient): BackendAdapter['reportApprovals'] {
  return {
    get: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return { approval: null, questions: [] };
        const [approval, questions] = await Promise.all([
          client.from('report_approvals').select('*').eq('order_id', orderId).maybeSingle(),
          client.from('report_questions').select('*').eq('order_id', orderId).order('asked_at', { ascending: true }),
        ]);
        const approvalRow = unwrap(approval);
        return {
          approval: approvalRow === null ? null : parseResponse(reportApprovalSchema, approvalRow, 'report approval'),
          questions: parseResponse(z.array(reportQuestionSchema), unwrap(questions), 'report questions'),
        };
      }),

    ask: (input) =>
      guard(async () => {
        const { orderId, draftVersion, checkerId } = parseInput(askForApprovalInputSchema, input);
        const row = unwrap(
          await client.rpc('ask_for_approval', {
            _order_id: orderId,
            _draft_version: draftVersion,
            _checker: checkerId,
          }),
        );
        return parseResponse(reportApprovalSchema, row, 'report approval');
      }),

    question: (input) =>
      guard(async () => {
        const { orderId, field, label, question } = parseInput(questionFieldInputSchema, input);
        const row = unwrap(
          await client.rpc('question_report_field', {
            _order_id: orderId,
            _field: field,
            _label: label,
            _question: question,
          }),
        );
        return parseResponse(reportQuestionSchema, row, 'report question');
      }),

    answer: (input) =>
      guard(async () => {
        const { questionId, answer } = parseInput(answerQuestionInputSchema, input);
        const row = unwrap(await client.rpc('answer_report_question', { _question_id: questionId, _answer: answer }));
        return parseResponse(reportQuestionSchema, row, 'report question');
      }),

    decide: (input) =>
      guard(async () => {
        const { orderId, draftVersion, decision, note } = parseInput(decideApprovalInputSchema, input);
        const row = unwrap(
          await client.rpc('decide_approval', {
            _order_id: orderId,
            _draft_version: draftVersion,
            _approve: decision === 'approved',
            _note: note || null,
          }),
        );
        return parseResponse(reportApprovalSchema, row, 'report approval');
      }),
  };
}
