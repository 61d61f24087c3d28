import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import { resolveLocale, UNLOCKED_BY, type OrderReport, type ReportQuestions } from '@iq/contracts';
import { explainQuestion } from '@iq/report-copy';
import { useAppSelector } from '@iq/api';
import { NS } from '../../i18n';
import { useReportQuestionsQuery } from '../../api/report-api';
import type { LockOffers } from '../locks/lock-offer';
import { LockedPart } from '../locks/locked-part';
import { httpStatusOf, loadErrorKey } from '../report-route/load-error';
import { QuestionPicker, outcomeOf } from './question-picker';
import { svgDataUrl } from './svg-image';
import styles from './analysis.module.css';

type Question = ReportQuestions['questions'][number];

/** The first question worth a look: the first wrong one, else the first unanswered, else 1. */
export function firstToShow(questions: readonly Question[]): number {
  const wrong =
    questions.find((q) => outcomeOf(q) === 'wrong') ?? questions.find((q) => outcomeOf(q) === 'unanswered');
  return (wrong ?? questions[0])?.number ?? 1;
}

/**
 * spec §2 wrong-answer analysis: pick a question number, see your answer, the correct answer,
 * the item's picture and why. Only for tiers with the analysis; the service refuses (403)
 * otherwise, and then the lock says what unlocks it.
 */
export function AnswerAnalysis({ report, offerFor }: { report: OrderReport; offerFor: LockOffers }) {
  const { t } = useTranslation(NS);
  const item = report.items.find((i) => i.key === 'wrongAnalysis');
  const locked = item?.locked ?? false;
  const questions = useReportQuestionsQuery(report.orderNumber, { skip: locked });
  // A refusal without a lock in the report (it should not happen): what includes it, no offer.
  const lock = item?.unlockedBy
    ? { unlockedBy: item.unlockedBy, upgradable: item.upgradable }
    : { unlockedBy: UNLOCKED_BY.wrongAnalysis, upgradable: false };

  if (locked || httpStatusOf(questions.error) === 403) {
    return <LockedPart part="analysis" offer={offerFor(lock, 'wrongAnalysis')} />;
  }
  if (questions.isError) {
    return (
      <div className={styles.failed}>
        <StatusMessage tone="error">{t(loadErrorKey(questions.error))}</StatusMessage>
        <Button variant="secondary" onClick={() => void questions.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  if (!questions.data) return <Spinner aria-label={t('analysis.loading')} />;
  if (questions.data.questions.length === 0) return <p className={styles.muted}>{t('analysis.empty')}</p>;
  return <AnalysisBrowser questions={questions.data.questions} />;
}

function AnalysisBrowser({ questions }: { questions: readonly Question[] }) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const [selected, setSelected] = useState(() => firstToShow(questions));
  const question = questions.find((q) => q.number === selected) ?? questions[0]!;
  const wrong = questions.filter((q) => outcomeOf(q) === 'wrong').length;
  const unanswered = questions.filter((q) => outcomeOf(q) === 'unanswered').length;
  // The same sentences as the PDF, in the page's language (@iq/report-copy).
  const explanation = explainQuestion(question, resolveLocale(hl));
  const option = (index: number) => t('analysis.option', { number: index + 1 });
  return (
    <div className={styles.analysis} data-testid="answer-analysis">
      <p className={styles.muted}>{t('analysis.summary', { wrong, unanswered, total: questions.length })}</p>
      <QuestionPicker questions={questions} selected={question.number} onSelect={setSelected} />
      <article
        className={styles.detail}
        aria-labelledby="analysis-question-title"
        data-testid="analysis-detail"
      >
        <h3 id="analysis-question-title" className={styles.detailTitle}>
          {t('analysis.questionTitle', { number: question.number })}
          <span className={styles[outcomeOf(question)]} data-testid="analysis-verdict">
            {explanation.verdict}
          </span>
        </h3>
        <div className={styles.pictures}>
          <img
            className={styles.matrix}
            src={svgDataUrl(question.matrixSvg)}
            alt={t('analysis.matrixAlt', { number: question.number })}
          />
          <dl className={styles.answers}>
            <div className={styles.answer}>
              <dt>{t('analysis.yourAnswer')}</dt>
              <dd data-testid="your-answer">
                {question.yourAnswer === null ? (
                  t('analysis.notAnswered')
                ) : (
                  <>
                    <img
                      className={styles.option}
                      src={svgDataUrl(question.optionSvgs[question.yourAnswer] ?? '')}
                      alt=""
                    />
                    {option(question.yourAnswer)}
                  </>
                )}
              </dd>
            </div>
            <div className={styles.answer}>
              <dt>{t('analysis.correctAnswer')}</dt>
              <dd data-testid="correct-answer">
                <img
                  className={styles.option}
                  src={svgDataUrl(question.optionSvgs[question.correctAnswer] ?? '')}
                  alt=""
                />
                {option(question.correctAnswer)}
              </dd>
            </div>
          </dl>
        </div>
        <div className={styles.why} data-testid="analysis-text">
          <h4 className={styles.whyTitle}>{t('analysis.rulesTitle')}</h4>
          {explanation.rules.length > 0 ? (
            <ul className={styles.sentences}>
              {explanation.rules.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('analysis.noRules')}</p>
          )}
          {explanation.yours.length > 0 && (
            <>
              <h4 className={styles.whyTitle}>{t('analysis.yoursTitle')}</h4>
              <ul className={styles.sentences} data-testid="analysis-yours">
                {explanation.yours.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </article>
    </div>
  );
}
