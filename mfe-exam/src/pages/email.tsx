import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmailField, StatusMessage } from '@iq/design-system';
import { isEmail, type RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { isQuestionnaireExamId } from '../features/questionnaire/questionnaire-exams';
import { useSaveExamEmailMutation } from '../api/exam-api';
import { ExamLoader } from '../features/exam-session/exam-loader';
import styles from '../features/answering/exam.module.css';

/** spec §2 e-mail capture before results, with the spec §5 messages; then plan selection. */
export default function EmailPage({ code, examId }: RemotePageProps) {
  // Exams 2–4 confirm and show their result on the question route (questionnaire screens).
  if (isQuestionnaireExamId(examId))
    return <Navigate to={`/answer_question/standard/${code}-${examId}${window.location.search}`} replace />;
  return (
    <ExamLoader code={code} examId={examId} testId="screen-exam-email">
      {({ state }) =>
        state.confirmed ? (
          <EmailForm code={code} examId={examId} initial={state.email ?? ''} />
        ) : (
          <Navigate to={`/answer/submit/${code}-${examId}`} replace />
        )
      }
    </ExamLoader>
  );
}

function EmailForm({ code, examId, initial }: { code: string; examId: number; initial: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading, error: saveError }] = useSaveExamEmailMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('email.required'));
    if (!isEmail(value)) return setError(t('email.invalid'));
    setError(null);
    save({ email: value })
      .unwrap()
      .then(() => navigate(`/scheme_select/${code}-${examId}${window.location.search}`))
      .catch(() => undefined);
  };
  return (
    <div className={styles.page}>
      <h1>{t('email.title')}</h1>
      <p>{t('email.why')}</p>
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <EmailField
            id="email"
            label={t('email.label')}
            error={error ?? undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {saveError && (
            <StatusMessage tone="error">
              {t('status' in saveError && saveError.status === 400 ? 'email.invalid' : 'errors.connection')}
            </StatusMessage>
          )}
          <Button type="submit" loading={isLoading}>
            {t('email.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
