import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IQ_BANDS, type IqBandId, type OrderReport } from '@iq/contracts';
import { NS } from '../../i18n';
import type { LockOffers } from '../locks/lock-offer';
import { LockedPart } from '../locks/locked-part';
import { displayPercent, type ScoreDisplay } from './score-display';
import styles from './score.module.css';

function bandRange(band: IqBandId, t: TFunction) {
  const { min, max } = IQ_BANDS.find((b) => b.id === band)!;
  if (min === null) return t('score.rangeBelow', { limit: (max ?? 0) + 1 });
  if (max === null) return t('score.rangeAbove', { limit: min - 1 });
  return t('score.range', { low: min, high: max });
}

/**
 * The IQ score (spec §3 report): the number with its 90 % interval, band and percentile, or,
 * beyond the range the items measure, a bound ("above 127") with a line saying why.
 */
export function ScoreSummary({
  iq,
  score,
  wrongCount,
  offerFor,
  retakeLink,
}: {
  iq: OrderReport['iq'];
  score: ScoreDisplay | null;
  wrongCount: OrderReport['wrongCount'];
  offerFor: LockOffers;
  /** Issue 36: where a free retake starts (shown with the guessing notice). */
  retakeLink?: string;
}) {
  const { t, i18n } = useTranslation(NS);
  const locale = i18n.language;
  if (iq.locked || !score) {
    return (
      <section className={styles.card} aria-labelledby="score-title">
        <h2 id="score-title" className={styles.heading}>
          {t('score.title')}
        </h2>
        {iq.locked && <LockedPart part="score" offer={offerFor(iq)} />}
      </section>
    );
  }
  const band = t(`bands.${score.band}`);
  return (
    <section className={styles.card} aria-labelledby="score-title" data-testid="score">
      <h2 id="score-title" className={styles.heading}>
        {t('score.title')}
      </h2>
      {score.kind === 'exact' ? (
        <>
          <p className={styles.score} data-testid="score-value">
            {score.score}
          </p>
          <p className={styles.interval} data-testid="score-interval">
            {t('score.interval', { low: score.interval.low, high: score.interval.high })}
          </p>
          <p className={styles.explain}>{t('score.intervalExplain')}</p>
        </>
      ) : (
        <>
          <p className={styles.score} data-testid="score-value">
            {t(`score.bound.${score.direction}`, { limit: score.limit })}
          </p>
          <p className={styles.explain} data-testid="score-bound-explain">
            {t(`score.boundExplain.${score.direction}`, { limit: score.limit })}
          </p>
        </>
      )}
      {iq.guessingLikely && (
        <div className={styles.guessing} role="note" data-testid="score-guessing">
          <p className={styles.guessingTitle}>{t('score.guessing.title')}</p>
          <p className={styles.guessingBody}>{t('score.guessing.body')}</p>
          {retakeLink && (
            <Link className={styles.retake} to={retakeLink} data-testid="score-retake">
              {t('score.guessing.retake')}
            </Link>
          )}
        </div>
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('score.band')}</dt>
          <dd data-testid="score-band">
            {score.kind === 'exact'
              ? t('score.bandIs', { band, range: bandRange(score.band, t) })
              : t(`score.bandBound.${score.direction}`, { band })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('score.percentileLabel')}</dt>
          <dd data-testid="score-percentile">
            {score.kind === 'exact'
              ? t('score.percentile', { percent: displayPercent(score.percentile, locale) })
              : t(`score.percentileBound.${score.direction}`, {
                  percent: displayPercent(score.percentile, locale),
                })}
          </dd>
        </div>
        {!wrongCount.locked && (
          <div className={styles.fact}>
            <dt>{t('score.answers')}</dt>
            <dd data-testid="score-answers">
              {t('score.wrongCount', { count: wrongCount.count, answered: wrongCount.answered })}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
