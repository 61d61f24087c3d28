import { Art, type VariantDefinition } from '../variant-flow';
import styles from './matrix.module.css';

const MARKUP =
  '<rect x="8" y="8" width="30" height="30" rx="4" fill="currentColor"/><rect x="46" y="8" width="30" height="30" rx="4" class="art2-fill"/><rect x="84" y="8" width="30" height="30" rx="4" fill="currentColor"/><rect x="8" y="46" width="30" height="30" rx="4" class="art2-fill"/><rect x="46" y="46" width="30" height="30" rx="4" fill="currentColor"/><rect x="84" y="46" width="30" height="30" rx="4" class="art2-fill"/><rect x="8" y="84" width="30" height="30" rx="4" fill="currentColor"/><rect x="46" y="84" width="30" height="30" rx="4" class="art2-fill"/><rect x="84" y="84" width="30" height="30" rx="4" fill="none" stroke="currentColor" stroke-width="3" stroke-dasharray="6 4"/><text x="99" y="108" text-anchor="middle" font-size="24" font-weight="700" fill="currentColor">?</text>';

/** The matrix landing's drawing. */
export function MatrixIllustration() {
  return <Art markup={MARKUP} />;
}

/** black and green, a matrix with a missing cell. */
export const matrix: VariantDefinition = {
  layout: 'poster',
  theme: styles.theme!,
  Illustration: MatrixIllustration,
};
