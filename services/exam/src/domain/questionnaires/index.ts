// Questionnaires (issue 12): the engine (validation, scale scores, Cronbach's alpha) and the
// three instruments — 16 types (exam 2), EQ (exam 3), brain dominance (exam 4).
export type {
  Answer,
  Keying,
  LocalizedText,
  Questionnaire,
  QuestionnaireId,
  QuestionnaireItem,
  QuestionnairePart,
  ResponseScale,
  ScaleDefinition,
  ScalePole,
} from './types';
export type { AnswerSheetCheck, AnswerSheetProblem, PartProgress } from './answer-sheet';
export {
  InvalidAnswerSheetError,
  checkAnswer,
  describeProblem,
  progressByPart,
  validateAnswerSheet,
} from './answer-sheet';
export type { BipolarScore, QuestionnaireScore, ScaleScore } from './score-scales';
export {
  displayPercent,
  isBeyondError,
  percentStandardError,
  recode,
  scoreQuestionnaire,
} from './score-scales';
export type { ResponseMatrix } from './cronbach-alpha';
export { alphaByScale, cronbachAlpha } from './cronbach-alpha';
export { FIVE_POINT_SCALE } from './response-scale';
export type { SixteenTypesAxis, SixteenTypesResult } from './sixteen-types';
export { SIXTEEN_TYPES, SIXTEEN_TYPES_AXES, nearestTypes, scoreSixteenTypes } from './sixteen-types';
export type { EqResult, EqScale } from './eq';
export { EQ, EQ_SCALES, scoreEq } from './eq';
export type { BrainDominanceResult } from './brain-dominance';
export { BRAIN_DOMINANCE, scoreBrainDominance } from './brain-dominance';
export type { LocalizedQuestionnaire } from './localize';
export { QUESTIONNAIRES, localizeQuestionnaire, questionnaireForExam } from './localize';
