import { Art, type VariantDefinition } from '../variant-flow';
import styles from './girl.module.css';

const MARKUP =
  '<path d="M34 46c0-32 48-32 48 0v26H34z" class="art2-fill"/><circle cx="58" cy="42" r="17" fill="currentColor"/><path d="M26 114l14-38h36l14 38z" fill="currentColor"/><circle cx="96" cy="24" r="16" class="art2-fill"/><circle cx="82" cy="46" r="5" class="art2-fill"/><circle cx="76" cy="58" r="3" class="art2-fill"/>';

/** The girl landing's drawing. */
export function GirlIllustration() {
  return <Art markup={MARKUP} />;
}

/** pink, a young woman thinking. */
export const girl: VariantDefinition = {
  layout: 'above',
  theme: styles.theme!,
  Illustration: GirlIllustration,
};
