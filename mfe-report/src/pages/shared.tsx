import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import { SHARE_TOKEN_PATTERN, type RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { SharedReportView } from '../features/share/shared-report-view';
import styles from '../features/share/shared.module.css';

/** /report/shared/{token}: what a report's owner chose to share (the shell validated the token). */
export default function SharedPage({ token }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid="screen-report-shared">
      {token && SHARE_TOKEN_PATTERN.test(token) ? (
        <SharedReportView token={token} />
      ) : (
        <>
          <h1 className={styles.title}>{t('shared.title')}</h1>
          <StatusMessage tone="error">{t('shared.notFound')}</StatusMessage>
        </>
      )}
    </div>
  );
}
