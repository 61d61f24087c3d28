import type { RemotePageProps } from '@iq/contracts';
import type { LandingVariant } from '../routes';
import '../i18n';
import { VariantFlow } from '../features/variants/variant-flow';
import { VARIANTS } from '../features/variants';
import { BelowHeroSlot } from '../features/variants/below-hero-slot';
import styles from '../features/home/home.module.css';
import below from '../features/variants/below-hero-region.module.css';

/**
 * spec §2: themed landing variants sharing the same flow. Every variant's hero is in this chunk
 * (about half a kilobyte each, compressed): a variant loaded on its own would suspend the page
 * while it hydrates, and a boundary that updates before it hydrates is rendered again from its
 * fallback. What each says below its hero (issue 38) is in the prerendered page; its code loads after
 * the first view (below-hero-slot.tsx), in the variant's colours.
 */
export default function LandingPage({ code, examId, variant: asked = 'home' }: RemotePageProps) {
  // A declared variant this build has no page of yet: the home variant's page.
  const variant = Object.hasOwn(VARIANTS, asked) ? (asked as LandingVariant) : 'home';
  const definition = VARIANTS[variant];
  return (
    <>
      <div className={styles.page} data-testid="screen-landing-variant" data-variant={asked}>
        <VariantFlow name={variant} definition={definition} code={code} examId={examId} />
      </div>
      <div className={`${below.region} ${definition.theme}`}>
        <BelowHeroSlot variant={variant} />
      </div>
    </>
  );
}
