// What a questionnaire session serves and stores, without HTTP (the HTTP tests cover the flow).
import { questionnaireViewSchema } from '@iq/contracts';
import {
  marginOf,
  missingItemCount,
  needsPersonalityForm,
  questionnaireOfKind,
  questionnaireState,
  questionnaireView,
  scoreQuestionnaireSession,
} from './questionnaire-session';
import { BRAIN_DOMINANCE, EQ, SIXTEEN_TYPES } from './questionnaires';

const allAt = (value: number, items = BRAIN_DOMINANCE.items) =>
  new Map(items.map((item) => [item.id, value] as const));

describe('questionnaire sessions', () => {
  test.each([
    ['sixteen-types', SIXTEEN_TYPES, true],
    ['eq', EQ, false],
    ['brain-dominance', BRAIN_DOMINANCE, false],
  ] as const)('%s: found by kind; personality form only for exam 2', (kind, questionnaire, form) => {
    expect(questionnaireOfKind(kind)).toBe(questionnaire);
    expect(needsPersonalityForm(questionnaire)).toBe(form);
  });

  test('state counts only items of the questionnaire (an answer to a retired item is ignored)', () => {
    const answers = new Map([
      ['bd-01', 4],
      ['bd-99', 5],
    ]);
    const state = questionnaireState(BRAIN_DOMINANCE, { answers, profileSaved: false, confirmed: false });
    expect(state.answers).toEqual({ 'bd-01': 4 });
    expect(state.answeredCount).toBe(1);
    expect(state.parts).toEqual([{ partId: 'part-1', answered: 1, total: 12, complete: false }]);
    expect(missingItemCount(BRAIN_DOMINANCE, answers)).toBe(11);
    expect(missingItemCount(BRAIN_DOMINANCE, allAt(3))).toBeNull();
  });

  test('the view passes the strict contract in every locale, with no scoring key', () => {
    const state = questionnaireState(SIXTEEN_TYPES, {
      answers: new Map(),
      profileSaved: false,
      confirmed: false,
    });
    for (const locale of ['en-US', 'ko-KR'] as const) {
      const view = questionnaireViewSchema.parse(questionnaireView(SIXTEEN_TYPES, locale, state));
      expect(JSON.stringify(view)).not.toMatch(/keyed|"scale"|ipip/);
    }
  });

  test('brain dominance: all 5s (half of them reversed) is a balanced 50 / 50', () => {
    // 6 keyed items count 5, 6 reversed count 1: 36 of 12..60 → 50 %. Recoded 5s and 1s:
    // squares 12 · 2² = 48, √(48 / 11 / 12) / 4 · 100 = 15.08 points → a margin of 16.
    expect(scoreQuestionnaireSession(BRAIN_DOMINANCE, allAt(5)).result).toEqual({
      kind: 'brain-dominance',
      leftPercent: 50,
      rightPercent: 50,
      dominant: 'balanced',
      margin: 16,
    });
  });

  test.each([
    [0, 0],
    [2.5, 3],
    [4, 4],
    [4 + 1e-12, 4], // float noise on an exact figure is not a whole point more
    [15.08, 16],
  ])('marginOf(%d) = %d', (standardError, margin) => {
    expect(marginOf(standardError)).toBe(margin);
  });
});
