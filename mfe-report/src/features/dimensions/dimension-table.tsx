import { useTranslation } from 'react-i18next';
import { INDICATOR_IDS, type OrderReport } from '@iq/contracts';
import { NS } from '../../i18n';
import type { LockOffers } from '../locks/lock-offer';
import { LockedPart } from '../locks/locked-part';
import styles from './dimensions.module.css';

type Row = Extract<OrderReport['dimensions'], { locked: false }>['rows'][number];

const LEVELS = [1, 2, 3, 4, 5] as const;
/** Issue 36: five levels, "not measured" (too few data) and "guessing". */
const STATES = ['level1', 'level2', 'level3', 'level4', 'level5', 'notMeasured', 'guessing'] as const;

/**
 * The service names an interpretation by key ("report.dimensions.logic.level4"): the first part
 * is this namespace. A key this remote has no text for shows the level's general words instead
 * (or "not measured" for a row without a level).
 */
export function interpretationKeyOf(row: Row): string {
  const key = row.interpretationKey.replace(new RegExp(`^${NS}\\.`), '');
  const known = INDICATOR_IDS.some((id) => STATES.some((state) => key === `dimensions.${id}.${state}`));
  if (known) return key;
  return row.level === null ? 'levels.notMeasured' : `levels.fallback${row.level}`;
}

/** spec §3 dimension rows: dimension, score, reference range, quick interpretation, five levels. */
export function DimensionTable({
  dimensions,
  offerFor,
}: {
  dimensions: OrderReport['dimensions'];
  offerFor: LockOffers;
}) {
  const { t } = useTranslation(NS);
  if (dimensions.locked) {
    return <LockedPart part="dimensions" offer={offerFor(dimensions)} />;
  }
  if (dimensions.rows.length === 0) return <p className={styles.empty}>{t('dimensions.empty')}</p>;
  return (
    <>
      <table className={styles.table} data-testid="dimension-table">
        <caption className={styles.caption}>{t('dimensions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dimensions.dimension')}</th>
            <th scope="col">{t('dimensions.score')}</th>
            <th scope="col">{t('dimensions.reference')}</th>
            <th scope="col">{t('dimensions.level')}</th>
            <th scope="col">{t('dimensions.interpretation')}</th>
          </tr>
        </thead>
        <tbody>
          {dimensions.rows.map((row) => (
            <tr key={row.id} className={styles.row} data-testid={`dimension-${row.id}`}>
              <th scope="row" className={styles.name}>
                {t(`dimensions.names.${row.id}`)}
              </th>
              <td className={styles.cell} data-label={t('dimensions.score')}>
                {row.score === null ? (
                  <span className={styles.outOf}>—</span>
                ) : (
                  <span>
                    <span className={styles.score}>{row.score}</span>
                    <span className={styles.outOf}>{t('dimensions.outOf')}</span>
                  </span>
                )}
              </td>
              <td className={styles.cell} data-label={t('dimensions.reference')}>
                <span>
                  {t('dimensions.range', { low: row.referenceRange.low, high: row.referenceRange.high })}
                </span>
              </td>
              <td className={styles.cell} data-label={t('dimensions.level')}>
                {row.level === null ? (
                  <span data-testid={`dimension-${row.id}-not-measured`}>{t('levels.notMeasured')}</span>
                ) : (
                  <span>
                    <span className={styles.meter} aria-hidden="true">
                      {LEVELS.map((level) => (
                        <span key={level} className={level <= row.level! ? styles.stepOn : styles.step} />
                      ))}
                    </span>
                    <span>{t('levels.of', { level: t(`levels.${row.level}`), n: row.level })}</span>
                  </span>
                )}
              </td>
              <td className={styles.cell} data-label={t('dimensions.interpretation')}>
                <span>{t(interpretationKeyOf(row))}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('dimensions.referenceNote')}</p>
      <section
        className={styles.definitions}
        aria-labelledby="dimension-definitions"
        data-testid="dimension-definitions"
      >
        <h3 id="dimension-definitions" className={styles.definitionsTitle}>
          {t('dimensions.definitionsTitle')}
        </h3>
        <p className={styles.note}>{t('dimensions.definitionsNote')}</p>
        <dl className={styles.definitionList}>
          {INDICATOR_IDS.map((id) => (
            <div key={id}>
              <dt className={styles.name}>{t(`dimensions.names.${id}`)}</dt>
              <dd className={styles.definition}>{t(`dimensions.definitions.${id}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
