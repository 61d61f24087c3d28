// Text that a client sends (issue 15): no control characters, no unpaired surrogates. A NUL
// reaches PostgreSQL as an error (a 500), a lone surrogate is stored as U+FFFD; C0/C1 controls
// and DEL have no place in a name, an e-mail or a code. Every string of a request schema is
// `text()`; the services also refuse such a string anywhere in a request before any schema
// (services/common validate), with the same predicate.
import { z } from 'zod';

/** C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but for line feed, carriage return and tab (multi-line text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  /** Allow \n, \r and \t (a field that legitimately holds several lines); other controls stay refused. */
  multiline?: boolean;
  /** The refusal's message where a form needs its own (default UNSAFE_TEXT_MESSAGE). */
  message?: string;
}

/** The message of a refused string (the 400 names the field before it). */
export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters or unpaired surrogates';

function isWellFormed(value: string): boolean {
  // String.prototype.isWellFormed (ES2024; Node 20) where there is one, else the same rule.
  const native = (value as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof native === 'function' ? native.call(value) : !LONE_SURROGATE.test(value);
}

/**
 * Whether `value` is acceptable client text: well-formed UTF-16 (no unpaired surrogate) and no
 * C0 control, DEL or C1 control — except \n, \r and \t when `multiline`.
 */
export function isSafeText(value: string, options: Pick<TextOptions, 'multiline'> = {}): boolean {
  return !(options.multiline ? CONTROL_BUT_LINES : CONTROL).test(value) && isWellFormed(value);
}

/**
 * `z.string()` that refuses what `isSafeText` refuses. The check runs on the raw input, before
 * any `.trim()` chained after it; a refine keeps the ZodString type, so `.trim().min(1).max(n)`,
 * `.regex()` and `.email()` chain as on `z.string()`.
 */
export function text(options: TextOptions = {}, params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => isSafeText(value, options), options.message ?? UNSAFE_TEXT_MESSAGE);
}

/**
 * The path of the first string in `value` (nested objects and arrays, their keys too) that is not
 * safe text, or null when there is none: the services' check of a whole request before any
 * schema. Values may hold several lines (\n, \r, \t: the schemas decide which fields may); keys
 * may not. A bad key is reported by its parent's path (the key itself is never echoed).
 */
export function unsafeTextPath(value: unknown): (string | number)[] | null {
  // A loop, not recursion: a body nested 10 000 deep (20 KB) overflowed the stack, a 500 (issue 15
  // fuzzing). Each entry links to its parent, so the path is built once, for what is refused.
  interface Entry {
    node: unknown;
    key?: string | number;
    parent?: Entry;
    /** An object's key, checked when its entry comes up (the order of the recursive walk). */
    checkKey?: boolean;
  }
  const pathOf = (entry: Entry | undefined) => {
    const path: (string | number)[] = [];
    for (let at = entry; at?.parent; at = at.parent) path.push(at.key!);
    return path.reverse();
  };
  const seen = new Set<object>();
  const stack: Entry[] = [{ node: value }];
  while (stack.length) {
    const entry = stack.pop()!;
    const { node } = entry;
    if (entry.checkKey && !isSafeText(String(entry.key))) return pathOf(entry.parent);
    if (typeof node === 'string') {
      if (!isSafeText(node, { multiline: true })) return pathOf(entry);
      continue;
    }
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const children: Entry[] = Array.isArray(node)
      ? node.map((child: unknown, i) => ({ node: child, key: i, parent: entry }))
      : Object.entries(node).map(([key, child]) => ({ node: child, key, parent: entry, checkKey: true }));
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return null;
}

/** "email: must not contain …" for the first unsafe string in `value` (`root` when it is `value` itself), or null. */
export function unsafeTextProblem(value: unknown, root = 'body'): string | null {
  const path = unsafeTextPath(value);
  return path && `${path.length ? path.map(String).join('.') : root}: ${UNSAFE_TEXT_MESSAGE}`;
}
