import { lazy, Suspense, useLayoutEffect } from 'react';
import { Navigate } from 'react-router';
import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ExamLoader } from '../features/exam-session/exam-loader';
import { QuestionScreen } from '../features/question/question-screen';
import { isQuestionnaireExamId } from '../features/questionnaire/questionnaire-exams';
import styles from '../features/answering/exam.module.css';

// Exams 2–4 (issue 12) in their own chunk: the IQ page's first view carries none of their code.
const QuestionnairePage = lazy(() => import('../features/questionnaire/questionnaire-page'));

/** spec §2 question screen; after confirmation answers are final, so it leads on to the result. */
export default function QuestionPage({ code, examId }: RemotePageProps) {
  // The instructions' "Start now" sits low on a phone: the new page kept that scroll and opened
  // past its drawing (scrollY 435 at 360×640, issue 38). The question starts at the top.
  useLayoutEffect(() => {
    if (window.scrollY) window.scrollTo(0, 0);
  }, []);
  if (isQuestionnaireExamId(examId))
    return (
      <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
        <QuestionnairePage code={code} examId={examId} />
      </Suspense>
    );
  return (
    <ExamLoader code={code} examId={examId} testId="screen-exam-question">
      {({ list, state, stateLoadedAt }) =>
        state.confirmed ? (
          <Navigate to={`/answer/loading/${code}-${examId}`} replace />
        ) : (
          <QuestionScreen
            code={code}
            examId={examId}
            list={list}
            state={state}
            stateLoadedAt={stateLoadedAt}
          />
        )
      }
    </ExamLoader>
  );
}
