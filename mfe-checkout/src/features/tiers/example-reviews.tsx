import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import styles from './tiers.module.css';

const REVIEWS = ['r1', 'r2', 'r3'] as const;

/**
 * spec §2 tier page "reviews, sales". spec §1: marketing figures, reviews and the names in them
 * are static display text, not product data, so the page labels them as examples.
 */
export function ExampleReviews() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.proof} aria-labelledby="example-reviews-title">
      <h2 id="example-reviews-title" className={styles.proofTitle}>
        {t('proof.title')}
      </h2>
      <p className={styles.proofLabel}>{t('proof.label')}</p>
      <p className={styles.sales}>{t('proof.sales')}</p>
      <ul className={styles.reviews}>
        {REVIEWS.map((id) => (
          <li key={id} className={styles.review}>
            <span className={styles.avatar} aria-hidden="true">
              {t(`proof.reviews.${id}.name`).slice(0, 1)}
            </span>
            <div>
              <p className={styles.reviewHead}>
                <span className={styles.reviewName}>{t(`proof.reviews.${id}.name`)}</span>{' '}
                <span className={styles.reviewTime}>{t(`proof.reviews.${id}.time`)}</span>
              </p>
              <p className={styles.reviewText}>{t(`proof.reviews.${id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
