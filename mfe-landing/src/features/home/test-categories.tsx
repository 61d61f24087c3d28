import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@iq/design-system';
import { EXAM_IDS, type ExamKind } from '@iq/contracts';
import { useCategoryListQuery } from '../../api/landing-api';
import { NS } from '../../i18n';
import { CategoriesFailed, CategoriesLoading } from './test-categories-status';
import styles from './home.module.css';

const KIND_BY_ID: Partial<Record<number, ExamKind>> = Object.fromEntries(
  Object.entries(EXAM_IDS).map(([kind, id]) => [id, kind as ExamKind]),
);

/** The test centre: every test the exam service offers, each leading to its instructions. */
export function TestCategories({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  const { data, isLoading, isError, refetch } = useCategoryListQuery();
  if (isLoading) return <CategoriesLoading />;
  if (isError || !data) return <CategoriesFailed onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{t('categories.title')}</h2>
      <ul className={styles.categories} data-testid="test-categories">
        {data.map((category) => {
          const kind = KIND_BY_ID[category.id];
          // Every exam we know is live (issue 38: the three questionnaires were "Coming soon");
          // a category the exam service lists that this build does not know cannot be started here.
          const available = kind !== undefined;
          return (
            <li key={category.id} data-available={available || undefined}>
              <Card>
                <h3 className={styles.categoryName}>
                  {kind ? t(`categories.names.${kind}`) : category.name}
                </h3>
                <p className={styles.categoryText}>{t(`categories.blurbs.${kind ?? 'other'}`)}</p>
                {available ? (
                  <Link to={`/answer_question/start_loading/${code}-${category.id}`}>
                    {t('categories.start')}
                  </Link>
                ) : (
                  <span className={styles.comingSoon}>{t('categories.comingSoon')}</span>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default TestCategories;
