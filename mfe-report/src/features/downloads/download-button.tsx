import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import type { ReportFile } from '../../api/report-api';
import { NS } from '../../i18n';
import { useFileDownload } from './use-file-download';
import styles from './downloads.module.css';

/** One file to download, with what is happening to it said plainly. */
export function DownloadButton({
  orderNumber,
  file,
  label,
  disabled = false,
}: {
  orderNumber: string;
  file: ReportFile;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(NS);
  const { state, start } = useFileDownload(orderNumber, file);
  const busy = state.kind === 'asking' || state.kind === 'generating';
  return (
    <div className={styles.download} data-testid={`download-${file}`}>
      <Button variant="secondary" loading={busy} disabled={disabled} onClick={start}>
        {label}
      </Button>
      {state.kind === 'generating' && (
        <StatusMessage tone="info" title={t('downloads.generating')}>
          <p className={styles.plain}>{t('downloads.retrying', { count: state.retryAfterSeconds })}</p>
        </StatusMessage>
      )}
      {state.kind === 'started' && <StatusMessage tone="success">{t('downloads.started')}</StatusMessage>}
      {state.kind === 'stillGenerating' && (
        <StatusMessage tone="info" title={t('downloads.generating')}>
          <p className={styles.plain}>{t('downloads.stillGenerating')}</p>
        </StatusMessage>
      )}
      {state.kind === 'failed' && <StatusMessage tone="error">{t(state.errorKey)}</StatusMessage>}
    </div>
  );
}
