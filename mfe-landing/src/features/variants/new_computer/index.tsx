import { Art, type VariantDefinition } from '../variant-flow';
import styles from './new_computer.module.css';

const MARKUP =
  '<rect x="18" y="26" width="84" height="56" rx="6" fill="currentColor"/><rect x="26" y="34" width="68" height="40" rx="2" class="art2-fill"/><path d="M8 92h104l-8 10H16z" fill="currentColor"/><path d="M40 60l10-14 10 8 12-16" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>';

/** The new_computer landing's drawing. */
export function NewComputerIllustration() {
  return <Art markup={MARKUP} />;
}

/** newcomers: a teal band, a laptop. */
export const newComputer: VariantDefinition = {
  layout: 'band',
  theme: styles.theme!,
  Illustration: NewComputerIllustration,
};
