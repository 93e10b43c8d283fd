import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  contactMessageInputSchema,
  createUserInputSchema,
  CREDENTIALS_REQUIRED,
  GENERIC_ERROR_MESSAGE,
  newPasswordInputSchema,
  orderRequestInputSchema,
  PASSWORDS_DO_NOT_MATCH,
  resetRequestInputSchema,
  signInInputSchema,
  splitDisplayName,
  updateUserInputSchema,
  type Profile,
} from '@/backend';
import { toaster } from '@/components/ui/toaster';
import { UNEXPECTED_ERROR } from '@/features/admin-users/api/admin-users-api';
import { InboundRequestForm } from '@/features/marketing/components/inbound-request';
import { ACCEPT_TERMS_MESSAGE, OrderRequestForm, TERMS_LABEL } from '@/features/request/order-request-form';
import { renderAdmin } from '../admin/admin-harness';
import { renderAccount, setAddress } from '../auth/harness';
import { fakeBackend, renderPublic } from '../public/render';
import { DEMO_PASSWORD, mockAdapterFor, PERSONAS, setupMockBackend } from '../utils/render-app';

/**
 * Issue 8: random and hostile text typed into every user-facing form. Whatever is typed, per run:
 * nothing throws and the backend never answers 5xx; either the form names the problem (the message the
 * form's own zod schema defines) and nothing is sent or stored, or the input is valid by that schema and
 * exactly its parsed output is sent; the fields keep what was typed; no element is created from the text.
 */

type User = ReturnType<typeof userEvent.setup>;

const mock = setupMockBackend();
/** Small: each run renders a whole screen. The examples of each property are part of these runs. */
const RUNS = 12;
const RUN_OPTIONS = { numRuns: RUNS, endOnFailure: true } as const;
const PROPERTY_TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------------------------------------------------
// Hostile text.

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const BOLD = '<b>bold</b>';

const PAYLOADS = [
  SCRIPT,
  IMG,
  BOLD,
  '"><svg onload=alert(1)>',
  "<a href='javascript:alert(1)'>x</a>",
  '</textarea><iframe src=x>',
  "'; DROP TABLE profiles; --",
  "1' OR '1'='1",
  '\u0000',
  'Dana\u0000Park',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום עולם',
  '😀👩‍👩‍👧',
  '   ',
  '\t\r\n',
  '\u00a0\u2003',
  '{enter}[Tab]{{',
  '${7*7}',
  '__proto__',
] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

/** Very long text (5,000 to 12,000 units) of one repeated piece. */
const longText = fc
  .tuple(fc.constantFrom('a', 'é', '9', ' ', '\u0001', BOLD, '😀'), fc.integer({ min: 5_000, max: 12_000 }))
  .map(([piece, units]) => piece.repeat(Math.ceil(units / piece.length)));

/** Markup, SQL, control characters and scripts joined with ordinary words: short, so often within a length rule. */
const markupText = fc
  .array(fc.constantFrom(...PAYLOADS, 'Acme', ' ', "O'Neil", '-', '&', 'é'), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(''));

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  longText,
  // Any code point, control characters, and unpaired surrogates.
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.string({
    unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate),
    maxLength: 20,
  }),
  markupText,
  // A field left empty (a missing value).
  fc.constant(''),
);

/** A field's value: hostile most of the time, else a plausible one. */
const field = (plausible: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 2, arbitrary: plausible });

/**
 * A form's values: two runs in three mix hostile and plausible values field by field (mostly refused);
 * the third is plausible throughout, so the path past validation runs with markup in the free-text fields.
 */
function formValues<K extends string>(plausible: Record<K, fc.Arbitrary<string>>): fc.Arbitrary<Record<K, string>> {
  const keys = Object.keys(plausible) as K[];
  const mixed = Object.fromEntries(keys.map((k) => [k, field(plausible[k])])) as Record<K, fc.Arbitrary<string>>;
  const record = (arbitraries: Record<K, fc.Arbitrary<string>>) =>
    fc.record(arbitraries) as fc.Arbitrary<Record<K, string>>;
  return fc.oneof({ weight: 2, arbitrary: record(mixed) }, { weight: 1, arbitrary: record(plausible) });
}

const names = fc.constantFrom("Dana O'Neil-Park", 'José Álvarez', 'Zoë Ng', 'अनु शर्मा', ' Łukasz Wąs ');
const EMAILS_WITHOUT_ACCOUNT = ['dana.park@harborbank.example', ' ops@lender.test ', 'a@b.co'];
const emails = fc.constantFrom(...EMAILS_WITHOUT_ACCOUNT);
const phones = fc.constantFrom('+19495550199', '14155550100', '');
const companies = fc.oneof(fc.constantFrom('Harbor Community Bank', ''), markupText);
const strongPasswords = fc.oneof(
  fc.constant('Sturdy-Pass-9'),
  hostileText.filter((s) => s.length < 200).map((s) => `${s}Aa1!Aa1!`),
);

// ---------------------------------------------------------------------------------------------------------
// Typing, and reading back what the page shows.

/** How a field is typed into: single-line text, an email input, or a textarea. */
type Kind = 'line' | 'email' | 'area';
interface TextField<K extends string> {
  key: K;
  label: RegExp;
  kind: Kind;
}

/**
 * What the field holds after `text` is pasted: the HTML value sanitisation (single-line inputs drop line
 * breaks, email inputs also trim ASCII whitespace, a textarea's value uses \n for every line break).
 */
function browserValue(text: string, kind: Kind): string {
  if (kind === 'area') return text.replace(/\r\n?/g, '\n');
  const line = text.replace(/[\r\n]/g, '');
  return kind === 'email' ? line.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '') : line;
}

/** Pastes each value into its field (paste, not type: fast, and `{` and `[` stay literal); returns what they hold. */
async function fill<K extends string>(
  user: User,
  scope: HTMLElement,
  fields: ReadonlyArray<TextField<K>>,
  values: Record<K, string>,
): Promise<Record<K, string>> {
  const held = {} as Record<K, string>;
  for (const f of fields) {
    const input = within(scope).getByLabelText(f.label);
    await user.clear(input);
    if (values[f.key] !== '') await user.paste(values[f.key]);
    held[f.key] = browserValue(values[f.key], f.kind);
    expect((input as HTMLInputElement).value, `${f.key} takes the pasted text`).toBe(held[f.key]);
  }
  return held;
}

function valueOf(scope: HTMLElement, label: RegExp): string {
  return (within(scope).getByLabelText(label) as HTMLInputElement).value;
}

function expectFieldsHold<K extends string>(
  scope: HTMLElement,
  fields: ReadonlyArray<TextField<K>>,
  held: Record<K, string>,
) {
  for (const f of fields) expect(valueOf(scope, f.label), `${f.key} keeps what was typed`).toBe(held[f.key]);
}

/** The error text a field points at (Chakra's Field links it with aria-errormessage), or null. */
function shownError(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-errormessage');
  const element = id ? document.getElementById(id) : null;
  if (!element) return null;
  expect(element).toBeVisible();
  return element.textContent;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}
const firstMessage = (issues: readonly Issue[], key: string) => issues.find((i) => i.path[0] === key)?.message;

/** Each field with a problem shows the schema's first message for it, and is marked invalid; the others show none. */
function expectFieldErrors(scope: HTMLElement, fields: ReadonlyArray<TextField<string>>, issues: readonly Issue[]) {
  for (const f of fields) {
    const input = within(scope).getByLabelText(f.label);
    const expected = firstMessage(issues, f.key);
    if (expected) {
      expect(expected.trim(), 'a clear message').not.toBe('');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(shownError(input), `${f.key} error`).toBe(expected);
    } else {
      expect(shownError(input), `${f.key} has no error`).toBeNull();
    }
  }
}

/** No element was made from typed markup: no image, script, bold text, frame or event-handler attribute. */
function expectNoInjectedMarkup() {
  const injected = document.body.querySelector(
    'img[src="x"], script, b, iframe, [onerror], [onload], a[href^="javascript" i]',
  );
  expect(injected?.outerHTML ?? null).toBeNull();
}

/** The title and description of the toast whose title is one of `titles` (waits for it). */
async function toastOf(titles: readonly string[]): Promise<{ title: string; description: string }> {
  const title = await screen.findByText(
    (text, element) => element?.getAttribute('data-part') === 'title' && titles.includes(text),
    {},
    { timeout: 4000 },
  );
  const root = title.closest('[data-part="root"]') as HTMLElement;
  const description = root.querySelector('[data-part="description"]')?.textContent ?? '';
  return { title: title.textContent ?? '', description };
}

/** A failure the page reports must say what went wrong: not empty, not the text shown when the server gave none. */
function expectClearFailure(description: string) {
  expect(description.trim()).not.toBe('');
  expect(description).not.toBe(GENERIC_ERROR_MESSAGE);
  expect(description).not.toBe(UNEXPECTED_ERROR);
}

// ---------------------------------------------------------------------------------------------------------
// Per-run hygiene: errors thrown anywhere, 5xx answers, console errors, and a fresh page and database.

const pageErrors: unknown[] = [];
const serverErrors: string[] = [];
const onError = (event: ErrorEvent) => pageErrors.push(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => pageErrors.push(event.reason);
let consoleErrors: MockInstance<typeof console.error>;
/** What the screens log on purpose when the backend refuses (SPEC §8 admin screens). */
const EXPECTED_LOGS = ['Error creating user', 'Error updating user', 'User lookup failed'];

beforeAll(() => {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  mock.server.events.on('response:mocked', ({ request, response }) => {
    if (response.status >= 500) serverErrors.push(`${request.method} ${request.url}: ${response.status}`);
  });
});
afterAll(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  mock.server.events.removeAllListeners();
});
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  const unexpected = consoleErrors.mock.calls.filter(([first]) => !EXPECTED_LOGS.includes(String(first)));
  consoleErrors.mockRestore();
  expect(unexpected).toEqual([]);
});

const freshPage = fc.afterEach(() => {
  cleanup();
  toaster.remove();
});
const freshData = fc.beforeEach(() => mock.reset());

function expectNothingBroke() {
  expect(pageErrors, 'errors thrown in the page').toEqual([]);
  expect(serverErrors, 'answers of 500 or more').toEqual([]);
  expectNoInjectedMarkup();
}

/** Counts the runs on each side of the schema, so a property that never reaches one side fails. */
function branches() {
  const seen = { valid: 0, invalid: 0 };
  return {
    note: (valid: boolean) => void (valid ? seen.valid++ : seen.invalid++),
    expectBoth: () => {
      expect(seen.valid, 'runs with valid input').toBeGreaterThan(0);
      expect(seen.invalid, 'runs with invalid input').toBeGreaterThan(0);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------

describe('contact and demo form (InboundRequestForm) under hostile input', () => {
  const FIELDS = [
    { key: 'name', label: /Full name/, kind: 'line' },
    { key: 'email', label: /Work email/, kind: 'email' },
    { key: 'company', label: /^Company/, kind: 'line' },
    { key: 'phone', label: /^Phone/, kind: 'line' },
    { key: 'message', label: /Message|What would you like to see/, kind: 'area' },
  ] as const satisfies ReadonlyArray<TextField<string>>;
  type Values = Record<(typeof FIELDS)[number]['key'], string>;

  const values: fc.Arbitrary<Values> = formValues({
    name: names,
    email: emails,
    company: companies,
    phone: phones,
    message: markupText.map((text) => `${text} please call me back about pricing`),
  });
  const validWithMarkup: Values = {
    name: "Dana O'Neil-Park",
    email: 'dana.park@harborbank.example',
    company: `${BOLD} ${IMG}`,
    phone: '',
    message: `${SCRIPT} ${IMG} please call`,
  };
  const hostileMix: Values = {
    name: IMG,
    email: SCRIPT,
    company: 'c'.repeat(6000),
    phone: '\u0000',
    message: '\ud800',
  };

  it(
    'names the problem and sends nothing, or sends exactly the parsed input; never injects markup',
    async () => {
      const seen = branches();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('contact', 'demo'), values, async (kind, typed) => {
          const { adapter, submit } = fakeBackend();
          const { container } = renderPublic(<InboundRequestForm kind={kind} />, { backend: adapter });
          const user = userEvent.setup();
          const held = await fill(user, container, FIELDS, typed);
          const parsed = contactMessageInputSchema.safeParse(held);
          seen.note(parsed.success);
          await user.click(screen.getByRole('button', { name: kind === 'contact' ? 'Send Message' : 'Request Demo' }));

          if (parsed.success) {
            await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
            expect(submit).toHaveBeenCalledWith(kind, parsed.data);
            expect(await screen.findByTestId(`${kind}-form-sent`)).toBeInTheDocument();
          } else {
            await waitFor(() => expectFieldErrors(container, FIELDS, parsed.error.issues));
            expect(submit).not.toHaveBeenCalled();
            expectFieldsHold(container, FIELDS, held);
          }
          expectNothingBroke();
        }),
        {
          ...RUN_OPTIONS,
          plugins: [freshPage],
          examples: [
            ['contact', validWithMarkup],
            ['demo', hostileMix],
          ],
        },
      );
      seen.expectBoth();
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('sign-in form under hostile input', () => {
  beforeEach(() => setAddress('/auth'));
  const FIELDS = [
    { key: 'email', label: /^Email/, kind: 'email' },
    { key: 'password', label: /^Password/, kind: 'line' },
  ] as const satisfies ReadonlyArray<TextField<string>>;
  type Values = Record<(typeof FIELDS)[number]['key'], string>;
  const values: fc.Arbitrary<Values> = formValues({ email: emails, password: strongPasswords });

  it(
    'asks for both fields and sends nothing, or sends the parsed input and reports the refusal clearly',
    async () => {
      const seen = branches();
      await fc.assert(
        fc.asyncProperty(values, async (typed) => {
          const { adapter, user } = await renderAccount(mock, '/auth');
          const signIn = vi.spyOn(adapter.auth, 'signIn');
          const form = await screen.findByRole('form', { name: 'Sign in' });
          const held = await fill(user, form, FIELDS, typed);
          const parsed = signInInputSchema.safeParse(held);
          seen.note(parsed.success);
          await user.click(within(form).getByRole('button', { name: 'Sign In' }));

          if (parsed.success) {
            await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
            expect(signIn).toHaveBeenCalledWith(parsed.data);
            // Random credentials match no account: the provider's refusal is shown, the visitor stays.
            const toast = await toastOf(['Login Failed', 'Welcome back!']);
            expect(toast.title).toBe('Login Failed');
            expectClearFailure(toast.description);
            expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
          } else {
            const alert = await within(form).findByRole('alert');
            expect(alert).toHaveTextContent(CREDENTIALS_REQUIRED);
            expect(alert).toBeVisible();
            expect(signIn).not.toHaveBeenCalled();
          }
          expectFieldsHold(form, FIELDS, held);
          expect(mock.db.sessions.all()).toHaveLength(0);
          expectNothingBroke();
        }),
        {
          ...RUN_OPTIONS,
          plugins: [freshData, freshPage],
          examples: [
            [{ email: ` ${IMG}@x.test `, password: ` ${SCRIPT} ` }],
            [{ email: '\t\r\n', password: 'p'.repeat(8000) }],
          ],
        },
      );
      seen.expectBoth();
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('password dialog under hostile input', () => {
  const EMAIL = [{ key: 'email', label: /^Email/, kind: 'email' }] as const satisfies ReadonlyArray<TextField<string>>;

  it(
    'Request Reset: names the problem and sends nothing, or sends the parsed email and answers clearly',
    async () => {
      setAddress('/auth');
      const seen = branches();
      await fc.assert(
        fc.asyncProperty(field(fc.constantFrom(PERSONAS.customer.email, ...EMAILS_WITHOUT_ACCOUNT)), async (email) => {
          const { adapter, user } = await renderAccount(mock, '/auth');
          const reset = vi.spyOn(adapter.auth, 'resetPasswordForEmail');
          await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
          const dialog = await screen.findByRole('dialog');
          const held = await fill(user, dialog, EMAIL, { email });
          const parsed = resetRequestInputSchema.safeParse(held);
          seen.note(parsed.success);
          await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

          if (parsed.success) {
            await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
            expect(reset).toHaveBeenCalledWith(parsed.data.email, `${window.location.origin}/auth`);
            const toast = await toastOf(['Password reset email sent', 'Error sending reset email']);
            if (toast.title === 'Error sending reset email') {
              expectClearFailure(toast.description);
              expectFieldsHold(dialog, EMAIL, held);
            }
            // Only an existing account gets mail, and only to its own address.
            const sent = mock.db.outbox.all().map((m) => m.to);
            const account = parsed.data.email.toLowerCase() === PERSONAS.customer.email;
            expect(sent).toEqual(
              account && toast.title === 'Password reset email sent' ? [PERSONAS.customer.email] : [],
            );
          } else {
            await waitFor(() => expectFieldErrors(dialog, EMAIL, parsed.error.issues));
            expect(reset).not.toHaveBeenCalled();
            expect(mock.db.outbox.all()).toEqual([]);
            expectFieldsHold(dialog, EMAIL, held);
          }
          expectNothingBroke();
        }),
        {
          ...RUN_OPTIONS,
          plugins: [freshData, freshPage],
          examples: [[` ${PERSONAS.customer.email}\r\n`], [`${IMG}@x.test`]],
        },
      );
      seen.expectBoth();
    },
    PROPERTY_TIMEOUT_MS,
  );

  const PASSWORDS = [
    { key: 'newPassword', label: /^New Password/, kind: 'line' },
    { key: 'confirmPassword', label: /^Confirm Password/, kind: 'line' },
  ] as const satisfies ReadonlyArray<TextField<string>>;
  /** The confirmation is mostly the same text (so the rules decide), else anything. */
  const passwords = field(strongPasswords).chain((newPassword) =>
    fc.record({
      newPassword: fc.constant(newPassword),
      confirmPassword: fc.oneof(
        { weight: 3, arbitrary: fc.constant(newPassword) },
        { weight: 1, arbitrary: hostileText },
      ),
    }),
  );

  it(
    'Update Password: explains the refusal and sends nothing, or sets exactly the typed password',
    async () => {
      const seen = branches();
      await fc.assert(
        fc.asyncProperty(passwords, async (typed) => {
          const { adapter, user } = await renderAccount(mock, '/portal', 'customer');
          const update = vi.spyOn(adapter.auth, 'updatePassword');
          await user.click(await screen.findByRole('button', { name: 'Change Password' }));
          const dialog = await screen.findByRole('dialog');
          const held = await fill(user, dialog, PASSWORDS, typed);
          const parsed = newPasswordInputSchema.safeParse(held);
          seen.note(parsed.success);
          const mismatch = held.confirmPassword !== '' && held.confirmPassword !== held.newPassword;
          if (mismatch) expect(within(dialog).getByText(PASSWORDS_DO_NOT_MATCH)).toBeVisible();
          await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

          // The password that signs the customer in afterwards: only a confirmed update changes it.
          let current = DEMO_PASSWORD;
          if (parsed.success) {
            await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
            expect(update).toHaveBeenCalledWith(parsed.data.newPassword);
            const toast = await toastOf(['Password updated successfully', 'Error updating password']);
            if (toast.title === 'Error updating password') {
              expectClearFailure(toast.description);
              expectFieldsHold(dialog, PASSWORDS, held);
            } else current = parsed.data.newPassword;
          } else {
            const confirmIssue = parsed.error.issues.some((i) => i.path[0] === 'confirmPassword');
            const toast = await toastOf(["Passwords don't match", 'Password requirements not met']);
            expect(toast.title).toBe(confirmIssue ? "Passwords don't match" : 'Password requirements not met');
            expect(toast.description.trim()).not.toBe('');
            expect(update).not.toHaveBeenCalled();
            expectFieldsHold(dialog, PASSWORDS, held);
          }
          const fresh = await mockAdapterFor(mock);
          await expect(fresh.auth.signIn({ email: PERSONAS.customer.email, password: current })).resolves.toBeTruthy();
          expectNothingBroke();
        }),
        {
          ...RUN_OPTIONS,
          plugins: [freshData, freshPage],
          examples: [
            [{ newPassword: ` ${SCRIPT}Aa1! `, confirmPassword: ` ${SCRIPT}Aa1! ` }],
            [{ newPassword: `${IMG}Aa1!`, confirmPassword: `${BOLD}` }],
          ],
        },
      );
      seen.expectBoth();
    },
    PROPERTY_TIMEOUT_MS,
  );
});

/** Plain copies of every row, to compare before and after. */
const snapshot = () => ({
  users: mock.db.authUsers.all().map((u) => ({ ...u })),
  profiles: mock.db.profiles.all().map((p) => ({ ...p })),
});

describe('admin user forms under hostile input', () => {
  const CREATE = [
    { key: 'displayName', label: /^User Name/, kind: 'line' },
    { key: 'email', label: /^Email/, kind: 'email' },
    { key: 'password', label: /^Password/, kind: 'line' },
    { key: 'phone', label: /^Phone/, kind: 'line' },
    { key: 'company', label: /^Company/, kind: 'line' },
  ] as const satisfies ReadonlyArray<TextField<string>>;
  type CreateValues = Record<(typeof CREATE)[number]['key'], string>;
  const createValues: fc.Arbitrary<CreateValues> = formValues({
    displayName: fc.oneof(names, markupText),
    email: fc.oneof(emails, fc.constant(PERSONAS.customer.email)),
    password: strongPasswords,
    phone: phones,
    company: companies,
  });

  it(
    'Create User: names each problem and creates nothing, or sends the parsed input and stores exactly it',
    async () => {
      const seen = branches();
      await fc.assert(
        fc.asyncProperty(createValues, async (typed) => {
          const { adapter, user } = await renderAdmin(mock, '/admin', 'admin');
          const createUser = vi.spyOn(adapter.admin, 'createUser');
          const form = await screen.findByRole('form', { name: 'Create user' });
          const before = snapshot();
          const held = await fill(user, form, CREATE, typed);
          const parsed = createUserInputSchema.safeParse(held);
          seen.note(parsed.success);
          await user.click(within(form).getByRole('button', { name: 'Create User' }));

          if (parsed.success) {
            await waitFor(() => expect(createUser).toHaveBeenCalledTimes(1));
            expect(createUser).toHaveBeenCalledWith(parsed.data);
            const toast = await toastOf(['Success', 'Error']);
            if (toast.title === 'Success') {
              const email = parsed.data.email.toLowerCase();
              const created = mock.db.profiles.findFirst((q) => q.where({ email }));
              expect(created).toMatchObject({
                display_name: parsed.data.displayName,
                company: parsed.data.company || null,
                phone: parsed.data.phone || null,
                status: 'Active',
              });
              expect(snapshot().users).toHaveLength(before.users.length + 1);
              // The form empties for the next user.
              await waitFor(() => expect(valueOf(form, /^User Name/)).toBe(''));
            } else {
              expectClearFailure(toast.description);
              expect(snapshot()).toEqual(before);
              expectFieldsHold(form, CREATE, held);
            }
          } else {
            await waitFor(() => expectFieldErrors(form, CREATE, parsed.error.issues));
            expect(createUser).not.toHaveBeenCalled();
            expect(snapshot()).toEqual(before);
            expectFieldsHold(form, CREATE, held);
          }
          expectNothingBroke();
        }),
        {
          ...RUN_OPTIONS,
          plugins: [freshData, freshPage],
          examples: [
            [
              {
                displayName: `${IMG} ${BOLD}`,
                email: 'markup@lender.test',
                password: 'Sturdy-Pass-9',
                phone: '',
                company: SCRIPT,
              },
            ],
            [
              {
                displayName: 'n'.repeat(6000),
                email: SCRIPT,
                password: '\ud800\u0000',
                phone: IMG,
                company: 'c'.repeat(6000),
              },
            ],
          ],
        },
      );
      seen.expectBoth();
    },
    PROPERTY_TIMEOUT_MS,
  );

  const UPDATE = [
    { key: 'email', label: /^Email/, kind: 'email' },
    { key: 'displayName', label: /^User Name/, kind: 'line' },
    { key: 'company', label: /^Company/, kind: 'line' },
    { key: 'phone', label: /^Phone/, kind: 'line' },
  ] as const satisfies ReadonlyArray<TextField<string>>;
  type UpdateValues = Record<(typeof UPDATE)[number]['key'], string>;
  const updateValues = formValues<keyof UpdateValues>({
    email: fc.constantFrom(PERSONAS.customer.email, PERSONAS.moderator.email, 'ghost@nowhere.test'),
    displayName: fc.oneof(names, markupText),
    company: companies,
    phone: phones,
  });
  const statuses = fc.constantFrom('Active', 'Suspended');

  it(
    'Update User: names each problem and changes nothing, or sends the parsed input and stores exactly it',
    async () => {
      const seen = branches();
      await fc.assert(
        fc.asyncProperty(updateValues, statuses, async (typed, status) => {
          const { adapter, user } = await renderAdmin(mock, '/admin?tab=update', 'admin');
          const update = vi.spyOn(adapter.profiles, 'update');
          const form = await screen.findByRole('form', { name: 'Update user' });
          const before = snapshot();
          const held = await fill(user, form, UPDATE, typed);
          await user.selectOptions(within(form).getByLabelText('Status'), status);
          const parsed = updateUserInputSchema.safeParse({ ...held, status });
          seen.note(parsed.success);
          await user.click(within(form).getByRole('button', { name: 'Update User' }));

          if (parsed.success) {
            const v = parsed.data;
            const target = mock.db.profiles.findFirst((q) => q.where({ email: v.email.toLowerCase() }));
            const toast = await toastOf(['Success', 'Error']);
            if (!target) {
              expect(toast).toEqual({ title: 'Error', description: 'User not found' });
              expect(update).not.toHaveBeenCalled();
            } else {
              expect(update).toHaveBeenCalledTimes(1);
              // The parsed values, as the columns they go to (a blank User Name leaves the names alone).
              const patch = {
                company: v.company || null,
                phone: v.phone || null,
                status: v.status,
                ...(v.displayName ? { display_name: v.displayName, ...splitDisplayName(v.displayName) } : {}),
              };
              expect(update).toHaveBeenCalledWith(target.id, patch);
              if (toast.title === 'Success') {
                const after = mock.db.profiles.findFirst((q) => q.where({ id: target.id }));
                expect(after).toMatchObject(patch);
                const others = (rows: Profile[]) => rows.filter((p) => p.id !== target.id);
                expect(others(snapshot().profiles)).toEqual(others(before.profiles));
              } else expectClearFailure(toast.description);
            }
            if (toast.title === 'Error') {
              expect(snapshot()).toEqual(before);
              expectFieldsHold(form, UPDATE, held);
            }
          } else {
            await waitFor(() => expectFieldErrors(form, UPDATE, parsed.error.issues));
            expect(update).not.toHaveBeenCalled();
            expect(snapshot()).toEqual(before);
            expectFieldsHold(form, UPDATE, held);
          }
          expectNothingBroke();
        }),
        {
          ...RUN_OPTIONS,
          plugins: [freshData, freshPage],
          examples: [
            [
              {
                email: PERSONAS.customer.email,
                displayName: `${IMG} ${BOLD}`,
                company: SCRIPT,
                phone: '',
              },
              'Active',
            ],
            [{ email: IMG, displayName: 'n'.repeat(6000), company: 'c'.repeat(6000), phone: '\u0000' }, 'Suspended'],
          ],
        },
      );
      seen.expectBoth();
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('order request form under hostile input', () => {
  const FIELDS = [
    { key: 'name', label: /^Your name/, kind: 'line' },
    { key: 'email', label: /^Email/, kind: 'email' },
    { key: 'company', label: /^Company/, kind: 'line' },
    { key: 'entityLegalName', label: /^Entity legal name/, kind: 'line' },
    { key: 'loanReference', label: /^Loan reference/, kind: 'line' },
  ] as const satisfies ReadonlyArray<TextField<string>>;
  type Values = Record<(typeof FIELDS)[number]['key'], string>;
  const values: fc.Arbitrary<Values> = formValues({
    name: fc.oneof(names, markupText),
    email: emails,
    company: companies,
    entityLegalName: fc.oneof(fc.constant('Harbor Point Holdings, LLC'), markupText),
    loanReference: fc.oneof(fc.constantFrom('HPL-25-0301', ''), markupText),
  });
  const pdf = () => new File(['%PDF-1.4'], 'articles.pdf', { type: 'application/pdf' });

  it(
    'names each problem and sends nothing, or sends exactly the parsed order',
    async () => {
      const seen = branches();
      await fc.assert(
        // complete: the state, report type, a PDF and the terms are given (else they are missing too).
        fc.asyncProperty(values, fc.boolean(), async (typed, complete) => {
          const submit = vi.fn<(input: unknown) => Promise<void>>().mockResolvedValue(undefined);
          const { container } = renderPublic(<OrderRequestForm onSubmit={submit} balance={5} />);
          const user = userEvent.setup();
          const form = within(container).getByRole('form', { name: 'Order request' });
          const held = await fill(user, form, FIELDS, typed);
          const documents = complete ? [pdf()] : [];
          if (complete) {
            await user.selectOptions(within(form).getByLabelText(/^Formation state/), 'Delaware');
            await user.selectOptions(within(form).getByLabelText(/^Report type/), 'Corporation');
            await user.upload(within(form).getByLabelText(/^Documents/), documents);
            await user.click(within(form).getByRole('checkbox', { name: TERMS_LABEL }));
          }
          const choices = complete ? { formationState: 'Delaware', reportType: 'Corporation' } : {};
          const parsed = orderRequestInputSchema.safeParse({ ...held, ...choices, documents, acceptTerms: complete });
          seen.note(parsed.success && complete);
          await user.click(within(form).getByRole('button', { name: 'Submit Request' }));

          if (parsed.success && complete) {
            await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
            expect(submit).toHaveBeenCalledWith(parsed.data);
          } else {
            const issues = parsed.success ? [] : parsed.error.issues;
            await waitFor(() => expectFieldErrors(form, FIELDS, issues));
            for (const key of ['formationState', 'reportType', 'documents']) {
              const message = firstMessage(issues, key);
              if (message) expect(within(form).getByText(message)).toBeVisible();
            }
            if (!complete) expect(within(form).getByText(ACCEPT_TERMS_MESSAGE)).toBeVisible();
            expect(submit).not.toHaveBeenCalled();
          }
          expectFieldsHold(form, FIELDS, held);
          expectNothingBroke();
        }),
        {
          ...RUN_OPTIONS,
          plugins: [freshPage],
          examples: [
            [
              {
                name: `${IMG} ${BOLD}`,
                email: 'a@b.co',
                company: SCRIPT,
                entityLegalName: `${SCRIPT} Holdings`,
                loanReference: IMG,
              },
              true,
            ],
            [
              {
                name: `${'n'.repeat(6000)}\u0000`,
                email: '',
                company: 'c'.repeat(6000),
                entityLegalName: '\t\u00a0',
                loanReference: 'l'.repeat(6000),
              },
              false,
            ],
          ],
        },
      );
      seen.expectBoth();
    },
    PROPERTY_TIMEOUT_MS,
  );
});
