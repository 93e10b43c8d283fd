import { describe, expect, it } from 'vitest';
import {
  ALREADY_ANSWERED_MESSAGE,
  ANSWER_TEXT_MESSAGE,
  APPROVAL_TEXT_MAX,
  CHECKER_MESSAGE,
  DECISION_NOTE_TOO_LONG,
  DRAFT_GONE_MESSAGE,
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
  UNAPPROVED_NEEDS_REASON,
  UNAPPROVED_REASON_TOO_LONG,
  draftChangedMessage,
  type BackendAdapter,
} from '@/backend';
import { totpOf } from '../../mocks/api/totp';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import { SEED_CHECK, SEED_ORDER_IDS } from '../../mocks/seed/seed-data';
import { expectError, newCustomer, type ContractContext } from './support';

const orderId = (ref: string) => SEED_ORDER_IDS.find((id) => id.startsWith(ref))!;
/** Seeded: Oak Hollow (the customer persona's) and Pacific Crest (another customer's) are In review, with no draft. */
const OAK_HOLLOW = orderId('7d2a9f31');
const PACIFIC_CREST = orderId('9c4e1a73');
/** Seeded: Brightwater Partners LP (Escalated) has a draft at version 1 that waits for the moderator's check. */
const BRIGHTWATER = orderId('1b7f3a52');
const UNKNOWN = '9f1b2c3d-0000-4000-8000-00000000beef';
const WITHOUT_A_CHECKER = 'Published in a test without a checker';

const content = (entityName: string) => ({ values: { entityName }, review: null, reading: null });
const LEGAL_NAME = { field: 'entityName', label: 'Legal name' };

/**
 * A second pair of eyes (issue 46 §2; supabase/migrations/…3100_a_second_pair_of_eyes.sql) through the port: the
 * maker (an admin) asks a named checker (another admin or a moderator) to check the draft at its version; the
 * checker questions fields, which an admin other than whoever asked answers, and approves the draft (every question
 * answered) or sends it back with a note. Publishing a draft no checker approved at its current version needs a
 * written reason; each version keeps its sign-off. Staff read all of it, customers none; each step is in the staff
 * audit trail.
 */
export function reportApprovalsContract({ h }: ContractContext): void {
  /** The admin's draft of an order at version 1, and the maker's and the moderator's clients. */
  async function drafted(order = OAK_HOLLOW) {
    const admin = await h.signedIn('admin');
    const moderator = await h.signedIn('moderator');
    const draft = await admin.reportDrafts.save({ orderId: order, baseVersion: 0, content: content('Oak') });
    return { admin, moderator, draft };
  }

  /** Drafted, and the check asked of the moderator. */
  async function waiting(order = OAK_HOLLOW) {
    const parts = await drafted(order);
    const approval = await parts.admin.reportApprovals.ask({
      orderId: order,
      draftVersion: parts.draft.version,
      checkerId: PERSONAS.moderator.id,
    });
    return { ...parts, approval };
  }

  /** Another admin with admin rights: promoted, their authenticator enrolled, and approved by the admin persona. */
  async function secondAdmin(admin: BackendAdapter): Promise<{ client: BackendAdapter; id: string; email: string }> {
    const other = await newCustomer(h, admin, 'Quinn Checker');
    await admin.assignUserRole({ userId: other.id, role: 'admin' });
    const enrolment = await other.client.auth.mfa.enroll('EntityLens');
    await other.client.auth.mfa.verify(enrolment.factor_id, totpOf(enrolment.secret).generate());
    expect(await admin.admin.approveMfa(other.id)).toBe(1);
    expect(await other.client.isAdmin()).toBe(true);
    return other;
  }

  const publishDraft = async (admin: BackendAdapter, order: string, withoutApproval?: string) =>
    admin.reports.publish({
      orderId: order,
      content: draftReport((await admin.orders.get(order))!),
      ...(withoutApproval === undefined ? {} : { withoutApproval }),
    });

  describe('a second pair of eyes: asking for a check', () => {
    it("the seeded draft of Brightwater Partners LP waits for the moderator's check, with one open question on the legal name", async () => {
      const moderator = await h.signedIn('moderator');
      const { approval, questions } = await moderator.reportApprovals.get(BRIGHTWATER);
      expect(approval).toMatchObject({
        draft_version: (await moderator.reportDrafts.get(BRIGHTWATER))!.version,
        state: 'waiting',
        maker_id: PERSONAS.admin.id,
        maker_email: PERSONAS.admin.email,
        checker_id: PERSONAS.moderator.id,
        checker_email: PERSONAS.moderator.email,
        decided_at: null,
        note: null,
      });
      expect(questions).toEqual([
        expect.objectContaining({
          id: SEED_CHECK.question.id,
          field: 'entityName',
          label: SEED_CHECK.question.label,
          question: SEED_CHECK.question.question,
          asked_by: PERSONAS.moderator.id,
          answer: null,
        }),
      ]);
      expect(Date.parse(questions[0]!.asked_at)).toBeGreaterThan(Date.parse(approval!.asked_at));
      // The open question holds the approval back until the maker answers it.
      await expectError(
        moderator.reportApprovals.decide({ orderId: BRIGHTWATER, draftVersion: 1, decision: 'approved' }),
        'validation_failed',
        { message: OPEN_QUESTIONS_MESSAGE },
      );
      expect(await (await h.signedIn('customer')).reportApprovals.get(BRIGHTWATER)).toEqual({
        approval: null,
        questions: [],
      });
    });

    it('an admin asks a moderator to check the draft at its version: staff read it, and it is in the audit trail', async () => {
      const { admin, moderator, draft, approval } = await waiting();
      const expected = {
        order_id: OAK_HOLLOW,
        draft_version: draft.version,
        state: 'waiting',
        maker_id: PERSONAS.admin.id,
        maker_email: PERSONAS.admin.email,
        asked_at: expect.any(String),
        checker_id: PERSONAS.moderator.id,
        checker_email: PERSONAS.moderator.email,
        decided_at: null,
        note: null,
      };
      expect(approval).toEqual(expected);
      expect(await moderator.reportApprovals.get(OAK_HOLLOW)).toEqual({ approval, questions: [] });
      expect(await admin.reportApprovals.get(OAK_HOLLOW)).toEqual({ approval, questions: [] });
      expect(await admin.reportApprovals.get(PACIFIC_CREST)).toEqual({ approval: null, questions: [] });

      const { rows } = await admin.audit.staffPage({ action: 'approval_asked' });
      expect(rows).toEqual([
        expect.objectContaining({
          actor_id: PERSONAS.admin.id,
          target_user_id: PERSONAS.customer.id,
          details: {
            orderId: OAK_HOLLOW,
            draftVersion: 1,
            checker: PERSONAS.moderator.id,
            checkerEmail: PERSONAS.moderator.email,
          },
        }),
      ]);
    });

    it('another admin can be the checker, never the maker', async () => {
      const { admin, draft } = await drafted();
      const other = await secondAdmin(admin);
      await expectError(
        other.client.reportApprovals.ask({ orderId: OAK_HOLLOW, draftVersion: draft.version, checkerId: other.id }),
        'validation_failed',
        { message: CHECKER_MESSAGE },
      );
      const approval = await other.client.reportApprovals.ask({
        orderId: OAK_HOLLOW,
        draftVersion: draft.version,
        checkerId: PERSONAS.admin.id,
      });
      expect(approval).toMatchObject({
        maker_id: other.id,
        maker_email: other.email,
        checker_id: PERSONAS.admin.id,
        checker_email: PERSONAS.admin.email,
      });
    });

    it('moderators and customers cannot ask; an unknown order, a draft saved since or none, and a checker who is not other staff are refused; nothing is written', async () => {
      const admin = await h.signedIn('admin');
      const ask = (client: BackendAdapter, draftVersion: number, checkerId: string = PERSONAS.moderator.id) =>
        client.reportApprovals.ask({ orderId: OAK_HOLLOW, draftVersion, checkerId });
      await expectError(ask(admin, 1), 'conflict', { message: DRAFT_GONE_MESSAGE });
      await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 0, content: content('Oak') });
      await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 1, content: content('Oak Hollow') });
      await expectError(ask(admin, 1), 'conflict', { message: draftChangedMessage(2) });
      for (const persona of ['moderator', 'customer'] as const)
        await expectError(ask(await h.signedIn(persona), 2), 'forbidden', { message: ONLY_ADMINS_ASK_MESSAGE });
      await expectError(
        h.anon().reportApprovals.ask({ orderId: OAK_HOLLOW, draftVersion: 2, checkerId: PERSONAS.moderator.id }),
        'session_missing',
      );
      await expectError(
        admin.reportApprovals.ask({ orderId: UNKNOWN, draftVersion: 1, checkerId: PERSONAS.moderator.id }),
        'not_found',
      );
      await expectError(
        admin.reportApprovals.ask({ orderId: 'not-an-id', draftVersion: 1, checkerId: PERSONAS.moderator.id }),
        'validation_failed',
      );
      for (const checkerId of [
        PERSONAS.admin.id,
        PERSONAS.customer.id,
        PERSONAS.suspended.id,
        '00000000-0000-4000-8000-0000000009ff',
        'nobody',
      ])
        await expectError(ask(admin, 2, checkerId), 'validation_failed', { message: CHECKER_MESSAGE });
      expect(await admin.reportApprovals.get(OAK_HOLLOW)).toEqual({ approval: null, questions: [] });
      expect((await admin.audit.staffPage({ action: 'approval_asked' })).total).toBe(0);
    });

    it('a suspended moderator cannot be the checker', async () => {
      const { admin, draft } = await drafted();
      const { id } = await newCustomer(h, admin, 'Sid Suspended');
      await admin.assignUserRole({ userId: id, role: 'moderator' });
      await admin.profiles.update(id, { status: 'Suspended' });
      await expectError(
        admin.reportApprovals.ask({ orderId: OAK_HOLLOW, draftVersion: draft.version, checkerId: id }),
        'validation_failed',
        { message: CHECKER_MESSAGE },
      );
    });
  });

  describe('a second pair of eyes: questions and answers', () => {
    it('the checker questions fields, an admin answers them; asking again keeps them; each is in the audit trail', async () => {
      const { admin, moderator, draft } = await waiting();
      const asked = await moderator.reportApprovals.question({
        orderId: OAK_HOLLOW,
        ...LEGAL_NAME,
        question: '  Which spelling does the agreement use?  ',
      });
      expect(asked).toEqual({
        id: expect.any(String),
        order_id: OAK_HOLLOW,
        field: 'entityName',
        label: 'Legal name',
        question: 'Which spelling does the agreement use?',
        asked_by: PERSONAS.moderator.id,
        asked_by_email: PERSONAS.moderator.email,
        asked_at: expect.any(String),
        answer: null,
        answered_by: null,
        answered_by_email: null,
        answered_at: null,
      });
      const second = await moderator.reportApprovals.question({
        orderId: OAK_HOLLOW,
        field: 'purpose',
        label: 'Purpose',
        question: 'Is the purpose clause complete?',
      });
      const answered = await admin.reportApprovals.answer({ questionId: asked.id, answer: ' Without the comma. ' });
      expect(answered).toEqual({
        ...asked,
        answer: 'Without the comma.',
        answered_by: PERSONAS.admin.id,
        answered_by_email: PERSONAS.admin.email,
        answered_at: expect.any(String),
      });
      expect((await moderator.reportApprovals.get(OAK_HOLLOW)).questions).toEqual([answered, second]);

      // Asked again (here after a save), the check starts over; the questions stay.
      const saved = await admin.reportDrafts.save({
        orderId: OAK_HOLLOW,
        baseVersion: draft.version,
        content: content('Oak Hollow'),
      });
      await admin.reportApprovals.ask({
        orderId: OAK_HOLLOW,
        draftVersion: saved.version,
        checkerId: PERSONAS.moderator.id,
      });
      const state = await admin.reportApprovals.get(OAK_HOLLOW);
      expect(state.approval).toMatchObject({ state: 'waiting', draft_version: 2 });
      expect(state.questions).toEqual([answered, second]);

      expect((await admin.audit.staffPage({ action: 'field_questioned' })).rows.map((r) => r.details)).toEqual(
        expect.arrayContaining([
          {
            orderId: OAK_HOLLOW,
            field: 'entityName',
            label: 'Legal name',
            question: 'Which spelling does the agreement use?',
          },
          { orderId: OAK_HOLLOW, field: 'purpose', label: 'Purpose', question: 'Is the purpose clause complete?' },
        ]),
      );
      expect((await admin.audit.staffPage({ action: 'question_answered' })).rows).toEqual([
        expect.objectContaining({
          actor_id: PERSONAS.admin.id,
          target_user_id: PERSONAS.customer.id,
          details: { orderId: OAK_HOLLOW, field: 'entityName', label: 'Legal name', answer: 'Without the comma.' },
        }),
      ]);
    });

    it('only the checker questions, while the draft waits for them, and only with a field, a label and a question', async () => {
      const question = (client: BackendAdapter, over: Record<string, string> = {}) =>
        client.reportApprovals.question({ orderId: OAK_HOLLOW, ...LEGAL_NAME, question: 'Why?', ...over });
      const moderator = await h.signedIn('moderator');
      await expectError(question(moderator), 'validation_failed', { message: NOT_WAITING_MESSAGE });
      await expectError(question(moderator, { orderId: UNKNOWN }), 'validation_failed', {
        message: NOT_WAITING_MESSAGE,
      });
      const { admin } = await waiting();
      await expectError(question(admin), 'forbidden', { message: ONLY_THE_CHECKER_MESSAGE });
      await expectError(question(await h.signedIn('customer')), 'forbidden', { message: ONLY_STAFF_QUESTION_MESSAGE });
      await expectError(question(h.anon()), 'session_missing');
      for (const over of [{ field: ' ' }, { label: '' }, { label: 'x'.repeat(201) }] as Record<string, string>[])
        await expectError(question(moderator, over), 'validation_failed', { message: QUESTION_FIELD_MESSAGE });
      for (const text of ['  ', 'x'.repeat(APPROVAL_TEXT_MAX + 1)])
        await expectError(question(moderator, { question: text }), 'validation_failed', {
          message: QUESTION_TEXT_MESSAGE,
        });
      expect((await admin.reportApprovals.get(OAK_HOLLOW)).questions).toEqual([]);
      await moderator.reportApprovals.decide({
        orderId: OAK_HOLLOW,
        draftVersion: 1,
        decision: 'sent_back',
        note: 'Start again',
      });
      await expectError(question(moderator), 'validation_failed', { message: NOT_WAITING_MESSAGE });
      expect((await admin.audit.staffPage({ action: 'field_questioned' })).total).toBe(0);
    });

    it('only an admin other than whoever asked answers, once, and with an answer', async () => {
      const { admin, moderator } = await waiting();
      const asked = await moderator.reportApprovals.question({ orderId: OAK_HOLLOW, ...LEGAL_NAME, question: 'Why?' });
      const answer = (client: BackendAdapter, text = 'Because.', questionId = asked.id) =>
        client.reportApprovals.answer({ questionId, answer: text });
      await expectError(answer(moderator), 'forbidden', { message: ONLY_ADMINS_ANSWER_MESSAGE });
      await expectError(answer(await h.signedIn('customer')), 'forbidden', { message: ONLY_ADMINS_ANSWER_MESSAGE });
      await expectError(answer(h.anon()), 'session_missing');
      await expectError(answer(admin, 'Because.', UNKNOWN), 'not_found', { message: QUESTION_NOT_FOUND_MESSAGE });
      for (const text of [' ', 'x'.repeat(APPROVAL_TEXT_MAX + 1)])
        await expectError(answer(admin, text), 'validation_failed', { message: ANSWER_TEXT_MESSAGE });
      await answer(admin);
      await expectError(answer(admin, 'Again.'), 'validation_failed', { message: ALREADY_ANSWERED_MESSAGE });
      expect((await admin.reportApprovals.get(OAK_HOLLOW)).questions[0]?.answer).toBe('Because.');
    });

    it('an admin who checks another admin’s draft does not answer their own question: the maker does', async () => {
      const { admin, draft } = await drafted();
      const maker = await secondAdmin(admin);
      await maker.client.reportApprovals.ask({
        orderId: OAK_HOLLOW,
        draftVersion: draft.version,
        checkerId: PERSONAS.admin.id,
      });
      const asked = await admin.reportApprovals.question({ orderId: OAK_HOLLOW, ...LEGAL_NAME, question: 'Why?' });
      await expectError(admin.reportApprovals.answer({ questionId: asked.id, answer: 'Myself.' }), 'forbidden', {
        message: OWN_QUESTION_MESSAGE,
      });
      expect(await maker.client.reportApprovals.answer({ questionId: asked.id, answer: 'Because.' })).toMatchObject({
        answered_by: maker.id,
        answered_by_email: maker.email,
      });
    });
  });

  describe('a second pair of eyes: the decision', () => {
    it('the checker sends the draft back with a note, and approves it once every question is answered; each is in the audit trail', async () => {
      const { admin, moderator, draft } = await waiting();
      const asked = await moderator.reportApprovals.question({ orderId: OAK_HOLLOW, ...LEGAL_NAME, question: 'Why?' });
      const back = await moderator.reportApprovals.decide({
        orderId: OAK_HOLLOW,
        draftVersion: draft.version,
        decision: 'sent_back',
        note: '  Check the legal name.  ',
      });
      expect(back).toMatchObject({
        state: 'sent_back',
        draft_version: 1,
        decided_at: expect.any(String),
        note: 'Check the legal name.',
      });
      await admin.reportApprovals.answer({ questionId: asked.id, answer: 'Checked.' });
      await admin.reportApprovals.ask({ orderId: OAK_HOLLOW, draftVersion: 1, checkerId: PERSONAS.moderator.id });
      const approved = await moderator.reportApprovals.decide({
        orderId: OAK_HOLLOW,
        draftVersion: 1,
        decision: 'approved',
      });
      expect(approved).toMatchObject({
        state: 'approved',
        draft_version: 1,
        note: null,
        decided_at: expect.any(String),
      });
      expect((await admin.reportApprovals.get(OAK_HOLLOW)).approval).toEqual(approved);
      const details = async (action: 'draft_approved' | 'draft_sent_back') =>
        (await admin.audit.staffPage({ action })).rows.map((r) => [r.actor_id, r.details]);
      expect(await details('draft_sent_back')).toEqual([
        [PERSONAS.moderator.id, { orderId: OAK_HOLLOW, draftVersion: 1, note: 'Check the legal name.' }],
      ]);
      expect(await details('draft_approved')).toEqual([
        [PERSONAS.moderator.id, { orderId: OAK_HOLLOW, draftVersion: 1, note: null }],
      ]);
    });

    it('only the checker decides, on the version they read, while the draft waits; no approval over an open question, no sending back without a note', async () => {
      const decide = (client: BackendAdapter, over: Record<string, unknown> = {}) =>
        client.reportApprovals.decide({ orderId: OAK_HOLLOW, draftVersion: 1, decision: 'approved', ...over });
      const moderator = await h.signedIn('moderator');
      await expectError(decide(moderator), 'validation_failed', { message: NOT_WAITING_MESSAGE });
      const { admin } = await waiting();
      await expectError(decide(admin), 'forbidden', { message: ONLY_THE_CHECKER_MESSAGE });
      await expectError(decide(await h.signedIn('customer')), 'forbidden', { message: ONLY_STAFF_DECIDE_MESSAGE });
      await expectError(decide(h.anon()), 'session_missing');
      await expectError(decide(moderator, { decision: 'sent_back', note: '  ' }), 'validation_failed', {
        message: SEND_BACK_NOTE_MESSAGE,
      });
      await expectError(decide(moderator, { note: 'x'.repeat(APPROVAL_TEXT_MAX + 1) }), 'validation_failed', {
        message: DECISION_NOTE_TOO_LONG,
      });
      const asked = await moderator.reportApprovals.question({ orderId: OAK_HOLLOW, ...LEGAL_NAME, question: 'Why?' });
      await expectError(decide(moderator), 'validation_failed', { message: OPEN_QUESTIONS_MESSAGE });
      await admin.reportApprovals.answer({ questionId: asked.id, answer: 'Because.' });
      // The maker saved since: the checker read an older version.
      await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 1, content: content('Oak Hollow') });
      await expectError(decide(moderator), 'conflict', { message: draftChangedMessage(2) });
      expect((await admin.reportApprovals.get(OAK_HOLLOW)).approval).toMatchObject({ state: 'waiting' });
      await decide(moderator, { draftVersion: 2 });
      await expectError(decide(moderator, { draftVersion: 2 }), 'validation_failed', { message: NOT_WAITING_MESSAGE });
      expect((await admin.audit.staffPage({ action: 'draft_approved' })).total).toBe(1);
      expect((await admin.audit.staffPage({ action: 'draft_sent_back' })).total).toBe(0);
    });
  });

  describe('a second pair of eyes: publishing and the sign-off', () => {
    it('a draft no checker approved is refused without a written reason, and nothing is written', async () => {
      const { admin } = await waiting();
      for (const withoutApproval of [undefined, '', '   '])
        await expectError(publishDraft(admin, OAK_HOLLOW, withoutApproval), 'validation_failed', {
          message: UNAPPROVED_NEEDS_REASON,
        });
      await expectError(publishDraft(admin, OAK_HOLLOW, 'x'.repeat(APPROVAL_TEXT_MAX + 1)), 'validation_failed', {
        message: UNAPPROVED_REASON_TOO_LONG,
      });
      // No draft at all is no approval either.
      await expectError(publishDraft(admin, PACIFIC_CREST), 'validation_failed', { message: UNAPPROVED_NEEDS_REASON });
      expect(await admin.reports.listForOrder(OAK_HOLLOW)).toEqual([]);
      expect(await admin.reports.listSignoffs(OAK_HOLLOW)).toEqual([]);
      expect((await admin.orders.get(OAK_HOLLOW))?.status).toBe('In review');
      expect((await admin.reportApprovals.get(OAK_HOLLOW)).approval).toMatchObject({ state: 'waiting' });
    });

    it('with a written reason it is published: the reason is the version’s sign-off, in its audit entry, and the check goes with the draft', async () => {
      const { admin, moderator } = await waiting();
      await moderator.reportApprovals.question({ orderId: OAK_HOLLOW, ...LEGAL_NAME, question: 'Why?' });
      const report = await publishDraft(admin, OAK_HOLLOW, '  The checker is away until Monday.  ');
      const signoff = {
        order_id: OAK_HOLLOW,
        version: 1,
        maker_id: null,
        maker_email: null,
        checker_id: null,
        checker_email: null,
        approved_at: null,
        unapproved_reason: 'The checker is away until Monday.',
        published_by: PERSONAS.admin.id,
        published_at: expect.any(String),
      };
      const signoffs = await admin.reports.listSignoffs(OAK_HOLLOW);
      expect(signoffs).toEqual([signoff]);
      expect(Date.parse(signoffs[0]!.published_at)).toBe(Date.parse(report.published_at));
      expect(await moderator.reports.listSignoffs(OAK_HOLLOW)).toEqual([signoff]);
      const { rows } = await admin.audit.staffPage({ action: 'report_published' });
      expect(rows.find((r) => r.details.orderId === OAK_HOLLOW)?.details).toEqual({
        orderId: OAK_HOLLOW,
        version: 1,
        signoff: { withoutApproval: 'The checker is away until Monday.' },
      });
      expect(await admin.reportDrafts.get(OAK_HOLLOW)).toBeNull();
      expect(await moderator.reportApprovals.get(OAK_HOLLOW)).toEqual({ approval: null, questions: [] });
    });

    it('an approved draft is published without a reason: the sign-off names the maker, the checker and when they approved; a reason given is not kept', async () => {
      const { admin, moderator, draft } = await waiting();
      const approved = await moderator.reportApprovals.decide({
        orderId: OAK_HOLLOW,
        draftVersion: draft.version,
        decision: 'approved',
        note: 'Checked against the agreement.',
      });
      await publishDraft(admin, OAK_HOLLOW, 'Not needed');
      const signoffs = await admin.reports.listSignoffs(OAK_HOLLOW);
      expect(signoffs).toEqual([
        {
          order_id: OAK_HOLLOW,
          version: 1,
          maker_id: PERSONAS.admin.id,
          maker_email: PERSONAS.admin.email,
          checker_id: PERSONAS.moderator.id,
          checker_email: PERSONAS.moderator.email,
          approved_at: expect.any(String),
          unapproved_reason: null,
          published_by: PERSONAS.admin.id,
          published_at: expect.any(String),
        },
      ]);
      expect(Date.parse(signoffs[0]!.approved_at!)).toBe(Date.parse(approved.decided_at!));
      const { rows } = await admin.audit.staffPage({ action: 'report_published' });
      expect(rows.find((r) => r.details.orderId === OAK_HOLLOW)?.details).toEqual({
        orderId: OAK_HOLLOW,
        version: 1,
        signoff: { makerEmail: PERSONAS.admin.email, checkerEmail: PERSONAS.moderator.email },
      });
      expect(await admin.reportApprovals.get(OAK_HOLLOW)).toEqual({ approval: null, questions: [] });
    });

    it('an approval holds for the version approved: a save after it, or a draft sent back, needs the reason again', async () => {
      const { admin, moderator, draft } = await waiting();
      await moderator.reportApprovals.decide({
        orderId: OAK_HOLLOW,
        draftVersion: draft.version,
        decision: 'approved',
      });
      await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 1, content: content('Oak Hollow') });
      await expectError(publishDraft(admin, OAK_HOLLOW), 'validation_failed', { message: UNAPPROVED_NEEDS_REASON });
      await admin.reportApprovals.ask({ orderId: OAK_HOLLOW, draftVersion: 2, checkerId: PERSONAS.moderator.id });
      await moderator.reportApprovals.decide({
        orderId: OAK_HOLLOW,
        draftVersion: 2,
        decision: 'sent_back',
        note: 'Not yet',
      });
      await expectError(publishDraft(admin, OAK_HOLLOW), 'validation_failed', { message: UNAPPROVED_NEEDS_REASON });
      await admin.reportApprovals.ask({ orderId: OAK_HOLLOW, draftVersion: 2, checkerId: PERSONAS.moderator.id });
      await moderator.reportApprovals.decide({ orderId: OAK_HOLLOW, draftVersion: 2, decision: 'approved' });
      expect((await publishDraft(admin, OAK_HOLLOW)).version).toBe(1);
      // The correction that follows has no draft, so no approval: it needs the reason.
      await expectError(
        admin.reports.publish({
          orderId: OAK_HOLLOW,
          content: draftReport((await admin.orders.get(OAK_HOLLOW))!),
          note: 'A correction',
        }),
        'validation_failed',
        { message: UNAPPROVED_NEEDS_REASON },
      );
      expect((await admin.reports.listSignoffs(OAK_HOLLOW)).map((s) => s.version)).toEqual([1]);
    });

    it('discarding the draft ends its check and its questions', async () => {
      const { admin, moderator, draft } = await waiting();
      await moderator.reportApprovals.question({ orderId: OAK_HOLLOW, ...LEGAL_NAME, question: 'Why?' });
      await admin.reportDrafts.discard({ orderId: OAK_HOLLOW, baseVersion: draft.version });
      expect(await moderator.reportApprovals.get(OAK_HOLLOW)).toEqual({ approval: null, questions: [] });
    });
  });

  describe('a second pair of eyes: customers see none of it', () => {
    it('the customer who owns the order reads no check, no question and no sign-off; anon is refused; malformed ids read as nothing', async () => {
      const { admin, moderator } = await waiting();
      await moderator.reportApprovals.question({ orderId: OAK_HOLLOW, ...LEGAL_NAME, question: 'Why?' });
      const customer = await h.signedIn('customer');
      expect((await customer.orders.get(OAK_HOLLOW))?.id).toBe(OAK_HOLLOW);
      expect(await customer.reportApprovals.get(OAK_HOLLOW)).toEqual({ approval: null, questions: [] });
      await expectError(h.anon().reportApprovals.get(OAK_HOLLOW), 'session_missing');
      await publishDraft(admin, OAK_HOLLOW, WITHOUT_A_CHECKER);
      expect((await customer.reports.listForOrder(OAK_HOLLOW)).length).toBe(1);
      expect(await customer.reports.listSignoffs(OAK_HOLLOW)).toEqual([]);
      expect((await admin.reports.listSignoffs(OAK_HOLLOW)).length).toBe(1);
      await expectError(h.anon().reports.listSignoffs(OAK_HOLLOW), 'session_missing');
      expect(await admin.reportApprovals.get("1' or '1'='1")).toEqual({ approval: null, questions: [] });
      expect(await admin.reports.listSignoffs("1' or '1'='1")).toEqual([]);
      expect(await admin.reports.listSignoffs(UNKNOWN)).toEqual([]);
    });
  });
}
