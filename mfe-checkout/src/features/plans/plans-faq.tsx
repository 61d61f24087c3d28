import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import styles from './plans.module.css';

const QUESTIONS = ['charge', 'cancel', 'afterCancel', 'card', 'reminders'] as const;

/** spec §2 plans page FAQ: native disclosure widgets, so keyboard and screen readers work as is. */
export function PlansFaq() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.faq} aria-labelledby="plans-faq-title" data-testid="plans-faq">
      <h2 id="plans-faq-title" className={styles.sectionTitle}>
        {t('plans.faq.title')}
      </h2>
      {QUESTIONS.map((id) => (
        <details key={id} className={styles.question}>
          <summary className={styles.summary}>{t(`plans.faq.${id}.q`)}</summary>
          <p className={styles.answer}>{t(`plans.faq.${id}.a`)}</p>
        </details>
      ))}
    </section>
  );
}
