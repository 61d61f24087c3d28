// The questionnaire screens' strings (exams 2–4) in a namespace of their own, so the IQ question
// page's chunk, which carries the exam namespace's English file, does not carry them too.
import { localeLoaders, registerNamespace } from '@iq/i18n';
import english from './locales/en-US.json';
import { NS } from '../../i18n';

export const QUESTIONNAIRE_NS = 'exam-questionnaire';
/** Questionnaire keys first, then the exam namespace's shared ones (progress, navigation, errors). */
export const QUESTIONNAIRE_NAMESPACES = [QUESTIONNAIRE_NS, NS];

registerNamespace(
  QUESTIONNAIRE_NS,
  localeLoaders(english, (locale) => import(`./locales/${locale}.json`)),
);
