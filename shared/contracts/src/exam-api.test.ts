import {
  confirmExamResponseSchema,
  examSessionStateSchema,
  opaqueIdSchema,
  questionListSchema,
  questionSchema,
  saveAnswerRequestSchema,
  saveExamEmailRequestSchema,
  startExamSessionRequestSchema,
  startExamSessionResponseSchema,
} from './exam-api';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const question = {
  id: 'q1',
  number: 1,
  matrixSvg: svg,
  options: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, svg })),
};

describe('exam contracts', () => {
  test('a question is strict: any extra field (an answer key, a level) is rejected', () => {
    expect(questionSchema.parse(question)).toEqual(question);
    for (const extra of [{ correct: 'a' }, { level: 3 }, { irt: {} }]) {
      expect(questionSchema.safeParse({ ...question, ...extra }).success).toBe(false);
    }
    const marked = {
      ...question,
      options: question.options.map((o, i) => (i ? o : { ...o, correct: true })),
    };
    expect(questionSchema.safeParse(marked).success).toBe(false);
    expect(questionSchema.safeParse({ ...question, options: question.options.slice(1) }).success).toBe(false);
    expect(
      questionListSchema.safeParse({ examId: 1, hl: 'en-US', questions: [question], answerKey: [] }).success,
    ).toBe(false);
  });

  test('start: request lenient about extra fields, response strict', () => {
    expect(startExamSessionRequestSchema.parse({ examId: 1, code: 'web', pad: 'x' })).toEqual({
      examId: 1,
      code: 'web',
    });
    const started = { sessionId: 's', questionCount: 30, timeLimitSeconds: 1200 };
    expect(startExamSessionResponseSchema.parse(started)).toEqual(started);
    expect(startExamSessionResponseSchema.safeParse({ ...started, seed: 1 }).success).toBe(false);
    // With hl (the question screen): the list comes along, as strict as GET list's.
    expect(startExamSessionRequestSchema.parse({ examId: 1, code: 'web', hl: 'de' })).toMatchObject({
      hl: 'de',
    });
    const questionList = { examId: 1, hl: 'en-US', questions: [question] };
    expect(startExamSessionResponseSchema.parse({ ...started, questionList })).toEqual({
      ...started,
      questionList,
    });
    expect(
      startExamSessionResponseSchema.safeParse({
        ...started,
        questionList: { ...questionList, questions: [{ ...question, correct: 'a' }] },
      }).success,
    ).toBe(false);
  });

  test.each([
    [{ questionId: 'q1', optionId: 'a' }, true],
    [{ questionId: 'q1', optionId: null }, true],
    [{ questionId: 'q1' }, false],
    [{ questionId: 1, optionId: 'a' }, false],
    [{ questionId: 'q 1', optionId: 'a' }, false],
    [{ questionId: 'q'.repeat(65), optionId: 'a' }, false],
  ])('answer %j valid: %s', (body, valid) => {
    expect(saveAnswerRequestSchema.safeParse(body).success).toBe(valid);
  });

  test('ids are opaque url-safe tokens', () => {
    expect(opaqueIdSchema.safeParse('AbC-_09').success).toBe(true);
    expect(opaqueIdSchema.safeParse('').success).toBe(false);
    expect(opaqueIdSchema.safeParse('a/b').success).toBe(false);
  });

  test('state and confirm', () => {
    const state = {
      answers: { q1: 'a' },
      confirmed: false,
      outcome: null,
      startedAt: '2030-01-01T00:00:00.000Z',
      elapsedSeconds: 61,
      timeLimitSeconds: 1200,
      remainingSeconds: 1139,
      email: null,
    };
    expect(examSessionStateSchema.parse(state)).toEqual(state);
    expect(examSessionStateSchema.safeParse({ ...state, startedAt: 'yesterday' }).success).toBe(false);
    expect(examSessionStateSchema.safeParse({ ...state, iq: 120 }).success).toBe(false);
    expect(confirmExamResponseSchema.parse({ outcome: 'abnormal', reason: 'one-option' })).toEqual({
      outcome: 'abnormal',
      reason: 'one-option',
    });
    expect(confirmExamResponseSchema.safeParse({ outcome: 'scored', iq: 120 }).success).toBe(false);
    expect(confirmExamResponseSchema.safeParse({ outcome: 'done' }).success).toBe(false);
  });

  test('e-mail body: a string (its format is checked with isEmail by the service)', () => {
    expect(saveExamEmailRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(saveExamEmailRequestSchema.safeParse({ email: 1 }).success).toBe(false);
    expect(saveExamEmailRequestSchema.safeParse({}).success).toBe(false);
  });
});
