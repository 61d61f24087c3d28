// A questionnaire's result as the order service serves it once unlocked (issue 12; moved here
// from mfe-exam, which no longer shows results): the 16 types with the full type description,
// EQ's five scales with their band text, brain dominance with its not-neuroscience disclaimer.
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { resolveLocale, type LocaleTag, type QuestionnaireResult } from '@iq/contracts';
import {
  AXIS_PERCENT_TEMPLATE,
  AXIS_POLE_LABELS,
  BRAIN_DOMINANCE_COPY,
  BRAIN_DOMINANCE_DISCLAIMER,
  EQ_OVERALL_TEMPLATE,
  EQ_SCALE_COPY,
  TYPE_DESCRIPTIONS,
  TYPE_DESCRIPTION_SECTIONS,
  eqBandOf,
  fillTemplate,
  isTypeCode,
  type AxisPole,
} from '@iq/report-copy/src/questionnaires';
import { NS } from '../../i18n';
import { PercentBar } from './percent-bar';
import styles from './questionnaire-results.module.css';

type HeadingLevel = 2 | 3;

/** The result of one questionnaire; `headingLevel` fits it into the page's outline. */
export function QuestionnaireResultView({
  result,
  headingLevel = 3,
}: {
  result: QuestionnaireResult;
  headingLevel?: HeadingLevel;
}) {
  const { t } = useTranslation(NS);
  const locale: LocaleTag = resolveLocale(useAppSelector((state) => state.runtime.hl));
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const description =
    result.kind === 'sixteen-types' && isTypeCode(result.typeCode)
      ? TYPE_DESCRIPTIONS[result.typeCode][locale]
      : undefined;
  return (
    <div className={styles.result} data-testid={`result-${result.kind}`}>
      <Heading className={styles.heading}>{t(`questionnaires.${result.kind}.title`)}</Heading>
      {result.kind === 'sixteen-types' && (
        <>
          <p className={styles.typeCode} data-testid="type-code">
            {result.typeCode}
          </p>
          {description && (
            <>
              <p className={styles.typeName} data-testid="type-name">
                {description.name}
              </p>
              <p className={styles.typeSummary}>{description.summary}</p>
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
                    note={axis.tie ? t('questionnaires.balanced') : undefined}
                  />
                </li>
              );
            })}
          </ul>
          {description && (
            <div className={styles.sections} data-testid="type-description">
              {TYPE_DESCRIPTION_SECTIONS.map((section) => (
                <section key={section} className={styles.section} data-testid={`type-${section}`}>
                  <Subheading className={styles.subheading}>
                    {t(`questionnaires.sixteen-types.sections.${section}`)}
                  </Subheading>
                  <p className={styles.text}>{description[section]}</p>
                </section>
              ))}
            </div>
          )}
        </>
      )}
      {result.kind === 'eq' && (
        <>
          <p className={styles.text} data-testid="eq-overall">
            {fillTemplate(EQ_OVERALL_TEMPLATE[locale], { percent: result.overall.percent })}
          </p>
          <ul className={styles.bars}>
            {result.scales.map((scale) => (
              <li key={scale.key} className={styles.scale} data-testid={`eq-${scale.key}`}>
                <PercentBar
                  value={scale.percent}
                  label={t(`questionnaires.eq.scales.${scale.key}`)}
                  start={t('questionnaires.percent', { percent: scale.percent })}
                  note={EQ_SCALE_COPY[scale.key][locale].description}
                />
                <p className={styles.text} data-testid={`eq-${scale.key}-band`}>
                  {EQ_SCALE_COPY[scale.key][locale].bands[eqBandOf(scale.percent)]}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {result.kind === 'brain-dominance' && (
        <>
          <Subheading className={styles.subheading}>
            {BRAIN_DOMINANCE_COPY[result.dominant][locale].heading}
          </Subheading>
          <PercentBar
            value={result.leftPercent}
            label={t('questionnaires.brain-dominance.axis')}
            start={t('questionnaires.brain-dominance.left', { percent: result.leftPercent })}
            end={t('questionnaires.brain-dominance.right', { percent: result.rightPercent })}
          />
          <p className={styles.text}>{BRAIN_DOMINANCE_COPY[result.dominant][locale].text}</p>
          <p className={styles.disclaimer} data-testid="brain-disclaimer">
            {BRAIN_DOMINANCE_DISCLAIMER[locale]}
          </p>
        </>
      )}
    </div>
  );
}
