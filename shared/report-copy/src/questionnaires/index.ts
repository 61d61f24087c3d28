// Result copy of the questionnaires (issue 12): 16 personality types, EQ and brain dominance,
// in nine locales. Content only; the screens live in mfe-report.
export { fillTemplate } from './fill-template';
export type { AxisPole, TypeCode, TypeDescription, TypeDescriptionSection } from './sixteen-types';
export {
  AXIS_PERCENT_TEMPLATE,
  AXIS_POLE_DESCRIPTIONS,
  AXIS_POLE_LABELS,
  TYPE_CODES,
  TYPE_DESCRIPTION_SECTIONS,
  isTypeCode,
} from './sixteen-types';
export { TYPE_DESCRIPTIONS } from './type-descriptions';
export type { EqBand, EqScaleCopy, EqScaleKey } from './eq';
export { EQ_BANDS, EQ_OVERALL_TEMPLATE, EQ_SCALE_COPY, EQ_SCALE_KEYS, eqBandOf, eqBandsWithin } from './eq';
export type { BrainDominance, BrainDominanceCopy } from './brain-dominance';
export { BRAIN_DOMINANCES, BRAIN_DOMINANCE_COPY, BRAIN_DOMINANCE_DISCLAIMER } from './brain-dominance';
export type { BalancedCopy, EqWithinErrorCopy } from './within-error';
export { BALANCED_COPY, EQ_WITHIN_ERROR_COPY } from './within-error';
