import { Navigate } from 'react-router';
import { isQuestionnaireExamId } from '../features/questionnaire/questionnaire-exams';
import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ExamLoader } from '../features/exam-session/exam-loader';
import { AbnormalResult } from '../features/result/abnormal-result';
import { MeasuresProgress } from '../features/result/measures-progress';

/** After confirmation: the abnormal screen, or the wait screen that leads to e-mail capture. */
export default function CalculatingPage({ code, examId }: RemotePageProps) {
  // Exams 2–4 confirm and show their result on the question route (questionnaire screens).
  if (isQuestionnaireExamId(examId))
    return <Navigate to={`/answer_question/standard/${code}-${examId}${window.location.search}`} replace />;
  return (
    <ExamLoader code={code} examId={examId} testId="screen-exam-calculating">
      {({ state }) => {
        if (!state.confirmed) return <Navigate to={`/answer/submit/${code}-${examId}`} replace />;
        if (state.outcome === 'abnormal')
          return <AbnormalResult code={code} examId={examId} abnormal={state.abnormal} />;
        return <MeasuresProgress next={`/answer/email/${code}-${examId}`} />;
      }}
    </ExamLoader>
  );
}
