import type { Page } from '@playwright/test';
import { draftReport } from '../mocks/seed/demo-draft';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../mocks/seed/seed-data';
import { expect, open, signInToPortal, signOut, test } from './fixtures';

/**
 * A second pair of eyes (issue 46 §2): the admin who writes the draft asks a colleague to check it; the checker
 * (a moderator) reads each value beside its page, questions one, and approves once the maker has answered; the
 * admin then publishes without a written reason, and the version says who approved it. Runs offline and on the
 * Supabase build (where the maker and the checker share the service; offline they share the browser profile).
 */

const ADMIN = 'admin@demo.test';
const MODERATOR = 'moderator@demo.test';
const SPEC = SEED_ORDER_SPECS.find((spec) => spec.ref === '7d2a9f31')!;
const ORDER_ID = SEED_ORDER_IDS[SEED_ORDER_SPECS.indexOf(SPEC)]!;
const ORDER_PAGE = `/admin/orders/${ORDER_ID}`;
const QUESTION = 'The articles on page 1 give the registered agent: is this the agent named there?';
const ANSWER = 'Yes: page 1, Article 4, the same agent and address.';

const reportActions = (page: Page) => page.getByRole('group', { name: 'Report actions', exact: true });
const makerPanel = (page: Page) => page.getByRole('region', { name: 'Second pair of eyes' });
const checkerDesk = (page: Page) => page.getByRole('region', { name: /^Check draft version \d+$/ });

async function switchTo(page: Page, email: string) {
  await signOut(page);
  await signInToPortal(page, email);
  await open(page, ORDER_PAGE);
}

test('the maker asks, the checker questions a field, the maker answers, the checker approves, the admin publishes', async ({
  page,
}) => {
  // The maker fills the editor from a JSON packet (both builds have it); the draft is saved for staff.
  await signInToPortal(page, ADMIN);
  await open(page, ORDER_PAGE);
  const content = draftReport({
    id: ORDER_ID,
    entity_legal_name: SPEC.entity,
    formation_state: SPEC.formation,
    report_type: SPEC.reportType,
    property_state: SPEC.property ?? null,
    loan_reference: SPEC.loan ?? null,
    created_at: new Date().toISOString(),
    documents: [],
  });
  await reportActions(page)
    .getByLabel('Upload JSON packet')
    .setInputFiles({ name: 'report.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(content)) });
  await expect(page.getByText(/^Draft saved \(version \d+, .+\)/)).toBeVisible();
  await makerPanel(page).getByLabel('Checker').selectOption({ label: 'Morgan Moderator (Moderator)' });
  await makerPanel(page).getByRole('button', { name: 'Ask for approval' }).click();
  await expect(makerPanel(page)).toContainText(/Waiting for Morgan Moderator to check draft version \d+: asked by you/);

  // The checker reads the draft beside its pages and questions the registered agent: approving waits for the answer.
  await switchTo(page, MODERATOR);
  const desk = checkerDesk(page);
  const agent = desk.getByRole('group', { name: 'Registered agent' });
  await expect(agent).toContainText(content.registeredAgent);
  await agent.getByRole('button', { name: 'Question this field' }).click();
  await agent.getByRole('textbox', { name: 'Your question on Registered agent' }).fill(QUESTION);
  await agent.getByRole('button', { name: 'Ask the maker' }).click();
  await expect(agent).toContainText(QUESTION);
  await expect(desk.getByRole('button', { name: /^Approve draft version/ })).toBeDisabled();

  // The maker answers.
  await switchTo(page, ADMIN);
  await makerPanel(page).getByRole('textbox', { name: 'Your answer on Registered agent' }).fill(ANSWER);
  await makerPanel(page).getByRole('button', { name: 'Answer' }).click();
  await expect(makerPanel(page)).toContainText(`Answer: “${ANSWER}”`);

  // The checker approves.
  await switchTo(page, MODERATOR);
  await expect(checkerDesk(page)).toContainText(ANSWER);
  await checkerDesk(page)
    .getByRole('button', { name: /^Approve draft version/ })
    .click();
  await expect(page.getByText('Draft approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assigned to' })).toContainText(
    'Draft by admin@demo.test, checked by You (approved)',
  );

  // The admin publishes: no reason is asked, as a colleague approved the saved draft.
  await switchTo(page, ADMIN);
  await expect(makerPanel(page)).toContainText('Approved by Morgan Moderator');
  await reportActions(page).getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('alertdialog', { name: 'Publish version 1?' });
  await expect(publish).toContainText('Approved by Morgan Moderator');
  await expect(publish.getByRole('textbox', { name: /^Why publish without a checker/ })).toHaveCount(0);
  await publish
    .getByRole('button', { name: /^Publish/ })
    .last()
    .click();
  await expect(page.getByText('Report published', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Published versions' })).toContainText('Approved by moderator@demo.test');
});
