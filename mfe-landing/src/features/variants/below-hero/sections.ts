// Issue 38 point 9: what each landing variant says below its hero — its audience (with its own
// picture), then what backs it up — as data. Copy: the 'landing-below' namespace, under the
// variant's name (`<variant>.audience.heading`, …). Every variant has its own sections and order.
import type { LandingVariant } from '../../../routes';
import type { PictureName } from './pictures';

export type BelowHeroSection =
  /** Who the page is for, beside its picture (`side`: which side the picture takes). */
  | { kind: 'audience'; picture: PictureName; side: 'start' | 'end' }
  /** Three steps in order. */
  | { kind: 'steps' }
  /** One figure about the test, large, with its caption (both copy: a figure is written per language). */
  | { kind: 'proof' }
  /** A review written for display (labelled as such on screen). */
  | { kind: 'quote' }
  /** One question a visitor of this page asks, answered. */
  | { kind: 'faq' }
  /** The IQ classification chart (not on the personality test's page). */
  | { kind: 'chart' };

const audience = (picture: PictureName, side: 'start' | 'end' = 'start') =>
  ({ kind: 'audience', picture, side }) as const;
const STEPS = { kind: 'steps' } as const;
const QUOTE = { kind: 'quote' } as const;
const FAQ = { kind: 'faq' } as const;
const CHART = { kind: 'chart' } as const;
const PROOF = { kind: 'proof' } as const;

export const BELOW_HERO: Readonly<Record<LandingVariant, readonly BelowHeroSection[]>> = {
  founder: [audience('blueprint', 'end'), FAQ, CHART],
  free: [STEPS, audience('tag')],
  genius_lab: [PROOF, CHART, audience('flask')],
  girl: [QUOTE, audience('bubbles', 'end')],
  home: [audience('sofa', 'end'), STEPS, CHART],
  matrix: [FAQ, PROOF, audience('grid')],
  new_boy: [STEPS, audience('star', 'end'), CHART],
  new_computer: [audience('laptop'), FAQ],
  new_genius: [PROOF, audience('rocket'), CHART],
  new_girl: [audience('heart'), QUOTE],
  new_page: [audience('checklist'), STEPS, FAQ],
  new: [audience('piece', 'end'), QUOTE, CHART],
  relax: [STEPS, audience('cup', 'end')],
  test_center: [PROOF, CHART, audience('stopwatch', 'end')],
  third: [QUOTE, audience('dice'), CHART],
  types: [audience('compass'), STEPS],
  yellow_boy: [audience('bolt'), PROOF, CHART],
  yellow_computer: [FAQ, audience('monitor', 'end')],
  yellow_girl: [STEPS, audience('sun'), CHART],
  young: [QUOTE, audience('cap', 'end'), CHART],
};
