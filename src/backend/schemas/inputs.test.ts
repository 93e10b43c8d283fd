import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  assignRoleInputSchema,
  contactMessageInputSchema,
  CREDENTIALS_REQUIRED,
  createUserInputSchema,
  loginInputSchema,
  newPasswordInputSchema,
  PASSWORDS_DO_NOT_MATCH,
  profilePatchSchema,
  profileUpdateInputSchema,
  resetRequestInputSchema,
  SELECT_BOTH,
  SELF_EDITABLE_COLUMNS,
  signInInputSchema,
  signUpInputSchema,
  splitDisplayName,
  splitFullName,
  updateUserInputSchema,
} from './inputs';
import { APP_ROLES } from './rules';

/** Every issue a schema reports for a value, as "path: message"; empty when the value is accepted. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${result.error.message}`);
  return result.data;
}

const join = (parts: readonly string[]) => parts.join('');
const padding = fc.constantFrom('', ' ', '  ', '\t', '\n ');
const blank = padding;

const validEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}(?:[._+-][a-z0-9]{1,8}){0,2}$/),
    fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/), { minLength: 1, maxLength: 2 }),
    fc.stringMatching(/^[a-z]{2,5}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);

const pick = (chars: string) => fc.constantFrom(...chars);
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SPECIAL = '!@#$%^&*()_+-=[]{};:,.<>/?~ ';
/** Meets both password rules (8 to 128 with the three classes) and the five-rule reset checklist. */
const strongPassword = fc
  .tuple(
    pick(UPPER),
    pick(LOWER),
    pick(DIGITS),
    pick(SPECIAL),
    fc.array(pick(LOWER + UPPER + DIGITS + SPECIAL), { minLength: 4, maxLength: 60 }),
  )
  .map(([upper, lower, digit, special, rest]) => upper + lower + join(rest) + digit + special);

const letter = fc.constantFrom(...'abcxyzéüßЖλשع中한');
const word = fc.array(letter, { minLength: 1, maxLength: 12 }).map(join);
const fullName = fc
  .array(word, { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '))
  .filter((name) => name.length >= 2);
const validPhone = fc
  .tuple(fc.constantFrom('', '+'), pick('123456789'), fc.array(pick(DIGITS), { maxLength: 15 }))
  .map(([plus, lead, rest]) => plus + lead + join(rest));
const optionalPhone = fc.oneof(fc.constant(''), validPhone);
const company = fc.string({ maxLength: 200 }).map((s) => s.trim());
const messageText = fc.string({ minLength: 10, maxLength: 300 }).filter((s) => s.trim().length >= 10);

// ---------------------------------------------------------------- sign-in and sign-up

describe('signInInputSchema', () => {
  it('accepts any non-blank email with any non-empty password, trimming the email only', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.string({ minLength: 1 }),
        padding,
        (email, password, pad) => {
          expect(parsed(signInInputSchema, { email: pad + email + pad, password })).toEqual({
            email: email.trim(),
            password,
          });
        },
      ),
    );
  });

  it('rejects a blank email or an empty password with the provider wording', () => {
    expect(CREDENTIALS_REQUIRED).toBe('You must provide either an email or phone number and a password');
    fc.assert(
      fc.property(blank, validEmail, fc.string({ minLength: 1 }), (empty, email, password) => {
        expect(issues(signInInputSchema, { email: empty, password })).toEqual([`: ${CREDENTIALS_REQUIRED}`]);
        expect(issues(signInInputSchema, { email, password: '' })).toEqual([`: ${CREDENTIALS_REQUIRED}`]);
        expect(issues(signInInputSchema, { email: empty, password: '' })).toEqual([`: ${CREDENTIALS_REQUIRED}`]);
      }),
    );
  });
});

describe('loginInputSchema', () => {
  it('applies the email rules and requires a password', () => {
    fc.assert(
      fc.property(validEmail, fc.string({ minLength: 1 }), (email, password) => {
        expect(parsed(loginInputSchema, { email, password })).toEqual({ email, password });
        expect(issues(loginInputSchema, { email, password: '' })).toEqual(['password: Password is required']);
      }),
    );
    expect(issues(loginInputSchema, { email: 'nope', password: 'x' })).toEqual(['email: Invalid email address']);
    expect(issues(loginInputSchema, { email: '', password: 'x' })).toEqual(['email: Email is required']);
  });
});

describe('signUpInputSchema', () => {
  it('accepts an email, a password meeting the rule and a full name', () => {
    fc.assert(
      fc.property(validEmail, strongPassword, fullName, (email, password, name) => {
        expect(parsed(signUpInputSchema, { email, password, fullName: name })).toEqual({
          email,
          password,
          fullName: name,
        });
      }),
    );
  });

  it('reports each field under its own name', () => {
    expect(issues(signUpInputSchema, { email: 'a@b.co', password: 'password1', fullName: 'J' })).toEqual([
      'password: Password must contain at least one lowercase letter, one uppercase letter, and one number',
      'fullName: Full name must be at least 2 characters',
    ]);
    expect(issues(signUpInputSchema, { email: '', password: 'Short1', fullName: 'R2-D2' })).toEqual([
      'email: Email is required',
      'password: Password must be at least 8 characters',
      'fullName: Full name can only contain letters, spaces, hyphens, and apostrophes',
    ]);
  });
});

// ---------------------------------------------------------------- name splitting

const words = (s: string) => s.split(/\s+/).filter(Boolean);
/** Names with irregular whitespace around and between the words. */
const spacedName = fc
  .tuple(padding, fc.array(fc.tuple(word, fc.constantFrom(' ', '  ', '\t', ' \n ')), { maxLength: 5 }), padding)
  .map(([before, parts, after]) => before + join(parts.map(([w, gap]) => w + gap)) + after);

describe('splitFullName', () => {
  it('takes the first word as first name and the remaining words, single-spaced, as last name', () => {
    fc.assert(
      fc.property(fc.oneof(spacedName, fc.string()), (name) => {
        const { first_name, last_name } = splitFullName(name);
        const all = words(name);
        expect(first_name).toBe(all[0] ?? '');
        expect(last_name).toBe(all.slice(1).join(' '));
      }),
    );
  });

  it('splits the SPEC examples', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(splitFullName('  Jean  Claude Van   Damme ')).toEqual({ first_name: 'Jean', last_name: 'Claude Van Damme' });
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
    expect(splitFullName('   ')).toEqual({ first_name: '', last_name: '' });
  });
});

describe('splitDisplayName', () => {
  it('splits on the first space: the part before it, and the trimmed remainder', () => {
    fc.assert(
      fc.property(fc.oneof(spacedName, fc.string()), (name) => {
        const { first_name, last_name } = splitDisplayName(name);
        const trimmed = name.trim();
        expect(first_name).not.toContain(' ');
        expect(trimmed.startsWith(first_name)).toBe(true);
        expect(last_name).toBe(trimmed.slice(first_name.length).trim());
        if (!trimmed.includes(' ')) expect(last_name).toBe('');
      }),
    );
  });

  it('round-trips: joining the parts with a space and splitting again gives the same parts', () => {
    fc.assert(
      fc.property(fc.oneof(spacedName, fc.string()), (name) => {
        const parts = splitDisplayName(name);
        if (parts.last_name === '') return;
        expect(splitDisplayName(`${parts.first_name} ${parts.last_name}`)).toEqual(parts);
      }),
    );
  });

  it('splits the SPEC examples', () => {
    expect(splitDisplayName('Mary Ann Smith')).toEqual({ first_name: 'Mary', last_name: 'Ann Smith' });
    expect(splitDisplayName(' Prince ')).toEqual({ first_name: 'Prince', last_name: '' });
    expect(splitDisplayName('Ana   Lopez')).toEqual({ first_name: 'Ana', last_name: 'Lopez' });
    // Only a space splits; a tab stays inside the first name.
    expect(splitDisplayName('Ana\tMaria Lopez')).toEqual({ first_name: 'Ana\tMaria', last_name: 'Lopez' });
  });
});

// ---------------------------------------------------------------- password reset

describe('resetRequestInputSchema', () => {
  it('accepts a valid email, trimmed', () => {
    fc.assert(
      fc.property(validEmail, padding, (email, pad) => {
        expect(parsed(resetRequestInputSchema, { email: pad + email + pad })).toEqual({ email });
      }),
    );
  });

  it("asks for the email with the screen's wording when it is blank", () => {
    fc.assert(
      fc.property(blank, (empty) => {
        expect(issues(resetRequestInputSchema, { email: empty })).toEqual([
          'email: Email required: Please enter your email address.',
        ]);
      }),
    );
  });

  it('rejects a malformed email', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.includes('@') && s.trim() !== ''),
        (email) => {
          expect(issues(resetRequestInputSchema, { email })).toEqual(['email: Invalid email address']);
        },
      ),
    );
  });
});

describe('newPasswordInputSchema', () => {
  it('accepts a password meeting all five rules typed twice', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        const input = { newPassword: password, confirmPassword: password };
        expect(parsed(newPasswordInputSchema, input)).toEqual(input);
      }),
    );
  });

  it("reports 'Passwords do not match' on confirmPassword when the fields differ", () => {
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
    fc.assert(
      fc.property(strongPassword, fc.string(), (password, other) => {
        fc.pre(other !== password);
        expect(issues(newPasswordInputSchema, { newPassword: password, confirmPassword: other })).toEqual([
          'confirmPassword: Passwords do not match',
        ]);
      }),
    );
  });

  it.each([
    { rule: 'length', password: 'Ab1!xyz' },
    { rule: 'uppercase', password: 'abcdef1!' },
    { rule: 'lowercase', password: 'ABCDEF1!' },
    { rule: 'number', password: 'Abcdefg!' },
    { rule: 'special', password: 'Abcdefg1' },
  ])('reports unmet requirements on newPassword when the $rule rule fails', ({ password }) => {
    expect(issues(newPasswordInputSchema, { newPassword: password, confirmPassword: password })).toEqual([
      'newPassword: Password requirements not met',
    ]);
    expect(issues(newPasswordInputSchema, { newPassword: password, confirmPassword: `${password}x` })).toEqual([
      'newPassword: Password requirements not met',
      'confirmPassword: Passwords do not match',
    ]);
  });
});

// ---------------------------------------------------------------- admin forms

const displayNameOfLength = (length: number) =>
  fc
    .tuple(
      letter,
      fc.array(fc.constantFrom('a', 'b', ' ', '-', '1', '.'), { minLength: length - 2, maxLength: length - 2 }),
      letter,
    )
    .map(([first, middle, last]) => first + join(middle) + last);

describe('createUserInputSchema', () => {
  it('accepts User Name, email and password, with phone and company optional (defaulting to empty)', () => {
    fc.assert(
      fc.property(
        displayNameOfLength(20),
        validEmail,
        strongPassword,
        fc.option(optionalPhone, { nil: undefined }),
        fc.option(company, { nil: undefined }),
        (displayName, email, password, phone, companyName) => {
          const result = parsed(createUserInputSchema, { displayName, email, password, phone, company: companyName });
          expect(result).toEqual({ displayName, email, password, phone: phone ?? '', company: companyName ?? '' });
        },
      ),
    );
  });

  it('takes any characters in the User Name up to 200 and rejects 201 and blank', () => {
    fc.assert(
      fc.property(displayNameOfLength(200), displayNameOfLength(201), blank, (ok, tooLong, empty) => {
        const base = { email: 'new@example.com', password: 'Secret123' };
        expect(issues(createUserInputSchema, { ...base, displayName: ok })).toEqual([]);
        expect(issues(createUserInputSchema, { ...base, displayName: tooLong })).toEqual([
          'displayName: User Name must be less than 200 characters',
        ]);
        expect(issues(createUserInputSchema, { ...base, displayName: empty })).toEqual([
          'displayName: User Name is required',
        ]);
      }),
    );
  });

  it('does not let the form set a role', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APP_ROLES), (role) => {
        const result = parsed(createUserInputSchema, {
          displayName: 'Root',
          email: 'r@example.com',
          password: 'Secret123',
          role,
        });
        expect(result).not.toHaveProperty('role');
      }),
    );
  });

  it('applies the field rules to each field', () => {
    expect(
      issues(createUserInputSchema, {
        displayName: 'X',
        email: 'x',
        password: 'secret',
        phone: '555 1234',
        company: 'c'.repeat(201),
      }),
    ).toEqual([
      'email: Invalid email address',
      'password: Password must be at least 8 characters',
      'password: Password must contain at least one lowercase letter, one uppercase letter, and one number',
      'phone: Invalid phone number format',
      'company: Company name must be less than 200 characters',
    ]);
  });
});

describe('updateUserInputSchema', () => {
  it('needs only the email (and the status the form always carries); the rest defaults to empty', () => {
    fc.assert(
      fc.property(validEmail, fc.constantFrom('Active', 'Suspended'), (email, status) => {
        expect(parsed(updateUserInputSchema, { email, status })).toEqual({
          email,
          status,
          displayName: '',
          company: '',
          phone: '',
        });
      }),
    );
  });

  it('rejects a missing email, a status other than Active or Suspended and a User Name over 200', () => {
    expect(issues(updateUserInputSchema, { email: ' ', status: 'Active' })).toEqual(['email: Email is required']);
    expect(issues(updateUserInputSchema, { email: 'a@b.co', status: 'Inactive' })).toEqual([
      'status: Status must be Active or Suspended',
    ]);
    expect(issues(updateUserInputSchema, { email: 'a@b.co', status: 'Active', displayName: 'n'.repeat(201) })).toEqual([
      'displayName: User Name must be less than 200 characters',
    ]);
    expect(
      parsed(updateUserInputSchema, { email: 'a@b.co', status: 'Active', displayName: ` ${'n'.repeat(200)} ` })
        .displayName,
    ).toHaveLength(200);
  });
});

describe('profilePatchSchema', () => {
  const COLUMNS = ['first_name', 'last_name', 'display_name', 'company', 'phone', 'status'] as const;

  it('accepts any subset of the editable columns, each nullable but status', () => {
    const patch = fc.record(
      {
        first_name: fc.option(word, { nil: null }),
        last_name: fc.option(word, { nil: null }),
        display_name: fc.option(fullName, { nil: null }),
        company: fc.option(company, { nil: null }),
        phone: fc.option(optionalPhone, { nil: null }),
        status: fc.constantFrom('Active', 'Inactive', 'Suspended'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(patch, (value) => {
        expect(parsed(profilePatchSchema, value)).toEqual(value);
      }),
    );
    expect(issues(profilePatchSchema, { status: null })).toEqual([
      'status: Status must be one of: Active, Inactive, Suspended',
    ]);
  });

  it('refuses any other column, such as role, email or id', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter((key) => !(COLUMNS as readonly string[]).includes(key) && key !== '__proto__'),
        (key) => {
          const result = profilePatchSchema.safeParse({ [key]: 'x' });
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
        },
      ),
    );
  });

  it('lets the owner edit every column but status', () => {
    expect([...SELF_EDITABLE_COLUMNS].sort()).toEqual(COLUMNS.filter((c) => c !== 'status').sort());
  });

  it('keeps the length and phone rules', () => {
    expect(issues(profilePatchSchema, { first_name: 'f'.repeat(101), phone: '0123' })).toEqual([
      'first_name: First name must be less than 100 characters',
      'phone: Invalid phone number format',
    ]);
  });
});

describe('profileUpdateInputSchema', () => {
  it('requires first and last name; company, phone and status are optional', () => {
    fc.assert(
      fc.property(word, word, (firstName, lastName) => {
        expect(parsed(profileUpdateInputSchema, { firstName, lastName })).toEqual({ firstName, lastName });
      }),
    );
    expect(issues(profileUpdateInputSchema, { firstName: '', lastName: 'O1' })).toEqual([
      'firstName: First name is required',
      'lastName: Last name can only contain letters, spaces, hyphens, and apostrophes',
    ]);
    expect(issues(profileUpdateInputSchema, { firstName: 'A', lastName: 'B', status: 'Gone' })).toEqual([
      'status: Status must be one of: Active, Inactive, Suspended',
    ]);
  });
});

// ---------------------------------------------------------------- role assignment

describe('assignRoleInputSchema', () => {
  it('accepts a UUID and one of the three roles', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom(...APP_ROLES), (userId, role) => {
        expect(parsed(assignRoleInputSchema, { userId, role })).toEqual({ userId, role });
      }),
    );
  });

  it('lists both messages, user first, for the Validation Error notice', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9a-f-]{36}$/i.test(s)),
        fc.string().filter((s) => !(APP_ROLES as readonly string[]).includes(s)),
        (userId, role) => {
          expect(issues(assignRoleInputSchema, { userId, role })).toEqual([
            'userId: Invalid user ID format',
            'role: Role must be one of: user, admin, moderator',
          ]);
        },
      ),
    );
    expect(SELECT_BOTH).toBe('Please select both a user and a role');
  });
});

// ---------------------------------------------------------------- contact message

describe('contactMessageInputSchema', () => {
  it('accepts name, email and message, with company and phone optional', () => {
    fc.assert(
      fc.property(
        fullName,
        validEmail,
        messageText,
        fc.option(company, { nil: undefined }),
        fc.option(optionalPhone, { nil: undefined }),
        (name, email, message, companyName, phone) => {
          expect(parsed(contactMessageInputSchema, { name, email, message, company: companyName, phone })).toEqual({
            name,
            email,
            message: message.trim(),
            company: companyName ?? '',
            phone: phone ?? '',
          });
        },
      ),
    );
  });

  it('applies the full-name, email, phone and message rules', () => {
    expect(issues(contactMessageInputSchema, { name: 'J', email: 'j@x', phone: '+0', message: ' too short ' })).toEqual(
      [
        'name: Full name must be at least 2 characters',
        'email: Invalid email address',
        'phone: Invalid phone number format',
        'message: Message must be at least 10 characters',
      ],
    );
    expect(
      issues(contactMessageInputSchema, {
        name: 'Jo',
        email: 'j@x.io',
        message: 'm'.repeat(2001),
        company: 'c'.repeat(201),
      }),
    ).toEqual([
      'company: Company name must be less than 200 characters',
      'message: Message must be less than 2000 characters',
    ]);
  });
});
