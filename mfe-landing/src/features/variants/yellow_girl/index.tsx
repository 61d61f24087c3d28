import { Art, type VariantDefinition } from '../variant-flow';
import styles from './yellow_girl.module.css';

const MARKUP =
  '<circle cx="92" cy="26" r="14" class="art2-fill"/><path d="M92 4v6M92 42v6M70 26h6M108 26h6M77 11l4 4M103 37l4 4M77 41l4-4M103 15l4-4" class="art2-stroke" stroke-width="3" stroke-linecap="round"/><path d="M22 58c0-26 40-26 40 0v22H22z" fill="currentColor"/><circle cx="42" cy="56" r="14" class="art2-fill"/><path d="M14 116l10-30h36l10 30z" fill="currentColor"/><path d="M30 92l14 6 14-6v18l-14 6-14-6z" class="art2-fill"/>';

/** The yellow_girl landing's drawing. */
export function YellowGirlIllustration() {
  return <Art markup={MARKUP} />;
}

/** yellow family: bright yellow cut by amber, a girl reading in the sun (girl is the pink one above its drawing). */
export const yellowGirl: VariantDefinition = {
  layout: 'diagonal',
  theme: styles.theme!,
  Illustration: YellowGirlIllustration,
};
