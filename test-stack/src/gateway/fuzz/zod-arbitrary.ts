// zod 4 → fast-check (issue 15): valid values generated from a contract's own definition, since
// no bridge library reads zod 4 yet. The structure (objects, enums, unions, string lengths and
// patterns, number bounds) steers generation; refinements cannot be read, so every value is
// filtered through the schema itself: whatever comes out, the contract accepts.
import fc from 'fast-check';
import type { z } from 'zod';

/** Arbitraries for values a definition cannot describe (a refine such as isIsoDate), by field name. */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Plain safe characters: what a name or a code is made of when no pattern says otherwise. */
const PLAIN = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.éü漢'.split(''),
);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let min = 0;
  let max = 40;
  const patterns: RegExp[] = [];
  let email = false;
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum!);
    if (check.check === 'max_length') max = Math.min(max, check.maximum!);
    if (check.check === 'length_equals') min = max = check.length!;
    if (check.check === 'string_format' && check.format === 'email') email = true;
    else if (check.check === 'string_format' && check.pattern) patterns.push(check.pattern);
  }
  if (email) {
    const part = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    return fc
      .tuple(part, part, fc.constantFrom('com', 'de', 'example'))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
  }
  // A pattern fixes the shape; lengths are then checked by the schema's own filter.
  if (patterns.length) return fc.stringMatching(patterns[0]!);
  return fc.string({ unit: PLAIN, minLength: min, maxLength: Math.max(min, max) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = check.format !== 'float64' && check.format !== 'float32';
    if (check.check === 'greater_than')
      min = Math.max(min, check.inclusive ? check.value! : check.value! + (integer ? 1 : 1e-9));
    if (check.check === 'less_than')
      max = Math.min(max, check.inclusive ? check.value! : check.value! - (integer ? 1 : 1e-9));
  }
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values shaped by `schema` (not yet filtered; see validArbitrary). */
function shaped(schema: z.ZodType, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(shaped(def.innerType as z.ZodType, hints, depth), { nil: undefined });
    case 'nullable':
      return fc.option(shaped(def.innerType as z.ZodType, hints, depth), { nil: null });
    case 'default':
    case 'readonly':
    case 'catch':
      return shaped(def.innerType as z.ZodType, hints, depth);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => shaped(option, hints, depth)));
    case 'pipe': {
      // A transform in front (trim, normalise) keeps the input's shape: generate what comes out.
      const input = def.in as z.ZodType;
      const hasTransform = defOf(input).type === 'pipe' || defOf(input).type === 'transform';
      return shaped(hasTransform ? (def.out as z.ZodType) : input, hints, depth);
    }
    case 'array': {
      const element = shaped(def.element as z.ZodType, hints, depth + 1);
      let minLength = 0;
      let maxLength = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = check.minimum!;
        if (check.check === 'max_length') maxLength = Math.min(maxLength, check.maximum!);
        if (check.check === 'length_equals') minLength = maxLength = check.length!;
      }
      return fc.array(element, { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'record':
      return fc.dictionary(
        shaped(def.keyType as z.ZodType, hints, depth + 1) as fc.Arbitrary<string>,
        shaped(def.valueType as z.ZodType, hints, depth + 1),
        { maxKeys: 3 },
      );
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const entries = Object.entries(shape);
      const required = entries.filter(([, field]) => defOf(field).type !== 'optional').map(([key]) => key);
      const model = Object.fromEntries(
        entries.map(([key, field]) => {
          const fieldDef = defOf(field);
          const inner = fieldDef.type === 'optional' ? (fieldDef.innerType as z.ZodType) : field;
          return [key, hints[key] ?? shaped(inner, hints, depth + 1)];
        }),
      );
      return fc.record(model, { requiredKeys: required });
    }
    default:
      // Transforms and anything else without a shape: a string is the commonest wire value.
      return fc.string({ unit: PLAIN, maxLength: 20 });
  }
}

/** Values `schema` accepts, generated from its definition (`hints` for refinements it cannot show). */
export function validArbitrary<S extends z.ZodType>(schema: S, hints: Hints = {}): fc.Arbitrary<z.input<S>> {
  return shaped(schema, hints, 0).filter((value) => schema.safeParse(value).success) as fc.Arbitrary<
    z.input<S>
  >;
}
