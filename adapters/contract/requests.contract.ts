import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@/backend';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, orderInput, pdf, setBalance, type ContractContext } from './support';

/** Inbound contact/demo requests and order requests with their documents (PostgREST and Storage). */
export function requestsContract({ h }: ContractContext): void {
  describe('inbound requests (contact and demo forms)', () => {
    const message = {
      name: 'Pat Visitor',
      email: 'pat@visitor.test',
      company: 'Visitor Bank',
      phone: '+13125550000',
      message: 'Please tell me more about the entity reports.',
    };

    it('anyone may send a contact message or a demo request; only admins read them, newest first', async () => {
      await h.anon().inbound.submit('contact', message);
      await (await h.signedIn('customer')).inbound.submit('demo', { ...message, name: 'Casey Customer' });
      const admin = await h.signedIn('admin');
      const list = await admin.inbound.list();
      expect(list[0]).toMatchObject({ kind: 'demo', name: 'Casey Customer' });
      expect(list[1]).toMatchObject({
        kind: 'contact',
        name: 'Pat Visitor',
        company: 'Visitor Bank',
        email: 'pat@visitor.test',
      });
      const dates = list.map((r) => r.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('a user suspended while signed in cannot send a message (the insert policy), and nothing is stored', async () => {
      const customer = await h.signedIn('customer');
      const admin = await h.signedIn('admin');
      await admin.profiles.update(PERSONAS.customer.id, { status: 'Suspended' });
      const before = (await admin.inbound.list()).length;
      await expectError(customer.inbound.submit('contact', message), 'forbidden');
      expect(await admin.inbound.list()).toHaveLength(before);
    });

    it('a non-admin reads no inbound requests and the anonymous caller none at all', async () => {
      await h.anon().inbound.submit('contact', message);
      expect(await (await h.signedIn('customer')).inbound.list()).toEqual([]);
      await expectError(h.anon().inbound.list(), 'session_missing');
    });

    it('inbound requests are validated with the SPEC messages', async () => {
      await expectError(h.anon().inbound.submit('contact', { ...message, message: 'too short' }), 'validation_failed', {
        issues: ['Message must be at least 10 characters'],
      });
      await expectError(h.anon().inbound.submit('demo', { ...message, name: '' }), 'validation_failed', {
        issues: ['Full name is required'],
      });
      await expectError(h.anon().inbound.submit('demo', { ...message, email: 'nope' }), 'validation_failed', {
        issues: ['Invalid email address'],
      });
    });
  });

  describe('order requests', () => {
    const order = orderInput();

    it('a signed-in user with a credit submits an order with PDF documents and reads it back', async () => {
      await setBalance(await h.signedIn('admin'), PERSONAS.customer.id, 1);
      const client = await h.signedIn('customer');
      const created = await client.orders.submit({
        ...order,
        documents: [pdf('operating-agreement.pdf'), pdf('articles.pdf', '%PDF-1.7 longer')],
      });
      expect(created).toMatchObject({
        user_id: PERSONAS.customer.id,
        status: 'Submitted',
        entity_legal_name: 'Blue Harbor Holdings LLC',
        formation_state: 'Delaware',
        report_type: 'Limited Liability Company',
        terms_version: TERMS_VERSION,
        documents_purged_at: null,
      });
      expect(created.documents.map((d) => d.name)).toEqual(['operating-agreement.pdf', 'articles.pdf']);
      expect(created.documents[1]?.size).toBe(new TextEncoder().encode('%PDF-1.7 longer').length);
      expect((await client.orders.list())[0]).toEqual(created);
      expect(await client.orders.get(created.id)).toEqual(created);
    });

    it('a customer reads only their own orders; staff (admins and moderators) read every order, newest first', async () => {
      const admin = await h.signedIn('admin');
      await setBalance(admin, PERSONAS.customer.id, 1);
      await setBalance(admin, PERSONAS.moderator.id, 1);
      const customer = await h.signedIn('customer');
      const moderator = await h.signedIn('moderator');
      const first = await customer.orders.submit({ ...order, documents: [pdf()] });
      const second = await moderator.orders.submit({
        ...order,
        name: 'Morgan Moderator',
        email: PERSONAS.moderator.email,
        documents: [pdf()],
      });
      const own = await customer.orders.list();
      expect(own.map((o) => o.id)).toContain(first.id);
      expect(own.every((o) => o.user_id === PERSONAS.customer.id)).toBe(true);
      for (const staff of [moderator, admin]) {
        const ids = (await staff.orders.list()).map((o) => o.id);
        expect(ids.slice(0, 2)).toEqual([second.id, first.id]);
      }
      const all = await admin.orders.list();
      expect((await moderator.orders.list()).map((o) => o.id)).toEqual(all.map((o) => o.id));
      const dates = all.map((o) => o.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      // listOwn: the caller's alone, whoever the caller is.
      expect((await customer.orders.listOwn()).map((o) => o.id)).toEqual(own.map((o) => o.id));
      expect((await moderator.orders.listOwn()).map((o) => o.id)).toEqual([second.id]);
      expect((await admin.orders.listOwn()).every((o) => o.user_id === PERSONAS.admin.id)).toBe(true);
      await expectError(h.anon().orders.listOwn(), 'session_missing');
    });

    it('orders are validated: at least one document, PDFs only, required fields', async () => {
      const client = await h.signedIn('customer');
      await expectError(client.orders.submit({ ...order, documents: [] }), 'validation_failed', {
        issues: ['Please upload at least one PDF document'],
      });
      const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
      await expectError(client.orders.submit({ ...order, documents: [text] }), 'validation_failed', {
        issues: ['notes.txt is not a PDF. Only PDF files are accepted'],
      });
      await expectError(
        client.orders.submit({ ...order, entityLegalName: '', documents: [pdf()] }),
        'validation_failed',
        {
          issues: ['Entity legal name is required'],
        },
      );
    });

    it('an anonymous visitor cannot submit or read orders', async () => {
      await expectError(h.anon().orders.submit({ ...order, documents: [pdf()] }), 'session_missing');
      await expectError(h.anon().orders.list(), 'session_missing');
    });
  });
}
