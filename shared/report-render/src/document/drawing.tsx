/** @jsxRuntime automatic */
/** @jsxImportSource react */
// An item drawing (./svg/parse-svg) drawn with react-pdf's SVG primitives, paint spelled out on
// every shape so nothing depends on how react-pdf inherits attributes.
import type { ReactElement } from 'react';
import { parseSvg, type Paint, type SvgDrawing, type SvgNode, type Transform } from '../svg/parse-svg';
import { pdf } from './react-pdf';

const n = (x: number) => Math.round(x * 100) / 100;

function transformString(transforms: Transform[]): string | undefined {
  if (transforms.length === 0) return undefined;
  return transforms
    .map((t) => {
      switch (t.kind) {
        case 'translate':
          return `translate(${n(t.x)}, ${n(t.y)})`;
        case 'scale':
          return `scale(${n(t.x)}, ${n(t.y)})`;
        case 'rotate':
          return `rotate(${n(t.angle)}, ${n(t.cx)}, ${n(t.cy)})`;
        case 'matrix':
          return `matrix(${t.values.map(n).join(', ')})`;
      }
    })
    .join(' ');
}

const paintProps = (p: Paint) => ({
  fill: p.fill,
  stroke: p.stroke,
  strokeWidth: p.strokeWidth,
  strokeLinejoin: p.strokeLinejoin,
});

function node(item: SvgNode, key: number, fontFamily: string[]): ReactElement | null {
  const R = pdf();
  switch (item.tag) {
    case 'g':
      return (
        <R.G key={key} transform={transformString(item.transforms)}>
          {item.children.map((child, i) => node(child, i, fontFamily))}
        </R.G>
      );
    case 'rect':
      return (
        <R.Rect
          key={key}
          x={item.x}
          y={item.y}
          width={item.width}
          height={item.height}
          {...paintProps(item.paint)}
        />
      );
    case 'circle':
      return <R.Circle key={key} cx={item.cx} cy={item.cy} r={item.r} {...paintProps(item.paint)} />;
    case 'ellipse':
      return (
        <R.Ellipse
          key={key}
          cx={item.cx}
          cy={item.cy}
          rx={item.rx}
          ry={item.ry}
          {...paintProps(item.paint)}
        />
      );
    case 'line':
      return (
        <R.Line key={key} x1={item.x1} y1={item.y1} x2={item.x2} y2={item.y2} {...paintProps(item.paint)} />
      );
    case 'polygon':
      return (
        <R.Polygon
          key={key}
          points={item.points.map(([x, y]) => `${x},${y}`).join(' ')}
          {...paintProps(item.paint)}
        />
      );
    case 'polyline':
      return (
        <R.Polyline
          key={key}
          points={item.points.map(([x, y]) => `${x},${y}`).join(' ')}
          {...paintProps(item.paint)}
        />
      );
    case 'path':
      return <R.Path key={key} d={item.d} {...paintProps(item.paint)} />;
    case 'text':
      return (
        <R.Text
          key={key}
          x={item.x}
          y={item.y}
          fill={item.fill}
          textAnchor={item.anchor}
          // react-pdf reads the font of SVG text from its style; its types list paint only.
          style={{ fontFamily, fontSize: item.fontSize, fontWeight: item.bold ? 700 : 400 } as object}
        >
          {item.text}
        </R.Text>
      );
  }
}

/** A parsed drawing at `width` points wide (height from its viewBox). */
export function Drawing(props: { drawing: SvgDrawing; width: number; fontFamily: string[] }): ReactElement {
  const R = pdf();
  const { viewBox } = props.drawing;
  const height = (props.width * viewBox.height) / viewBox.width;
  return (
    <R.Svg
      width={props.width}
      height={height}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
    >
      {props.drawing.children.map((child, i) => node(child, i, props.fontFamily))}
    </R.Svg>
  );
}

/** An SVG string from the exam service, or a plain frame when it cannot be read. */
export function SvgString(props: { svg: string; width: number; fontFamily: string[] }): ReactElement {
  let drawing: SvgDrawing;
  try {
    drawing = parseSvg(props.svg);
  } catch {
    // A drawing we cannot read must not cost the visitor the whole report.
    drawing = {
      viewBox: { x: 0, y: 0, width: 100, height: 100 },
      children: [
        {
          tag: 'rect',
          x: 1,
          y: 1,
          width: 98,
          height: 98,
          paint: { fill: '#fff', stroke: '#8a94a6', strokeWidth: 1, strokeLinejoin: 'miter' },
        },
      ],
    };
  }
  return <Drawing drawing={drawing} width={props.width} fontFamily={props.fontFamily} />;
}
