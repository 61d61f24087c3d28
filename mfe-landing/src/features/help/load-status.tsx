import { useTranslation } from 'react-i18next';
import { Spinner, StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';
import styles from './help.module.css';

/** A content call in progress (help list, article, support address, protocol). */
export function ContentLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner aria-label={label} />
    </div>
  );
}

/** A content call failed: say so, and offer to try again. */
export function ContentFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <StatusMessage tone="error">
      {message}{' '}
      <button type="button" className={styles.inlineButton} onClick={onRetry}>
        {t('help.retry')}
      </button>
    </StatusMessage>
  );
}
