import { Art, type VariantDefinition } from '../variant-flow';
import styles from './young.module.css';

const MARKUP =
  '<circle cx="60" cy="60" r="24" fill="currentColor"/><path d="M94 60L110 60" fill="none" class="art2-stroke" stroke-width="7" stroke-linecap="round"/><path d="M84 84L96 96" fill="none" class="art2-stroke" stroke-width="7" stroke-linecap="round"/><path d="M60 94L60 110" fill="none" class="art2-stroke" stroke-width="7" stroke-linecap="round"/><path d="M36 84L24 96" fill="none" class="art2-stroke" stroke-width="7" stroke-linecap="round"/><path d="M26 60L10 60" fill="none" class="art2-stroke" stroke-width="7" stroke-linecap="round"/><path d="M36 36L24 24" fill="none" class="art2-stroke" stroke-width="7" stroke-linecap="round"/><path d="M60 26L60 10" fill="none" class="art2-stroke" stroke-width="7" stroke-linecap="round"/><path d="M84 36L96 24" fill="none" class="art2-stroke" stroke-width="7" stroke-linecap="round"/>';

/** The young landing's drawing. */
export function YoungIllustration() {
  return <Art markup={MARKUP} />;
}

/** young: sky blue, a sun. */
export const young: VariantDefinition = {
  layout: 'card',
  theme: styles.theme!,
  Illustration: YoungIllustration,
};
