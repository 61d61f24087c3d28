// What a question page needs in one locale: texts only. The scoring key (scale, keyed) stays
// on the server so a sheet cannot be steered toward a result by reading it.
import type { LocaleTag } from '@iq/contracts';
import { BRAIN_DOMINANCE } from './brain-dominance';
import { EQ } from './eq';
import { SIXTEEN_TYPES } from './sixteen-types';
import type { Questionnaire } from './types';

export const QUESTIONNAIRES: readonly Questionnaire[] = [SIXTEEN_TYPES, EQ, BRAIN_DOMINANCE];

/** The questionnaire of an exam id (2, 3, 4), or null for the IQ exam and unknown ids. */
export function questionnaireForExam(examId: number): Questionnaire | null {
  return QUESTIONNAIRES.find((q) => q.examId === examId) ?? null;
}

export interface LocalizedQuestionnaire {
  id: Questionnaire['id'];
  examId: number;
  locale: LocaleTag;
  title: string;
  description: string;
  /** The response options, value 1 ("Not at all") first. */
  responseOptions: { value: number; label: string }[];
  parts: {
    id: string;
    progressMessageKey: string;
    progressMessage: string;
    items: { id: string; text: string }[];
  }[];
}

export function localizeQuestionnaire(
  questionnaire: Questionnaire,
  locale: LocaleTag,
): LocalizedQuestionnaire {
  const byId = new Map(questionnaire.items.map((item) => [item.id, item]));
  const { min } = questionnaire.responseScale;
  return {
    id: questionnaire.id,
    examId: questionnaire.examId,
    locale,
    title: questionnaire.title[locale],
    description: questionnaire.description[locale],
    responseOptions: questionnaire.responseScale.labels.map((label, i) => ({
      value: min + i,
      label: label[locale],
    })),
    parts: questionnaire.parts.map((part) => ({
      id: part.id,
      progressMessageKey: part.progressMessageKey,
      progressMessage: part.progressMessage[locale],
      items: part.itemIds.map((id) => ({
        id,
        text: (byId.get(id) as Questionnaire['items'][number]).text[locale],
      })),
    })),
  };
}
