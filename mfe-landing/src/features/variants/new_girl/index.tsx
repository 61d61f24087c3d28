import { Art, type VariantDefinition } from '../variant-flow';
import styles from './new_girl.module.css';

const MARKUP =
  '<path d="M34 46c0-32 48-32 48 0v26H34z" class="art2-fill"/><circle cx="58" cy="42" r="17" fill="currentColor"/><path d="M26 114l14-38h36l14 38z" fill="currentColor"/><path transform="translate(98 24) scale(1.4)" d="M0-10l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" class="art2-fill"/><path transform="translate(18 22) scale(0.9)" d="M0-10l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" class="art2-fill"/>';

/** The new_girl landing's drawing. */
export function NewGirlIllustration() {
  return <Art markup={MARKUP} />;
}

/** newcomers: a card on bright teal, a girl. */
export const newGirl: VariantDefinition = {
  layout: 'card',
  theme: styles.theme!,
  Illustration: NewGirlIllustration,
};
