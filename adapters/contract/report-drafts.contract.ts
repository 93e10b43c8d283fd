import { describe, expect, it } from 'vitest';
import {
  DRAFT_GONE_MESSAGE,
  ONLY_ADMINS_DISCARD_DRAFTS_MESSAGE,
  ONLY_ADMINS_SAVE_DRAFTS_MESSAGE,
  draftChangedMessage,
  noDraftWhileMessage,
} from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import { SEED_ORDER_IDS } from '../../mocks/seed/seed-data';
import { expectError, type ContractContext } from './support';

const orderId = (ref: string) => SEED_ORDER_IDS.find((id) => id.startsWith(ref))!;
/** Seeded: Oak Hollow and Pacific Crest are In review; Riverbend is Submitted. */
const OAK_HOLLOW = orderId('7d2a9f31');
const PACIFIC_CREST = orderId('9c4e1a73');
const RIVERBEND = orderId('0f6b8e24');

const content = (entityName: string) => ({
  values: { entityName },
  review: null,
  reading: { notFound: ['purpose'] },
});

/**
 * Report drafts (migration …2900, issue 46 §1) through the port: one draft per order kept by the service, each
 * save naming the version it started from; a stale save or discard refused (conflict) with nothing overwritten;
 * staff read, admins write, customers never see a draft; publishing ends the draft.
 */
export function reportDraftsContract({ h }: ContractContext): void {
  describe('report drafts', () => {
    it('an admin saves a draft that another staff member (a second browser) reads as saved, with who and when', async () => {
      const admin = await h.signedIn('admin');
      expect(await admin.reportDrafts.get(OAK_HOLLOW)).toBeNull();
      const first = await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 0, content: content('Oak') });
      const second = await admin.reportDrafts.save({
        orderId: OAK_HOLLOW,
        baseVersion: first.version,
        content: content('Oak Hollow Development Corp.'),
      });
      expect([first.version, second.version]).toEqual([1, 2]);

      const moderator = await h.signedIn('moderator');
      const read = await moderator.reportDrafts.get(OAK_HOLLOW);
      expect(read).toMatchObject({
        order_id: OAK_HOLLOW,
        version: 2,
        content: content('Oak Hollow Development Corp.'),
        saved_by: PERSONAS.admin.id,
        saved_by_email: PERSONAS.admin.email,
      });
      expect(Date.parse(read!.saved_at)).toBeGreaterThanOrEqual(Date.parse(first.saved_at));
      const anotherAdminBrowser = await h.signedIn('admin');
      expect(await anotherAdminBrowser.reportDrafts.get(OAK_HOLLOW)).toEqual(read);
    });

    it('a save or discard from an older version is refused as a conflict and overwrites nothing', async () => {
      const mine = await h.signedIn('admin');
      const theirs = await h.signedIn('admin');
      await mine.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 0, content: content('Mine') });
      await theirs.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 1, content: content('Theirs') });

      await expectError(
        mine.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 1, content: content('Mine again') }),
        'conflict',
        { message: draftChangedMessage(2) },
      );
      await expectError(mine.reportDrafts.discard({ orderId: OAK_HOLLOW, baseVersion: 1 }), 'conflict', {
        message: draftChangedMessage(2),
      });
      expect((await mine.reportDrafts.get(OAK_HOLLOW))?.content).toEqual(content('Theirs'));

      await theirs.reportDrafts.discard({ orderId: OAK_HOLLOW, baseVersion: 2 });
      expect(await mine.reportDrafts.get(OAK_HOLLOW)).toBeNull();
      await expectError(
        mine.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 2, content: content('Late') }),
        'conflict',
        { message: DRAFT_GONE_MESSAGE },
      );
    });

    it('moderators and customers cannot save or discard; customers and anon read no draft', async () => {
      const admin = await h.signedIn('admin');
      await admin.reportDrafts.save({ orderId: PACIFIC_CREST, baseVersion: 0, content: content('Pacific') });
      const moderator = await h.signedIn('moderator');
      await expectError(
        moderator.reportDrafts.save({ orderId: PACIFIC_CREST, baseVersion: 1, content: content('No') }),
        'forbidden',
        { message: ONLY_ADMINS_SAVE_DRAFTS_MESSAGE },
      );
      await expectError(moderator.reportDrafts.discard({ orderId: PACIFIC_CREST, baseVersion: 1 }), 'forbidden', {
        message: ONLY_ADMINS_DISCARD_DRAFTS_MESSAGE,
      });
      const customer = await h.signedIn('customer');
      await expectError(
        customer.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 0, content: content('No') }),
        'forbidden',
        { message: ONLY_ADMINS_SAVE_DRAFTS_MESSAGE },
      );
      expect(await customer.reportDrafts.get(PACIFIC_CREST)).toBeNull();
      expect(
        await h
          .anon()
          .reportDrafts.get(PACIFIC_CREST)
          .catch(() => null),
      ).toBeNull();
      expect((await moderator.reportDrafts.get(PACIFIC_CREST))?.version).toBe(1);
    });

    it('an order that cannot be published, or content without its values, is refused and writes nothing', async () => {
      const admin = await h.signedIn('admin');
      await expectError(
        admin.reportDrafts.save({ orderId: RIVERBEND, baseVersion: 0, content: content('Riverbend') }),
        'validation_failed',
        { message: noDraftWhileMessage('Submitted') },
      );
      await expectError(
        admin.reportDrafts.save({
          orderId: OAK_HOLLOW,
          baseVersion: 0,
          content: { values: 'Oak' } as unknown as ReturnType<typeof content>,
        }),
        'validation_failed',
      );
      expect(await admin.reportDrafts.get(RIVERBEND)).toBeNull();
      expect(await admin.reportDrafts.get(OAK_HOLLOW)).toBeNull();
    });

    it('publishing a version ends its draft, and the next draft starts again at version 1', async () => {
      const admin = await h.signedIn('admin');
      await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 0, content: content('Oak') });
      const order = (await admin.orders.get(OAK_HOLLOW))!;
      await admin.reports.publish({
        orderId: OAK_HOLLOW,
        content: draftReport(order),
        withoutApproval: 'Published in a test without a checker',
      });
      expect(await admin.reportDrafts.get(OAK_HOLLOW)).toBeNull();
      const next = await admin.reportDrafts.save({ orderId: OAK_HOLLOW, baseVersion: 0, content: content('Fix') });
      expect(next.version).toBe(1);
    });
  });
}
