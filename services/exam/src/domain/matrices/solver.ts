// An independent rule solver: it reads only the drawn panels (never correctOption or the rule
// list), works out for each attribute which rules of the grammar fit the first two rows, and
// keeps the options for which some fitting rule also holds on the third row.
import { isGrid, type Attribute, type ComponentSpec, type Panel, type PanelData } from './grammar';
import { holds, hypothesesFor, governingOfGrid, type Hypothesis, type Rows } from './rules';

/** The attribute's values row by row, over as many full rows as `panels` holds (2 or 3). */
function attributeRows(panels: readonly Panel[], component: number, attr: Attribute): number[][] {
  const rows = Math.floor(panels.length / 3);
  return Array.from({ length: rows }, (_, r) =>
    [0, 1, 2].map((c) => (panels[r * 3 + c] as Panel)[component]?.[attr] as number),
  );
}

/** The attributes a reader checks on a component; on lattices places, or counts when places follow no rule. */
function checkedAttributes(spec: ComponentSpec, panels: readonly Panel[], component: number): Attribute[] {
  const common: Attribute[] = ['type', 'size', 'shade'];
  if (!isGrid(spec.kind)) return ['number', 'position', ...common];
  const positions = attributeRows(panels.slice(0, 6), component, 'position');
  return [governingOfGrid(spec.kind, positions), ...common];
}

/** Rules that fit the first two rows of an attribute. */
export function fittingRules(spec: ComponentSpec, attr: Attribute, rows: Rows): Hypothesis[] {
  return hypothesesFor(attr).filter((h) => holds(h, attr, spec.kind, rows.slice(0, 2)));
}

function completes(data: Pick<PanelData, 'components' | 'matrix'>, option: Panel): boolean {
  const panels = [...data.matrix, option];
  return data.components.every((spec, component) =>
    checkedAttributes(spec, data.matrix, component).every((attr) => {
      const rows = attributeRows(panels, component, attr);
      return fittingRules(spec, attr, rows).some((h) => holds(h, attr, spec.kind, rows));
    }),
  );
}

/** Every option index that satisfies all rules found in the matrix. */
export function solveItem(item: { panels: PanelData }): number[] {
  const { panels } = item;
  return panels.options.flatMap((option, i) => (completes(panels, option) ? [i] : []));
}

/** What the solver reads off the matrix: per component and attribute, the rules that fit rows 1–2. */
export function inferRules(data: Pick<PanelData, 'components' | 'matrix'>): {
  component: string;
  attribute: Attribute;
  fits: Hypothesis[];
}[] {
  return data.components.flatMap((spec, component) =>
    checkedAttributes(spec, data.matrix, component).map((attribute) => ({
      component: spec.name,
      attribute,
      fits: fittingRules(spec, attribute, attributeRows(data.matrix.slice(0, 6), component, attribute)),
    })),
  );
}
