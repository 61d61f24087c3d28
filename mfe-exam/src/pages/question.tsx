import { Navigate } from 'react-router';
import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { ExamLoader } from '../features/exam-session/exam-loader';
import { QuestionScreen } from '../features/question/question-screen';

/** spec §2 question screen; after confirmation answers are final, so it leads on to the result. */
export default function QuestionPage({ code, examId }: RemotePageProps) {
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
