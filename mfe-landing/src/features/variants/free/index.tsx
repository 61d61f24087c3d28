import { Art, type VariantDefinition } from '../variant-flow';
import styles from './free.module.css';

const MARKUP =
  '<path d="M38 54V36a22 22 0 0 1 42-8" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><rect x="24" y="54" width="72" height="54" rx="10" fill="currentColor"/><circle cx="60" cy="76" r="8" class="art2-fill"/><rect x="57" y="80" width="6" height="16" rx="3" class="art2-fill"/>';

/** The free landing's drawing. */
export function FreeIllustration() {
  return <Art markup={MARKUP} />;
}

/** free to take: mint, an open padlock. */
export const free: VariantDefinition = {
  layout: 'card',
  theme: styles.theme!,
  Illustration: FreeIllustration,
};
