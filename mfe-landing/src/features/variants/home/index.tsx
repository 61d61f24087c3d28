import { Art, type VariantDefinition } from '../variant-flow';
import styles from './home.module.css';

const MARKUP =
  '<path d="M14 58L60 18l46 40" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M26 54v56h68V54L60 26z" fill="currentColor"/><rect x="50" y="78" width="20" height="32" rx="3" class="art2-fill"/><rect x="32" y="64" width="14" height="14" rx="2" class="art2-fill"/><rect x="74" y="64" width="14" height="14" rx="2" class="art2-fill"/>';

/** The home landing's drawing. */
export function HomeIllustration() {
  return <Art markup={MARKUP} />;
}

/** from home: a blue band over cream, a house. */
export const home: VariantDefinition = {
  layout: 'band',
  theme: styles.theme!,
  Illustration: HomeIllustration,
};
