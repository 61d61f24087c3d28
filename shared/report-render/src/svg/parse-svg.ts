// The exam service's item drawings (services/exam …/matrices/render.ts, verify/FORMAT.md) as a
// small tree that the PDF draws with react-pdf's SVG primitives. react-pdf takes no SVG string,
// and understands only a subset of SVG, so this reads what our drawings use — svg (nested too),
// g with transform, rect, circle, ellipse, line, polygon, polyline, path, text — resolves the
// inherited paint once, and refuses anything else rather than drawing it wrong.

export interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  strokeLinejoin: 'miter' | 'round' | 'bevel';
}

export type Transform =
  | { kind: 'translate'; x: number; y: number }
  | { kind: 'scale'; x: number; y: number }
  | { kind: 'rotate'; angle: number; cx: number; cy: number }
  | { kind: 'matrix'; values: [number, number, number, number, number, number] };

export type SvgNode =
  | { tag: 'g'; transforms: Transform[]; children: SvgNode[] }
  | { tag: 'rect'; x: number; y: number; width: number; height: number; paint: Paint }
  | { tag: 'circle'; cx: number; cy: number; r: number; paint: Paint }
  | { tag: 'ellipse'; cx: number; cy: number; rx: number; ry: number; paint: Paint }
  | { tag: 'line'; x1: number; y1: number; x2: number; y2: number; paint: Paint }
  | { tag: 'polygon' | 'polyline'; points: [number, number][]; paint: Paint }
  | { tag: 'path'; d: string; paint: Paint }
  | {
      tag: 'text';
      x: number;
      y: number;
      text: string;
      fontSize: number;
      bold: boolean;
      anchor: 'start' | 'middle' | 'end';
      fill: string;
    };

export interface SvgDrawing {
  viewBox: { x: number; y: number; width: number; height: number };
  children: SvgNode[];
}

export class UnsupportedSvgError extends Error {
  override name = 'UnsupportedSvgError';
}

interface RawElement {
  name: string;
  attributes: Record<string, string>;
  children: RawElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, code: string) =>
    code.startsWith('#x') || code.startsWith('#X')
      ? String.fromCodePoint(parseInt(code.slice(2), 16))
      : code.startsWith('#')
        ? String.fromCodePoint(Number(code.slice(1)))
        : (ENTITIES[code.toLowerCase()] ?? ''),
  );

/** A strict reader for the well-formed markup our services write (no DTD, CDATA or scripts). */
function parseXml(source: string): RawElement {
  const root: RawElement = { name: '#root', attributes: {}, children: [], text: '' };
  const stack: RawElement[] = [root];
  const tag =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  const attribute = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let consumed = 0;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    if (m.index !== consumed) break;
    consumed = tag.lastIndex;
    const [whole, closing, name, attrs, selfClosing, text] = m;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.text += decode(text);
      continue;
    }
    if (whole.startsWith('<!--') || whole.startsWith('<?')) continue;
    if (closing) {
      if (top.name !== name || stack.length === 1) throw new UnsupportedSvgError(`unbalanced </${name}>`);
      stack.pop();
      continue;
    }
    const element: RawElement = { name: name!, attributes: {}, children: [], text: '' };
    for (let a = attribute.exec(attrs ?? ''); a; a = attribute.exec(attrs ?? '')) {
      element.attributes[a[1]!] = decode(a[2] ?? a[3] ?? '');
    }
    attribute.lastIndex = 0;
    top.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (consumed !== source.length || stack.length !== 1) throw new UnsupportedSvgError('malformed SVG markup');
  return root;
}

const num = (value: string | undefined, fallback = 0): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number.parseFloat(value);
  if (!Number.isFinite(n)) throw new UnsupportedSvgError(`not a number: ${value}`);
  return n;
};

const numbers = (value: string): number[] =>
  value
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((v) => num(v));

export function parseTransform(value: string | undefined): Transform[] {
  if (!value) return [];
  const out: Transform[] = [];
  const part = /(translate|scale|rotate|matrix)\s*\(([^)]*)\)/g;
  let rest = value;
  for (let m = part.exec(value); m; m = part.exec(value)) {
    const args = numbers(m[2]!);
    rest = rest.replace(m[0], '');
    if (m[1] === 'translate') out.push({ kind: 'translate', x: args[0] ?? 0, y: args[1] ?? 0 });
    else if (m[1] === 'scale') out.push({ kind: 'scale', x: args[0] ?? 1, y: args[1] ?? args[0] ?? 1 });
    else if (m[1] === 'rotate')
      out.push({ kind: 'rotate', angle: args[0] ?? 0, cx: args[1] ?? 0, cy: args[2] ?? 0 });
    else if (args.length === 6)
      out.push({ kind: 'matrix', values: args as [number, number, number, number, number, number] });
    else throw new UnsupportedSvgError(`matrix() needs six numbers: ${value}`);
  }
  if (rest.trim() !== '') throw new UnsupportedSvgError(`unsupported transform: ${value}`);
  return out;
}

const INITIAL_PAINT: Paint = { fill: '#000', stroke: 'none', strokeWidth: 1, strokeLinejoin: 'miter' };

function paintOf(attributes: Record<string, string>, inherited: Paint): Paint {
  const style: Record<string, string> = {};
  for (const decl of (attributes.style ?? '').split(';')) {
    const [k, v] = decl.split(':');
    if (k && v) style[k.trim()] = v.trim();
  }
  const get = (name: string) => style[name] ?? attributes[name];
  const join = get('stroke-linejoin');
  return {
    fill: get('fill') ?? inherited.fill,
    stroke: get('stroke') ?? inherited.stroke,
    strokeWidth: get('stroke-width') !== undefined ? num(get('stroke-width')) : inherited.strokeWidth,
    strokeLinejoin:
      join === 'round' || join === 'bevel' || join === 'miter' ? join : inherited.strokeLinejoin,
  };
}

function viewBoxOf(attributes: Record<string, string>) {
  const vb = attributes.viewBox ? numbers(attributes.viewBox) : null;
  if (vb && vb.length === 4) return { x: vb[0]!, y: vb[1]!, width: vb[2]!, height: vb[3]! };
  const width = num(attributes.width, 100);
  const height = num(attributes.height, 100);
  return { x: 0, y: 0, width, height };
}

function convert(element: RawElement, inherited: Paint): SvgNode[] {
  const a = element.attributes;
  const paint = paintOf(a, inherited);
  switch (element.name) {
    case 'g':
      return [
        {
          tag: 'g',
          transforms: parseTransform(a.transform),
          children: element.children.flatMap((c) => convert(c, paint)),
        },
      ];
    case 'svg': {
      // A nested viewport: place and scale its viewBox into x, y, width, height (no clipping:
      // our drawings stay inside their boxes).
      const vb = viewBoxOf(a);
      const width = num(a.width, vb.width);
      const height = num(a.height, vb.height);
      const scale = Math.min(width / vb.width, height / vb.height);
      return [
        {
          tag: 'g',
          transforms: [
            { kind: 'translate', x: num(a.x), y: num(a.y) },
            { kind: 'scale', x: scale, y: scale },
            { kind: 'translate', x: -vb.x, y: -vb.y },
          ],
          children: element.children.flatMap((c) => convert(c, paint)),
        },
      ];
    }
    case 'rect':
      return [{ tag: 'rect', x: num(a.x), y: num(a.y), width: num(a.width), height: num(a.height), paint }];
    case 'circle':
      return [{ tag: 'circle', cx: num(a.cx), cy: num(a.cy), r: num(a.r), paint }];
    case 'ellipse':
      return [{ tag: 'ellipse', cx: num(a.cx), cy: num(a.cy), rx: num(a.rx), ry: num(a.ry), paint }];
    case 'line':
      return [{ tag: 'line', x1: num(a.x1), y1: num(a.y1), x2: num(a.x2), y2: num(a.y2), paint }];
    case 'polygon':
    case 'polyline': {
      const flat = numbers(a.points ?? '');
      const points: [number, number][] = [];
      for (let i = 0; i + 1 < flat.length; i += 2) points.push([flat[i]!, flat[i + 1]!]);
      return [{ tag: element.name, points, paint }];
    }
    case 'path':
      return a.d ? [{ tag: 'path', d: a.d, paint }] : [];
    case 'text': {
      const anchor = a['text-anchor'];
      return [
        {
          tag: 'text',
          x: num(a.x),
          y: num(a.y),
          text: element.text.trim(),
          fontSize: num(a['font-size'], 16),
          bold: a['font-weight'] === 'bold' || num(a['font-weight'], 400) >= 600,
          anchor: anchor === 'middle' || anchor === 'end' ? anchor : 'start',
          fill: paint.fill,
        },
      ];
    }
    case 'title':
    case 'desc':
    case 'metadata':
      return [];
    default:
      throw new UnsupportedSvgError(`unsupported SVG element <${element.name}>`);
  }
}

/** One SVG document as a drawing: its viewBox and its shapes with their paint resolved. */
export function parseSvg(markup: string): SvgDrawing {
  const root = parseXml(markup.trim());
  const svg = root.children[0];
  if (!svg || svg.name !== 'svg' || root.children.length !== 1) {
    throw new UnsupportedSvgError('expected one <svg> element');
  }
  const paint = paintOf(svg.attributes, INITIAL_PAINT);
  return { viewBox: viewBoxOf(svg.attributes), children: svg.children.flatMap((c) => convert(c, paint)) };
}
