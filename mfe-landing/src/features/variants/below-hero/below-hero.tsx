import { useTranslation } from 'react-i18next';
import type { LandingVariant } from '../../../routes';
import { IqChart } from '../../home/iq-chart';
import { BELOW_NS } from './i18n';
import { PICTURES } from './pictures';
import { BELOW_HERO, type BelowHeroSection } from './sections';
import styles from './below-hero.module.css';

/**
 * Issue 38 point 9: what a landing variant says under its hero — its audience beside its own
 * picture, and its proof (steps, a figure, a question, a review, the IQ chart) — in the order its
 * entry of BELOW_HERO gives. Prerendered; its code loads after the first view (see below-hero-slot.tsx).
 */
export function BelowHero({ variant }: { variant: LandingVariant }) {
  const { t } = useTranslation(BELOW_NS);
  const tv = (key: string) => t(`${variant}.${key}`);
  const section = (part: BelowHeroSection, index: number) => {
    switch (part.kind) {
      case 'audience':
        return (
          <section key={index} className={`${styles.audience} ${styles[part.side]}`}>
            {part.side === 'start' && <Picture markup={PICTURES[part.picture]} />}
            <div className={styles.audienceText}>
              <h2 className={styles.heading}>{tv('audience.heading')}</h2>
              <p className={styles.body}>{tv('audience.body')}</p>
            </div>
            {part.side === 'end' && <Picture markup={PICTURES[part.picture]} />}
          </section>
        );
      case 'steps':
        return (
          <section key={index} className={styles.steps}>
            <h2 className={styles.heading}>{t('section.steps')}</h2>
            <ol className={styles.stepList}>
              {(['one', 'two', 'three'] as const).map((step) => (
                <li key={step}>{tv(`steps.${step}`)}</li>
              ))}
            </ol>
          </section>
        );
      case 'proof':
        return (
          <section key={index} className={styles.proof}>
            <p className={styles.figure}>{tv('proof.figure')}</p>
            <p className={styles.caption}>{tv('proof.caption')}</p>
          </section>
        );
      case 'faq':
        return (
          <section key={index} className={styles.faq}>
            <h2 className={styles.faqLabel}>{t('section.faq')}</h2>
            <dl>
              <dt className={styles.question}>{tv('faq.q')}</dt>
              <dd className={styles.answer}>{tv('faq.a')}</dd>
            </dl>
          </section>
        );
      case 'quote':
        return (
          <figure key={index} className={styles.quote}>
            <blockquote className={styles.quoteText}>
              <p>{tv('quote.text')}</p>
            </blockquote>
            <figcaption className={styles.quoteBy}>{tv('quote.by')}</figcaption>
            {/* spec §1: marketing copy is display text; the page says so. */}
            <p className={styles.displayCopy}>{t('section.quoteLabel')}</p>
          </figure>
        );
      case 'chart':
        return (
          <div key={index} className={styles.chart}>
            <IqChart />
          </div>
        );
    }
  };
  return (
    <div className={styles.below} data-testid="landing-below-hero" data-variant={variant}>
      {BELOW_HERO[variant].map(section)}
    </div>
  );
}

/** A section's drawing: decorative (its heading says it all), its whole viewBox shown. */
function Picture({ markup }: { markup: string }) {
  return (
    <svg
      className={styles.picture}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      // A constant of this module (PICTURES), never data from outside.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
