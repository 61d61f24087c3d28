import { Art, type VariantDefinition } from '../variant-flow';
import styles from './relax.module.css';

const MARKUP =
  '<circle cx="82" cy="34" r="18" class="art2-fill"/><path d="M18 70c22 0 22-12 42-12s20 12 42 12M18 88c22 0 22-12 42-12s20 12 42 12M18 106c22 0 22-12 42-12s20 12 42 12" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>';

/** The relax landing's drawing. */
export function RelaxIllustration() {
  return <Art markup={MARKUP} />;
}

/** calm: lavender, sea and moon. */
export const relax: VariantDefinition = {
  layout: 'card',
  theme: styles.theme!,
  Illustration: RelaxIllustration,
};
