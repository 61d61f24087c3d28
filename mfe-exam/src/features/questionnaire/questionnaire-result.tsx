import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, Card, Spinner, StatusMessage } from '@iq/design-system';
import { resolveLocale, type LocaleTag, type QuestionnaireResult } from '@iq/contracts';
import {
  AXIS_PERCENT_TEMPLATE,
  AXIS_POLE_LABELS,
  BRAIN_DOMINANCE_COPY,
  BRAIN_DOMINANCE_DISCLAIMER,
  EQ_SCALE_COPY,
  TYPE_DESCRIPTIONS,
  fillTemplate,
  isTypeCode,
  type AxisPole,
} from '@iq/report-copy/src/questionnaires';
import { QUESTIONNAIRE_NAMESPACES } from './i18n';
import { useQuestionnaireResultQuery } from '../../api/questionnaire-api';
import { PercentBar } from './percent-bar';
import styles from './questionnaire.module.css';
import examStyles from '../answering/exam.module.css';

/** A reload after confirmation: the stored result (GET /exam/session/result). */
export function QuestionnaireResultLoader({ session }: { session: string }) {
  const { t } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const result = useQuestionnaireResultQuery({ session });
  if (result.isError)
    return (
      <div className={examStyles.page}>
        <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>
        <Button onClick={() => void result.refetch()}>{t('errors.retry')}</Button>
      </div>
    );
  if (!result.data)
    return (
      <div className={examStyles.loading} aria-busy="true">
        <Spinner aria-label={t('questionnaire.loading')} />
      </div>
    );
  return <QuestionnaireResultView result={result.data} />;
}

/** The result screens: 16 types (code and four axes), EQ (five scales), brain dominance. */
export function QuestionnaireResultView({
  result,
  headingRef,
}: {
  result: QuestionnaireResult;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const locale: LocaleTag = resolveLocale(useAppSelector((state) => state.runtime.hl));
  return (
    <div className={styles.screen} data-testid={`result-${result.kind}`}>
      <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
        {t(`questionnaire.result.${result.kind}.title`)}
      </h1>
      {result.kind === 'sixteen-types' && (
        <Card>
          <p className={styles.typeCode} data-testid="type-code">
            {result.typeCode}
          </p>
          {isTypeCode(result.typeCode) && (
            <>
              <p className={styles.typeName} data-testid="type-name">
                {TYPE_DESCRIPTIONS[result.typeCode][locale].name}
              </p>
              <p className={styles.typeSummary}>{TYPE_DESCRIPTIONS[result.typeCode][locale].summary}</p>
            </>
          )}
          <ul className={styles.bars}>
            {result.axes.map((axis) => {
              const pole = (letter: string, percent: number) =>
                fillTemplate(AXIS_PERCENT_TEMPLATE[locale], {
                  percent,
                  pole: AXIS_POLE_LABELS[letter as AxisPole]?.[locale] ?? letter,
                });
              return (
                <li key={axis.axis} data-testid={`axis-${axis.axis}`}>
                  <PercentBar
                    value={axis.firstPercent}
                    label={`${axis.firstLetter} / ${axis.secondLetter}`}
                    start={pole(axis.firstLetter, axis.firstPercent)}
                    end={pole(axis.secondLetter, axis.secondPercent)}
                    note={axis.tie ? t('questionnaire.result.balanced') : undefined}
                  />
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      {result.kind === 'eq' && (
        <Card>
          <p data-testid="eq-overall">
            {t('questionnaire.result.eq.overall', { percent: result.overall.percent })}
          </p>
          <ul className={styles.bars}>
            {result.scales.map((scale) => (
              <li key={scale.key} data-testid={`eq-${scale.key}`}>
                <PercentBar
                  value={scale.percent}
                  label={t(`questionnaire.result.eq.scales.${scale.key}`)}
                  start={t('questionnaire.result.percent', { percent: scale.percent })}
                  note={EQ_SCALE_COPY[scale.key][locale].description}
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {result.kind === 'brain-dominance' && (
        <Card>
          <h2 className={styles.subheading}>{BRAIN_DOMINANCE_COPY[result.dominant][locale].heading}</h2>
          <PercentBar
            value={result.leftPercent}
            label={t('questionnaire.result.brain-dominance.axis')}
            start={t('questionnaire.result.brain-dominance.left', { percent: result.leftPercent })}
            end={t('questionnaire.result.brain-dominance.right', { percent: result.rightPercent })}
          />
          <p>{BRAIN_DOMINANCE_COPY[result.dominant][locale].text}</p>
          <p className={styles.disclaimer} data-testid="brain-disclaimer">
            {BRAIN_DOMINANCE_DISCLAIMER[locale]}
          </p>
        </Card>
      )}
    </div>
  );
}
