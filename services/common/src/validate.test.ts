// validate(): the services' one entry for request input. Issue 15: before any schema, a control
// character or an unpaired surrogate anywhere in the input is a 400 naming its field — so an
// endpoint whose schema is a plain z.string() (one that missed contracts' text()) still refuses it.
import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE } from '@iq/contracts';
import { BadRequestError } from './errors';
import { validate } from './validate';

const loose = z.object({
  email: z.string(),
  tags: z.array(z.string()).optional(),
  meta: z.record(z.string(), z.string()).optional(),
});

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('validate refuses unsafe text before the schema', () => {
  test.each([
    ['NUL', 'a\u0000b@example.com'],
    ['U+0001', '\u0001a@example.com'],
    ['DEL', 'a\u007f@example.com'],
    ['C1 U+0085', 'a\u0085@example.com'],
    ['a lone high surrogate', '\ud800@example.com'],
    ['a lone low surrogate', 'a@example.com\udfff'],
  ])('%s in a field of a plain z.string() schema: 400 naming the field', (_name, email) => {
    expect(refusal(() => validate(loose, { email }))).toBe(`email: ${UNSAFE_TEXT_MESSAGE}`);
  });
  test('nested arrays and objects, keys too; a bare value is named by its root', () => {
    expect(refusal(() => validate(loose, { email: 'a@b.co', tags: ['ok', 'x\u0000'] }))).toBe(
      `tags.1: ${UNSAFE_TEXT_MESSAGE}`,
    );
    expect(refusal(() => validate(loose, { email: 'a@b.co', meta: { 'k\u0000': 'v' } }))).toBe(
      `meta: ${UNSAFE_TEXT_MESSAGE}`,
    );
    expect(refusal(() => validate(z.string(), 'x\ud800', 'remote'))).toBe(`remote: ${UNSAFE_TEXT_MESSAGE}`);
    expect(refusal(() => validate(z.unknown(), { 'k\u0001': 1 }, 'query'))).toBe(
      `query: ${UNSAFE_TEXT_MESSAGE}`,
    );
  });
  test('even where the schema would not look (an unknown key it strips)', () => {
    expect(refusal(() => validate(loose, { email: 'a@b.co', extra: '\u0000' }))).toBe(
      `extra: ${UNSAFE_TEXT_MESSAGE}`,
    );
  });
  test('safe input parses as before: emoji, letters, and line breaks (the schema decides where they may be)', () => {
    expect(validate(loose, { email: 'zoë😀@example.com', tags: ['a\nb'] })).toEqual({
      email: 'zoë😀@example.com',
      tags: ['a\nb'],
    });
    expect(refusal(() => validate(loose, { email: 1 }))).toMatch(/^email: /);
  });
});
