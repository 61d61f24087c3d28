import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusMessage } from '@iq/design-system';
import type { AbnormalResult as AbnormalDetail } from '@iq/contracts';
import { NS } from '../../i18n';
import { useExamSession } from '../exam-session/use-exam-session';
import styles from '../answering/exam.module.css';

/**
 * spec §8 "Unable to analyze test results": the test was not taken normally; retake or contact
 * support. Too few answers for a report (issue 35) says so with the server's counts.
 */
export function AbnormalResult({
  code,
  examId,
  abnormal,
}: {
  code: string;
  examId: number;
  /** The server's reason and counts (GET /exam/session/state); absent, the general wording. */
  abnormal?: AbnormalDetail;
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { forget } = useExamSession();
  const tooFew = abnormal?.reason === 'too-few-answers';
  return (
    <div className={styles.page} data-testid="exam-abnormal">
      <h1>{t('abnormal.title')}</h1>
      <StatusMessage tone="error" data-testid="abnormal-reason" data-reason={abnormal?.reason}>
        {tooFew
          ? t('abnormal.tooFew', {
              answered: abnormal.answeredCount,
              total: abnormal.questionCount,
              min: abnormal.minAnswered,
            })
          : t('abnormal.body')}
      </StatusMessage>
      <Card>
        <p>{t(tooFew ? 'abnormal.tooFewAdvice' : 'abnormal.advice')}</p>
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
