import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusMessage } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import styles from '../features/answering/exam.module.css';

/** spec §2 answer confirmation: "get my result" or edit answers; then "saving and evaluating". */
export default function ConfirmPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  return (
    <div className={styles.page} data-testid="screen-exam-confirm">
      <h1>{t('confirm.title')}</h1>
      <Card>
        <p>{t('confirm.body')}</p>
      </Card>
      {saving && <StatusMessage tone="info">{t('confirm.saving')}</StatusMessage>}
      <div className={styles.nav}>
        <Button variant="secondary" onClick={() => navigate(`/answer_question/standard/${code}-${examId}`)}>
          {t('confirm.edit')}
        </Button>
        <Button
          loading={saving}
          onClick={() => {
            setSaving(true);
            navigate(`/answer/loading/${code}-${examId}`);
          }}
        >
          {t('confirm.getResult')}
        </Button>
      </div>
    </div>
  );
}
