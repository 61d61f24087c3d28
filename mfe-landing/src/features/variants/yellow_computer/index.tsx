import { Art, type VariantDefinition } from '../variant-flow';
import styles from './yellow_computer.module.css';

const MARKUP =
  '<rect x="10" y="14" width="100" height="68" rx="8" fill="currentColor"/><rect x="18" y="22" width="84" height="52" rx="3" class="art2-fill"/><path d="M50 82h20l4 16H46zM34 100h52" fill="currentColor"/><path d="M34 100h52" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="60" cy="48" r="14" fill="none" stroke="currentColor" stroke-width="5"/>';

/** The yellow_computer landing's drawing. */
export function YellowComputerIllustration() {
  return <Art markup={MARKUP} />;
}

/** yellow family: deep yellow, a monitor. */
export const yellowComputer: VariantDefinition = {
  layout: 'poster',
  theme: styles.theme!,
  Illustration: YellowComputerIllustration,
};
