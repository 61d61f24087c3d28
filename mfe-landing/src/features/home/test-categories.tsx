import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Spinner, StatusMessage } from '@iq/design-system';
import { EXAM_IDS, type ExamKind } from '@iq/contracts';
import { useCategoryListQuery } from '../../api/landing-api';
import { NS } from '../../i18n';
import styles from './home.module.css';

const KIND_BY_ID: Partial<Record<number, ExamKind>> = Object.fromEntries(
  Object.entries(EXAM_IDS).map(([kind, id]) => [id, kind as ExamKind]),
);

/** The test centre: every test the exam service offers, each leading to its instructions. */
export function TestCategories({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  const { data, isLoading, isError, refetch } = useCategoryListQuery();
  if (isLoading) return <Spinner aria-label={t('categories.loading')} />;
  if (isError || !data)
    return (
      <StatusMessage tone="error">
        {t('categories.failed')}{' '}
        <button type="button" className={styles.inlineButton} onClick={() => void refetch()}>
          {t('categories.retry')}
        </button>
      </StatusMessage>
    );
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{t('categories.title')}</h2>
      <ul className={styles.categories} data-testid="test-categories">
        {data.map((category) => (
          <li key={category.id}>
            <Card>
              <h3 className={styles.categoryName}>
                {KIND_BY_ID[category.id] ? t(`categories.names.${KIND_BY_ID[category.id]}`) : category.name}
              </h3>
              <p className={styles.categoryText}>
                {t(`categories.blurbs.${KIND_BY_ID[category.id] ?? 'other'}`)}
              </p>
              <Link to={`/answer_question/start_loading/${code}-${category.id}`}>
                {t('categories.start')}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
