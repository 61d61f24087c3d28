import { useTranslation } from 'react-i18next';
import { Spinner, StatusMessage } from '@iq/design-system';
import { useCountryListQuery } from '../../api/report-api';
import { NS } from '../../i18n';
import styles from '../../components/report.module.css';

/** spec §1: ranking against countries, a top-10 list (display figures, labelled as such). */
export function CountryRanking() {
  const { t } = useTranslation(NS);
  const { data, isLoading, isError } = useCountryListQuery();
  if (isLoading) return <Spinner aria-label={t('ranking.loading')} />;
  if (isError || !data) return <StatusMessage tone="error">{t('ranking.failed')}</StatusMessage>;
  const rows = [...data].sort((a, b) => b.score - a.score);
  return (
    <section aria-labelledby="ranking-title" data-testid="country-ranking">
      <h2 id="ranking-title">{t('ranking.title')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('ranking.country')}</th>
            <th scope="col">{t('ranking.average')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.key}>
              <td>{i + 1}</td>
              <td>{t(`countries.${row.key}`)}</td>
              <td>{row.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('ranking.displayNote')}</p>
    </section>
  );
}
