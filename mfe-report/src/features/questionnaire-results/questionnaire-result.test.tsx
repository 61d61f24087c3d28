// Issue 36 on screen: a letter only on a decided axis, the type (name, description) only when all
// four are decided, a balanced axis with both poles described; EQ near a band boundary; brain
// dominance within its margin. Expected texts come from the copy tables, spelled out per case.
import { screen, within } from '@testing-library/react';
import type { LocaleTag, QuestionnaireResult, SixteenTypesResultView } from '@iq/contracts';
import {
  AXIS_POLE_DESCRIPTIONS,
  AXIS_POLE_LABELS,
  EQ_SCALE_COPY,
  TYPE_DESCRIPTIONS,
  type AxisPole,
} from '@iq/report-copy/src/questionnaires';
import { loadEnglish, renderAt } from '../../testing/report-test-kit';
import { axisOf, personalityResult } from '../../testing/questionnaire-fixtures';
import { QuestionnaireResultView } from './questionnaire-result';
import { summarizeSixteenTypes } from './sixteen-types-summary';

beforeAll(loadEnglish);

const show = (result: QuestionnaireResult, hl: LocaleTag = 'en-US') =>
  renderAt('/r', '/r', <QuestionnaireResultView result={result} />, { hl });

const DECIDED = personalityResult(
  [axisOf('EI', 38, 6), axisOf('SN', 40, 7), axisOf('TF', 62, 5), axisOf('JP', 58, 6)],
  ['INTJ'],
);
// J/P leans 3 points toward J against a margin of 7: balanced.
const ONE_BALANCED = personalityResult(
  [axisOf('EI', 38, 6), axisOf('SN', 40, 7), axisOf('TF', 62, 5), axisOf('JP', 53, 7)],
  ['INTJ', 'INTP'],
);
const TWO_BALANCED = personalityResult(
  [axisOf('EI', 78, 6), axisOf('SN', 47, 7), axisOf('TF', 20, 5), axisOf('JP', 50, 9)],
  ['ENFJ', 'ESFJ', 'ENFP', 'ESFP'],
);
// Every item "Very much": reversed items cancel agreement out, so every axis is balanced.
const ALL_AGREE = personalityResult(
  [axisOf('EI', 60, 17), axisOf('SN', 50, 17), axisOf('TF', 50, 17), axisOf('JP', 50, 17)],
  [
    'ESTJ',
    'ESTP',
    'ESFJ',
    'ESFP',
    'ENTJ',
    'ENTP',
    'ENFJ',
    'ENFP',
    'ISTJ',
    'ISTP',
    'ISFJ',
    'ISFP',
    'INTJ',
    'INTP',
    'INFJ',
    'INFP',
  ],
);
/** Stored before issue 36: no decided, margin or nearest; an exact 50 % took the first letter. */
const LEGACY_TIE: SixteenTypesResultView = {
  kind: 'sixteen-types',
  typeCode: 'ESTJ',
  axes: [
    {
      axis: 'EI',
      firstLetter: 'E',
      secondLetter: 'I',
      firstPercent: 70,
      secondPercent: 30,
      letter: 'E',
      tie: false,
    },
    {
      axis: 'SN',
      firstLetter: 'S',
      secondLetter: 'N',
      firstPercent: 62,
      secondPercent: 38,
      letter: 'S',
      tie: false,
    },
    {
      axis: 'TF',
      firstLetter: 'T',
      secondLetter: 'F',
      firstPercent: 50,
      secondPercent: 50,
      letter: 'T',
      tie: true,
    },
    {
      axis: 'JP',
      firstLetter: 'J',
      secondLetter: 'P',
      firstPercent: 66,
      secondPercent: 34,
      letter: 'J',
      tie: false,
    },
  ],
};

describe('summarizeSixteenTypes', () => {
  test.each([
    ['all decided', DECIDED, 'INTJ', 'INTJ', []],
    ['J/P balanced', ONE_BALANCED, null, 'INTX', ['INTJ', 'INTP']],
    ['S/N and J/P balanced', TWO_BALANCED, null, 'EXFX', ['ENFJ', 'ESFJ', 'ENFP', 'ESFP']],
    ['all balanced', ALL_AGREE, null, 'XXXX', []],
    // No `nearest` stored: worked out from the letters and the percentages, T first on the tie.
    ['stored before issue 36, a tie on T/F', LEGACY_TIE, null, 'ESXJ', ['ESTJ', 'ESFJ']],
  ] as const)('%s', (_name, result, type, pattern, between) => {
    const summary = summarizeSixteenTypes(result);
    expect([summary.type, summary.pattern, summary.between]).toEqual([type, pattern, between]);
  });

  test('stored before issue 36 without a tie: the type as it was', () => {
    const legacy = {
      ...LEGACY_TIE,
      axes: LEGACY_TIE.axes.map((a) => ({ ...a, firstPercent: 58, secondPercent: 42, tie: false })),
    };
    expect(summarizeSixteenTypes(legacy)).toMatchObject({ type: 'ESTJ', pattern: 'ESTJ', balancedCount: 0 });
  });
});

/** The letters stated on an axis row: each pole's name shown with its description. */
const describedPoles = (row: HTMLElement) =>
  (['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'] as AxisPole[]).filter((p) =>
    within(row).queryByTestId(`pole-${p}`),
  );

function expectPoleDescribed(row: HTMLElement, letter: AxisPole, locale: LocaleTag = 'en-US') {
  const pole = within(row).getByTestId(`pole-${letter}`);
  expect(pole).toHaveTextContent(AXIS_POLE_LABELS[letter][locale]);
  expect(pole).toHaveTextContent(AXIS_POLE_DESCRIPTIONS[letter][locale]);
}

describe('the personality result', () => {
  test('all four axes decided: the type, its name and sections; each axis describes its letter only', () => {
    show(DECIDED);
    const intj = TYPE_DESCRIPTIONS.INTJ['en-US'];
    expect(screen.getByTestId('type-code')).toHaveTextContent(/^INTJ$/);
    expect(screen.getByTestId('type-name')).toHaveTextContent(intj.name);
    expect(screen.getByTestId('type-strengths')).toHaveTextContent(intj.strengths);
    expect(screen.queryByTestId('type-between')).toBeNull();
    expect(screen.queryByText('Balanced')).toBeNull();
    for (const [axis, letter] of [
      ['EI', 'I'],
      ['SN', 'N'],
      ['TF', 'T'],
      ['JP', 'J'],
    ] as const) {
      const row = screen.getByTestId(`axis-${axis}`);
      expect(describedPoles(row)).toEqual([letter]);
      expectPoleDescribed(row, letter);
    }
  });

  test('one balanced axis: X in its place, no type name, between two types, both poles described', () => {
    show(ONE_BALANCED);
    expect(screen.getByTestId('type-code')).toHaveTextContent(/^INTX$/);
    expect(screen.getByTestId('type-code')).toHaveAccessibleDescription('X marks a balanced axis.');
    expect(screen.queryByTestId('type-name')).toBeNull();
    expect(screen.queryByTestId('type-description')).toBeNull();
    expect(screen.getByTestId('type-between')).toHaveTextContent(
      'Your answers place you between INTJ and INTP: one axis is balanced.',
    );
    const nearest = screen.getByTestId('nearest-types');
    expect(
      within(nearest)
        .getAllByRole('listitem')
        .map((li) => li.dataset.testid),
    ).toEqual(['nearest-INTJ', 'nearest-INTP']);
    expect(within(nearest).getByTestId('nearest-INTP')).toHaveTextContent(
      TYPE_DESCRIPTIONS.INTP['en-US'].name,
    );
    expect(within(nearest).getByTestId('nearest-INTP')).toHaveTextContent(
      TYPE_DESCRIPTIONS.INTP['en-US'].summary,
    );

    const jp = screen.getByTestId('axis-JP');
    expect(jp).toHaveAttribute('data-decided', 'false');
    expect(jp).toHaveTextContent('Balanced');
    expect(within(jp).getByTestId('axis-JP-balanced')).toHaveTextContent(
      'The difference is within the margin of error (±7 points), so both sides can describe you.',
    );
    expect(describedPoles(jp)).toEqual(['J', 'P']);
    expectPoleDescribed(jp, 'J');
    expectPoleDescribed(jp, 'P');
    // The shown figures stay: 53 % and 47 %, no letter.
    expect(jp).toHaveTextContent('53% toward Judging');
    expect(jp).toHaveTextContent('47% toward Perceiving');
    expect(describedPoles(screen.getByTestId('axis-EI'))).toEqual(['I']);
  });

  test('two balanced axes: four types listed in the sentence and below it', () => {
    show(TWO_BALANCED);
    expect(screen.getByTestId('type-code')).toHaveTextContent(/^EXFX$/);
    expect(screen.getByTestId('type-between')).toHaveTextContent(
      'Your answers place you between four types: ENFJ, ESFJ, ENFP, and ESFP. Two axes are balanced.',
    );
    expect(within(screen.getByTestId('nearest-types')).getAllByRole('listitem')).toHaveLength(4);
    expect(describedPoles(screen.getByTestId('axis-SN'))).toEqual(['S', 'N']);
    expect(describedPoles(screen.getByTestId('axis-JP'))).toEqual(['J', 'P']);
    expect(describedPoles(screen.getByTestId('axis-TF'))).toEqual(['F']);
  });

  test('agreeing with everything: four balanced axes, no type and no list of sixteen', () => {
    show(ALL_AGREE);
    expect(screen.getByTestId('type-code')).toHaveTextContent(/^XXXX$/);
    expect(screen.getByTestId('type-between')).toHaveTextContent(
      'Your answers are balanced on 4 of the four axes, so no single type fits them better than another.',
    );
    expect(screen.queryByTestId('nearest-types')).toBeNull();
    for (const axis of ['EI', 'SN', 'TF', 'JP']) {
      const row = screen.getByTestId(`axis-${axis}`);
      expect(describedPoles(row)).toEqual(axis.split(''));
      expect(within(row).getByTestId(`axis-${axis}-balanced`)).toHaveTextContent('±17 points');
    }
  });

  test('a result stored before margins: only its exact tie is balanced, said as such', () => {
    show(LEGACY_TIE);
    expect(screen.getByTestId('type-code')).toHaveTextContent(/^ESXJ$/);
    expect(screen.queryByTestId('type-name')).toBeNull();
    expect(screen.getByTestId('axis-TF-balanced')).toHaveTextContent(
      'Your answers sit exactly in the middle, so both sides can describe you.',
    );
    expect(screen.getByTestId('type-between')).toHaveTextContent('between ESTJ and ESFJ');
  });

  test.each([
    [
      'de-DE',
      'Ihre Antworten liegen zwischen INTJ und INTP: Eine Achse ist ausgeglichen.',
      'Fehlermarge (±7 Prozentpunkte)',
    ],
    [
      'ja-JP',
      'あなたの回答は INTJ と INTP の間にあります。一つの軸がバランス型です。',
      '誤差の範囲（±7 ポイント）内',
    ],
    [
      'fr-FR',
      'Vos réponses vous placent entre INTJ et INTP : un axe est équilibré.',
      'marge d’erreur (±7 points)',
    ],
  ] as const)('in %s the sentences and pole descriptions are that language’s', (hl, between, margin) => {
    show(ONE_BALANCED, hl);
    expect(screen.getByTestId('type-between')).toHaveTextContent(between);
    expect(screen.getByTestId('axis-JP-balanced')).toHaveTextContent(margin);
    expectPoleDescribed(screen.getByTestId('axis-JP'), 'P', hl);
    expect(screen.getByTestId('nearest-INTJ')).toHaveTextContent(TYPE_DESCRIPTIONS.INTJ[hl].name);
  });
});

describe('EQ and brain dominance within their margins', () => {
  const eq = (scales: [number, number][]): QuestionnaireResult => ({
    kind: 'eq',
    scales: (
      ['self-awareness', 'self-regulation', 'self-motivation', 'empathy', 'social-skill'] as const
    ).map((key, i) => ({ key, percent: scales[i]![0], margin: scales[i]![1] })),
    overall: { percent: 50 },
  });

  test('a score whose margin reaches over a boundary shows both texts; over both, none', () => {
    // 38 ± 5 → 33 … 43 (low and middle); 55 ± 16 → 39 … 71 (all three); 80 ± 4 → high;
    // 45 ± 5 → 40 … 50 (middle: 40 is already middle); 67 ± 22 → middle and high.
    show(
      eq([
        [38, 5],
        [55, 16],
        [80, 4],
        [45, 5],
        [67, 22],
      ]),
    );
    const band = (key: string) => screen.getByTestId(`eq-${key}-band`);
    const copy = (key: keyof typeof EQ_SCALE_COPY) => EQ_SCALE_COPY[key]['en-US'].bands;

    expect(band('self-awareness')).toHaveTextContent(
      'Your score is within its margin of error (±5 points) of the line between two descriptions, so both may fit.',
    );
    expect(band('self-awareness')).toHaveTextContent(copy('self-awareness').low);
    expect(band('self-awareness')).toHaveTextContent(copy('self-awareness').middle);

    expect(band('self-regulation')).toHaveTextContent(
      'Your answers on this scale differ a lot from one another (±16 points), so no single description is given.',
    );
    for (const text of Object.values(copy('self-regulation')))
      expect(band('self-regulation')).not.toHaveTextContent(text);

    expect(within(band('self-motivation')).getAllByRole('paragraph')).toHaveLength(1);
    expect(band('self-motivation')).toHaveTextContent(copy('self-motivation').high);
    expect(band('empathy')).toHaveTextContent(copy('empathy').middle);
    expect(band('empathy')).not.toHaveTextContent('margin of error');
    expect(band('social-skill')).toHaveTextContent(copy('social-skill').middle);
    expect(band('social-skill')).toHaveTextContent(copy('social-skill').high);
  });

  test('brain dominance: balanced within its margin says so; a decided side does not', () => {
    show({ kind: 'brain-dominance', leftPercent: 56, rightPercent: 44, dominant: 'balanced', margin: 8 });
    expect(screen.getByRole('heading', { name: 'Your answers are balanced' })).toBeInTheDocument();
    expect(screen.getByTestId('brain-balanced')).toHaveTextContent(
      'The difference is within the margin of error (±8 points), so both sides can describe you.',
    );
    expect(screen.getByTestId('brain-disclaimer')).toBeInTheDocument();
  });

  test('brain dominance: a decided lean has no balanced note', () => {
    show({ kind: 'brain-dominance', leftPercent: 75, rightPercent: 25, dominant: 'left', margin: 5 });
    expect(screen.getByRole('heading', { name: 'Your answers lean "left"' })).toBeInTheDocument();
    expect(screen.queryByTestId('brain-balanced')).toBeNull();
  });
});
