import { useTranslation } from 'react-i18next';
import type { OrderReport } from '@iq/contracts';
import { NS } from '../../i18n';
import type { LockOffers } from '../locks/lock-offer';
import { LockedPart } from '../locks/locked-part';
import type { ScoreDisplay } from '../score/score-display';
import { displayPercent } from '../score/score-display';
import { BarChart } from './bar-chart';
import { BellCurve } from './bell-curve';
import { countryName } from './country-name';
import styles from './ranking.module.css';

/**
 * spec §1 "ranking against the population and against countries (with a top-10 country
 * list)": the bell curve with the visitor's place, then the comparison among our test-takers,
 * seed figures marked as such.
 */
export function RankingSection({
  ranking,
  score,
  offerFor,
}: {
  ranking: OrderReport['ranking'];
  score: ScoreDisplay | null;
  offerFor: LockOffers;
}) {
  const { t, i18n } = useTranslation(NS);
  const locale = i18n.language;
  if (ranking.locked) {
    return (
      <section className={styles.section} aria-labelledby="ranking-title">
        <h2 id="ranking-title">{t('ranking.title')}</h2>
        <LockedPart part="ranking" offer={offerFor(ranking)} />
      </section>
    );
  }
  const exists = (key: string) => i18n.exists(key, { ns: NS });
  const you = score ? (score.kind === 'exact' ? score.score : score.limit) : null;
  const anySeed = ranking.countries.some((c) => c.seed) || ranking.ages.some((a) => a.seed);
  return (
    <section className={styles.section} aria-labelledby="ranking-title" data-testid="ranking">
      <h2 id="ranking-title">{t('ranking.title')}</h2>
      <p className={styles.lead}>
        {score?.kind === 'bound'
          ? t(`score.percentileBound.${score.direction}`, {
              percent: displayPercent(score.percentile, locale),
            })
          : t('ranking.percentile', { percent: displayPercent(ranking.percentile, locale) })}
      </p>
      <BellCurve score={score} />
      <div className={styles.charts}>
        {ranking.countries.length > 0 ? (
          <BarChart
            testId="country-chart"
            title={t('ranking.countriesTitle')}
            groupHeader={t('ranking.country')}
            you={you}
            rows={ranking.countries.slice(0, 10).map((c) => ({
              key: c.code,
              label: countryName(c.code, locale, t, exists),
              value: c.averageIq,
              sample: c.sample,
              seed: c.seed,
            }))}
          />
        ) : (
          <p className={styles.empty}>{t('ranking.noCountries')}</p>
        )}
        {ranking.ages.length > 0 ? (
          <BarChart
            testId="age-chart"
            title={t('ranking.agesTitle')}
            groupHeader={t('ranking.ageGroup')}
            you={you}
            rows={ranking.ages.map((a) => ({
              key: a.group,
              label: t('ranking.ageLabel', { group: a.group }),
              value: a.averageIq,
              sample: a.sample,
              seed: a.seed,
            }))}
          />
        ) : (
          <p className={styles.empty}>{t('ranking.noAges')}</p>
        )}
      </div>
      <p className={styles.note} data-testid="ranking-source">
        {t(`ranking.source.${ranking.source}`)}
        {anySeed && <> {t('ranking.seedNote')}</>}
        {you !== null && <> {t('ranking.youLine')}</>}
      </p>
    </section>
  );
}
