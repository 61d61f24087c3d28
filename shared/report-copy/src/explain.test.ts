import { LOCALE_TAGS, type OptionMistake, type RuleDescriptionData } from '@iq/contracts';
import { describeMistake, describeRule, explainQuestion } from './index';

const xorByColumns: RuleDescriptionData = {
  component: 'dots',
  attribute: 'position',
  rule: 'set-operation',
  reading: 'columns',
  detail: { operation: 'xor' },
};
const unionByRows: RuleDescriptionData = { ...xorByColumns, reading: 'rows', detail: { operation: 'union' } };
const shadeUp: RuleDescriptionData = {
  component: 'grid',
  attribute: 'shade',
  rule: 'progression',
  reading: 'rows',
  detail: { step: 1 },
};
const countDown: RuleDescriptionData = {
  component: 'grid',
  attribute: 'number',
  rule: 'progression',
  reading: 'rows',
  detail: { step: -2 },
};
const latin: RuleDescriptionData = {
  component: 'centre',
  attribute: 'type',
  rule: 'distribute-three',
  detail: { values: 'triangle,square,circle' },
};
const constant: RuleDescriptionData = {
  component: 'grid',
  attribute: 'size',
  rule: 'constant',
  detail: { value: 3 },
};
const followsUnion: OptionMistake = {
  component: 'dots',
  attribute: 'position',
  mistake: 'wrong-operation',
  follows: unionByRows,
};

describe('describeRule (English)', () => {
  test.each<[string, RuleDescriptionData, string]>([
    [
      'xor by columns',
      xorByColumns,
      'The dots (places): down each column, the third shows what is in exactly one of the first two.',
    ],
    [
      'union by rows',
      unionByRows,
      'The dots (places): along each row, the third shows what is in the first, the second or both.',
    ],
    ['shade darkens', shadeUp, 'The shapes (shade): along each row, one shade darker each time.'],
    ['two fewer shapes', countDown, 'The shapes (count): along each row, 2 shapes fewer each time.'],
    ['Latin square', latin, 'The shape (form): three values, each once in every row and every column.'],
    ['constant', constant, 'The shapes (size): stays the same in every panel.'],
  ])('%s', (_name, rule, text) => {
    expect(describeRule(rule, 'en-US')).toBe(text);
  });
});

describe('explainQuestion', () => {
  const wrong = {
    rules: [constant, xorByColumns, shadeUp],
    mistakes: [followsUnion],
    yourAnswer: 2,
    correctAnswer: 4,
  };

  test('a wrong answer: the rules that change something, and the rule the choice follows instead', () => {
    expect(explainQuestion(wrong, 'en-US')).toEqual({
      rules: [describeRule(xorByColumns, 'en-US'), describeRule(shadeUp, 'en-US')],
      yours: [
        'Your choice is wrong in the dots (places): it fits "along each row, the third shows what is in the first, the second or both" instead.',
      ],
      verdict: 'Your answer breaks one rule.',
    });
  });

  test('a right answer and an unanswered one name no mistake', () => {
    expect(explainQuestion({ ...wrong, yourAnswer: 4 }, 'en-US')).toMatchObject({
      yours: [],
      verdict: 'Your answer is right.',
    });
    expect(explainQuestion({ ...wrong, yourAnswer: null }, 'en-US')).toMatchObject({
      yours: [],
      verdict: 'You left this question unanswered.',
    });
  });

  test('a mistake without a competing rule is named by what it does', () => {
    const offByOne: OptionMistake = { component: 'centre', attribute: 'size', mistake: 'off-by-one' };
    expect(describeMistake(offByOne, 'en-US')).toBe(
      'Your choice is wrong in the shape (size): it is one step off.',
    );
    expect(describeMistake({ ...offByOne, mistake: 'never-heard-of' }, 'en-US')).toMatch(
      /does not follow the rule/,
    );
  });

  test.each(LOCALE_TAGS.filter((l) => l !== 'en-US'))(
    '%s says it in its own words, with nothing left unfilled',
    (locale) => {
      const english = explainQuestion(wrong, 'en-US');
      const local = explainQuestion(wrong, locale);
      const all = [...local.rules, ...local.yours, local.verdict];
      for (const text of all) {
        expect(text).not.toMatch(/undefined|\$\{|\{\w+\}/);
        expect(text.length).toBeGreaterThan(5);
      }
      expect(local.rules).not.toEqual(english.rules);
      expect(local.yours).not.toEqual(english.yours);
      expect(local.verdict).not.toBe(english.verdict);
      // Every rule kind and mistake name has its own words in this language.
      for (const rule of [xorByColumns, unionByRows, shadeUp, countDown, latin, constant]) {
        expect(describeRule(rule, locale)).not.toBe(describeRule(rule, 'en-US'));
      }
    },
  );

  test('an unknown locale falls back to English', () => {
    expect(explainQuestion(wrong, 'xx-XX' as never)).toEqual(explainQuestion(wrong, 'en-US'));
  });
});
