// The personality result (issue 12; issue 36 for balanced axes): the type with its description
// when all four axes are decided; otherwise the code with X on each balanced axis, the types the
// answers fall between, and on every balanced axis both poles described.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleTag, SixteenTypesResultView } from '@iq/contracts';
import {
  AXIS_PERCENT_TEMPLATE,
  AXIS_POLE_DESCRIPTIONS,
  AXIS_POLE_LABELS,
  BALANCED_COPY,
  TYPE_DESCRIPTIONS,
  TYPE_DESCRIPTION_SECTIONS,
  fillTemplate,
  type AxisPole,
} from '@iq/report-copy/src/questionnaires';
import { NS } from '../../i18n';
import { PercentBar } from './percent-bar';
import { summarizeSixteenTypes, type SixteenTypesSummary } from './sixteen-types-summary';
import styles from './questionnaire-results.module.css';

const poleLabel = (letter: string, locale: LocaleTag) =>
  AXIS_POLE_LABELS[letter as AxisPole]?.[locale] ?? letter;

/** What the pole means: the label, then its one-phrase description. */
function PoleMeanings({ letters, locale }: { letters: readonly string[]; locale: LocaleTag }) {
  return (
    <dl className={styles.poles}>
      {letters.map((letter) => (
        <div key={letter} className={styles.pole} data-testid={`pole-${letter}`}>
          <dt className={styles.poleName}>{poleLabel(letter, locale)}</dt>
          <dd className={styles.poleText}>{AXIS_POLE_DESCRIPTIONS[letter as AxisPole]?.[locale]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A balanced result's sentence: within the margin, or (no margin to show) exactly in the middle. */
export function balancedSentence(locale: LocaleTag, margin: number | undefined): string {
  return margin
    ? fillTemplate(BALANCED_COPY[locale].withinMargin, { margin })
    : BALANCED_COPY[locale].exactTie;
}

function betweenSentence(summary: SixteenTypesSummary, locale: LocaleTag): string {
  const copy = BALANCED_COPY[locale];
  const [first, second] = summary.between;
  if (summary.between.length === 2) return fillTemplate(copy.betweenTwo, { first: first!, second: second! });
  if (summary.between.length === 4) {
    const types = new Intl.ListFormat(locale, { type: 'conjunction' }).format(summary.between);
    return fillTemplate(copy.betweenFour, { types });
  }
  return fillTemplate(copy.noType, { count: summary.balancedCount });
}

export function SixteenTypesResult({
  result,
  locale,
  Subheading,
}: {
  result: SixteenTypesResultView;
  locale: LocaleTag;
  Subheading: 'h3' | 'h4';
}) {
  const { t } = useTranslation(NS);
  const legendId = useId();
  const summary = summarizeSixteenTypes(result);
  const description = summary.type ? TYPE_DESCRIPTIONS[summary.type][locale] : undefined;
  return (
    <>
      {description ? (
        <>
          <p className={styles.typeCode} data-testid="type-code">
            {summary.type}
          </p>
          <p className={styles.typeName} data-testid="type-name">
            {description.name}
          </p>
          <p className={styles.typeSummary}>{description.summary}</p>
        </>
      ) : (
        <>
          <p className={styles.typeCode} data-testid="type-code" aria-describedby={legendId}>
            {summary.pattern}
          </p>
          <p className={styles.codeLegend} id={legendId} data-testid="type-code-legend">
            {BALANCED_COPY[locale].codeLegend}
          </p>
          <p className={styles.typeSummary} data-testid="type-between">
            {betweenSentence(summary, locale)}
          </p>
          {summary.between.length > 0 && (
            <ul className={styles.nearest} data-testid="nearest-types">
              {summary.between.map((code) => (
                <li key={code} className={styles.nearestType} data-testid={`nearest-${code}`}>
                  <p className={styles.nearestName}>
                    <span className={styles.nearestCode}>{code}</span>
                    <span>{TYPE_DESCRIPTIONS[code][locale].name}</span>
                  </p>
                  <p className={styles.text}>{TYPE_DESCRIPTIONS[code][locale].summary}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ul className={styles.bars}>
        {result.axes.map((axis, i) => {
          const decided = summary.decided[i];
          const pole = (letter: string, percent: number) =>
            fillTemplate(AXIS_PERCENT_TEMPLATE[locale], { percent, pole: poleLabel(letter, locale) });
          return (
            <li
              key={axis.axis}
              className={styles.scale}
              data-testid={`axis-${axis.axis}`}
              data-decided={decided ? 'true' : 'false'}
            >
              <PercentBar
                value={axis.firstPercent}
                label={`${axis.firstLetter} / ${axis.secondLetter}`}
                start={pole(axis.firstLetter, axis.firstPercent)}
                end={pole(axis.secondLetter, axis.secondPercent)}
                note={decided ? undefined : t('questionnaires.balanced')}
              />
              {decided ? (
                <PoleMeanings letters={[axis.letter ?? '']} locale={locale} />
              ) : (
                <>
                  <p className={styles.note} data-testid={`axis-${axis.axis}-balanced`}>
                    {balancedSentence(locale, axis.margin)}
                  </p>
                  <PoleMeanings letters={[axis.firstLetter, axis.secondLetter]} locale={locale} />
                </>
              )}
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
  );
}
