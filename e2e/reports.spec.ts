import { readFileSync, writeFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { draftReport } from '../mocks/seed/demo-draft';
import {
  acceptTerms,
  expect,
  hasDemoTools,
  mailSubjects,
  open,
  signInToPortal,
  signOut,
  SMALL_PDF,
  test,
} from './fixtures';
import { renderPdfPages } from './pdf-render';
import { pdfPagesText } from './pdf-text';

const CUSTOMER = 'customer@demo.test';
const ADMIN = 'admin@demo.test';
const ENTITY = 'Harbor Point Holdings, LLC';
const PARTNER_FIRM = 'legal-review@marlowpierce.test';
// The customer's download carries packet version 2 (version 1 plus the sources); the LOS mail does too, unless an address asks for 1.
const PACKET_SCHEMA = 'public/schemas/report-packet-v2.schema.json';

const credits = (page: Page) => page.getByRole('region', { name: 'Credits' });

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, bytes: readFileSync((await download.path())!) };
}

test.describe('reports', () => {
  test('order, staff draft and publish, the customer reads it, downloads the PDF and the packet, escalates and gets the credit back', async ({
    page,
    context,
  }, testInfo) => {
    // Three personas' sessions and about 40 steps: three times the per-test budget.
    test.slow();
    await signInToPortal(page, CUSTOMER);
    await expect(credits(page)).toContainText('20 credits');
    await page.getByRole('link', { name: 'Request a Report' }).first().click();
    await page.getByLabel(/^Entity legal name/).fill(ENTITY);
    await page.getByLabel(/^Formation state/).selectOption('Delaware');
    await page.getByLabel(/^Report type/).selectOption('Limited Liability Company');
    await page.getByLabel(/^Property state/).selectOption('Texas');
    await page.getByLabel(/^Loan reference/).fill('CRE-26-0117');
    await page.getByLabel(/^Documents/).setInputFiles({
      name: 'operating-agreement.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/portal\/orders\/[0-9a-f-]{36}$/);
    const orderPath = new URL(page.url()).pathname;
    const orderId = orderPath.split('/').pop()!;

    // Staff: review, draft from the order, publish.
    await signOut(page);
    await signInToPortal(page, ADMIN);
    await open(page, `/admin/orders/${orderId}`);
    const move = page.getByRole('form', { name: 'Move order' });
    await move.getByLabel(/^New status/).selectOption('In review');
    await move.getByRole('button', { name: 'Move order' }).click();
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText('In review');
    // The in-browser demo offers a fictional draft; the production build has no such button, so staff load a
    // report as a JSON packet (here the same fictional content, written for this test).
    const reportActions = page.getByRole('group', { name: 'Report actions', exact: true });
    if (hasDemoTools) await reportActions.getByRole('button', { name: 'Fictional demo draft' }).click();
    else {
      await expect(reportActions.getByRole('button', { name: 'Fictional demo draft' })).toHaveCount(0);
      const content = draftReport({
        id: orderId,
        entity_legal_name: ENTITY,
        formation_state: 'Delaware',
        report_type: 'Limited Liability Company',
        property_state: 'Texas',
        loan_reference: 'CRE-26-0117',
        created_at: new Date().toISOString(),
        documents: [],
      });
      await reportActions.getByLabel('Upload JSON packet').setInputFiles({
        name: 'report.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(content)),
      });
    }
    const editor = page.getByRole('form', { name: 'Report editor' });
    await expect(editor.getByLabel(/^Entity legal name/)).toHaveValue(ENTITY);
    await page
      .getByRole('group', { name: 'Report actions', exact: true })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    const publish = page.getByRole('alertdialog', { name: 'Publish version 1?' });
    // No colleague approved this draft (the second pair of eyes has its own journey).
    await publish.getByRole('textbox', { name: /^Why publish without a checker/ }).fill('The checker is away today');
    await publish.getByRole('button', { name: 'Publish report' }).click();
    await expect(page.getByText('Report published', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Report published (version 1)');

    // The customer was told, opens the report and takes it away as a PDF and as data.
    await signOut(page);
    await signInToPortal(page, CUSTOMER);
    expect(await mailSubjects(page, CUSTOMER)).toContain(
      `Your report ELR-${orderId.slice(0, 8).toUpperCase()}-v1 is ready`,
    );
    await open(page, orderPath);
    await page.getByRole('link', { name: 'Open report' }).click();
    await expect(page).toHaveURL(`${orderPath}/report`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ENTITY, { ignoreCase: true });

    const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.download.suggestedFilename()).toMatch(/^ELR-[0-9A-F]{8}-v1-.*\.pdf$/);
    const text = await pdfPagesText(pdf.bytes);
    expect(text.length).toBeGreaterThan(1);
    for (const pageText of text) expect(pageText.toUpperCase()).toContain(ENTITY.toUpperCase());
    expect(text.join('\n')).toContain('Secretary of State');
    const rendered = await renderPdfPages(context, pdf.bytes);
    rendered.forEach((shot, n) => writeFileSync(testInfo.outputPath(`report-page-${n + 1}.png`), shot.png));
    for (const shot of rendered) {
      // Letter pages with real content: ink on the page, a footer on each, a header on the first.
      expect([shot.width, shot.height]).toEqual([612, 792]);
      expect(shot.inkRatio).toBeGreaterThan(0.01);
      expect(shot.bottomInk).toBeGreaterThan(0);
    }
    expect(rendered[0]!.topInk).toBeGreaterThan(0.1);

    const packet = await downloaded(page, () => page.getByRole('button', { name: 'Download data packet' }).click());
    const data = JSON.parse(packet.bytes.toString('utf8')) as { $schema: string; report: { orderId: string } };
    expect(data.report.orderId).toBe(orderId);
    const published = await (await page.request.get(data.$schema.replace(/^https?:\/\/[^/]+/, ''))).json();
    expect(published).toEqual(JSON.parse(readFileSync(PACKET_SCHEMA, 'utf8')));
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(published);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);

    // Legal review: once, with the question for the attorney (required), and the credit back.
    await page.getByRole('button', { name: 'Escalate to legal review' }).click();
    const escalate = page.getByRole('alertdialog', { name: 'Escalate to legal review?' });
    await escalate.getByRole('button', { name: 'Yes, escalate' }).click();
    await expect(escalate.getByText('Add a note on what you need answered', { exact: true })).toBeVisible();
    await escalate
      .getByRole('textbox', { name: 'What do you need answered?' })
      .fill('Can the manager sign the guaranty without the members’ consent?');
    await escalate.getByRole('button', { name: 'Yes, escalate' }).click();
    await expect(page.getByLabel('Order status: Escalated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Escalate to legal review' })).toHaveCount(0);
    await open(page, '/portal');
    await expect(credits(page)).toContainText('20 credits');
    expect(await mailSubjects(page, PARTNER_FIRM)).toContainEqual(
      expect.stringContaining(`Legal review request: ${ENTITY}`),
    );
  });
});
