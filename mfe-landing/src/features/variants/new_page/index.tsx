import { Art, type VariantDefinition } from '../variant-flow';
import styles from './new_page.module.css';

const MARKUP =
  '<path d="M26 8h48l22 22v82H26z" fill="currentColor"/><path d="M74 8v22h22" class="art2-fill"/><path d="M38 50l5 5 9-10" fill="none" class="art2-stroke" stroke-width="5" stroke-linecap="round"/><rect x="58" y="48" width="28" height="6" rx="3" class="art2-fill"/><path d="M38 70l5 5 9-10" fill="none" class="art2-stroke" stroke-width="5" stroke-linecap="round"/><rect x="58" y="68" width="28" height="6" rx="3" class="art2-fill"/><path d="M38 90l5 5 9-10" fill="none" class="art2-stroke" stroke-width="5" stroke-linecap="round"/><rect x="58" y="88" width="28" height="6" rx="3" class="art2-fill"/>';

/** The new_page landing's drawing. */
export function NewPageIllustration() {
  return <Art markup={MARKUP} />;
}

/** newcomers: pale teal, a checklist page. */
export const newPage: VariantDefinition = {
  layout: 'above',
  theme: styles.theme!,
  Illustration: NewPageIllustration,
};
