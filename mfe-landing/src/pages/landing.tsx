import type { RemotePageProps } from '@iq/contracts';
import type { LandingVariant } from '../routes';
import '../i18n';
import { VariantFlow } from '../features/variants/variant-flow';
import { VARIANTS } from '../features/variants';
import { IqChart } from '../features/home/iq-chart';
import styles from '../features/home/home.module.css';

/**
 * spec §2: themed landing variants sharing the same flow. Every variant is in this chunk (about
 * half a kilobyte each, compressed): a variant loaded on its own would suspend the page while it
 * hydrates, and a boundary that updates before it hydrates is rendered again from its fallback.
 */
export default function LandingPage({ code, examId, variant: asked = 'home' }: RemotePageProps) {
  // A declared variant this build has no page of yet: the home variant's page.
  const variant = Object.hasOwn(VARIANTS, asked) ? (asked as LandingVariant) : 'home';
  const definition = VARIANTS[variant];
  return (
    <div className={styles.page} data-testid="screen-landing-variant" data-variant={asked}>
      <VariantFlow name={variant} definition={definition} code={code} examId={examId} />
      {/* The IQ classification: not on the personality test's page. */}
      {definition.examId === undefined && <IqChart />}
    </div>
  );
}
