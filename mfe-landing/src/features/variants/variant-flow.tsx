import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { VARIANTS_NS } from './i18n';
import { StartTestLink } from '../home/start-test-link';
import { PaidReportFact } from '../home/deferred-paid-report-fact';
import { PaidReportFactText } from '../home/paid-report-fact-text';
import styles from './variant-flow.module.css';

/** How a variant places its parts on the page; each is a class of variant-flow.module.css. */
export type VariantLayout = 'split' | 'card' | 'above' | 'band' | 'diagonal' | 'poster';

/** What makes a landing variant its own page: everything else is the shared flow below. */
export interface VariantDefinition {
  layout: VariantLayout;
  /** The variant's CSS-module class: its colours as custom properties (see variant-flow.module.css). */
  theme: string;
  Illustration: ComponentType;
  /** The test it leads to when it is not the campaign's (types: the personality test). */
  examId?: number;
  /** The test facts under the headline: keys of the 'landing-variants' namespace (default: the IQ test's). */
  facts?: readonly string[];
  /** The start link's label, a key of the 'landing-variants' namespace (default: the hero's). */
  start?: string;
  /**
   * For a test whose result is free (types: the personality test), the fact that says so, a key
   * of the 'landing-variants' namespace, in place of the paid-report fact (default: none).
   */
  freeResultFact?: string;
}

const IQ_FACTS = ['hero.factQuestions', 'hero.factTime'] as const;

/**
 * spec §2 landing variants: one flow for all of them — headline, sub-line, the test's facts,
 * the paid-report sentence (with the order service's lowest price once known; for a test whose
 * result is free, the sentence that says so) and the start link — in the variant's layout, colours and illustration. No state and no effects of its own:
 * the prerendered HTML and the hydrated page are the same markup.
 */
export function VariantFlow({
  name,
  definition,
  code,
  examId,
}: {
  name: string;
  definition: VariantDefinition;
  code: string;
  examId: number;
}) {
  // Both namespaces in one call: another locale's two files load side by side, not one after the other.
  const { t } = useTranslation([VARIANTS_NS, NS]);
  const tv = (key: string) => t(key, { ns: VARIANTS_NS });
  const tl = (key: string) => t(key, { ns: NS });
  const { layout, theme, Illustration } = definition;
  const exam = definition.examId ?? examId;
  return (
    <section className={`${styles.flow} ${styles[layout]} ${theme}`} data-layout={layout}>
      <div className={styles.art}>
        <Illustration />
      </div>
      <div className={styles.copy}>
        <h1 className={styles.title}>{tv(`${name}.title`)}</h1>
        <p className={styles.subtitle}>{tv(`${name}.subtitle`)}</p>
        <ul className={styles.facts}>
          {definition.facts
            ? definition.facts.map((key) => <li key={key}>{tv(key)}</li>)
            : IQ_FACTS.map((key) => <li key={key}>{tl(key)}</li>)}
          {definition.freeResultFact ? (
            <li data-testid="free-result-fact">{tv(definition.freeResultFact)}</li>
          ) : (
            <PaidReportFact examId={exam} placeholder={<PaidReportFactText />} />
          )}
        </ul>
        <StartTestLink
          code={code}
          examId={exam}
          label={definition.start ? tv(definition.start) : tl('hero.start')}
        />
      </div>
    </section>
  );
}

/** A variant's drawing: decorative (the headline says it all), inline in the prerendered HTML. */
export function Art({ markup }: { markup: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      // The drawing is a constant of the variant's module: the same string on the server and here.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
