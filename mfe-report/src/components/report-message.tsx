import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@iq/design-system';
import { NS } from '../i18n';
import styles from './report.module.css';

/** A report screen that is a title, a message and optional content below. */
export function ReportMessage({
  id,
  testId,
  children,
}: {
  id: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid={testId}>
      <h1>{t(`${id}.title`)}</h1>
      <Card>
        <p>{t(`${id}.body`)}</p>
      </Card>
      {children}
    </div>
  );
}
