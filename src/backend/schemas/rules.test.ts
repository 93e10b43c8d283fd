import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APP_ROLES,
  appRoleSchema,
  companySchema,
  EDITABLE_STATUSES,
  editableStatusSchema,
  emailSchema,
  firstNameSchema,
  fullNameSchema,
  lastNameSchema,
  loginPasswordSchema,
  messageSchema,
  NEW_PASSWORD_RULES,
  newPasswordRulesMet,
  passwordSchema,
  phoneSchema,
  PROFILE_STATUSES,
  statusSchema,
  userIdSchema,
} from './rules';

/** Every message a schema reports for a value, in order; empty when the value is accepted. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${result.error.message}`);
  return result.data;
}

const join = (parts: readonly string[]) => parts.join('');

/** Whitespace that trimming removes, used to pad values on both sides. */
const padding = fc.constantFrom('', ' ', '   ', '\t', '\n', ' \u00a0');

// ---------------------------------------------------------------- names

/** Single-code-unit letters, so a string of n of them has length n. */
const SAMPLE_LETTERS = ['a', 'Z', 'é', 'ß', 'Ø', 'ł', 'Ж', 'я', 'λ', 'Ω', 'ש', 'ع', 'ह', '中', 'あ', 'ア', '한', 'ก'];
const bmpLetter = fc
  .integer({ min: 0x41, max: 0xffff })
  .map((cp) => String.fromCodePoint(cp))
  .filter((c) => /^\p{L}$/u.test(c));
const letter = fc.oneof(fc.constantFrom(...SAMPLE_LETTERS), bmpLetter);
const nameSeparator = fc.constantFrom(' ', '-', "'", '\u2019');
const nameUnit = fc.oneof({ arbitrary: letter, weight: 5 }, { arbitrary: nameSeparator, weight: 1 });

/** A name of exactly `length` characters that starts and ends with a letter (so trimming keeps it whole). */
function nameOfLength(length: number): fc.Arbitrary<string> {
  if (length === 1) return letter;
  return fc
    .tuple(letter, fc.array(nameUnit, { minLength: length - 2, maxLength: length - 2 }), letter)
    .map(([first, middle, last]) => first + join(middle) + last);
}
const nameBetween = (min: number, max: number) => fc.integer({ min, max }).chain(nameOfLength);

/** Anything a name may not contain: digits of any script, punctuation, symbols, emoji, other whitespace. */
const forbiddenNameChar = fc.oneof(
  fc.constantFrom('0', '9', '٣', '७', '@', '.', ',', '_', '!', '&', '/', '"', '`', '(', '+', '\t', '\n', '😀', '€'),
  fc
    .integer({ min: 0x21, max: 0xffff })
    .filter((cp) => cp < 0xd800 || cp > 0xdfff)
    .map((cp) => String.fromCodePoint(cp))
    .filter((c) => !/^[\p{L}\p{M} '\u2019-]$/u.test(c)),
);

const NAME_SCHEMAS = [
  { label: 'First name', schema: firstNameSchema, min: 1 },
  { label: 'Last name', schema: lastNameSchema, min: 1 },
  { label: 'Full name', schema: fullNameSchema, min: 2 },
] as const;

describe.each(NAME_SCHEMAS)('$label', ({ label, schema, min }) => {
  it(`accepts letters of any script, spaces, hyphens and apostrophes, ${min} to 100 characters, trimmed`, () => {
    fc.assert(
      fc.property(nameBetween(min, 100), padding, padding, (name, before, after) => {
        expect(parsed(schema, before + name + after)).toBe(name);
      }),
    );
  });

  it('accepts exactly 100 characters and rejects 101 with the length message', () => {
    fc.assert(
      fc.property(nameOfLength(100), nameOfLength(101), (hundred, hundredOne) => {
        expect(messages(schema, hundred)).toEqual([]);
        expect(messages(schema, hundredOne)).toEqual([`${label} must be less than 100 characters`]);
      }),
    );
  });

  it('requires a value: empty or blank gives only the required message', () => {
    fc.assert(
      fc.property(padding, (blank) => {
        expect(messages(schema, blank)).toEqual([`${label} is required`]);
      }),
    );
  });

  it('rejects any digit, symbol or other character with the character message', () => {
    fc.assert(
      fc.property(nameBetween(1, 40), forbiddenNameChar, nameBetween(1, 40), (before, bad, after) => {
        expect(messages(schema, before + bad + after)).toEqual([
          `${label} can only contain letters, spaces, hyphens, and apostrophes`,
        ]);
      }),
    );
  });

  it('accepts letters carrying combining marks, but not a mark on its own', () => {
    for (const name of [
      'अनिल कुमार',
      'Jose\u0301',
      'Nguyễn',
      'Nguye\u0302\u0303n',
      'สมชาย',
      'O’Brien',
      "D'Angelo-Smith",
    ]) {
      expect(messages(schema, name)).toEqual([]);
    }
    expect(messages(schema, '\u0301abc')).toEqual([
      `${label} can only contain letters, spaces, hyphens, and apostrophes`,
    ]);
  });

  it('rejects non-strings', () => {
    expect(schema.safeParse(42).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});

describe('name minimums', () => {
  it('accepts a one-letter first and last name', () => {
    fc.assert(
      fc.property(letter, (single) => {
        expect(messages(firstNameSchema, single)).toEqual([]);
        expect(messages(lastNameSchema, single)).toEqual([]);
      }),
    );
  });

  it('rejects a one-character full name and accepts two', () => {
    fc.assert(
      fc.property(letter, padding, nameOfLength(2), (single, pad, two) => {
        expect(messages(fullNameSchema, pad + single + pad)).toEqual(['Full name must be at least 2 characters']);
        expect(messages(fullNameSchema, two)).toEqual([]);
      }),
    );
  });

  it('matches the SPEC wording for the first-name examples', () => {
    expect(messages(firstNameSchema, '')).toEqual(['First name is required']);
    expect(messages(firstNameSchema, 'a'.repeat(101))).toEqual(['First name must be less than 100 characters']);
  });
});

// ---------------------------------------------------------------- company

const nonBlankChar = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => c.trim() !== '');
function textOfLength(length: number): fc.Arbitrary<string> {
  return fc
    .tuple(nonBlankChar, fc.string({ minLength: length - 2, maxLength: length - 2 }), nonBlankChar)
    .map(([first, middle, last]) => first + middle + last);
}

describe('companySchema', () => {
  it('accepts anything up to 200 characters after trimming, including empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), padding, (company, pad) => {
        expect(parsed(companySchema, pad + company + pad)).toBe(company.trim());
      }),
    );
    expect(parsed(companySchema, '')).toBe('');
  });

  it('accepts exactly 200 and rejects 201 with the SPEC message', () => {
    fc.assert(
      fc.property(textOfLength(200), textOfLength(201), (ok, tooLong) => {
        expect(messages(companySchema, ok)).toEqual([]);
        expect(messages(companySchema, tooLong)).toEqual(['Company name must be less than 200 characters']);
      }),
    );
  });
});

// ---------------------------------------------------------------- phone

const INVALID_PHONE = 'Invalid phone number format';
const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map(join);
const leadDigit = fc.constantFrom(...'123456789');
const plus = fc.constantFrom('', '+');
/** What the rule allows: optional plus, a digit 1-9, up to 15 more digits. */
const validPhone = fc.tuple(plus, leadDigit, digits(0, 15)).map(join);

describe('phoneSchema', () => {
  it('accepts an optional plus, a leading digit 1-9 and up to 15 more digits', () => {
    fc.assert(
      fc.property(validPhone, padding, (phone, pad) => {
        expect(parsed(phoneSchema, pad + phone + pad)).toBe(phone);
      }),
    );
  });

  it('is optional: empty or blank means no phone', () => {
    fc.assert(
      fc.property(padding, (blank) => {
        expect(parsed(phoneSchema, blank)).toBe('');
      }),
    );
  });

  it('accepts 16 digits and rejects 17 to 20, with or without the plus', () => {
    fc.assert(
      fc.property(plus, leadDigit, digits(15, 15), digits(1, 4), (sign, lead, rest, extra) => {
        expect(messages(phoneSchema, sign + lead + rest)).toEqual([]);
        expect(messages(phoneSchema, sign + lead + rest + extra)).toEqual([INVALID_PHONE]);
      }),
    );
  });

  it('rejects anything longer than 20 characters with one message', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 21, maxLength: 60 }).filter((s) => s.trim().length > 20),
        (long) => {
          expect(messages(phoneSchema, long)).toEqual([INVALID_PHONE]);
        },
      ),
    );
  });

  it('rejects a leading zero', () => {
    fc.assert(
      fc.property(plus, digits(0, 15), (sign, rest) => {
        expect(messages(phoneSchema, `${sign}0${rest}`)).toEqual([INVALID_PHONE]);
      }),
    );
  });

  it('rejects letters, spaces and punctuation anywhere inside the number', () => {
    const intruder = fc.oneof(
      fc.constantFrom(' ', '-', '(', ')', '.', '/', '#', '*', '+', 'x', 'e', '\t', '٣', '１'),
      fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9]/.test(c) && c.trim() !== ''),
    );
    // Inside the number, not at either end, where trimming would remove a space.
    const longEnough = validPhone.filter((phone) => phone.length >= 2);
    fc.assert(
      fc.property(longEnough, intruder, fc.nat(), (phone, bad, at) => {
        const index = 1 + (at % (phone.length - 1));
        expect(messages(phoneSchema, phone.slice(0, index) + bad + phone.slice(index))).toEqual([INVALID_PHONE]);
      }),
    );
  });

  it('rejects examples of common but disallowed formats', () => {
    for (const phone of ['+1 555 123 4567', '(555) 123-4567', '555-1234', '++15551234', '+', 'call me', '0044123']) {
      expect(messages(phoneSchema, phone)).toEqual([INVALID_PHONE]);
    }
    expect(messages(phoneSchema, '+14155550123')).toEqual([]);
  });
});

// ---------------------------------------------------------------- status

const otherString = (allowed: readonly string[]) => fc.string().filter((s) => !allowed.includes(s));

describe('statusSchema and editableStatusSchema', () => {
  it('accepts exactly Active, Inactive and Suspended', () => {
    for (const status of PROFILE_STATUSES) expect(parsed(statusSchema, status)).toBe(status);
    expect(PROFILE_STATUSES).toEqual(['Active', 'Inactive', 'Suspended']);
    fc.assert(
      fc.property(otherString(PROFILE_STATUSES), (other) => {
        expect(messages(statusSchema, other)).toEqual(['Status must be one of: Active, Inactive, Suspended']);
      }),
    );
    expect(messages(statusSchema, 'active')).toEqual(['Status must be one of: Active, Inactive, Suspended']);
  });

  it('lets the update form choose only Active or Suspended', () => {
    expect(EDITABLE_STATUSES).toEqual(['Active', 'Suspended']);
    for (const status of EDITABLE_STATUSES) expect(parsed(editableStatusSchema, status)).toBe(status);
    fc.assert(
      fc.property(otherString(EDITABLE_STATUSES), (other) => {
        expect(messages(editableStatusSchema, other)).toEqual(['Status must be Active or Suspended']);
      }),
    );
    expect(messages(editableStatusSchema, 'Inactive')).toEqual(['Status must be Active or Suspended']);
  });
});

// ---------------------------------------------------------------- email

const emailLocal = fc.stringMatching(/^[a-z0-9]{1,12}(?:[._+-][a-z0-9]{1,8}){0,3}$/);
const domainLabel = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const topLevel = fc.stringMatching(/^[a-z]{2,6}$/);
const validEmail = fc
  .tuple(emailLocal, fc.array(domainLabel, { minLength: 1, maxLength: 3 }), topLevel)
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
/** A valid address of exactly `length` characters: the local part is padded. */
const emailOfLength = (length: number) =>
  validEmail.map((email) => 'a'.repeat(Math.max(0, length - email.length)) + email).filter((e) => e.length === length);

describe('emailSchema', () => {
  it('accepts valid addresses and trims them', () => {
    fc.assert(
      fc.property(validEmail, padding, (email, pad) => {
        expect(parsed(emailSchema, pad + email + pad)).toBe(email);
      }),
    );
  });

  it('accepts 255 characters and rejects 256 with the length message', () => {
    fc.assert(
      fc.property(emailOfLength(255), emailOfLength(256), (ok, tooLong) => {
        expect(messages(emailSchema, ok)).toEqual([]);
        expect(messages(emailSchema, tooLong)).toEqual(['Email must be less than 255 characters']);
      }),
    );
  });

  it('requires a value', () => {
    fc.assert(
      fc.property(padding, (blank) => {
        expect(messages(emailSchema, blank)).toEqual(['Email is required']);
      }),
    );
  });

  it('rejects malformed addresses', () => {
    const malformed = fc.oneof(
      validEmail.map((e) => e.replace('@', '')),
      validEmail.map((e) => e.slice(0, e.indexOf('@') + 1)),
      fc.tuple(emailLocal, domainLabel).map(([local, domain]) => `${local}@${domain}`),
      validEmail.map((e) => `${e.slice(0, e.lastIndexOf('.'))}.c`),
      validEmail.map((e) => `@${e.slice(e.indexOf('@') + 1)}`),
      validEmail.map((e) => e.replace('@', '@@')),
      validEmail.map((e) => e.replace('@', ' @')),
      validEmail.map((e) => `.${e}`),
      validEmail.map((e) => e.replace('@', '..@')),
      fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes('@') && s.trim() !== ''),
    );
    fc.assert(
      fc.property(malformed, (email) => {
        expect(messages(emailSchema, email)).toEqual(['Invalid email address']);
      }),
    );
  });
});

// ---------------------------------------------------------------- password

const LOWER = [...'abcdefghijklmnopqrstuvwxyz'];
const UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const DIGITS = [...'0123456789'];
const SPECIAL = [...'!@#$%^&*()_+-=[]{};:\'",.<>/?`~|\\ '];
const PRINTABLE = [...LOWER, ...UPPER, ...DIGITS, ...SPECIAL];
const CLASS_MESSAGE = 'Password must contain at least one lowercase letter, one uppercase letter, and one number';

/**
 * A password of `minLength` to `maxLength` characters drawn from `pool`, with one character of each of
 * `required` inserted at random places.
 */
function passwordFrom(
  pool: readonly string[],
  required: readonly (readonly string[])[],
  minLength: number,
  maxLength: number,
): fc.Arbitrary<string> {
  const fillerMin = Math.max(0, minLength - required.length);
  const fillerMax = maxLength - required.length;
  return fc
    .tuple(
      fc.array(fc.constantFrom(...pool), { minLength: fillerMin, maxLength: fillerMax }),
      fc.tuple(...required.map((chars) => fc.tuple(fc.constantFrom(...chars), fc.nat()))),
    )
    .map(([filler, inserts]) => {
      const chars = [...filler];
      for (const [char, at] of inserts) chars.splice(at % (chars.length + 1), 0, char);
      return join(chars);
    });
}
const without = (excluded: readonly string[]) => PRINTABLE.filter((c) => !excluded.includes(c));

describe('passwordSchema', () => {
  it('accepts 8 to 128 characters with a lowercase letter, an uppercase letter and a digit', () => {
    fc.assert(
      fc.property(passwordFrom(PRINTABLE, [LOWER, UPPER, DIGITS], 8, 128), (password) => {
        expect(parsed(passwordSchema, password)).toBe(password);
      }),
    );
  });

  it('rejects 7 characters and accepts 8', () => {
    fc.assert(
      fc.property(
        passwordFrom(PRINTABLE, [LOWER, UPPER, DIGITS], 7, 7),
        fc.constantFrom(...PRINTABLE),
        (seven, extra) => {
          expect(messages(passwordSchema, seven)).toEqual(['Password must be at least 8 characters']);
          expect(messages(passwordSchema, seven + extra)).toEqual([]);
        },
      ),
    );
  });

  it('accepts 128 characters and rejects 129', () => {
    fc.assert(
      fc.property(
        passwordFrom(PRINTABLE, [LOWER, UPPER, DIGITS], 128, 128),
        fc.constantFrom(...PRINTABLE),
        (max, extra) => {
          expect(messages(passwordSchema, max)).toEqual([]);
          expect(messages(passwordSchema, max + extra)).toEqual(['Password must be less than 128 characters']);
        },
      ),
    );
  });

  it.each([
    { missing: 'lowercase letter', excluded: LOWER, required: [UPPER, DIGITS] },
    { missing: 'uppercase letter', excluded: UPPER, required: [LOWER, DIGITS] },
    { missing: 'digit', excluded: DIGITS, required: [LOWER, UPPER] },
  ])('rejects a password without a $missing with the character-class message', ({ excluded, required }) => {
    fc.assert(
      fc.property(passwordFrom(without(excluded), required, 8, 128), (password) => {
        expect(messages(passwordSchema, password)).toEqual([CLASS_MESSAGE]);
      }),
    );
  });

  it('reports both the length and the class message for a short, weak password', () => {
    expect(messages(passwordSchema, 'abc')).toEqual(['Password must be at least 8 characters', CLASS_MESSAGE]);
    expect(messages(passwordSchema, 'Password1')).toEqual([]);
  });
});

describe('loginPasswordSchema', () => {
  it('accepts any non-empty password as typed and rejects an empty one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (password) => {
        expect(parsed(loginPasswordSchema, password)).toBe(password);
      }),
    );
    expect(messages(loginPasswordSchema, '')).toEqual(['Password is required']);
  });
});

// ---------------------------------------------------------------- reset checklist

const failing = (value: string) => NEW_PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.id);
const ALL_CLASSES = [UPPER, LOWER, DIGITS, SPECIAL] as const;

describe('NEW_PASSWORD_RULES', () => {
  it('lists the five checklist rules of the reset screen in order', () => {
    expect(NEW_PASSWORD_RULES.map(({ id, label }) => [id, label])).toEqual([
      ['length', 'At least 8 characters'],
      ['uppercase', 'One uppercase letter'],
      ['lowercase', 'One lowercase letter'],
      ['number', 'One number'],
      ['special', 'One special character'],
    ]);
  });

  it('passes every rule for 8+ characters with all four character classes', () => {
    fc.assert(
      fc.property(passwordFrom(PRINTABLE, ALL_CLASSES, 8, 64), (password) => {
        expect(failing(password)).toEqual([]);
        expect(newPasswordRulesMet(password)).toBe(true);
      }),
    );
  });

  it('fails only the length rule at 7 characters', () => {
    fc.assert(
      fc.property(passwordFrom(PRINTABLE, ALL_CLASSES, 4, 7), (password) => {
        expect(failing(password)).toEqual(['length']);
        expect(newPasswordRulesMet(password)).toBe(false);
      }),
    );
  });

  it.each([
    { id: 'uppercase', excluded: UPPER },
    { id: 'lowercase', excluded: LOWER },
    { id: 'number', excluded: DIGITS },
    { id: 'special', excluded: SPECIAL },
  ])('fails only the $id rule when that class is missing', ({ id, excluded }) => {
    const required = ALL_CLASSES.filter((chars) => chars !== excluded);
    fc.assert(
      fc.property(passwordFrom(without(excluded), required, 8, 64), (password) => {
        expect(failing(password)).toEqual([id]);
        expect(newPasswordRulesMet(password)).toBe(false);
      }),
    );
  });

  it('treats ASCII letters and digits as their own classes and any other character as special', () => {
    const inRange = (c: string, from: string, to: string) => c >= from && c <= to;
    // Any code point, biased towards printable ASCII (fast-check's 'binary' unit is slow to build).
    const codePoint = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0, max: 0x10ffff }));
    const anyText = fc
      .array(codePoint, { maxLength: 16 })
      .map((cps) => join(cps.map((cp) => String.fromCodePoint(cp))));
    fc.assert(
      fc.property(anyText, (value) => {
        const chars = [...value];
        const expected: string[] = [];
        if (value.length < 8) expected.push('length');
        if (!chars.some((c) => inRange(c, 'A', 'Z'))) expected.push('uppercase');
        if (!chars.some((c) => inRange(c, 'a', 'z'))) expected.push('lowercase');
        if (!chars.some((c) => inRange(c, '0', '9'))) expected.push('number');
        if (chars.every((c) => inRange(c, 'A', 'Z') || inRange(c, 'a', 'z') || inRange(c, '0', '9')))
          expected.push('special');
        expect(failing(value)).toEqual(expected);
        expect(newPasswordRulesMet(value)).toBe(expected.length === 0);
      }),
    );
    expect(failing('Pässword1')).toEqual([]);
  });
});

// ---------------------------------------------------------------- contact message

describe('messageSchema', () => {
  it('accepts 10 to 2000 characters after trimming', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 2000 }).chain(textOfLength), padding, (message, pad) => {
        expect(parsed(messageSchema, pad + message + pad)).toBe(message);
      }),
    );
  });

  it('rejects 9 characters and 2001 characters, whatever the padding', () => {
    fc.assert(
      fc.property(textOfLength(9), textOfLength(2001), padding, (short, long, pad) => {
        expect(messages(messageSchema, pad + short + pad)).toEqual(['Message must be at least 10 characters']);
        expect(messages(messageSchema, pad + long + pad)).toEqual(['Message must be less than 2000 characters']);
      }),
    );
    expect(messages(messageSchema, `   ${'x'.repeat(9)}   `)).toEqual(['Message must be at least 10 characters']);
  });
});

// ---------------------------------------------------------------- roles and user ids

describe('appRoleSchema', () => {
  it('accepts user, admin and moderator and nothing else', () => {
    expect(APP_ROLES).toEqual(['user', 'admin', 'moderator']);
    for (const role of APP_ROLES) expect(parsed(appRoleSchema, role)).toBe(role);
    fc.assert(
      fc.property(
        fc.oneof(otherString(APP_ROLES), fc.constantFrom('User', 'ADMIN', 'Moderator', ' user', '')),
        (role) => {
          expect(messages(appRoleSchema, role)).toEqual(['Role must be one of: user, admin, moderator']);
        },
      ),
    );
  });
});

const UUID_MESSAGE = 'Invalid user ID format';
/** Indexes of the hex digits in the 8-4-4-4-12 form (everything but the hyphens). */
const HEX_POSITIONS = [...Array(36).keys()].filter((i) => ![8, 13, 18, 23].includes(i));
describe('userIdSchema', () => {
  it('accepts RFC 9562 UUIDs in either case', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.boolean(), (id, upper) => {
        const value = upper ? id.toUpperCase() : id;
        expect(parsed(userIdSchema, value)).toBe(value);
      }),
    );
    expect(messages(userIdSchema, crypto.randomUUID())).toEqual([]);
  });

  it('rejects anything that is not a UUID', () => {
    const hex = fc.constantFrom(...'0123456789abcdef');
    const broken = fc.oneof(
      fc.string().filter((s) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)),
      fc.tuple(fc.uuid(), fc.integer({ min: 0, max: 35 })).map(([id, at]) => id.slice(0, at) + id.slice(at + 1)),
      fc.tuple(fc.uuid(), hex).map(([id, extra]) => id + extra),
      fc
        .tuple(fc.uuid(), fc.constantFrom(...HEX_POSITIONS))
        .map(([id, at]) => id.slice(0, at) + 'g' + id.slice(at + 1)),
      fc.uuid().map((id) => id.replaceAll('-', '')),
      fc.uuid().map((id) => `{${id}}`),
      fc.uuid().map((id) => ` ${id}`),
    );
    fc.assert(
      fc.property(broken, (value) => {
        expect(messages(userIdSchema, value)).toEqual([UUID_MESSAGE]);
      }),
    );
  });
});
