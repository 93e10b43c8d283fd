import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToastsAfterEach, renderAdmin } from '../admin/admin-harness';
import { mockAdapterFor, setupMockBackend } from '../utils/render-app';

/**
 * Issue 8: names that contain markup are shown as text on every admin screen that lists people. The
 * strings must appear literally, and no element may be made from them (no image whose error handler
 * runs script, no bold text).
 */

const mock = setupMockBackend();
clearToastsAfterEach();

const IMG = '<img src=x onerror=alert(1)>';
const BOLD = '<b>bold</b>';
const FIRST = IMG;
const LAST = BOLD;
/** Unlike first + last, so each screen is seen to show the column it reads. */
const DISPLAY = `${BOLD} ${IMG} (display)`;
const COMPANY = `${BOLD} & ${IMG} Holdings`;
const EMAIL = 'markup.person@legacy.test';
const OPTION_LABEL = `${FIRST} ${LAST} (${EMAIL})`;

const INBOUND = {
  name: `${IMG} ${BOLD}`,
  email: 'visitor@legacy.test',
  company: COMPANY,
  message: `${BOLD} please call ${IMG}`,
};

beforeEach(async () => {
  const admin = await mockAdapterFor(mock, 'admin');
  // The admin's own paths take markup: Create User allows any User Name (split into first and last at
  // the first space) and the admin's profile update limits names by length only, so the row is made
  // exactly as the app would make it.
  const created = await admin.admin.createUser({
    displayName: DISPLAY,
    email: EMAIL,
    password: 'Sturdy-Pass-9',
    company: COMPANY,
  });
  await admin.profiles.update(created.id, { first_name: FIRST, last_name: LAST });
  // An audit row whose target is this user.
  await admin.assignUserRole({ userId: created.id, role: 'moderator' });

  // The contact form refuses a name with markup (letters, spaces, hyphens, apostrophes only)...
  const visitor = await mockAdapterFor(mock);
  await expect(visitor.inbound.submit('contact', { ...INBOUND, phone: '' })).rejects.toMatchObject({
    code: 'validation_failed',
  });
  // ...so this request is written straight into the mock database, as data that arrived another way
  // would be (a legacy import, or a row written before the rule existed).
  await mock.db.inboundRequests.create({
    id: crypto.randomUUID(),
    kind: 'contact',
    ...INBOUND,
    phone: null,
    created_at: new Date().toISOString(),
  });
});

/** Nothing was made from the markup: no such image, no bold element, no event-handler attribute. */
function expectNoElementsFromMarkup() {
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('b')).toBeNull();
  expect(document.querySelector('[onerror]')).toBeNull();
}

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.chakra-card__root') as HTMLElement;

describe('names with markup are shown as text', () => {
  it('User Administration, Manage Users: display name and company', async () => {
    await renderAdmin(mock, '/admin?tab=manage', 'admin');
    const nameCell = await screen.findByText(DISPLAY);
    const row = nameCell.closest('tr') as HTMLElement;
    expect(within(row).getByText(EMAIL)).toBeInTheDocument();
    expect(within(row).getByText(COMPANY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${EMAIL}` })).toBeInTheDocument();
    expectNoElementsFromMarkup();
  });

  it('Secure Role Management: user list, user dropdown and audit log', async () => {
    const { user } = await renderAdmin(mock, '/secure-roles', 'admin');
    await screen.findByRole('heading', { level: 1, name: 'Secure Role Management' });

    const option = await screen.findByRole('option', { name: OPTION_LABEL });
    expect(option).toHaveTextContent(OPTION_LABEL, { normalizeWhitespace: false });
    expect(option.children).toHaveLength(0);

    const roles = card('Current User Roles');
    // Pasted, not typed key by key: the search is what is under test, and each keystroke re-renders the screen.
    await user.click(within(roles).getByRole('searchbox', { name: 'Search user roles' }));
    await user.paste(EMAIL);
    // The server answers the search after a pause in typing.
    await waitFor(() => expect(within(roles).getAllByRole('listitem')).toHaveLength(1));
    const [entry] = within(roles).getAllByRole('listitem');
    expect(entry).toHaveTextContent(EMAIL);
    expect(within(entry!).getByText(`${FIRST} ${LAST}`)).toBeInTheDocument();
    expect(within(entry!).getByText(COMPANY)).toBeInTheDocument();

    const audit = card('Role Assignment Audit Log');
    await waitFor(() => expect(within(audit).getByText(`User: ${OPTION_LABEL}`)).toBeInTheDocument());

    // The confirmation names the chosen user too.
    await user.selectOptions(screen.getByRole('combobox', { name: 'User' }), option);
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(OPTION_LABEL)).toBeInTheDocument();
    expectNoElementsFromMarkup();
  });

  it('admin dashboard: Recent Users and Inbound requests', async () => {
    await renderAdmin(mock, '/admin-dashboard', 'admin');
    await screen.findByRole('heading', { name: 'Recent Users' });
    await waitFor(() => expect(within(card('Recent Users')).getByText(DISPLAY)).toBeInTheDocument());

    const inbound = card('Inbound requests');
    await waitFor(() => expect(within(inbound).getByText(INBOUND.name)).toBeInTheDocument());
    expect(within(inbound).getByText(INBOUND.message)).toBeInTheDocument();
    expect(within(inbound).getByRole('link', { name: INBOUND.email }).parentElement).toHaveTextContent(
      `${INBOUND.email} · ${COMPANY}`,
    );
    expectNoElementsFromMarkup();
  });
});
