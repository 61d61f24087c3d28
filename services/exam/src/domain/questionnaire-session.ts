// Questionnaire sessions (issue 12): what the exam service serves and stores for exams 2–4 on
// top of the questionnaire engine. Pure: the routes do the I/O.
import {
  EXAM_IDS,
  type LocaleTag,
  type PartProgress,
  type QuestionnaireKind,
  type QuestionnaireResult,
  type QuestionnaireState,
  type QuestionnaireView,
} from '@iq/contracts';
import {
  QUESTIONNAIRES,
  localizeQuestionnaire,
  progressByPart,
  scoreBrainDominance,
  scoreEq,
  scoreSixteenTypes,
  validateAnswerSheet,
  type Answer,
  type Questionnaire,
} from './questionnaires';

/** The questionnaire a session serves, by the kind stored with it. */
export function questionnaireOfKind(kind: QuestionnaireKind): Questionnaire {
  const found = QUESTIONNAIRES.find((q) => q.id === kind);
  if (!found) throw new Error(`No questionnaire "${kind}"`);
  return found;
}

/** spec §3 "Personality form": only the personality test asks for it, before its result. */
export function needsPersonalityForm(questionnaire: Questionnaire): boolean {
  return questionnaire.examId === EXAM_IDS.personality;
}

// Only items of the questionnaire count: an answer to an item retired from the bank is ignored.
const sheetOf = (questionnaire: Questionnaire, answers: ReadonlyMap<string, number>): Answer[] =>
  questionnaire.items.flatMap((item) => {
    const value = answers.get(item.id);
    return value === undefined ? [] : [{ itemId: item.id, value }];
  });

export function partsProgress(
  questionnaire: Questionnaire,
  answers: ReadonlyMap<string, number>,
): PartProgress[] {
  return progressByPart(questionnaire, answers.keys());
}

export function questionnaireState(
  questionnaire: Questionnaire,
  session: { answers: ReadonlyMap<string, number>; profileSaved: boolean; confirmed: boolean },
): QuestionnaireState {
  const answers = Object.fromEntries(
    sheetOf(questionnaire, session.answers).map((answer) => [answer.itemId, answer.value]),
  );
  return {
    examId: questionnaire.examId,
    kind: questionnaire.id,
    answers,
    answeredCount: Object.keys(answers).length,
    itemCount: questionnaire.items.length,
    parts: partsProgress(questionnaire, session.answers),
    profileRequired: needsPersonalityForm(questionnaire),
    profileSaved: session.profileSaved,
    confirmed: session.confirmed,
  };
}

/** The questionnaire in one locale with the session's state: texts only, no scoring key. */
export function questionnaireView(
  questionnaire: Questionnaire,
  locale: LocaleTag,
  state: QuestionnaireState,
): QuestionnaireView {
  const localized = localizeQuestionnaire(questionnaire, locale);
  return {
    examId: localized.examId,
    kind: localized.id,
    hl: locale,
    title: localized.title,
    description: localized.description,
    responseOptions: localized.responseOptions,
    // Field by field, so nothing the engine adds later reaches the browser unnoticed.
    parts: localized.parts.map((part) => ({
      id: part.id,
      progressMessage: part.progressMessage,
      items: part.items.map((item) => ({ id: item.id, text: item.text })),
    })),
    state,
  };
}

/** How many items a sheet still lacks (null when it is complete and valid). */
export function missingItemCount(
  questionnaire: Questionnaire,
  answers: ReadonlyMap<string, number>,
): number | null {
  const check = validateAnswerSheet(questionnaire, sheetOf(questionnaire, answers));
  if (check.ok) return null;
  return check.problems.filter((problem) => problem.kind === 'missing').length;
}

/**
 * A standard error as the contract's `margin`: whole points, rounded up, so a balanced lean
 * never shows a larger figure than its margin (the tolerance keeps an exact 4 from becoming 5).
 */
export function marginOf(standardError: number): number {
  return Math.max(0, Math.ceil(standardError - 1e-9));
}

/**
 * Scores a complete sheet: `result` is what the visitor sees (whole percentages), `detail` the
 * engine's exact figures, kept for the reports that come later. Throws InvalidAnswerSheetError
 * for an incomplete sheet.
 */
export function scoreQuestionnaireSession(
  questionnaire: Questionnaire,
  answers: ReadonlyMap<string, number>,
): { result: QuestionnaireResult; detail: object } {
  const sheet = sheetOf(questionnaire, answers);
  switch (questionnaire.id) {
    case 'sixteen-types': {
      const scored = scoreSixteenTypes(sheet);
      return {
        result: {
          kind: 'sixteen-types',
          typeCode: scored.typeCode,
          nearest: scored.nearest,
          axes: scored.axes.map((axis) => ({
            axis: axis.scale,
            firstLetter: axis.poles[0],
            secondLetter: axis.poles[1],
            firstPercent: axis.firstPercent,
            secondPercent: axis.secondPercent,
            // A balanced axis states no letter: the tie-break side stays in `detail`.
            letter: axis.decided ? axis.letter : null,
            tie: axis.tie,
            decided: axis.decided,
            margin: marginOf(axis.standardError),
          })),
        },
        detail: scored,
      };
    }
    case 'eq': {
      const scored = scoreEq(sheet);
      return {
        result: {
          kind: 'eq',
          // Whole percent of the maximum, halves rounded up.
          scales: scored.scales.map((scale) => ({
            key: scale.scale,
            percent: Math.round(scale.percentOfMaximum),
            margin: marginOf(scale.standardError),
          })),
          overall: { percent: Math.round(scored.overall.percentOfMaximum) },
        },
        detail: scored,
      };
    }
    case 'brain-dominance': {
      const scored = scoreBrainDominance(sheet);
      return {
        result: {
          kind: 'brain-dominance',
          leftPercent: scored.leftPercent,
          rightPercent: scored.rightPercent,
          dominant: scored.dominant,
          margin: marginOf(scored.scale.standardError),
        },
        detail: scored,
      };
    }
  }
}
