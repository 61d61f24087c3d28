import { Art, type VariantDefinition } from '../variant-flow';
import styles from './yellow_boy.module.css';

const MARKUP =
  '<circle cx="56" cy="40" r="19" fill="currentColor"/><path d="M18 114c0-24 17-40 38-40s38 16 38 40z" fill="currentColor"/><path d="M37 36c2-22 36-22 38 0-12-8-26-8-38 0z" class="art2-fill"/><circle cx="98" cy="22" r="17" class="art2-fill"/><text x="98" y="30" text-anchor="middle" font-size="22" font-weight="700" fill="currentColor">?</text>';

/** The yellow_boy landing's drawing. */
export function YellowBoyIllustration() {
  return <Art markup={MARKUP} />;
}

/** yellow family: a boy with a question, on a centred card (new_boy has the split layout). */
export const yellowBoy: VariantDefinition = {
  layout: 'card',
  theme: styles.theme!,
  Illustration: YellowBoyIllustration,
};
