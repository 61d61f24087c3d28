/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pages 1–5: cover, summary, the score on the bell curve, the interval, the classification.
import { IQ_BANDS, INDICATOR_IDS, percentBelow, populationShare, type IqBandId } from '@iq/contracts';
import type { ReportContext } from '../document/context';
import { dimensionInterpretation } from '../copy/dimension-interpretations';
import { Blocks, Bullets, Callout, Heading, Paragraph, ReportPage } from '../document/layout';
import type { PagePlan } from '../document/plan';
import { pdf } from '../document/react-pdf';
import { BAND_COLOR, COLOR, CONTENT_WIDTH, FONT_SIZE, PAGE } from '../document/theme';

const IQ_MIN = 40;
const IQ_MAX = 160;

/** "> 145", "130–145", "< 70" */
function bandRange(id: IqBandId): string {
  const band = IQ_BANDS.find((b) => b.id === id)!;
  if (band.min === null) return `< ${band.max! + 1}`;
  if (band.max === null) return `> ${band.min - 1}`;
  return `${band.min}–${band.max}`;
}

export function CoverPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const R = pdf();
  const { copy, input } = ctx;
  return (
    <ReportPage
      ctx={ctx}
      number={number}
      bare
      background={
        <R.View
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            paddingTop: 64,
            paddingBottom: 40,
            paddingHorizontal: PAGE.marginX,
            backgroundColor: COLOR.primary,
          }}
        >
          <R.Text style={{ color: '#ffffff', fontSize: FONT_SIZE.body, marginBottom: 18, opacity: 0.85 }}>
            {copy.brand}
          </R.Text>
          <R.Text style={{ color: '#ffffff', fontSize: 30, fontWeight: 700, marginBottom: 8 }}>
            {copy.reportTitle}
          </R.Text>
          <R.Text style={{ color: '#ffffff', fontSize: 12, opacity: 0.9 }}>{copy.cover.subtitle}</R.Text>
        </R.View>
      }
    >
      <R.View style={{ height: 150 }} />
      <R.View style={{ flexDirection: 'row', marginTop: 56, alignItems: 'center' }}>
        <R.View
          style={{
            width: 190,
            height: 190,
            borderRadius: 95,
            borderWidth: 6,
            borderColor: COLOR.primary,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <R.Text style={{ fontSize: FONT_SIZE.body, color: COLOR.muted }}>{copy.cover.scoreCaption}</R.Text>
          <R.Text
            style={{ fontSize: ctx.score.length > 4 ? 40 : 54, fontWeight: 700, color: COLOR.primaryDark }}
          >
            {ctx.score}
          </R.Text>
        </R.View>
        <R.View style={{ marginLeft: 36, flex: 1 }}>
          <R.Text style={{ fontSize: FONT_SIZE.body, color: COLOR.muted }}>{copy.cover.bandCaption}</R.Text>
          <R.Text style={{ fontSize: 24, fontWeight: 700, color: COLOR.accent, marginBottom: 14 }}>
            {copy.bands[input.iq.band]}
          </R.Text>
          <R.Text style={{ fontSize: 11, marginBottom: 4 }}>
            {copy.summary.percentileText(ctx.percent(input.iq.percentile))}
          </R.Text>
        </R.View>
      </R.View>

      <R.View style={{ marginTop: 60, borderTopWidth: 1, borderTopColor: COLOR.border, paddingTop: 14 }}>
        {[
          [copy.completedLabel, ctx.date(input.completedAt)],
          [copy.cover.tierLabel, input.catalogueNames.tiers[input.skuId]],
          [copy.orderLabel, input.orderNumber],
        ].map(([label, value]) => (
          <R.View key={label} style={{ flexDirection: 'row', marginBottom: 6 }}>
            <R.Text style={{ width: 150, color: COLOR.muted }}>{label}</R.Text>
            <R.Text style={{ flex: 1, fontWeight: 700 }}>{value}</R.Text>
          </R.View>
        ))}
      </R.View>

      <R.View style={{ marginTop: 40 }}>
        <Callout tone="warning">{copy.cover.notClinical}</Callout>
      </R.View>
    </ReportPage>
  );
}

function KeyFigure(props: { label: string; value: string; note?: string }) {
  const R = pdf();
  return (
    <R.View
      style={{
        width: (CONTENT_WIDTH - 20) / 3,
        backgroundColor: COLOR.surfaceAlt,
        borderRadius: 4,
        padding: 10,
        marginBottom: 10,
        minHeight: 74,
      }}
    >
      <R.Text style={{ fontSize: FONT_SIZE.small, color: COLOR.muted }}>{props.label}</R.Text>
      <R.Text style={{ fontSize: 18, fontWeight: 700, color: COLOR.primaryDark }}>{props.value}</R.Text>
      {props.note && <R.Text style={{ fontSize: FONT_SIZE.small, color: COLOR.muted }}>{props.note}</R.Text>}
    </R.View>
  );
}

export function SummaryPage({ ctx, number, plan }: { ctx: ReportContext; number: number; plan: PagePlan[] }) {
  const R = pdf();
  const { copy, input } = ctx;
  const total = input.questions?.length ?? 30;
  const answers = input.wrongCount
    ? copy.summary.answersText(
        input.wrongCount.answered - input.wrongCount.count,
        input.wrongCount.answered,
        total,
      )
    : null;
  // One line per page of the contents, first page of each run of the same title only.
  const contents: { title: string; page: number }[] = [];
  plan.forEach((page, i) => {
    const title = pageTitle(ctx, page);
    if (title && contents[contents.length - 1]?.title !== title) contents.push({ title, page: i + 1 });
  });
  return (
    <ReportPage ctx={ctx} number={number} title={copy.summary.title} intro={copy.summary.intro}>
      <Callout>
        {copy.summary.headline(ctx.score, copy.bands[input.iq.band], ctx.percent(input.iq.percentile))}
      </Callout>
      {input.iq.guessingLikely === true && (
        <Callout tone="warning" title={ctx.definitions.guessing.title}>
          {ctx.definitions.guessing.body}
        </Callout>
      )}
      <R.View style={{ flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <KeyFigure label={copy.summary.scoreLabel} value={ctx.score} />
        <KeyFigure label={copy.summary.bandLabel} value={copy.bands[input.iq.band]} />
        <KeyFigure
          label={copy.summary.percentileLabel}
          value={ctx.percent(input.iq.percentile)}
          note={copy.summary.percentileText(ctx.percent(input.iq.percentile))}
        />
        <KeyFigure
          label={copy.summary.intervalLabel}
          value={`${input.iq.interval90.low}–${input.iq.interval90.high}`}
        />
        <KeyFigure
          label={copy.summary.answersLabel}
          value={answers ? String(input.wrongCount!.answered - input.wrongCount!.count) : copy.none}
          note={answers ?? undefined}
        />
        <KeyFigure label={copy.completedLabel} value={ctx.date(input.completedAt)} />
      </R.View>

      <Heading>{copy.summary.dimensionsTitle}</Heading>
      {/* Issue 36: on answers that look like guessing one line says why no dimension is shown. */}
      {input.iq.guessingLikely === true && input.dimensions?.[0] ? (
        <Paragraph muted size={FONT_SIZE.small}>
          {dimensionInterpretation(input.dimensions[0].interpretationKey, ctx.locale) ?? ''}
        </Paragraph>
      ) : null}
      {INDICATOR_IDS.filter(() => input.iq.guessingLikely !== true).map((id) => {
        const row = input.dimensions?.find((d) => d.id === id);
        return (
          <R.View
            key={id}
            style={{
              flexDirection: 'row',
              borderBottomWidth: 0.5,
              borderBottomColor: COLOR.border,
              paddingVertical: 3,
            }}
          >
            <R.Text style={{ width: 110, fontWeight: 700 }}>{copy.dimensionNames[id]}</R.Text>
            <R.Text style={{ width: 90, color: COLOR.accent }}>
              {row
                ? row.level === null
                  ? ctx.definitions.notMeasured
                  : copy.levels[row.level as 1]
                : copy.none}
            </R.Text>
            <R.Text style={{ flex: 1, fontSize: FONT_SIZE.small, color: COLOR.muted }}>
              {row ? (dimensionInterpretation(row.interpretationKey, ctx.locale) ?? '') : ''}
            </R.Text>
          </R.View>
        );
      })}

      <Heading>{copy.summary.contentsTitle}</Heading>
      <R.View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        {contents.map((entry) => (
          <R.View
            key={entry.page}
            style={{ width: '50%', flexDirection: 'row', paddingRight: 12, marginBottom: 2 }}
          >
            <R.Text style={{ width: 22, color: COLOR.muted, fontSize: FONT_SIZE.small }}>{entry.page}</R.Text>
            <R.Text style={{ flex: 1, fontSize: FONT_SIZE.small }}>{entry.title}</R.Text>
          </R.View>
        ))}
      </R.View>
    </ReportPage>
  );
}

/** The title a page prints (the contents list uses the same). */
export function pageTitle(ctx: ReportContext, page: PagePlan): string | null {
  const t = ctx.copy.pages;
  switch (page.kind) {
    case 'cover':
      return null;
    case 'dimension':
      return ctx.copy.dimensionNames[page.id];
    case 'rules':
      return page.part === 1 ? t.rulesOne : t.rulesTwo;
    default:
      return t[page.kind];
  }
}

const normal = (iq: number) => Math.exp(-0.5 * ((iq - 100) / 15) ** 2);

/** A band's share of the population, in percent (@iq/contracts, as the home page's chart). */
const bandShare = (id: IqBandId) => populationShare(IQ_BANDS.find((band) => band.id === id)!);

/** The bell curve with the bands shaded and the visitor's score marked. */
function BellCurve({ ctx, width, height }: { ctx: ReportContext; width: number; height: number }) {
  const R = pdf();
  const { input, copy } = ctx;
  const top = 28;
  const axis = height - 30;
  const x = (iq: number) => ((Math.max(IQ_MIN, Math.min(IQ_MAX, iq)) - IQ_MIN) / (IQ_MAX - IQ_MIN)) * width;
  const y = (iq: number) => axis - normal(iq) * (axis - top);
  const curvePoints = (from: number, to: number) => {
    const pts: string[] = [];
    for (let iq = from; iq <= to + 1e-9; iq += 0.5) pts.push(`${x(iq).toFixed(1)} ${y(iq).toFixed(1)}`);
    return pts;
  };
  const marked =
    input.iq.bound === 'above'
      ? input.iq.measurable.high
      : input.iq.bound === 'below'
        ? input.iq.measurable.low
        : input.iq.score;
  const bands = IQ_BANDS.map((band) => ({
    id: band.id,
    from: band.min === null ? IQ_MIN : band.min - 0.5,
    to: band.max === null ? IQ_MAX : band.max + 0.5,
  }));
  const ticks = [55, 70, 85, 100, 115, 130, 145];
  const textStyle = (size: number, bold = false) =>
    ({ fontFamily: ctx.fonts, fontSize: size, fontWeight: bold ? 700 : 400 }) as object;
  return (
    <R.Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {bands.map((band) => (
        <R.Path
          key={band.id}
          d={`M ${x(band.from).toFixed(1)} ${axis} L ${curvePoints(band.from, band.to).join(' L ')} L ${x(band.to).toFixed(1)} ${axis} Z`}
          fill={BAND_COLOR[band.id]}
          stroke="none"
        />
      ))}
      <R.Path
        d={`M ${curvePoints(IQ_MIN, IQ_MAX).join(' L ')}`}
        fill="none"
        stroke={COLOR.primaryDark}
        strokeWidth={1.5}
      />
      <R.Line x1={0} y1={axis} x2={width} y2={axis} stroke={COLOR.borderStrong} strokeWidth={1} />
      {ticks.map((tick) => (
        <R.G key={tick}>
          <R.Line
            x1={x(tick)}
            y1={axis}
            x2={x(tick)}
            y2={axis + 4}
            stroke={COLOR.borderStrong}
            strokeWidth={1}
          />
          <R.Text x={x(tick)} y={axis + 14} textAnchor="middle" fill={COLOR.muted} style={textStyle(8)}>
            {String(tick)}
          </R.Text>
        </R.G>
      ))}
      <R.Text x={width / 2} y={axis + 27} textAnchor="middle" fill={COLOR.muted} style={textStyle(8)}>
        {copy.curve.axisLabel}
      </R.Text>
      <R.Line x1={x(marked)} y1={top - 12} x2={x(marked)} y2={axis} stroke={COLOR.danger} strokeWidth={2} />
      <R.Circle cx={x(marked)} cy={y(marked)} r={4} fill={COLOR.danger} stroke="#ffffff" strokeWidth={1} />
      <R.Text
        x={Math.min(width - 30, Math.max(30, x(marked)))}
        y={top - 16}
        textAnchor="middle"
        fill={COLOR.danger}
        style={textStyle(10, true)}
      >
        {`${copy.curve.youLabel}${copy.labelSep}${ctx.score}`}
      </R.Text>
    </R.Svg>
  );
}

function BandLegend({ ctx }: { ctx: ReportContext }) {
  const R = pdf();
  return (
    <R.View style={{ flexDirection: 'row', flexWrap: 'wrap', marginTop: 8, marginBottom: 12 }}>
      {IQ_BANDS.map((band) => (
        <R.View
          key={band.id}
          style={{ flexDirection: 'row', alignItems: 'center', width: '33%', marginBottom: 4 }}
        >
          <R.View style={{ width: 10, height: 10, backgroundColor: BAND_COLOR[band.id], marginRight: 5 }} />
          {/* flex: 1 wraps a long name inside its third of the row; without it react-pdf lays the
              text out at full length and it runs over the next swatch (German, issue 36). */}
          <R.Text
            style={{ fontSize: FONT_SIZE.small, flex: 1, paddingRight: 4 }}
          >{`${ctx.copy.bands[band.id]} (${bandRange(band.id)})`}</R.Text>
        </R.View>
      ))}
    </R.View>
  );
}

export function CurvePage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const { copy, input } = ctx;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.curve} intro={copy.curve.intro}>
      <BellCurve ctx={ctx} width={CONTENT_WIDTH} height={250} />
      <BandLegend ctx={ctx} />
      <Callout>{copy.curve.position(ctx.score, ctx.percent(input.iq.percentile))}</Callout>
      {input.iq.bound && <Callout tone="accent">{copy.curve.boundNote(ctx.score)}</Callout>}
      <Bullets
        items={copy.curve.facts(
          ctx.percent(percentBelow(115) - percentBelow(85)),
          ctx.percent(percentBelow(130) - percentBelow(70)),
          ctx.percent(100 - percentBelow(130)),
          ctx.percent(percentBelow(70)),
        )}
      />
    </ReportPage>
  );
}

/** A scale from 40 to 160 with the measurable range, the 90 % interval and the score. */
function IntervalScale({ ctx, width }: { ctx: ReportContext; width: number }) {
  const R = pdf();
  const { input, copy } = ctx;
  const height = 120;
  const x = (iq: number) => ((Math.max(IQ_MIN, Math.min(IQ_MAX, iq)) - IQ_MIN) / (IQ_MAX - IQ_MIN)) * width;
  const style = (size: number, bold = false) =>
    ({ fontFamily: ctx.fonts, fontSize: size, fontWeight: bold ? 700 : 400 }) as object;
  const { measurable, interval90 } = input.iq;
  const marked =
    input.iq.bound === 'above'
      ? measurable.high
      : input.iq.bound === 'below'
        ? measurable.low
        : input.iq.score;
  return (
    <R.Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <R.Rect
        x={x(measurable.low)}
        y={20}
        width={Math.max(1, x(measurable.high) - x(measurable.low))}
        height={44}
        fill={COLOR.primarySubtle}
      />
      <R.Line x1={0} y1={42} x2={width} y2={42} stroke={COLOR.borderStrong} strokeWidth={1} />
      <R.Rect
        x={x(interval90.low)}
        y={34}
        width={Math.max(2, x(interval90.high) - x(interval90.low))}
        height={16}
        fill={COLOR.primary}
      />
      <R.Circle cx={x(marked)} cy={42} r={6} fill={COLOR.danger} stroke="#ffffff" strokeWidth={1.5} />
      {[40, 55, 70, 85, 100, 115, 130, 145, 160].map((tick) => (
        <R.G key={tick}>
          <R.Line x1={x(tick)} y1={64} x2={x(tick)} y2={68} stroke={COLOR.borderStrong} strokeWidth={1} />
          <R.Text
            x={Math.min(width - 8, Math.max(8, x(tick)))}
            y={78}
            textAnchor="middle"
            fill={COLOR.muted}
            style={style(8)}
          >
            {String(tick)}
          </R.Text>
        </R.G>
      ))}
      <R.Text x={x(interval90.low)} y={30} textAnchor="end" fill={COLOR.primaryDark} style={style(9, true)}>
        {String(interval90.low)}
      </R.Text>
      <R.Text
        x={x(interval90.high)}
        y={30}
        textAnchor="start"
        fill={COLOR.primaryDark}
        style={style(9, true)}
      >
        {String(interval90.high)}
      </R.Text>
      <R.Rect x={0} y={96} width={10} height={10} fill={COLOR.primarySubtle} />
      <R.Text x={14} y={105} fill={COLOR.text} style={style(8)}>
        {`${copy.interval.legendMeasurable} ${measurable.low}–${measurable.high}`}
      </R.Text>
      <R.Rect x={width * 0.38} y={96} width={10} height={10} fill={COLOR.primary} />
      <R.Text x={width * 0.38 + 14} y={105} fill={COLOR.text} style={style(8)}>
        {`${copy.interval.legendInterval} ${interval90.low}–${interval90.high}`}
      </R.Text>
      <R.Circle cx={width * 0.74 + 5} cy={101} r={5} fill={COLOR.danger} />
      <R.Text x={width * 0.74 + 14} y={105} fill={COLOR.text} style={style(8)}>
        {`${copy.interval.legendScore} ${ctx.score}`}
      </R.Text>
    </R.Svg>
  );
}

export function IntervalPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const { copy, input } = ctx;
  const { measurable, interval90, bound } = input.iq;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.interval} intro={copy.interval.intro}>
      <IntervalScale ctx={ctx} width={CONTENT_WIDTH} />
      <Callout>{copy.interval.range(interval90.low, interval90.high)}</Callout>
      <Paragraph>{copy.interval.measurable(measurable.low, measurable.high)}</Paragraph>
      <Callout tone={bound ? 'accent' : 'primary'}>
        {bound === 'above'
          ? copy.interval.boundAbove(measurable.high)
          : bound === 'below'
            ? copy.interval.boundBelow(measurable.low)
            : copy.interval.inside}
      </Callout>
      <Blocks blocks={copy.interval.blocks} />
    </ReportPage>
  );
}

export function ClassificationPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const R = pdf();
  const { copy, input } = ctx;
  const rows = IQ_BANDS; // genius first
  const cell = { paddingVertical: 6, paddingHorizontal: 6 };
  return (
    <ReportPage
      ctx={ctx}
      number={number}
      title={copy.pages.classification}
      intro={copy.classification.intro(
        ctx.percent(bandShare('verySuperior') + bandShare('genius')),
        ctx.percent(bandShare('superior')),
        ctx.percent(bandShare('normal')),
      )}
    >
      <R.View
        style={{
          flexDirection: 'row',
          backgroundColor: COLOR.primary,
          color: '#ffffff',
          fontWeight: 700,
          fontSize: FONT_SIZE.small,
        }}
      >
        <R.Text style={{ ...cell, width: 120 }}>{copy.classification.columns.band}</R.Text>
        <R.Text style={{ ...cell, width: 70 }}>{copy.classification.columns.range}</R.Text>
        <R.Text style={{ ...cell, width: 70 }}>{copy.classification.columns.share}</R.Text>
        <R.Text style={{ ...cell, flex: 1 }}>{copy.classification.columns.meaning}</R.Text>
      </R.View>
      {rows.map((band) => {
        const yours = band.id === input.iq.band;
        return (
          <R.View
            key={band.id}
            style={{
              flexDirection: 'row',
              borderBottomWidth: 0.5,
              borderBottomColor: COLOR.border,
              backgroundColor: yours ? COLOR.accentSubtle : COLOR.surface,
            }}
          >
            <R.View style={{ ...cell, width: 120, flexDirection: 'row' }}>
              <R.View
                style={{
                  width: 8,
                  height: 8,
                  backgroundColor: BAND_COLOR[band.id],
                  marginRight: 5,
                  marginTop: 3,
                }}
              />
              <R.View style={{ flex: 1 }}>
                <R.Text style={{ fontWeight: 700 }}>{copy.bands[band.id]}</R.Text>
                {yours && (
                  <R.Text style={{ fontSize: FONT_SIZE.tiny, color: COLOR.accent, fontWeight: 700 }}>
                    {copy.classification.yours}
                  </R.Text>
                )}
              </R.View>
            </R.View>
            <R.Text style={{ ...cell, width: 70 }}>{bandRange(band.id)}</R.Text>
            <R.Text style={{ ...cell, width: 70 }}>
              {ctx.percent(populationShare(band), populationShare(band) < 1 ? 2 : 1)}
            </R.Text>
            <R.Text style={{ ...cell, flex: 1, fontSize: FONT_SIZE.small }}>
              {copy.bandDescriptions[band.id]}
            </R.Text>
          </R.View>
        );
      })}
      <R.View style={{ marginTop: 14 }}>
        <Paragraph muted size={FONT_SIZE.small}>
          {copy.classification.note}
        </Paragraph>
      </R.View>
      <BellCurveSmall ctx={ctx} />
    </ReportPage>
  );
}

/** A smaller curve under the table, so the bands read as areas as well as numbers. */
function BellCurveSmall({ ctx }: { ctx: ReportContext }) {
  const R = pdf();
  return (
    <R.View style={{ marginTop: 16 }}>
      <BellCurve ctx={ctx} width={CONTENT_WIDTH} height={190} />
    </R.View>
  );
}
