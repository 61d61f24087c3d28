// An independent rule solver (FORMAT.md "Rules"): from the drawings alone it decides which options
// complete the matrix. It knows a wider rule set than the grammar promises, so that an item whose
// distractor is also defensible shows up as having more than one fitting option.
//
// Every rule here, once it holds on the eight given cells, fixes the ninth value. So per component
// and attribute the solver collects, once, the ninth values that some rule in some reading
// predicts; an option then fits iff each of its values is among them.
//
// A lattice's count is also read as a plain number, whatever the positions of its shapes (issue
// 36): a reader may count shapes and ignore where they sit. That reading is written here on its
// own, as a test of the nine counts (each candidate ninth count tried in turn), not as a
// prediction: it shares neither the generator's rule list nor its condition on nested shapes.
import { readItem, type ComponentKind, type ReadComponent, type ReadItem } from './read-panels';

export type Reading = 'rows' | 'columns';
export type AttributeName = 'number' | 'position' | 'type' | 'size' | 'shade';

/** A rule that holds on the eight given cells, and the ninth value it asks for. */
export interface RuleFit {
  /** e.g. `constant`, `progression +2 by rows`, `xor by columns`, `latin square`. */
  rule: string;
  ninth: number;
}

export interface AttributeReport {
  component: string;
  kind: ComponentKind;
  attribute: AttributeName;
  /**
   * `fixed`: a single's number (1) and position (slot 0), the frame's shade (white): that value in
   * all nine cells.
   * `rules`: the attribute follows its own rules.
   * `lattice`: a lattice's position, or its count read as a number (either one suffices).
   */
  mode: 'fixed' | 'rules' | 'lattice';
  given: number[];
  fits: RuleFit[];
  /** Distinct ninth values the fitting rules ask for. */
  accepted: number[];
}

export interface OptionReport {
  option: number;
  fits: boolean;
  /** One line per component attribute the option breaks. */
  failures: string[];
}

export interface Explanation {
  layout: ReadItem['layout'];
  attributes: AttributeReport[];
  options: OptionReport[];
  /** Indices of the options with which the matrix is consistent. */
  fitting: number[];
  /** Everything above as readable lines, for test failure messages. */
  text: string;
}

export interface SvgItem {
  matrixSvg: string;
  optionSvgs: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Lines of the 3×3 matrix (cell index = row·3 + column; cell 8 is the one to find).

type Line = readonly [number, number, number];
const LINES: Record<Reading, readonly [Line, Line, Line]> = {
  rows: [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
  ],
  columns: [
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
  ],
};
const READINGS: readonly Reading[] = ['rows', 'columns'];
const by = (reading: Reading) => (reading === 'rows' ? 'by rows' : 'by columns');

/** Third value of a line from its first two, or null when the pair cannot start such a line. */
type Third = (first: number, second: number) => number | null;

/** The ninth value a line rule asks for, if the two complete lines and the third's start obey it. */
function lineRule(v: readonly number[], reading: Reading, third: Third): number | null {
  const [l0, l1, l2] = LINES[reading];
  if (third(v[l0[0]] as number, v[l0[1]] as number) !== v[l0[2]]) return null;
  if (third(v[l1[0]] as number, v[l1[1]] as number) !== v[l1[2]]) return null;
  return third(v[l2[0]] as number, v[l2[1]] as number);
}

function constant(v: readonly number[]): number | null {
  for (let i = 1; i < 8; i++) if (v[i] !== v[0]) return null;
  return v[0] as number;
}

/** Every line a permutation of the same three distinct values: the ninth is the one missing. */
function permutation(v: readonly number[], reading: Reading): number | null {
  const [l0, l1, l2] = LINES[reading];
  const a = v[l0[0]] as number;
  const b = v[l0[1]] as number;
  const c = v[l0[2]] as number;
  if (a === b || b === c || a === c) return null;
  const inSet = (x: number) => x === a || x === b || x === c;
  const x = v[l1[0]] as number;
  const y = v[l1[1]] as number;
  const z = v[l1[2]] as number;
  if (!inSet(x) || !inSet(y) || !inSet(z) || x === y || y === z || x === z) return null;
  const p = v[l2[0]] as number;
  const q = v[l2[1]] as number;
  if (!inSet(p) || !inSet(q) || p === q) return null;
  return a !== p && a !== q ? a : b !== p && b !== q ? b : c;
}

const LEVEL_STEPS = [1, -1, 2, -2, 3, -3];
const signed = (s: number) => (s > 0 ? `+${s}` : `${s}`);

/** Constant, progression (±1, ±2, ±3), distribute-three: the rules of every ordered level. */
function levelFits(v: readonly number[]): RuleFit[] {
  const out: RuleFit[] = [];
  const c = constant(v);
  if (c !== null) out.push({ rule: 'constant', ninth: c });
  for (const reading of READINGS) {
    const [l0] = LINES[reading];
    const s = (v[l0[1]] as number) - (v[l0[0]] as number);
    if (!LEVEL_STEPS.includes(s)) continue;
    const ninth = lineRule(v, reading, (a, b) => (b - a === s ? b + s : null));
    if (ninth !== null) out.push({ rule: `progression ${signed(s)} ${by(reading)}`, ninth });
  }
  distributeFits(v, out);
  return out;
}

function distributeFits(v: readonly number[], out: RuleFit[]): void {
  const rows = permutation(v, 'rows');
  const columns = permutation(v, 'columns');
  if (rows !== null && rows === columns) out.push({ rule: 'latin square', ninth: rows });
  if (rows !== null) out.push({ rule: 'permutation by rows', ninth: rows });
  if (columns !== null) out.push({ rule: 'permutation by columns', ninth: columns });
}

// ---------------------------------------------------------------------------------------------
// Counts read as numbers: each rule is a test that every line must pass, tried on the two given
// lines, then on the third with every count a panel can show in the ninth cell.

/** Does the line (x, y, z) pass, given the first line (a, b, c)? */
type LineTest = (x: number, y: number, z: number, a: number, b: number, c: number) => boolean;

const valueSet = (a: number, b: number, c: number) =>
  a === b || b === c || a === c ? -1 : (1 << a) | (1 << b) | (1 << c);

const COUNT_TESTS: readonly [string, LineTest][] = [
  // Each line steps evenly by the first line's step, not zero.
  ['progression', (x, y, z, a, b) => b !== a && y - x === b - a && z - y === b - a],
  ['sum first + second', (x, y, z) => x + y === z],
  ['difference first − second', (x, y, z) => x - y === z],
  ['difference second − first', (x, y, z) => y - x === z],
  // Each line holds the first line's three distinct values, in any order.
  [
    'three values per line',
    (x, y, z, a, b, c) => valueSet(a, b, c) !== -1 && valueSet(x, y, z) === valueSet(a, b, c),
  ],
];

/** Slots per lattice: the most shapes a panel can show. */
const SLOT_COUNT: Partial<Record<ComponentKind, number>> = {
  lattice2: 4,
  lattice3: 9,
  lattice23: 6,
  lattice32: 6,
};

/** Every rule that holds on the eight given counts and some ninth count (1 … slots), by trial. */
function countReadings(given: readonly number[], kind: ComponentKind): RuleFit[] {
  const out: RuleFit[] = [];
  const slots = SLOT_COUNT[kind] ?? 0;
  const v = given;
  const first = v[0] as number;
  if (v.slice(0, 8).every((x) => x === first) && first >= 1 && first <= slots)
    out.push({ rule: 'constant', ninth: first });
  for (const reading of READINGS) {
    const [l0, l1, l2] = LINES[reading];
    const a = v[l0[0]] as number;
    const b = v[l0[1]] as number;
    const c = v[l0[2]] as number;
    for (const [name, test] of COUNT_TESTS) {
      if (!test(a, b, c, a, b, c)) continue;
      if (!test(v[l1[0]] as number, v[l1[1]] as number, v[l1[2]] as number, a, b, c)) continue;
      const x = v[l2[0]] as number;
      const y = v[l2[1]] as number;
      for (let n = 1; n <= slots; n++)
        if (test(x, y, n, a, b, c)) out.push({ rule: `${name} ${by(reading)}`, ninth: n });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Positions: slot bit masks.

const SET_OPERATIONS: readonly [string, Third][] = [
  ['or', (a, b) => a | b],
  ['and', (a, b) => a & b],
  ['xor', (a, b) => a ^ b],
  ['first and not second', (a, b) => a & ~b],
  ['second and not first', (a, b) => b & ~a],
];

/** Clockwise rings (FORMAT.md); slots off the ring (the 3×3 centre) stay put. */
const RINGS: Partial<Record<ComponentKind, { slots: number; ring: readonly number[] }>> = {
  lattice2: { slots: 4, ring: [0, 1, 3, 2] },
  lattice3: { slots: 9, ring: [0, 1, 2, 5, 8, 7, 6, 3] },
  lattice23: { slots: 6, ring: [0, 1, 3, 5, 4, 2] },
  lattice32: { slots: 6, ring: [0, 1, 2, 5, 4, 3] },
};
const RING_STEPS = [1, -1, 2, -2];
const shiftTables = new Map<string, Int16Array>();

/** mask → mask with every filled slot moved s places along the ring. */
function shiftTable(kind: ComponentKind, s: number): Int16Array | null {
  const spec = RINGS[kind];
  if (!spec) return null;
  const key = `${kind}${s}`;
  let table = shiftTables.get(key);
  if (!table) {
    const { slots, ring } = spec;
    const to = Array.from({ length: slots }, (_, i) => i);
    ring.forEach((slot, k) => {
      to[slot] = ring[(((k + s) % ring.length) + ring.length) % ring.length] as number;
    });
    table = new Int16Array(1 << slots);
    for (let m = 0; m < table.length; m++) {
      let r = 0;
      for (let i = 0; i < slots; i++) if ((m >> i) & 1) r |= 1 << (to[i] as number);
      table[m] = r;
    }
    shiftTables.set(key, table);
  }
  return table;
}

function positionFits(v: readonly number[], kind: ComponentKind): RuleFit[] {
  const out: RuleFit[] = [];
  const c = constant(v);
  if (c !== null) out.push({ rule: 'constant', ninth: c });
  for (const reading of READINGS) {
    for (const s of RING_STEPS) {
      const t = shiftTable(kind, s);
      if (!t) break;
      const move = (m: number) => (m >= 0 && m < t.length ? (t[m] as number) : -1);
      const ninth = lineRule(v, reading, (a, b) => (move(a) === b ? move(b) : null));
      if (ninth !== null) out.push({ rule: `ring shift ${signed(s)} ${by(reading)}`, ninth });
    }
    for (const [name, third] of SET_OPERATIONS) {
      const ninth = lineRule(v, reading, third);
      if (ninth !== null) out.push({ rule: `${name} ${by(reading)}`, ninth });
    }
  }
  distributeFits(v, out);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Per item: the accepted ninth values, then the six options.

const distinct = (fits: readonly RuleFit[]) => [...new Set(fits.map((f) => f.ninth))];

/** A single has one shape, in its one slot; the outer frame is white. */
const SLOT_0 = 1;
const WHITE = 1;

const isLattice = (kind: ComponentKind) => kind !== 'single' && kind !== 'outer';

function reportsOf(component: ReadComponent): AttributeReport[] {
  const { name, kind, cells } = component;
  const report = (
    attribute: AttributeName,
    mode: AttributeReport['mode'],
    fits: RuleFit[],
  ): AttributeReport => {
    const given = cells.map((c) => c[attribute]);
    return { component: name, kind, attribute, mode, given, fits, accepted: distinct(fits) };
  };
  /** Values the format fixes: the nine cells must all show exactly this one. */
  const fixed = (attribute: AttributeName, value: number) => {
    const ok = cells.every((x) => x[attribute] === value);
    return report(attribute, 'fixed', ok ? [{ rule: 'fixed', ninth: value }] : []);
  };
  const out: AttributeReport[] = [];
  if (isLattice(kind)) {
    const masks = cells.map((c) => c.position);
    out.push(report('position', 'lattice', positionFits(masks, kind)));
    out.push(
      report(
        'number',
        'lattice',
        countReadings(
          cells.map((c) => c.number),
          kind,
        ),
      ),
    );
  } else {
    out.push(fixed('number', 1), fixed('position', SLOT_0));
  }
  out.push(report('type', 'rules', levelFits(cells.map((c) => c.type))));
  out.push(report('size', 'rules', levelFits(cells.map((c) => c.size))));
  out.push(
    kind === 'outer' ? fixed('shade', WHITE) : report('shade', 'rules', levelFits(cells.map((c) => c.shade))),
  );
  return out;
}

const slotsOf = (mask: number) => {
  const slots: number[] = [];
  for (let i = 0; mask >> i; i++) if ((mask >> i) & 1) slots.push(i);
  return `{${slots.join(',')}}`;
};
const show = (attribute: AttributeName, value: number) =>
  attribute === 'position' ? slotsOf(value) : String(value);
const showAll = (attribute: AttributeName, values: readonly number[]) =>
  `[${values.map((x) => show(attribute, x)).join(' ')}]`;

/** Why an option breaks one component, or nothing when it fits it. */
function componentFailures(
  reports: readonly AttributeReport[],
  component: ReadComponent,
  option: number,
): string[] {
  const value = component.options[option];
  if (!value) return [`${component.name}: option not drawn`];
  const failures: string[] = [];
  const lattice = isLattice(component.kind);
  for (const r of reports) {
    if (r.component !== component.name) continue;
    const x = value[r.attribute];
    if (lattice && r.attribute === 'number') continue; // judged with position
    if (lattice && r.attribute === 'position') {
      if (r.accepted.includes(x)) continue;
      const counts = reports.find((q) => q.component === component.name && q.attribute === 'number');
      const n = value.number;
      if (counts?.accepted.includes(n)) continue;
      failures.push(
        `${component.name} position ${slotsOf(x)} not in ${showAll('position', r.accepted)};` +
          ` by count: number ${n} not in ${showAll('number', counts?.accepted ?? [])}`,
      );
      continue;
    }
    if (!r.accepted.includes(x))
      failures.push(
        `${component.name} ${r.attribute} ${show(r.attribute, x)} not in ${showAll(r.attribute, r.accepted)}`,
      );
  }
  return failures;
}

/** Accepted sets per component, built once; `fits(option)` then costs a few lookups. */
function judge(read: ReadItem): { reports: AttributeReport[]; fits: (option: number) => boolean } {
  const checks: ((option: number) => boolean)[] = [];
  const reports: AttributeReport[] = [];
  for (const component of read.components) {
    const own = reportsOf(component);
    reports.push(...own);
    const get = (a: AttributeName) => own.find((r) => r.attribute === a) as AttributeReport;
    const plain = own.filter((r) => !(r.mode === 'lattice'));
    const options = component.options;
    if (isLattice(component.kind)) {
      const positions = get('position').accepted;
      const counts = get('number').accepted;
      checks.push((o) => {
        const v = options[o];
        return v !== undefined && (positions.includes(v.position) || counts.includes(v.number));
      });
    }
    for (const r of plain) {
      const { attribute, accepted } = r;
      checks.push((o) => {
        const v = options[o];
        return v !== undefined && accepted.includes(v[attribute]);
      });
    }
  }
  return { reports, fits: (o) => checks.every((check) => check(o)) };
}

/** Indices of the options with which the matrix read from the drawings is consistent. */
export function solveRead(read: ReadItem, optionCount: number): number[] {
  const { fits } = judge(read);
  const out: number[] = [];
  for (let o = 0; o < optionCount; o++) if (fits(o)) out.push(o);
  return out;
}

/** Indices (0..5) of every option with which the matrix is consistent. */
export function solveFromSvg(item: SvgItem): number[] {
  return solveRead(readItem(item), item.optionSvgs.length);
}

/** Which rules fit the given cells per component attribute, and why each option fits or not. */
export function explainRead(read: ReadItem, optionCount: number): Explanation {
  const { reports, fits } = judge(read);
  const options: OptionReport[] = [];
  for (let o = 0; o < optionCount; o++) {
    const failures = read.components.flatMap((c) => componentFailures(reports, c, o));
    options.push({ option: o, fits: fits(o), failures });
  }
  const fitting = options.filter((o) => o.fits).map((o) => o.option);
  const lines = [`layout ${read.layout}; fitting options [${fitting.join(', ')}]`];
  for (const r of reports) {
    const rules = r.fits.map((f) => `${f.rule} → ${show(r.attribute, f.ninth)}`).join('; ');
    lines.push(
      `  ${r.component}.${r.attribute} ${showAll(r.attribute, r.given)}: ${rules || 'no rule fits'}`,
    );
  }
  for (const o of options) {
    const values = read.components
      .map((c) => {
        const v = c.options[o.option];
        if (!v) return `${c.name}: –`;
        const pos = isLattice(c.kind) ? ` pos ${slotsOf(v.position)}` : '';
        return `${c.name}: n ${v.number}${pos} type ${v.type} size ${v.size} shade ${v.shade}`;
      })
      .join('; ');
    lines.push(`  option ${o.option} (${values}): ${o.fits ? 'fits' : o.failures.join('; ')}`);
  }
  return { layout: read.layout, attributes: reports, options, fitting, text: lines.join('\n') };
}

export function explainFromSvg(item: SvgItem): Explanation {
  return explainRead(readItem(item), item.optionSvgs.length);
}
