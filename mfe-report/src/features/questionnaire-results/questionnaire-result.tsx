// A questionnaire's result as the order service serves it once unlocked (issue 12; moved here
// from mfe-exam, which no longer shows results): the 16 types (sixteen-types-result.tsx), EQ's
// five scales with their band text (both texts when a score is within its margin of a band
// boundary, issue 36), brain dominance with its not-neuroscience disclaimer.
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { resolveLocale, type LocaleTag, type QuestionnaireResult } from '@iq/contracts';
import {
  BRAIN_DOMINANCE_COPY,
  BRAIN_DOMINANCE_DISCLAIMER,
  EQ_OVERALL_TEMPLATE,
  EQ_SCALE_COPY,
  EQ_WITHIN_ERROR_COPY,
  eqBandsWithin,
  fillTemplate,
} from '@iq/report-copy/src/questionnaires';
import { NS } from '../../i18n';
import { PercentBar } from './percent-bar';
import { SixteenTypesResult, balancedSentence } from './sixteen-types-result';
import styles from './questionnaire-results.module.css';

type HeadingLevel = 2 | 3;

/** An EQ scale's band text; near a boundary both bands' texts, over both boundaries none. */
function EqBandTexts({
  scale,
  locale,
}: {
  scale: { key: keyof typeof EQ_SCALE_COPY; percent: number; margin?: number };
  locale: LocaleTag;
}) {
  const copy = EQ_SCALE_COPY[scale.key][locale];
  const bands = eqBandsWithin(scale.percent, scale.margin);
  const within = EQ_WITHIN_ERROR_COPY[locale];
  return (
    <div className={styles.bandTexts} data-testid={`eq-${scale.key}-band`} data-bands={bands.join(' ')}>
      {bands.length === 3 ? (
        <p className={styles.note}>{fillTemplate(within.noBand, { margin: scale.margin ?? 0 })}</p>
      ) : (
        <>
          {bands.length === 2 && (
            <p className={styles.note}>{fillTemplate(within.betweenBands, { margin: scale.margin ?? 0 })}</p>
          )}
          {bands.map((band) => (
            <p key={band} className={styles.text}>
              {copy.bands[band]}
            </p>
          ))}
        </>
      )}
    </div>
  );
}

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
  return (
    <div className={styles.result} data-testid={`result-${result.kind}`}>
      <Heading className={styles.heading}>{t(`questionnaires.${result.kind}.title`)}</Heading>
      {result.kind === 'sixteen-types' && (
        <SixteenTypesResult result={result} locale={locale} Subheading={Subheading} />
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
                <EqBandTexts scale={scale} locale={locale} />
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
          {result.dominant === 'balanced' && (
            <p className={styles.note} data-testid="brain-balanced">
              {balancedSentence(locale, result.margin)}
            </p>
          )}
          <p className={styles.text}>{BRAIN_DOMINANCE_COPY[result.dominant][locale].text}</p>
          <p className={styles.disclaimer} data-testid="brain-disclaimer">
            {BRAIN_DOMINANCE_DISCLAIMER[locale]}
          </p>
        </>
      )}
    </div>
  );
}
