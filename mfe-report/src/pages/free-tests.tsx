import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import {
  EXAM_IDS,
  isQuestionnaireExam,
  type RemotePageProps,
  type UnlockedQuestionnaire,
} from '@iq/contracts';
import { NS } from '../i18n';
import { useUnlockedQuestionnairesQuery } from '../api/questionnaire-results-api';
import { httpStatusOf, loadErrorKey } from '../features/report-route/load-error';
import { reportLinks, useReportQuery } from '../features/report-route/report-query';
import { QuestionnaireResultView } from '../features/questionnaire-results/questionnaire-result';
import { questionnaireStartPath, takenDate } from '../features/questionnaire-results/questionnaire-links';
import styles from '../features/questionnaire-results/questionnaire-results.module.css';
import extrasStyles from '../features/extras/extras.module.css';
import page from '../features/report-view/report-view.module.css';

/** The three free tests, in the order the page lists them. */
const FREE_TESTS = [
  { key: 'personality', examId: EXAM_IDS.personality },
  { key: 'eq', examId: EXAM_IDS.eq },
  { key: 'brain', examId: EXAM_IDS.brainDominance },
] as const;
type FreeTestKey = (typeof FREE_TESTS)[number]['key'];

/**
 * spec §1 "three free tests after logging in" (/report/result-free-test): the signed-in
 * account's personality, EQ and brain dominance tests, each with a link to take it and, once
 * taken, its latest result. Nobody signed in: the login page, which comes back here.
 */
export default function FreeTestsPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { search, orderNumber } = useReportQuery();
  // After a questionnaire mfe-exam comes back here with that test's id (web-3): the links at the
  // bottom ("Start a new test", the testing hall) are still about the IQ test.
  const links = reportLinks(code, isQuestionnaireExam(examId) ? EXAM_IDS.iq : examId, search, orderNumber);
  const list = useUnlockedQuestionnairesQuery({});
  const signInNeeded = list.isError && httpStatusOf(list.error) === 401;

  useEffect(() => {
    if (signInNeeded)
      void navigate(`/user/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [signInNeeded, navigate, pathname, search]);

  let content;
  if (list.isError && !signInNeeded) {
    content = (
      <div className={styles.failed} data-testid="free-tests-failed">
        <StatusMessage tone="error">{t(loadErrorKey(list.error))}</StatusMessage>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  } else if (!list.data) {
    content = (
      <div className={page.loading} aria-busy="true" data-testid="free-tests-loading">
        <Spinner aria-label={t('freeTests.loading')} />
      </div>
    );
  } else {
    const tests = list.data.tests;
    content = (
      <ul className={styles.tests}>
        {FREE_TESTS.map((test) => (
          <FreeTestCard
            key={test.key}
            test={test.key}
            startPath={questionnaireStartPath(code, test.examId, search, null)}
            unlocked={tests.find((unlocked) => unlocked.examId === test.examId)}
            justTaken={test.examId === examId}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={page.page} data-testid="screen-report-free-tests">
      <div className={page.report}>
        <h1 className={page.title}>{t('freeTests.title')}</h1>
        <p className={page.plain}>{t('freeTests.body')}</p>
        {content}
        <nav className={extrasStyles.links} aria-label={t('extras.linksLabel')}>
          {orderNumber && <Link to={links.result}>{t('report.backToReport')}</Link>}
          <Link to={links.startTest}>{t('extras.startTest')}</Link>
          <Link to={links.testingHall}>{t('extras.testingHall')}</Link>
        </nav>
      </div>
    </div>
  );
}

function FreeTestCard({
  test,
  startPath,
  unlocked,
  justTaken,
}: {
  test: FreeTestKey;
  startPath: string;
  unlocked: UnlockedQuestionnaire | undefined;
  /** The test the visitor has just finished (the page's examId): its result is scrolled to. */
  justTaken: boolean;
}) {
  const { t, i18n } = useTranslation(NS);
  const nameId = useId();
  const card = useRef<HTMLLIElement>(null);
  const shown = !!(justTaken && unlocked);
  // Issue 38: the result of the test just taken sat four screens down the page on a phone.
  useEffect(() => {
    if (shown) card.current?.scrollIntoView?.({ block: 'start' });
  }, [shown]);
  return (
    <li ref={card} className={styles.test} data-testid={`free-test-${test}`}>
      <section className={styles.testCard} aria-labelledby={nameId}>
        <h2 id={nameId} className={styles.testName}>
          {t(`freeTests.tests.${test}.name`)}
        </h2>
        <p className={styles.text}>{t(`freeTests.tests.${test}.about`)}</p>
        {unlocked && (
          <p className={styles.taken} data-testid={`free-test-taken-${test}`}>
            {t('freeTests.takenOn', { date: takenDate(unlocked.takenAt, i18n.language) })}
          </p>
        )}
        {/* Three "Start" links: each also says which test it starts (its description). */}
        <Link className={page.primaryAction} to={startPath} aria-describedby={nameId}>
          {unlocked ? t('freeTests.takeAgain') : t('freeTests.start')}
        </Link>
        {unlocked && (
          <div className={styles.resultBox} data-testid={`free-test-result-${test}`}>
            <QuestionnaireResultView result={unlocked.result} headingLevel={3} />
          </div>
        )}
      </section>
    </li>
  );
}
