import type { QuestionnaireView } from '@iq/contracts';
import { isQuestionnaireExam } from '@iq/contracts';
import { firstPosition, nextPosition } from './questionnaire-position';
import { isQuestionnaireExamId } from './questionnaire-exams';

const parts = [
  {
    id: 'a',
    progressMessage: 'A',
    items: [
      { id: 'a1', text: '' },
      { id: 'a2', text: '' },
    ],
  },
  {
    id: 'b',
    progressMessage: 'B',
    items: [
      { id: 'b1', text: '' },
      { id: 'b2', text: '' },
    ],
  },
] as QuestionnaireView['parts'];

test.each([
  [{}, { kind: 'item', index: 0 }],
  [{ a1: 1 }, { kind: 'item', index: 1 }],
  [
    { a1: 1, a2: 2 },
    { kind: 'item', index: 2 },
  ],
  [
    { a2: 2, b1: 1, b2: 3 },
    { kind: 'item', index: 0 },
  ],
  [{ a1: 1, a2: 2, b1: 1, b2: 3 }, { kind: 'finish' }],
])('first position with %j is %j', (answers, expected) => {
  expect(firstPosition(parts, answers)).toEqual(expected);
});

test.each([
  [0, { a1: 1 }, { kind: 'item', index: 1 }],
  [1, { a1: 1, a2: 1 }, { kind: 'part-done', part: 0 }],
  [1, { a2: 1 }, { kind: 'item', index: 0 }], // the part is not complete: back to its open item
  [2, { b1: 1 }, { kind: 'item', index: 3 }],
  [3, { b1: 1, b2: 1 }, { kind: 'part-done', part: 1 }],
])('after item %i with %j: %j', (index, answers, expected) => {
  expect(nextPosition(parts, answers, index)).toEqual(expected);
});

test("the pages' questionnaire check agrees with the contracts", () => {
  for (let examId = 0; examId <= 10; examId++)
    expect([examId, isQuestionnaireExamId(examId)]).toEqual([examId, isQuestionnaireExam(examId)]);
});
