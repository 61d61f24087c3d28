import { Art, type VariantDefinition } from '../variant-flow';
import styles from './new.module.css';

const MARKUP =
  '<path d="M60 60L112 60" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M60 60L97 97" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M60 60L60 112" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M60 60L23 97" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M60 60L8 60" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M60 60L23 23" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M60 60L60 8" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M60 60L97 23" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="60" cy="60" r="22" class="art2-fill"/><path transform="translate(60 60) scale(1.5)" d="M0-10l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="currentColor"/>';

/** The new landing's drawing. */
export function NewIllustration() {
  return <Art markup={MARKUP} />;
}

/** newcomers: dark teal, a burst. */
export const newcomer: VariantDefinition = {
  layout: 'poster',
  theme: styles.theme!,
  Illustration: NewIllustration,
};
