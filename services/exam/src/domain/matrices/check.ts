// The generator's own acceptance checks on drawn panels (the independent verifier in verify/
// shares none of this): which options a careful reader could defend, and whether the eight given
// cells pin down one answer per attribute.
import { isGrid, type Attribute, type ComponentKind, type Panel, type PanelData } from './grammar';
import { latticeAccepts, nested, widePredictions, widelyDetermined } from './rules';

const LEVEL_ATTRS = ['type', 'size', 'shade'] as const;

const column = (panels: readonly Panel[], component: number, attr: Attribute): number[] =>
  panels.map((panel) => (panel[component] as Panel[number])[attr]);

/**
 * True when every rule of the wide list that fits the eight given cells predicts the ninth,
 * and at least one does: the matrix alone fixes the answer on this attribute.
 */
export function levelsDetermine(attr: Attribute, kind: ComponentKind, cells9: readonly number[]): boolean {
  return widelyDetermined(attr, kind, cells9, cells9[8] as number);
}

/** The same for a lattice, read by places or (when shapes are only added or removed) by count. */
export function latticeDetermines(kind: ComponentKind, masks9: readonly number[]): boolean {
  const masks8 = masks9.slice(0, 8);
  const key = masks9[8] as number;
  const byPlace = widelyDetermined('position', kind, masks9, key);
  if (!nested(masks8)) return byPlace;
  // Shapes only added or removed so far: the count may be what a reader follows.
  const counts = masks9.map(countOf);
  const byCount = widelyDetermined('number', kind, counts, countOf(key));
  const placeSays = widePredictions('position', kind, masks8);
  const countSays = widePredictions('number', kind, counts.slice(0, 8));
  if (![...placeSays].every((m) => m === key) || ![...countSays].every((n) => n === countOf(key)))
    return false;
  return (byPlace || byCount) && latticeAccepts(kind, masks8, key);
}

function countOf(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Every option a reader could defend under the wide rule list. */
export function acceptedOptions(data: Pick<PanelData, 'components' | 'matrix' | 'options'>): number[] {
  const checks = data.components.map((spec, c) => {
    const levels = LEVEL_ATTRS.map((attr) => ({
      attr,
      predicted: widePredictions(attr, spec.kind, column(data.matrix, c, attr)),
    }));
    // A lattice by places or by count, wherever the shapes sit (latticeAccepts), the rules
    // worked out once for all six options.
    const masks8 = column(data.matrix, c, 'position');
    const grid = isGrid(spec.kind);
    const byPlace = grid ? widePredictions('position', spec.kind, masks8) : null;
    const byCount = grid ? widePredictions('number', spec.kind, masks8.map(countOf)) : null;
    return (panel: Panel) => {
      const state = panel[c] as Panel[number];
      if (!levels.every(({ attr, predicted }) => predicted.has(state[attr]))) return false;
      return !byPlace || byPlace.has(state.position) || (byCount as Set<number>).has(countOf(state.position));
    };
  });
  return data.options.flatMap((panel, i) => (checks.every((accepts) => accepts(panel)) ? [i] : []));
}

/** True when the eight cells fix the answer on every attribute of every component. */
export function matrixDetermines(data: Pick<PanelData, 'components' | 'matrix'>, answer: Panel): boolean {
  const panels = [...data.matrix, answer];
  return data.components.every((spec, c) => {
    if (!LEVEL_ATTRS.every((attr) => levelsDetermine(attr, spec.kind, column(panels, c, attr)))) return false;
    return isGrid(spec.kind) ? latticeDetermines(spec.kind, column(panels, c, 'position')) : true;
  });
}
