import { describe, expect, it } from 'vitest';
import type { BackendAdapter, ReportDraftContent } from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import { SEED_CHECK, SEED_ORDER_IDS } from '../../mocks/seed/seed-data';
import { expectError, type ContractContext } from './support';

const orderId = (ref: string) => SEED_ORDER_IDS.find((id) => id.startsWith(ref))!;
/** Seeded: Oak Hollow is In review, with no draft; Brightwater's draft has the moderator's open question. */
const OAK_HOLLOW = orderId('7d2a9f31');
const BRIGHTWATER = orderId('1b7f3a52');
const WITHOUT_A_CHECKER = 'Published in a test without a checker';

/** A draft whose reading drafted the legal name (articles.pdf, page 2), with the reviewer's marks. */
const reviewed = (marks: Record<string, string>, added: Record<string, unknown> = {}): ReportDraftContent => ({
  values: { entityName: 'Oak Hollow Development Corp.' },
  reading: null,
  review: {
    filled: {},
    state: {
      reader: 'built-in',
      drafted: [
        {
          path: 'entityName',
          label: 'Entity legal name',
          draftedValue: 'Oak Hollow Development Corp.',
          source: { file: 'articles.pdf', page: 2, quote: 'Oak Hollow Development Corp.' },
          forReview: null,
        },
      ],
      marks,
      added,
    },
  },
});

const summary = (events: Awaited<ReturnType<BackendAdapter['fieldHistory']['list']>>) =>
  events.map((e) => `${e.kind} ${e.field} ${e.actor_email} v${e.draft_version} ${e.file ?? '-'} p${e.page ?? '-'}`);

/**
 * Who verified what (issue 46 §4; supabase/migrations/…3200_who_verified_what.sql) through the port: the service
 * records, per field, who drafted, verified, edited, rejected, questioned or answered it, against which file and
 * page, from what it holds (never from a list the browser sends), and a published version keeps its draft's events.
 * Staff read them; customers never do.
 */
export function fieldHistoryContract({ h }: ContractContext): void {
  describe('who verified what', () => {
    it('a save records the fields it drafted and the decisions it changed, by whoever saved it, on their page', async () => {
      const admin = await h.signedIn('admin');
      await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 0, content: reviewed({}) });
      await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 1, content: reviewed({}) });
      await admin.reportDrafts.save({
        orderId: OAK_HOLLOW,
        baseVersion: 2,
        content: reviewed(
          { entityName: 'checked', registeredAgent: 'rejected' },
          { purpose: { file: 'llc.pdf', page: 3 } },
        ),
      });
      const events = await admin.fieldHistory.list({ orderId: OAK_HOLLOW });
      expect(summary(events)).toEqual([
        `drafted entityName ${PERSONAS.admin.email} v1 articles.pdf p2`,
        `verified entityName ${PERSONAS.admin.email} v3 articles.pdf p2`,
        `rejected registeredAgent ${PERSONAS.admin.email} v3 - p-`,
        `edited purpose ${PERSONAS.admin.email} v3 llc.pdf p3`,
      ]);
      expect(events.map((e) => e.label)).toEqual([
        'Entity legal name',
        'Entity legal name',
        'registeredAgent',
        'purpose',
      ]);
      expect(events.every((e) => e.actor_id === PERSONAS.admin.id && e.report_version === null)).toBe(true);
    });

    it('a save that changes field decisions is one staff audit entry naming them; typing alone is none', async () => {
      const admin = await h.signedIn('admin');
      const entries = async () => (await admin.audit.staffPage({ action: 'field_decisions_saved' })).rows;
      const before = (await entries()).length;
      await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 0, content: reviewed({}) });
      // Typing: the values change, the review does not.
      const typed = reviewed({});
      await admin.reportDrafts.save({
        orderId: OAK_HOLLOW,
        baseVersion: 1,
        content: { ...typed, values: { entityName: 'Oak Hollow Development Co' } },
      });
      await admin.reportDrafts.save({
        orderId: OAK_HOLLOW,
        baseVersion: 2,
        content: reviewed(
          { entityName: 'checked', registeredAgent: 'rejected' },
          { purpose: { file: 'llc.pdf', page: 3 } },
        ),
      });
      // The saves' entries by version (saves within one clock tick share their time, which orders the trail).
      const rows = (await entries()).sort(
        (a, b) => Number(a.details.draftVersion ?? 0) - Number(b.details.draftVersion ?? 0),
      );
      expect(rows).toHaveLength(before + 2);
      const owner = (await admin.orders.get(OAK_HOLLOW))!.user_id;
      const common = {
        action: 'field_decisions_saved',
        actor_id: PERSONAS.admin.id,
        actor_email: PERSONAS.admin.email,
        target_user_id: owner,
      };
      expect(rows.map((r) => r.details)).toEqual([
        { orderId: OAK_HOLLOW, draftVersion: 1, drafted: [{ field: 'entityName', label: 'Entity legal name' }] },
        {
          orderId: OAK_HOLLOW,
          draftVersion: 3,
          verified: [{ field: 'entityName', label: 'Entity legal name' }],
          rejected: [{ field: 'registeredAgent', label: 'registeredAgent' }],
          edited: [{ field: 'purpose', label: 'purpose' }],
        },
      ]);
      for (const row of rows) expect(row).toMatchObject(common);
      // The trail is the admins': the moderator, who reads the field events, reads none of it.
      const moderator = await h.signedIn('moderator');
      expect((await moderator.audit.staffPage({ action: 'field_decisions_saved' })).total).toBe(0);
    });

    it("the checker's question and the maker's answer are events on the field's page; publishing makes the draft's events the version's", async () => {
      const admin = await h.signedIn('admin');
      const moderator = await h.signedIn('moderator');
      await admin.reportDrafts.save({
        orderId: OAK_HOLLOW,
        baseVersion: 0,
        content: reviewed({ entityName: 'checked' }),
      });
      await admin.reportApprovals.ask({ orderId: OAK_HOLLOW, draftVersion: 1, checkerId: PERSONAS.moderator.id });
      const asked = await moderator.reportApprovals.question({
        orderId: OAK_HOLLOW,
        field: 'entityName',
        label: 'Entity legal name',
        question: 'Corp. or Corporation?',
      });
      await expectError(admin.reportApprovals.answer({ questionId: asked.id, answer: ' ' }), 'validation_failed');
      await admin.reportApprovals.answer({ questionId: asked.id, answer: 'Corp., as the articles spell it' });
      expect(summary(await moderator.fieldHistory.list({ orderId: OAK_HOLLOW }))).toEqual([
        `drafted entityName ${PERSONAS.admin.email} v1 articles.pdf p2`,
        `verified entityName ${PERSONAS.admin.email} v1 articles.pdf p2`,
        `questioned entityName ${PERSONAS.moderator.email} v1 articles.pdf p2`,
        `answered entityName ${PERSONAS.admin.email} v1 articles.pdf p2`,
      ]);

      await admin.reports.publish({
        orderId: OAK_HOLLOW,
        content: draftReport((await admin.orders.get(OAK_HOLLOW))!),
        withoutApproval: WITHOUT_A_CHECKER,
      });
      expect(await admin.fieldHistory.list({ orderId: OAK_HOLLOW })).toEqual([]);
      const published = await moderator.fieldHistory.list({ orderId: OAK_HOLLOW, version: 1 });
      expect(published.map((e) => [e.kind, e.report_version])).toEqual([
        ['drafted', 1],
        ['verified', 1],
        ['questioned', 1],
        ['answered', 1],
      ]);
      expect(await admin.fieldHistory.list({ orderId: OAK_HOLLOW, version: 2 })).toEqual([]);
    });

    it('discarding a draft takes its events with it', async () => {
      const admin = await h.signedIn('admin');
      await admin.reportDrafts.save({
        orderId: OAK_HOLLOW,
        baseVersion: 0,
        content: reviewed({ entityName: 'checked' }),
      });
      expect(await admin.fieldHistory.list({ orderId: OAK_HOLLOW })).toHaveLength(2);
      await admin.reportDrafts.discard({ orderId: OAK_HOLLOW, baseVersion: 1 });
      expect(await admin.fieldHistory.list({ orderId: OAK_HOLLOW })).toEqual([]);
    });

    it("the seeded draft's open question is the moderator's event; customers and anon read none, bad input is refused", async () => {
      const moderator = await h.signedIn('moderator');
      const seeded = await moderator.fieldHistory.list({ orderId: BRIGHTWATER });
      expect(seeded).toEqual([
        expect.objectContaining({
          kind: 'questioned',
          field: SEED_CHECK.question.field,
          label: SEED_CHECK.question.label,
          actor_id: PERSONAS.moderator.id,
          draft_version: 1,
          report_version: null,
        }),
      ]);
      const customer = await h.signedIn('customer');
      expect(await customer.fieldHistory.list({ orderId: BRIGHTWATER })).toEqual([]);
      await expectError(h.anon().fieldHistory.list({ orderId: BRIGHTWATER }), 'session_missing');
      await expectError(moderator.fieldHistory.list({ orderId: 'not-an-id' }), 'validation_failed');
      await expectError(moderator.fieldHistory.list({ orderId: BRIGHTWATER, version: 0 }), 'validation_failed');
    });
  });
}
