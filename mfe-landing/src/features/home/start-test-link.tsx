import { Link, useLocation } from 'react-router';
import styles from './home.module.css';

/** The main call to action: the test instructions of this campaign code and exam, query kept. */
export function StartTestLink({ code, examId, label }: { code: string; examId: number; label: string }) {
  const { search } = useLocation();
  return (
    <Link
      className={styles.start}
      to={`/answer_question/start_loading/${code}-${examId}${search}`}
      data-testid="start-test"
    >
      {label}
    </Link>
  );
}
