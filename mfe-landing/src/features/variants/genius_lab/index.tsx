import { Art, type VariantDefinition } from '../variant-flow';
import styles from './genius_lab.module.css';

const MARKUP =
  '<path d="M46 12h28M50 12v32L20 98a10 10 0 0 0 9 14h62a10 10 0 0 0 9-14L70 44V12" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M34 78h52l10 20H24z" fill="currentColor"/><circle cx="52" cy="60" r="5" class="art2-fill"/><circle cx="66" cy="50" r="4" class="art2-fill"/><circle cx="58" cy="34" r="3" class="art2-fill"/>';

/** The genius_lab landing's drawing. */
export function GeniusLabIllustration() {
  return <Art markup={MARKUP} />;
}

/** a puzzle laboratory: violet, a flask. */
export const geniusLab: VariantDefinition = {
  layout: 'diagonal',
  theme: styles.theme!,
  Illustration: GeniusLabIllustration,
};
