import { Art, type VariantDefinition } from '../variant-flow';
import styles from './new_boy.module.css';

const MARKUP =
  '<circle cx="56" cy="40" r="19" fill="currentColor"/><path d="M18 114c0-24 17-40 38-40s38 16 38 40z" fill="currentColor"/><path d="M37 36c2-22 36-22 38 0-12-8-26-8-38 0z" class="art2-fill"/><path transform="translate(100 22) scale(1.6)" d="M0-10l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" class="art2-fill"/>';

/** The new_boy landing's drawing. */
export function NewBoyIllustration() {
  return <Art markup={MARKUP} />;
}

/** newcomers (teal family): a boy and a star. */
export const newBoy: VariantDefinition = {
  layout: 'split',
  theme: styles.theme!,
  Illustration: NewBoyIllustration,
};
