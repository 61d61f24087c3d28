// Small drawings for the guide pages of tiers without the answer analysis: one example matrix
// and one row of three panels per kind of rule, drawn in the items' own style (black outlines,
// six shades, 100-unit panels) so they look like the test the visitor took.
import type { RuleDescriptionData } from '@iq/contracts';
import type { Paint, SvgDrawing, SvgNode } from './parse-svg';

const SHADES = ['#fff', '#ccc', '#999', '#666', '#333', '#000'] as const;
const OUTLINE: Paint = { fill: '#fff', stroke: '#000', strokeWidth: 1.6, strokeLinejoin: 'round' };
const FRAME: Paint = { fill: 'none', stroke: '#000', strokeWidth: 2, strokeLinejoin: 'miter' };

type ShapeType = 'triangle' | 'square' | 'pentagon' | 'circle';
interface Shape {
  type: ShapeType;
  x: number;
  y: number;
  r: number;
  shade: number;
}

function polygon(sides: number, cx: number, cy: number, r: number, startDeg: number): [number, number][] {
  return Array.from({ length: sides }, (_, k) => {
    const t = ((startDeg + (360 * k) / sides) * Math.PI) / 180;
    return [Math.round((cx + r * Math.cos(t)) * 10) / 10, Math.round((cy + r * Math.sin(t)) * 10) / 10];
  });
}

function shapeNode(s: Shape): SvgNode {
  const paint = { ...OUTLINE, fill: SHADES[s.shade] ?? '#fff' };
  switch (s.type) {
    case 'circle':
      return { tag: 'circle', cx: s.x, cy: s.y, r: s.r, paint };
    case 'triangle':
      return { tag: 'polygon', points: polygon(3, s.x, s.y + s.r / 4, s.r * 1.12, -90), paint };
    case 'square':
      return { tag: 'polygon', points: polygon(4, s.x, s.y, s.r * 0.94 * 1.2, -45), paint };
    case 'pentagon':
      return { tag: 'polygon', points: polygon(5, s.x, s.y, s.r, -90), paint };
  }
}

/** 2×2 slot centres, as the items' grid-2x2 layout. */
const SLOTS: [number, number][] = [
  [29, 29],
  [71, 29],
  [29, 71],
  [71, 71],
];

function panel(shapes: Shape[], x: number, y: number): SvgNode {
  return {
    tag: 'g',
    transforms: [{ kind: 'translate', x, y }],
    children: [
      {
        tag: 'rect',
        x: 0,
        y: 0,
        width: 100,
        height: 100,
        paint: { ...FRAME, fill: '#fff', strokeWidth: 1.5 },
      },
      ...shapes.map(shapeNode),
    ],
  };
}

/** Three panels in a row, 12 units apart. */
function row(panels: Shape[][]): SvgDrawing {
  return {
    viewBox: { x: -2, y: -2, width: 328, height: 104 },
    children: panels.map((shapes, i) => panel(shapes, i * 112, 0)),
  };
}

const inSlots = (slots: number[], type: ShapeType, shade: number, r = 13): Shape[] =>
  slots.map((slot) => ({ type, x: SLOTS[slot]![0], y: SLOTS[slot]![1], r, shade }));
const single = (type: ShapeType, shade: number, r = 26): Shape[] => [{ type, x: 50, y: 50, r, shade }];

/** One example per kind of rule: the drawing and the rule as the analysis would state it. */
export const RULE_EXAMPLES: {
  kind: RuleDescriptionData['rule'];
  rule: RuleDescriptionData;
  drawing: SvgDrawing;
}[] = [
  {
    kind: 'constant',
    rule: { component: 'centre', attribute: 'type', rule: 'constant' },
    drawing: row([single('pentagon', 0, 24), single('pentagon', 2, 30), single('pentagon', 4, 36)]),
  },
  {
    kind: 'progression',
    rule: {
      component: 'grid',
      attribute: 'number',
      rule: 'progression',
      reading: 'rows',
      detail: { step: 1 },
    },
    drawing: row([inSlots([0], 'circle', 1), inSlots([0, 1], 'circle', 1), inSlots([0, 1, 2], 'circle', 1)]),
  },
  {
    kind: 'arithmetic',
    rule: {
      component: 'grid',
      attribute: 'number',
      rule: 'arithmetic',
      reading: 'rows',
      detail: { operation: 'add' },
    },
    drawing: row([inSlots([0], 'square', 3), inSlots([0, 1], 'square', 3), inSlots([0, 1, 2], 'square', 3)]),
  },
  {
    kind: 'set-operation',
    rule: {
      component: 'grid',
      attribute: 'position',
      rule: 'set-operation',
      reading: 'rows',
      detail: { operation: 'union' },
    },
    drawing: row([
      inSlots([0, 3], 'triangle', 2),
      inSlots([1], 'triangle', 2),
      inSlots([0, 1, 3], 'triangle', 2),
    ]),
  },
  {
    kind: 'distribute-three',
    rule: { component: 'centre', attribute: 'type', rule: 'distribute-three' },
    drawing: row([single('triangle', 1), single('square', 1), single('circle', 1)]),
  },
];

/**
 * An example matrix: the count goes up by one along each row, the shade darkens down each
 * column; the ninth cell is the "?" (two circles more than the first, in black).
 */
export function exampleMatrix(): SvgDrawing {
  const cells: SvgNode[] = [];
  for (let i = 0; i < 8; i++) {
    const count = (i % 3) + 1;
    const shade = [1, 3, 5][Math.floor(i / 3)]!;
    cells.push(
      panel(
        inSlots([0, 1, 2, 3].slice(0, count), 'circle', shade),
        3 + (i % 3) * 100,
        3 + Math.floor(i / 3) * 100,
      ),
    );
  }
  cells.push(
    {
      tag: 'rect',
      x: 203,
      y: 203,
      width: 100,
      height: 100,
      paint: { ...FRAME, fill: '#fff', strokeWidth: 1.5 },
    },
    { tag: 'text', x: 253, y: 273, text: '?', fontSize: 60, bold: true, anchor: 'middle', fill: '#000' },
  );
  return { viewBox: { x: 0, y: 0, width: 306, height: 306 }, children: cells };
}
