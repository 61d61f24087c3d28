import { Art, type VariantDefinition } from '../variant-flow';
import styles from './founder.module.css';

const MARKUP =
  '<path d="M60 12a32 32 0 0 0-18 58c4 4 6 8 6 14h24c0-6 2-10 6-14a32 32 0 0 0-18-58z" fill="currentColor"/><rect x="46" y="90" width="28" height="8" rx="3" class="art2-fill"/><rect x="50" y="102" width="20" height="8" rx="3" class="art2-fill"/><path d="M52 52l8 10 8-10" fill="none" class="art2-stroke" stroke-width="5" stroke-linecap="round"/>';

/** The founder landing's drawing. */
export function FounderIllustration() {
  return <Art markup={MARKUP} />;
}

/** the founder's edition: navy and gold, a light bulb. */
export const founder: VariantDefinition = {
  layout: 'split',
  theme: styles.theme!,
  Illustration: FounderIllustration,
};
