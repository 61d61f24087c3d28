import { Art, type VariantDefinition } from '../variant-flow';
import styles from './new_genius.module.css';

const MARKUP =
  '<path d="M58 20c-14-8-30 2-30 16-12 4-14 22-4 30-4 14 8 26 22 22 4 10 12 10 12 0z" fill="currentColor"/><path d="M62 20c14-8 30 2 30 16 12 4 14 22 4 30 4 14-8 26-22 22-4 10-12 10-12 0z" class="art2-fill"/><path transform="translate(100 16) scale(1.3)" d="M0-10l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" class="art2-fill"/><path transform="translate(18 100) scale(1)" d="M0-10l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" class="art2-fill"/>';

/** The new_genius landing's drawing. */
export function NewGeniusIllustration() {
  return <Art markup={MARKUP} />;
}

/** newcomers: teal on a slant, a brain. */
export const newGenius: VariantDefinition = {
  layout: 'diagonal',
  theme: styles.theme!,
  Illustration: NewGeniusIllustration,
};
