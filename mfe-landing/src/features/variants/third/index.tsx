import { Art, type VariantDefinition } from '../variant-flow';
import styles from './third.module.css';

const MARKUP =
  '<rect x="8" y="70" width="34" height="42" class="art2-fill"/><rect x="43" y="46" width="34" height="66" fill="currentColor"/><rect x="78" y="84" width="34" height="28" class="art2-fill"/><circle cx="95" cy="48" r="20" fill="currentColor"/><text x="95" y="57" text-anchor="middle" font-size="26" font-weight="700" fill="#fff">3</text>';

/** The third landing's drawing. */
export function ThirdIllustration() {
  return <Art markup={MARKUP} />;
}

/** another try: terracotta, a podium. */
export const third: VariantDefinition = {
  layout: 'band',
  theme: styles.theme!,
  Illustration: ThirdIllustration,
};
