import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_NS } from './i18n';
import styles from '../answering/exam.module.css';

/** Exams 2–4 before the start: an untimed self-report on a scale, answers saved as given. */
export function QuestionnaireInstructions() {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  return (
    <ul className={styles.list}>
      <li>{t('instructions.questionnaire.scale')}</li>
      <li>{t('instructions.questionnaire.noTime')}</li>
      <li>{t('instructions.questionnaire.saved')}</li>
    </ul>
  );
}
