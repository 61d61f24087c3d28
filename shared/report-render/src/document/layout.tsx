/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The frame of a report page and the few text blocks the pages are built from.
import type { ReactNode } from 'react';
import type { ReportContext } from './context';
import { pdf } from './react-pdf';
import { COLOR, CONTENT_HEIGHT, FONT_SIZE, LINE, PAGE, REPORT_PAGES } from './theme';

/**
 * One A4 page: header line, title, content, footer with the order and "page n of 21". The
 * content sits in one unbreakable box of the page's height that hides what overflows: a page
 * never spills onto a second one, so the report stays 21 pages whatever the data (the pages
 * are sized to fit; text that did not would be cut, not paginated).
 */
export function ReportPage(props: {
  ctx: ReportContext;
  number: number;
  title?: string;
  intro?: string;
  children?: ReactNode;
  bare?: boolean;
  /** Drawn behind the content, positioned on the whole page (the cover's colour band). */
  background?: ReactNode;
}) {
  const R = pdf();
  const { ctx } = props;
  return (
    <R.Page
      size="A4"
      style={{
        fontFamily: ctx.fonts,
        fontSize: FONT_SIZE.body,
        color: COLOR.text,
        paddingTop: PAGE.marginTop,
        paddingBottom: PAGE.marginBottom,
        paddingHorizontal: PAGE.marginX,
      }}
    >
      {props.background}
      <R.View wrap={false} style={{ height: CONTENT_HEIGHT, overflow: 'hidden' }}>
        {!props.bare && (
          <R.View
            style={{
              flexDirection: 'row',
              justifyContent: 'space-between',
              borderBottomWidth: 1,
              borderBottomColor: COLOR.border,
              paddingBottom: 6,
              marginBottom: 18,
              fontSize: FONT_SIZE.tiny,
              color: COLOR.muted,
            }}
          >
            <R.Text>{ctx.copy.brand}</R.Text>
            <R.Text>{ctx.copy.reportTitle}</R.Text>
          </R.View>
        )}
        {props.title && (
          <R.Text
            style={{ fontSize: FONT_SIZE.title, fontWeight: 700, color: COLOR.primaryDark, marginBottom: 8 }}
          >
            {props.title}
          </R.Text>
        )}
        {props.intro && (
          <R.Text
            style={{ fontSize: FONT_SIZE.body + 0.5, color: COLOR.muted, marginBottom: 16, lineHeight: LINE }}
          >
            {props.intro}
          </R.Text>
        )}
        {props.children}
      </R.View>
      <R.View
        fixed
        style={{
          position: 'absolute',
          left: PAGE.marginX,
          right: PAGE.marginX,
          bottom: PAGE.footerBottom,
          flexDirection: 'row',
          justifyContent: 'space-between',
          borderTopWidth: 1,
          borderTopColor: COLOR.border,
          paddingTop: 6,
          fontSize: FONT_SIZE.tiny,
          color: COLOR.muted,
        }}
      >
        <R.Text>{`${ctx.copy.orderLabel} ${ctx.input.orderNumber}`}</R.Text>
        <R.Text>{ctx.copy.pageOf(props.number, REPORT_PAGES)}</R.Text>
      </R.View>
    </R.Page>
  );
}

export function Heading(props: { children: ReactNode; color?: string; top?: number }) {
  const R = pdf();
  return (
    <R.Text
      style={{
        fontSize: FONT_SIZE.heading,
        fontWeight: 700,
        color: props.color ?? COLOR.primaryDark,
        marginTop: props.top ?? 10,
        marginBottom: 5,
      }}
    >
      {props.children}
    </R.Text>
  );
}

export function Paragraph(props: { children: ReactNode; muted?: boolean; size?: number; bottom?: number }) {
  const R = pdf();
  return (
    <R.Text
      style={{
        fontSize: props.size ?? FONT_SIZE.body,
        color: props.muted ? COLOR.muted : COLOR.text,
        marginBottom: props.bottom ?? 6,
        lineHeight: LINE,
      }}
    >
      {props.children}
    </R.Text>
  );
}

export function Bullets(props: { items: string[]; size?: number; color?: string }) {
  const R = pdf();
  return (
    <R.View style={{ marginBottom: 4 }}>
      {props.items.map((item, i) => (
        <R.View key={i} style={{ flexDirection: 'row', marginBottom: 3 }}>
          <R.View
            style={{
              width: 4,
              height: 4,
              borderRadius: 2,
              backgroundColor: props.color ?? COLOR.primary,
              marginTop: (props.size ?? FONT_SIZE.body) * 0.55,
              marginRight: 7,
            }}
          />
          <R.Text style={{ flex: 1, fontSize: props.size ?? FONT_SIZE.body, lineHeight: LINE }}>
            {item}
          </R.Text>
        </R.View>
      ))}
    </R.View>
  );
}

/** A titled paragraph in a tinted box. */
export function Callout(props: {
  title?: string;
  children: ReactNode;
  tone?: 'primary' | 'accent' | 'warning';
}) {
  const R = pdf();
  const tone = props.tone ?? 'primary';
  const background =
    tone === 'accent' ? COLOR.accentSubtle : tone === 'warning' ? COLOR.warningSubtle : COLOR.primarySubtle;
  const edge = tone === 'accent' ? COLOR.accent : tone === 'warning' ? COLOR.warning : COLOR.primary;
  return (
    <R.View
      style={{
        backgroundColor: background,
        borderLeftWidth: 3,
        borderLeftColor: edge,
        paddingVertical: 8,
        paddingHorizontal: 10,
        marginBottom: 10,
      }}
    >
      {props.title && (
        <R.Text style={{ fontWeight: 700, marginBottom: 3, color: COLOR.text }}>{props.title}</R.Text>
      )}
      <R.Text style={{ color: COLOR.text, fontSize: FONT_SIZE.body, lineHeight: LINE }}>
        {props.children}
      </R.Text>
    </R.View>
  );
}

/** Blocks of text, each with a bold title. */
export function Blocks(props: { blocks: { title: string; body: string }[]; size?: number }) {
  const R = pdf();
  return (
    <R.View>
      {props.blocks.map((block, i) => (
        <R.View key={i} style={{ marginBottom: 10 }}>
          <R.Text
            style={{
              fontWeight: 700,
              fontSize: (props.size ?? FONT_SIZE.body) + 1,
              color: COLOR.primaryDark,
              marginBottom: 2,
            }}
          >
            {block.title}
          </R.Text>
          <R.Text style={{ fontSize: props.size ?? FONT_SIZE.body, lineHeight: LINE }}>{block.body}</R.Text>
        </R.View>
      ))}
    </R.View>
  );
}
