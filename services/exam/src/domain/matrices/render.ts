// SVG rendering: black outlines and grey fills on white, sized by viewBox only so that the
// page decides the pixels (a phone gets the same drawing as a desktop). No scripts, no
// external references, no ids: the markup of an option says nothing about whether it is right.
import {
  LATTICE,
  slotsOf,
  type ComponentSpec,
  type ComponentState,
  type Panel,
  type PanelData,
} from './grammar';

/** Six fills from white to black in even 20 % steps, so neighbours stay apart on a cheap screen. */
export const SHADE_FILLS = ['#fff', '#ccc', '#999', '#666', '#333', '#000'] as const;
/** Visual weight per type (triangle … circle): a triangle looks small beside a circle of equal radius. */
const TYPE_SCALE = [1.12, 0.94, 1, 0.97, 0.88] as const;

// Module-level references: global Math lookups are slow inside sandboxes such as Jest's.
const { round, cos, sin, PI, floor } = Math;

const PANEL = 100;
const MARGIN = 3;
const fmt = (x: number): string => String(round(x * 10) / 10);

function polygonPoints(sides: number, cx: number, cy: number, r: number, startDeg: number): string {
  const pts: string[] = [];
  for (let k = 0; k < sides; k++) {
    const t = ((startDeg + (360 * k) / sides) * PI) / 180;
    pts.push(`${fmt(cx + r * cos(t))},${fmt(cy + r * sin(t))}`);
  }
  return pts.join(' ');
}

function drawShape(
  type: number,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  strokeWidth: number | null,
): string {
  const sw = strokeWidth === null ? '' : ` stroke-width="${fmt(strokeWidth)}"`;
  switch (type) {
    case 1: // triangle, pointing up, centred on its bounding box
      return `<polygon points="${polygonPoints(3, cx, cy + r / 4, r, -90)}" fill="${fill}"${sw}/>`;
    case 2: // square, axis-aligned
      return `<polygon points="${polygonPoints(4, cx, cy, r, -45)}" fill="${fill}"${sw}/>`;
    case 3: // pentagon, pointing up
      return `<polygon points="${polygonPoints(5, cx, cy, r, -90)}" fill="${fill}"${sw}/>`;
    case 4: // hexagon, flat top: keeps it apart from the pentagon at a glance
      return `<polygon points="${polygonPoints(6, cx, cy, r, 0)}" fill="${fill}"${sw}/>`;
    default:
      return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"${sw}/>`;
  }
}

// The same few shapes recur across panels, options and items: memoise their markup (bounded).
// Keyed by the exact inputs, one Map level each (no key string: writing the coordinates out as
// text cost more than drawing most shapes); rounded keys could let cache history change the output.
type ShapeLevel = Map<number | string | null, ShapeLevel | string>;
let shapeCache: ShapeLevel = new Map();
let shapeCount = 0;

/** The next level of the shape cache under `key`, made if missing. */
function shapeLevel(level: ShapeLevel, key: number | string): ShapeLevel {
  let next = level.get(key) as ShapeLevel | undefined;
  if (next === undefined) {
    next = new Map();
    level.set(key, next);
    shapeCount++; // levels count as entries too: the bound is on the cache's size, not its leaves
  }
  return next;
}

function shape(
  type: number,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  strokeWidth: number | null,
): string {
  const last = shapeLevel(shapeLevel(shapeLevel(shapeLevel(shapeLevel(shapeCache, type), cx), cy), r), fill);
  let out = last.get(strokeWidth) as string | undefined;
  if (out === undefined) {
    if (shapeCount > 20000) {
      shapeCache = new Map();
      shapeCount = 0;
      return shape(type, cx, cy, r, fill, strokeWidth);
    }
    out = drawShape(type, cx, cy, r, fill, strokeWidth);
    last.set(strokeWidth, out);
    shapeCount++;
  }
  return out;
}

/** Slot centres and radius of a component's lattice. */
export function slotGeometry(spec: ComponentSpec): { x: number; y: number; r: number }[] {
  const cached = geometryCache.get(spec);
  if (cached) return cached;
  const slots = computeSlots(spec);
  geometryCache.set(spec, slots);
  return slots;
}

const geometryCache = new WeakMap<ComponentSpec, { x: number; y: number; r: number }[]>();

function computeSlots(spec: ComponentSpec): { x: number; y: number; r: number }[] {
  const { cx, cy, r } = spec.region;
  const [columns, rows] = LATTICE[spec.kind];
  if (columns * rows === 1) return [{ x: cx, y: cy, r }];
  const rx = spec.region.rx ?? r;
  const ry = spec.region.ry ?? r;
  const pitchX = (2 * rx) / columns;
  const pitchY = (2 * ry) / rows;
  return Array.from({ length: columns * rows }, (_, i) => ({
    x: cx - rx + pitchX * ((i % columns) + 0.5),
    y: cy - ry + pitchY * (floor(i / columns) + 0.5),
    r: (Math.min(pitchX, pitchY) / 2) * 0.86,
  }));
}

function componentShapes(spec: ComponentSpec, state: ComponentState): string {
  const fill = SHADE_FILLS[state.shade - 1] ?? '#fff';
  const typeScale = TYPE_SCALE[state.type - 1] ?? 1;
  const scale = (spec.sizeScale[state.size - 1] ?? 1) * typeScale;
  if (spec.kind === 'outer') {
    return shape(state.type, spec.region.cx, spec.region.cy, spec.region.r * scale, fill, 2);
  }
  const slots = slotGeometry(spec);
  return slotsOf(state.position)
    .map((i) => {
      const slot = slots[i];
      if (!slot) return '';
      const r = slot.r * scale;
      return shape(state.type, slot.x, slot.y, r, fill, r < 9 ? 1.2 : null);
    })
    .join('');
}

/** One panel's drawing in 0..100 coordinates, without frame. */
export function panelBody(data: Pick<PanelData, 'layout' | 'components'>, panel: Panel): string {
  const parts: string[] = [];
  if (data.layout === 'left-right') parts.push('<path d="M50 8V92" stroke="#999" stroke-width="1"/>');
  if (data.layout === 'up-down') parts.push('<path d="M8 50H92" stroke="#999" stroke-width="1"/>');
  data.components.forEach((spec, i) => {
    const state = panel[i];
    if (state) parts.push(componentShapes(spec, state));
  });
  return `<g fill="none" stroke="#000" stroke-width="1.6" stroke-linejoin="round">${parts.join('')}</g>`;
}

const SVG_OPEN = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img">` +
  `<rect width="${w}" height="${h}" fill="#fff"/>`;

/** The 3×3 matrix: eight panels and an empty ninth cell marked "?". */
export function renderMatrix(data: PanelData): string {
  const size = 3 * PANEL + 2 * MARGIN;
  const cells = data.matrix.map((panel, i) => {
    const x = MARGIN + (i % 3) * PANEL;
    const y = MARGIN + floor(i / 3) * PANEL;
    return `<g transform="translate(${x} ${y})">${panelBody(data, panel)}</g>`;
  });
  const q = MARGIN + 2.5 * PANEL;
  const lines =
    `<path d="M${MARGIN} ${MARGIN}h300v300h-300zM${MARGIN + 100} ${MARGIN}v300M${MARGIN + 200} ${MARGIN}v300` +
    `M${MARGIN} ${MARGIN + 100}h300M${MARGIN} ${MARGIN + 200}h300" fill="none" stroke="#000" stroke-width="2"/>`;
  const mark =
    `<text x="${q}" y="${q + 20}" font-family="Arial,Helvetica,sans-serif" font-size="60" ` +
    `font-weight="bold" text-anchor="middle" fill="#000">?</text>`;
  return `${SVG_OPEN(size, size)}${cells.join('')}${lines}${mark}</svg>`;
}

/** One answer option as its own square drawing with a frame. */
export function renderOption(data: Pick<PanelData, 'layout' | 'components'>, panel: Panel): string {
  const size = PANEL + 2 * MARGIN;
  return (
    `${SVG_OPEN(size, size)}<g transform="translate(${MARGIN} ${MARGIN})">${panelBody(data, panel)}</g>` +
    `<rect x="${MARGIN}" y="${MARGIN}" width="${PANEL}" height="${PANEL}" fill="none" stroke="#000" stroke-width="2"/></svg>`
  );
}
