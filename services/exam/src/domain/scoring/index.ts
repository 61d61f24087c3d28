// Exam scoring (issue 3): 3PL EAP ability, IQ and band, indicators, abnormal answer sheets.
import type { IqBandId } from '@iq/contracts';
import type { ItemParameters } from '../matrices';

export type { ItemParameters, IqBandId };
export type { ScoredResponse, ExamScore } from './score-exam';
export { scoreExam, measurableRange, IQ_MIN, IQ_MAX, MAX_SE } from './score-exam';
export type { AbnormalReason } from './abnormal';
export { detectAbnormal, minAnsweredFor } from './abnormal';
export { eapEstimate, itemInformation, testInformation } from './irt';
export type { GuessingVerdict, GuessingSign } from './guessing';
export { detectGuessing, lzStar } from './guessing';
export type { IndicatorId, IndicatorLevel, IndicatorValue } from './indicators';
