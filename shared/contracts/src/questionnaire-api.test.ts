// Questionnaire results: the issue 36 fields (decided, margin, nearest, no letter on a balanced
// axis) and the results stored before them, which the order service still serves.
import {
  brainDominanceResultSchema,
  eqResultSchema,
  isAxisDecided,
  sixteenTypesResultSchema,
  type SixteenTypesAxisView,
} from './questionnaire-api';

const axis = (overrides: Partial<SixteenTypesAxisView>): SixteenTypesAxisView => ({
  axis: 'EI',
  firstLetter: 'E',
  secondLetter: 'I',
  firstPercent: 50,
  secondPercent: 50,
  letter: 'E',
  tie: true,
  ...overrides,
});

const legacy = {
  kind: 'sixteen-types',
  typeCode: 'ESTJ',
  axes: [
    axis({}),
    axis({
      axis: 'SN',
      firstLetter: 'S',
      secondLetter: 'N',
      firstPercent: 62,
      secondPercent: 38,
      letter: 'S',
      tie: false,
    }),
    axis({
      axis: 'TF',
      firstLetter: 'T',
      secondLetter: 'F',
      firstPercent: 50,
      secondPercent: 50,
      letter: 'T',
    }),
    axis({
      axis: 'JP',
      firstLetter: 'J',
      secondLetter: 'P',
      firstPercent: 53,
      secondPercent: 47,
      letter: 'J',
      tie: false,
    }),
  ],
};

test('a result stored before issue 36 still parses; only its exact ties read as balanced', () => {
  const parsed = sixteenTypesResultSchema.parse(legacy);
  expect(parsed.axes.map(isAxisDecided)).toEqual([false, true, false, true]);
  expect(
    brainDominanceResultSchema.parse({
      kind: 'brain-dominance',
      leftPercent: 60,
      rightPercent: 40,
      dominant: 'left',
    }),
  ).not.toHaveProperty('margin');
});

test('a result with balanced axes: no type, no letter on them, the nearest types', () => {
  const parsed = sixteenTypesResultSchema.parse({
    ...legacy,
    typeCode: null,
    nearest: ['ESTJ', 'ENTJ'],
    axes: legacy.axes.map((a, i) => ({
      ...a,
      letter: i === 1 ? null : a.letter,
      decided: i !== 1,
      margin: 7,
    })),
  });
  expect(parsed.axes.map(isAxisDecided)).toEqual([true, false, true, true]);
  // No letter, nothing stated, whatever the flag says.
  expect(isAxisDecided(axis({ decided: true, letter: null }))).toBe(false);
});

test.each([
  ['a type code that is not one', { ...legacy, typeCode: 'XSTJ' }],
  ['an empty nearest list', { ...legacy, nearest: [] }],
  ['a nearest entry that is not a type', { ...legacy, nearest: ['ESTJ', 'E?TJ'] }],
  ['a margin over 100', { ...legacy, axes: legacy.axes.map((a) => ({ ...a, margin: 101 })) }],
  ['a fractional margin', { ...legacy, axes: legacy.axes.map((a) => ({ ...a, margin: 2.5 })) }],
  ['an unknown field', { ...legacy, leaningCode: 'ESTJ' }],
])('refused: %s', (_name, value) => {
  expect(sixteenTypesResultSchema.safeParse(value).success).toBe(false);
});

test('EQ scales and brain dominance take a margin too', () => {
  const scales = ['self-awareness', 'self-regulation', 'self-motivation', 'empathy', 'social-skill'].map(
    (key) => ({ key, percent: 40, margin: 9 }),
  );
  expect(eqResultSchema.parse({ kind: 'eq', scales, overall: { percent: 40 } }).scales[0]).toEqual({
    key: 'self-awareness',
    percent: 40,
    margin: 9,
  });
  expect(
    brainDominanceResultSchema.parse({
      kind: 'brain-dominance',
      leftPercent: 54,
      rightPercent: 46,
      dominant: 'balanced',
      margin: 6,
    }),
  ).toMatchObject({ dominant: 'balanced', margin: 6 });
});
