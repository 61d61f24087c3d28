import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Card } from '@iq/design-system';
import { EXAM_IDS, type QuestionnaireResult, type UnlockedQuestionnaire } from '@iq/contracts';
import { NS } from '../../i18n';
import { useAccountFreeTestsQuery } from '../../api/user-api';
import { serverFailure } from '../server-failure/server-failure';
import { FailureMessage } from '../../components/failure-message';
import { formatDay } from './format-day';
import styles from './personal-centre.module.css';

/** spec §6: the three free tests, in the free tests page's order. */
const FREE_TESTS = [
  { kind: 'personality', examId: EXAM_IDS.personality },
  { kind: 'eq', examId: EXAM_IDS.eq },
  { kind: 'brainDominance', examId: EXAM_IDS.brainDominance },
] as const;

/** A result in one line: the type, the overall EQ, the leaning. */
function headline(result: QuestionnaireResult, t: TFunction<typeof NS>): string {
  switch (result.kind) {
    case 'sixteen-types':
      return t('info.freeTests.type', { type: result.typeCode });
    case 'eq':
      return t('info.freeTests.eq', { percent: result.overall.percent });
    case 'brain-dominance':
      return t(`info.freeTests.brain.${result.dominant}`, {
        left: result.leftPercent,
        right: result.rightPercent,
      });
  }
}

/**
 * Issue 38: the account's free-test results in the personal centre, as the order service holds
 * them (a result a sign-up brought along shows here once its link was opened, in any browser);
 * a test not taken yet offers to start it.
 */
export function FreeTestList({ code, freeTestsPath }: { code: string; freeTestsPath: string }) {
  const { t, i18n } = useTranslation(NS);
  const list = useAccountFreeTestsQuery();

  // The three rows are laid out before the server answers (their titles are known), each with
  // its result line and action held in place, so the cards below do not move when it does
  // (issue 38's layout audit saw them shift: docs/decisions/2026-11-29-footer-below-first-screen.md).
  let content;
  if (list.error) {
    content = (
      <>
        <FailureMessage failure={serverFailure(list.error)} />
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('errors.retry')}
        </Button>
      </>
    );
  } else {
    const tests = list.data?.tests;
    content = (
      <ul
        className={styles.list}
        data-testid={tests ? 'free-test-list' : undefined}
        aria-busy={!tests}
        aria-label={tests ? undefined : t('info.freeTests.loading')}
      >
        {FREE_TESTS.map(({ kind, examId }) => (
          <FreeTestRow
            key={kind}
            kind={kind}
            loading={!tests}
            unlocked={tests?.find((test) => test.examId === examId)}
            startPath={`/answer_question/start_loading/${code}-${examId}`}
            resultPath={freeTestsPath}
            locale={i18n.language}
          />
        ))}
      </ul>
    );
  }
  return (
    <Card title={t('info.freeTests.title')} className={styles.card}>
      {content}
    </Card>
  );
}

function FreeTestRow({
  kind,
  loading,
  unlocked,
  startPath,
  resultPath,
  locale,
}: {
  kind: (typeof FREE_TESTS)[number]['kind'];
  /** Before the server answered: the row's place only, nothing claimed. */
  loading: boolean;
  unlocked: UnlockedQuestionnaire | undefined;
  startPath: string;
  resultPath: string;
  locale: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <li className={styles.row} data-testid={`account-free-test-${kind}`}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>{t(`info.reports.exams.${kind}`)}</span>
        {unlocked ? (
          <span className={styles.rowMeta} data-testid="account-free-test-result">
            {[headline(unlocked.result, t), formatDay(unlocked.takenAt, locale)].filter(Boolean).join(' · ')}
          </span>
        ) : (
          // The result line's height, kept whether or not there is one.
          <span className={styles.rowMeta} aria-hidden="true">
            {'\u00a0'}
          </span>
        )}
      </div>
      {loading ? (
        <span className={`${styles.action} ${styles.pendingAction}`} aria-hidden="true">
          {t('info.freeTests.start')}
        </span>
      ) : unlocked ? (
        <Link className={styles.action} to={resultPath}>
          {t('info.freeTests.open')}
        </Link>
      ) : (
        <Link className={styles.action} to={startPath}>
          {t('info.freeTests.start')}
        </Link>
      )}
    </li>
  );
}
