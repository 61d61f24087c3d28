// The public shape of a generated item: the exam service's sessions and reports rely on it.
import type { PanelData } from './grammar';

export interface ItemParameters {
  a: number;
  b: number;
  c: number;
}

export interface RuleDescription {
  component: string;
  attribute: 'number' | 'position' | 'type' | 'size' | 'shade';
  rule: 'constant' | 'progression' | 'arithmetic' | 'set-operation' | 'distribute-three';
  /** Lines the rule runs along; absent for constant and distribute-three (both readings). */
  reading?: 'rows' | 'columns';
  /** step (progression), operation (arithmetic: add | subtract; set-operation: union | intersection | xor | difference | reverse-difference). */
  detail?: Record<string, number | string>;
}

export interface DistractorMistake {
  attribute: RuleDescription['attribute'];
  component: string;
  /**
   * Against a competing rule: wrong-operation (same lines, another rule), wrong-direction (the
   * same rule along the other lines), wrong-rule (both). Against a drawn value (levels 1–3):
   * repeated-in-line, off-by-one, outside-set, wrong-step.
   */
  mistake: string;
  /** The rule this wrong value would follow, where it is a competing rule's answer. */
  follows?: RuleDescription;
}

export interface GeneratedItem {
  /** The seed it was generated from (as a uint32). */
  seed: number;
  /** Difficulty level 1..10 asked for. */
  level: number;
  /** The 3×3 matrix, last cell "?". */
  matrixSvg: string;
  /** Exactly 6. */
  optionSvgs: string[];
  /** 0..5 */
  correctOption: number;
  /** Per option, null for the correct one; for an option wrong on two attributes, the first. */
  mistakes: (DistractorMistake | null)[];
  rules: RuleDescription[];
  /** c = 1/6 */
  irt: ItemParameters;
  /** What the difficulty model used; `rules` and `components` feed scoring's item groups. */
  features: Record<string, number | string>;
  /**
   * Extra: every mistake of every option (two for options wrong on both varied attributes).
   * Like correctOption, never to be sent to a browser before the exam is confirmed.
   */
  optionMistakes: DistractorMistake[][];
  /** Extra: structured panels for the solver and the wrong-answer analysis. Reveals the key. */
  panels: PanelData;
}
