// Issue 15: client text refuses C0 controls, DEL, C1 controls and unpaired surrogates.
import { z } from 'zod';
import {
  isSafeText,
  loginRequestSchema,
  personalityFormSchema,
  QUESTIONNAIRE_MESSAGES,
  registerRequestSchema,
  saveExamEmailRequestSchema,
  text,
  UNSAFE_TEXT_MESSAGE,
  unsafeTextPath,
  unsafeTextProblem,
} from './index';
import { internalMailRequestSchema } from './user-api';

const REFUSED: Array<[string, string]> = [
  ['NUL', 'a\u0000b'],
  ['U+0001', 'a\u0001b'],
  ['U+001F', 'a\u001fb'],
  ['DEL', 'a\u007fb'],
  ['NEL (C1)', 'a\u0085b'],
  ['U+009F (C1)', 'a\u009fb'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone high surrogate at the end', 'ab\udbff'],
  ['a lone low surrogate', 'a\udc00b'],
  ['a low surrogate before a high one', '\ude00\ud83d'],
];
const ACCEPTED: Array<[string, string]> = [
  ['plain ASCII', 'ada@example.com'],
  ['an emoji (a surrogate pair)', 'Ada 😀'],
  ['letters beyond Latin-1', 'Zoë Ωμέγα 李小龍 ß'],
  ['U+00A0 (after C1)', 'a\u00a0b'],
  ['the empty string', ''],
];

describe('isSafeText', () => {
  test.each(REFUSED)('refuses %s', (_name, value) => {
    expect(isSafeText(value)).toBe(false);
    expect(isSafeText(value, { multiline: true })).toBe(false);
  });
  test.each(ACCEPTED)('accepts %s', (_name, value) => {
    expect(isSafeText(value)).toBe(true);
  });
  test.each([
    ['\\n', 'a\nb'],
    ['\\r', 'a\rb'],
    ['\\t', 'a\tb'],
  ])('%s: refused in single-line text, allowed in multi-line text', (_name, value) => {
    expect(isSafeText(value)).toBe(false);
    expect(isSafeText(value, { multiline: true })).toBe(true);
  });
  test('the same answer without String.prototype.isWellFormed (older browsers)', () => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, 'isWellFormed');
    delete (String.prototype as { isWellFormed?: unknown }).isWellFormed;
    try {
      for (const [, value] of REFUSED) expect(isSafeText(value)).toBe(false);
      for (const [, value] of ACCEPTED) expect(isSafeText(value)).toBe(true);
    } finally {
      if (native) Object.defineProperty(String.prototype, 'isWellFormed', native);
    }
  });
});

describe('text()', () => {
  test('refuses with a message naming the field; keeps the string chain (trim, min, max, email)', () => {
    const schema = z.object({ email: text().trim().toLowerCase().max(254).email() });
    expect(schema.parse({ email: ' Ada@Example.com ' })).toEqual({ email: 'ada@example.com' });
    const failed = schema.safeParse({ email: 'a\u0000b@example.com' });
    expect(failed.success).toBe(false);
    expect(failed.error!.issues[0]).toMatchObject({ path: ['email'], message: UNSAFE_TEXT_MESSAGE });
    expect(schema.safeParse({ email: 1 }).success).toBe(false);
  });
  test('the check runs on the raw input, before a trim would hide a control character', () => {
    expect(text().trim().safeParse('\tada').success).toBe(false);
    expect(text().trim().safeParse('ada\n').success).toBe(false);
  });
  test('multiline allows \\n \\r \\t only', () => {
    expect(text({ multiline: true }).safeParse('line 1\r\n\tline 2').success).toBe(true);
    expect(text({ multiline: true }).safeParse('line\u0000').success).toBe(false);
  });
  test('a form may give its own message', () => {
    expect(text({ message: 'nope' }).safeParse('\u0001').error!.issues[0]!.message).toBe('nope');
  });
});

describe('request schemas', () => {
  test.each([
    ['exam e-mail', saveExamEmailRequestSchema, { email: 'a\u0000b@example.com' }, 'email'],
    ['exam e-mail, lone surrogate', saveExamEmailRequestSchema, { email: '\ud800@example.com' }, 'email'],
    ['login e-mail', loginRequestSchema, { email: 'a\u0001@example.com', password: 'x' }, 'email'],
    ['login password', loginRequestSchema, { email: 'a@example.com', password: 'pass\u007f' }, 'password'],
    [
      'register name with a newline',
      registerRequestSchema,
      {
        name: 'Ada\nLovelace',
        email: 'a@example.com',
        password: 'password1',
        passwordRepeat: 'password1',
        privacyAgreed: true,
      },
      'name',
    ],
    [
      'mail subject (single line: header injection)',
      internalMailRequestSchema,
      { to: 'a@example.com', kind: 'reset', dedupeKey: 'k', subject: 'Hi\r\nBcc: x', text: 'body' },
      'subject',
    ],
  ])('%s is refused', (_name, schema: z.ZodType, body, field) => {
    const parsed = schema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toContainEqual(
      expect.objectContaining({ path: [field], message: UNSAFE_TEXT_MESSAGE }),
    );
  });
  test('mail bodies are the multi-line fields: \\n and \\t pass, a NUL does not', () => {
    const mail = {
      to: 'a@example.com',
      kind: 'reset',
      dedupeKey: 'k',
      subject: 'Hi',
      text: 'Hello,\n\n\tlink\r\n',
      html: '<p>\n</p>',
    };
    expect(internalMailRequestSchema.safeParse(mail).success).toBe(true);
    expect(internalMailRequestSchema.safeParse({ ...mail, text: 'a\u0000' }).success).toBe(false);
  });
  test('the personality form answers its own spec messages for the e-mail and the country', () => {
    const form = {
      firstName: 'Ada',
      lastName: 'L',
      email: 'a\u0000@example.com',
      birthYear: 1990,
      gender: 'female',
      country: 'D\u0000',
    };
    const issues = personalityFormSchema.safeParse(form).error!.issues;
    expect(issues.find((i) => i.path[0] === 'email')!.message).toBe(QUESTIONNAIRE_MESSAGES.emailInvalid);
    expect(issues.find((i) => i.path[0] === 'country')!.message).toBe(QUESTIONNAIRE_MESSAGES.countryRequired);
  });
});

describe('unsafeTextPath / unsafeTextProblem (the services check every request with them)', () => {
  test('finds the first unsafe string in nested objects and arrays', () => {
    expect(unsafeTextPath({ a: 'ok', b: { c: ['ok', 'x\u0000'] } })).toEqual(['b', 'c', 1]);
    expect(unsafeTextPath({ a: ['😀', { b: '\udc00' }] })).toEqual(['a', 1, 'b']);
    expect(unsafeTextProblem({ email: 'a\u0000b@example.com' })).toBe(`email: ${UNSAFE_TEXT_MESSAGE}`);
  });
  test('a bare string is named by its root', () => {
    expect(unsafeTextProblem('12\u0000', 'examId')).toBe(`examId: ${UNSAFE_TEXT_MESSAGE}`);
  });
  test('keys too, reported by the parent (never echoed)', () => {
    expect(unsafeTextPath({ nested: { 'k\u0000': 1 } })).toEqual(['nested']);
    expect(unsafeTextProblem({ 'k\ud800': 1 }, 'query')).toBe(`query: ${UNSAFE_TEXT_MESSAGE}`);
    expect(unsafeTextPath({ 'a\nb': 1 })).toEqual([]);
  });
  test('values may hold several lines (the schemas decide which fields may); safe input is null', () => {
    expect(unsafeTextPath({ text: 'a\r\n\tb', n: 1, t: true, z: null, u: undefined, e: '😀' })).toBeNull();
    expect(unsafeTextProblem(undefined)).toBeNull();
  });
  test('a cycle does not loop', () => {
    const node: Record<string, unknown> = { a: 'ok' };
    node.self = node;
    expect(unsafeTextPath(node)).toBeNull();
  });
});
