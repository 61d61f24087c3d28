import { useTranslation } from 'react-i18next';
import { Spinner, StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** The test list while it loads (also the prerendered page's, and while its code loads). */
export function CategoriesLoading() {
  const { t } = useTranslation(NS);
  return <Spinner aria-label={t('categories.loading')} />;
}

/** The test list could not be loaded: say so, and offer to try again. */
export function CategoriesFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <StatusMessage tone="error">
      {t('categories.failed')}{' '}
      <button type="button" className={styles.inlineButton} onClick={onRetry}>
        {t('categories.retry')}
      </button>
    </StatusMessage>
  );
}
