import { Art, type VariantDefinition } from '../variant-flow';
import styles from './test_center.module.css';

const MARKUP =
  '<rect x="18" y="16" width="62" height="90" rx="8" fill="currentColor"/><rect x="36" y="10" width="26" height="14" rx="4" class="art2-fill"/><rect x="28" y="40" width="40" height="6" rx="3" class="art2-fill"/><rect x="28" y="56" width="40" height="6" rx="3" class="art2-fill"/><rect x="28" y="72" width="40" height="6" rx="3" class="art2-fill"/><circle cx="88" cy="82" r="24" fill="#fff" stroke="currentColor" stroke-width="6"/><path d="M88 68v14l9 6" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>';

/** The test_center landing's drawing. */
export function TestCenterIllustration() {
  return <Art markup={MARKUP} />;
}

/** a test centre: slate band across the top (founder has the split layout), a clipboard and a stopwatch. */
export const testCenter: VariantDefinition = {
  layout: 'band',
  theme: styles.theme!,
  Illustration: TestCenterIllustration,
};
