import type { Page } from '@playwright/test';
import { OTHER_CUSTOMER } from '../mocks/seed/personas';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../mocks/seed/seed-data';
import { dropConsoleErrors, EMULATOR_URL, expect, open, signInToPortal, signOut, test } from './fixtures';

/**
 * Check Secretary of State (issue 31's "Done when"): the admin checks each seeded outcome from the editor and
 * publishes a report whose check carries the provider's evidence. Offline the in-browser backend answers with
 * the sandbox provider; on the Supabase build the real Edge Function runs under Deno against the provider's
 * stand-in in Cobalt's wire format (playwright.emulator.config.ts), which serves the same outcomes.
 */

const ADMIN = 'admin@demo.test';
const PROVIDER = EMULATOR_URL ? 'Cobalt Intelligence' : 'the sandbox provider (demo data)';
const order = (ref: string) => SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((spec) => spec.ref === ref)]!;
const PACIFIC_CREST = order('9c4e1a73');
const OAK_HOLLOW = order('7d2a9f31');
const CEDAR_RIDGE = order('a3f27c19');
const SUMMIT_PEAK = order('e4c05d98');

const editor = (page: Page) => page.getByRole('form', { name: 'Report editor' });
const input = (page: Page, name: string) => editor(page).locator(`[name="${name}"]`);
const lookupPanel = (page: Page) => editor(page).getByRole('region', { name: 'From the state’s record' });
const stateLookup = (page: Page, state: string, role: 'formation state' | 'property state') =>
  lookupPanel(page).getByRole('region', { name: `${state} (${role})` });
const outcomeNote = (page: Page) =>
  lookupPanel(page)
    .getByRole('status')
    .filter({ hasText: /The .* check \(/ });

async function openEditor(page: Page, orderId: string) {
  await open(page, `/admin/orders/${orderId}`);
  await editor(page).getByRole('button', { name: 'Open all sections' }).click();
  await expect(lookupPanel(page)).toBeVisible();
}

/**
 * Leaving an order right after a change: the draft's save starts as the page goes away, and a request from a page
 * being left is not answered by the in-browser backend's worker (it has no page to answer for any more).
 */
async function untilDraftSaved(page: Page) {
  await expect(page.getByText(/^Draft saved \(version \d+, /)).toBeVisible();
}

async function checkSecretaryOfState(page: Page) {
  await lookupPanel(page).getByRole('button', { name: 'Check Secretary of State', exact: true }).click();
}

async function useRegistration(page: Page, state: string, role: 'formation state' | 'property state') {
  await stateLookup(page, state, role)
    .getByRole('button', { name: `Use this registration for the ${role} check` })
    .click();
}

test.describe('Secretary of State lookup', () => {
  test('the admin checks both states of an order, the suspended one is flagged and caps the conclusion, and the customer’s report carries the provider’s evidence', async ({
    page,
    watched,
  }) => {
    test.slow();
    await signInToPortal(page, ADMIN);
    await openEditor(page, PACIFIC_CREST);
    // The documents fill what they state; offline the AI reader's 503 (not configured) is the one refusal.
    await page
      .getByRole('group', { name: 'Report actions', exact: true })
      .getByRole('button', { name: 'Read documents' })
      .click();
    await expect(page.getByRole('region', { name: 'Read from the documents' })).toBeVisible();
    if (!EMULATOR_URL)
      expect(
        dropConsoleErrors(watched.consoleErrors, (line) => /status of 503 .*read-documents-ai/.test(line)),
      ).toHaveLength(1);
    await expect(stateLookup(page, 'California', 'formation state')).toContainText('Not checked yet.');
    await expect(stateLookup(page, 'Oregon', 'property state')).toContainText('Not checked yet.');

    await checkSecretaryOfState(page);
    const california = stateLookup(page, 'California', 'formation state');
    await expect(california).toContainText(`via ${PROVIDER}, searching “Pacific Crest Holdings LLC”`);
    // One registration: offered for confirmation, already chosen.
    await expect(california.getByRole('group', { name: /^One registration matches in California/ })).toBeVisible();
    await expect(california.getByRole('radio', { name: /^Pacific Crest Holdings LLC, file number / })).toBeChecked();
    await expect(california).toContainText('FTB Suspended');
    await useRegistration(page, 'California', 'formation state');
    await expect(outcomeNote(page)).toContainText('The formation state check (California) is filled from');
    await expect(
      outcomeNote(page).getByRole('list', { name: 'Risk flags from the Secretary of State check' }),
    ).toContainText('S1');
    await expect(input(page, 'secretaryOfState.0.stateStatus')).toHaveValue('FTB Suspended');
    await expect(input(page, 'secretaryOfState.0.normalizedStatus')).toHaveValue('Suspended / forfeited');
    await expect(input(page, 'secretaryOfState.0.source')).toHaveValue(
      new RegExp(`^${PROVIDER.charAt(0).toUpperCase()}.*California Secretary of State record: https?://`),
    );

    const oregon = stateLookup(page, 'Oregon', 'property state');
    await expect(oregon.getByRole('radio')).toHaveCount(1);
    await useRegistration(page, 'Oregon', 'property state');
    await expect(input(page, 'secretaryOfState.1.normalizedStatus')).toHaveValue('Active - good standing');
    await expect(input(page, 'secretaryOfState.1.registration')).toHaveValue('Foreign');

    // What a person still writes after the reading: the conclusion, set to Confirmed before the cap applies.
    await input(page, 'conclusion.verdict').selectOption('Confirmed');
    await input(page, 'conclusion.detail').fill(
      'Any Manager may sign once the Franchise Tax Board revives the company.',
    );
    await input(page, 'riskLevel').selectOption('High');
    await input(page, 'signatureBlock.supportingDeliverable').fill('Certificate of incumbency');
    // Choosing the California registration again caps the verdict now set to Confirmed.
    await useRegistration(page, 'California', 'formation state');
    await expect(outcomeNote(page)).toContainText(
      'The conclusion was “Confirmed” and is now “Confirmed subject to conditions”',
    );
    await expect(input(page, 'conclusion.verdict')).toHaveValue('Confirmed subject to conditions');

    await page
      .getByRole('group', { name: 'Report actions', exact: true })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    // The drafted fields are not reviewed here (the review has its own journey): publish without. A conclusion
    // confirmed (subject to conditions) on a suspended entity contradicts itself: it is published with the reason.
    const publish = page.getByRole('alertdialog', { name: 'Publish version 1?' });
    await expect(publish.getByRole('list', { name: 'Contradictions in the report' })).toContainText(
      'The conclusion is "Confirmed subject to conditions", but the California Secretary of State status is "Suspended / forfeited".',
    );
    await publish
      .getByRole('textbox', { name: /^Why publish it as it stands/ })
      .fill('Revivor is a closing condition the lender tracks.');
    // No colleague approved this draft (the second pair of eyes has its own journey).
    await publish.getByRole('textbox', { name: /^Why publish without a checker/ }).fill('The checker is away today');
    await publish.getByRole('button', { name: 'Publish without reviewing them' }).click();
    await expect(page.getByText('Report published', { exact: true })).toBeVisible();

    // The customer's report: the check as the state's record gave it, with where and when it was read.
    await signOut(page);
    await signInToPortal(page, OTHER_CUSTOMER.email);
    await open(page, `/portal/orders/${PACIFIC_CREST}/report`);
    const report = page.locator('article[data-report-document]');
    const check = report.getByRole('region', { name: 'Secretary of State check' });
    await expect(check).toContainText('FTB Suspended');
    await expect(check).toContainText('Suspended / forfeited');
    await expect(check).toContainText(`${PROVIDER.charAt(0).toUpperCase()}${PROVIDER.slice(1)}, California`);
    await expect(check).toContainText('Oregon');
    await expect(report).toContainText('S1');
  });

  test('a lookup kept with the order is used without buying it again; a state with no record, a state with no status, a slow state and several close matches', async ({
    page,
  }) => {
    test.slow();
    await signInToPortal(page, ADMIN);

    // Oak Hollow: Georgia's lookup is seeded (administratively dissolved); South Carolina has no record.
    await openEditor(page, OAK_HOLLOW);
    const georgia = stateLookup(page, 'Georgia', 'formation state');
    await expect(georgia).toContainText('Using it costs nothing more');
    await expect(georgia).toContainText('Admin. Dissolved');
    await useRegistration(page, 'Georgia', 'formation state');
    await expect(input(page, 'secretaryOfState.0.normalizedStatus')).toHaveValue('Administratively dissolved');
    // Only the unchecked state is bought.
    await checkSecretaryOfState(page);
    const carolina = stateLookup(page, 'South Carolina', 'property state');
    await expect(carolina).toContainText('No record found under “Oak Hollow Development Corp.” in South Carolina');
    await carolina.getByRole('button', { name: 'Use “Not found” for the property state check' }).click();
    await expect(input(page, 'secretaryOfState.1.normalizedStatus')).toHaveValue('Not found');
    await expect(lookupPanel(page).getByRole('button', { name: 'Check Secretary of State', exact: true })).toHaveCount(
      0,
    );
    await untilDraftSaved(page);

    // Cedar Ridge (a correction of a ready report): Delaware publishes no status; Texas answers slowly.
    await openEditor(page, CEDAR_RIDGE);
    await checkSecretaryOfState(page);
    await expect(stateLookup(page, 'Texas', 'property state')).toContainText('Slow states can take a minute or two');
    const delaware = stateLookup(page, 'Delaware', 'formation state');
    await expect(delaware.getByRole('radio', { name: /, Unknown$/ })).toBeChecked();
    await useRegistration(page, 'Delaware', 'formation state');
    await expect(input(page, 'secretaryOfState.0.stateStatus')).toHaveValue('No status published by the state');
    const texas = stateLookup(page, 'Texas', 'property state');
    await expect(texas).toContainText('In Existence', { timeout: 30_000 });
    await useRegistration(page, 'Texas', 'property state');
    await expect(input(page, 'secretaryOfState.1.stateStatus')).toHaveValue('In Existence');
    await untilDraftSaved(page);

    // Summit Peak waits on documents; back In review, Colorado has three close matches to choose from.
    await open(page, `/admin/orders/${SUMMIT_PEAK}`);
    const move = page.getByRole('form', { name: 'Move order' });
    await move.getByLabel(/^New status/).selectOption('In review');
    await move.getByRole('button', { name: 'Move order' }).click();
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText('In review');
    await editor(page).getByRole('button', { name: 'Open all sections' }).click();
    await checkSecretaryOfState(page);
    const colorado = stateLookup(page, 'Colorado', 'formation state');
    await expect(colorado.getByRole('group', { name: /^3 registrations match in Colorado/ })).toBeVisible();
    // Nothing is chosen for staff when several match.
    await expect(colorado.getByRole('radio', { checked: true })).toHaveCount(0);
    await useRegistration(page, 'Colorado', 'formation state');
    await expect(colorado.getByRole('alert')).toHaveText('Choose a registration first.');
    const radios = colorado.getByRole('radio');
    await expect(radios).toHaveCount(3);
    await radios.nth(1).check();
    await useRegistration(page, 'Colorado', 'formation state');
    await expect(input(page, 'secretaryOfState.0.stateStatus')).toHaveValue('Delinquent');
    await expect(outcomeNote(page)).toContainText('The formation state check (Colorado) is filled from');
  });
});
