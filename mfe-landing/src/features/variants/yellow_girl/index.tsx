import { Art, type VariantDefinition } from '../variant-flow';
import styles from './yellow_girl.module.css';

const MARKUP =
  '<path d="M34 46c0-32 48-32 48 0v26H34z" class="art2-fill"/><circle cx="58" cy="42" r="17" fill="currentColor"/><path d="M26 114l14-38h36l14 38z" fill="currentColor"/><path d="M88 14h14v10a7 7 0 0 1 0 14v10H88a7 7 0 0 0-14 0V24h10a7 7 0 0 1 4-10z" class="art2-fill"/>';

/** The yellow_girl landing's drawing. */
export function YellowGirlIllustration() {
  return <Art markup={MARKUP} />;
}

/** yellow family: bright yellow, a girl and a puzzle piece. */
export const yellowGirl: VariantDefinition = {
  layout: 'above',
  theme: styles.theme!,
  Illustration: YellowGirlIllustration,
};
