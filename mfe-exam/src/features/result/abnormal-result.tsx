import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';
import { useExamSession } from '../exam-session/use-exam-session';
import styles from '../answering/exam.module.css';

/** spec §8 "Unable to analyze test results": the test was not taken normally; retake or contact support. */
export function AbnormalResult({ code, examId }: { code: string; examId: number }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { forget } = useExamSession();
  return (
    <div className={styles.page} data-testid="exam-abnormal">
      <h1>{t('abnormal.title')}</h1>
      <StatusMessage tone="error">{t('abnormal.body')}</StatusMessage>
      <Card>
        <p>{t('abnormal.advice')}</p>
      </Card>
      <div className={styles.nav}>
        <Button
          onClick={() => {
            forget();
            navigate(`/answer_question/start_loading/${code}-${examId}`);
          }}
        >
          {t('abnormal.retake')}
        </Button>
        <Link to={`/support/${code}-${examId}`}>{t('abnormal.contact')}</Link>
      </div>
    </div>
  );
}
