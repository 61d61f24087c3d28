import { EXAM_IDS } from '@iq/contracts';
import { Art, type VariantDefinition } from '../variant-flow';
import styles from './types.module.css';

const MARKUP =
  '<circle cx="18" cy="18" r="9" class="art2-fill"/><circle cx="46" cy="18" r="9" fill="currentColor"/><circle cx="74" cy="18" r="9" class="art2-fill"/><circle cx="102" cy="18" r="9" fill="currentColor"/><circle cx="18" cy="46" r="9" fill="currentColor"/><circle cx="46" cy="46" r="11" class="art2-fill"/><circle cx="74" cy="46" r="11" fill="currentColor"/><circle cx="102" cy="46" r="9" class="art2-fill"/><circle cx="18" cy="74" r="9" class="art2-fill"/><circle cx="46" cy="74" r="11" fill="currentColor"/><circle cx="74" cy="74" r="11" class="art2-fill"/><circle cx="102" cy="74" r="9" fill="currentColor"/><circle cx="18" cy="102" r="9" fill="currentColor"/><circle cx="46" cy="102" r="9" class="art2-fill"/><circle cx="74" cy="102" r="9" fill="currentColor"/><circle cx="102" cy="102" r="9" class="art2-fill"/>';

/** The types landing's drawing. */
export function TypesIllustration() {
  return <Art markup={MARKUP} />;
}

/** the personality test: orchid, sixteen dots. */
export const types: VariantDefinition = {
  layout: 'diagonal',
  theme: styles.theme!,
  Illustration: TypesIllustration,
  // The personality test (16 types), whatever exam the campaign link names.
  examId: EXAM_IDS.personality,
  facts: ['types.fact'],
  start: 'types.start',
  // The personality result is free with an account: no paid report to announce.
  freeResultFact: 'types.freeFact',
};
