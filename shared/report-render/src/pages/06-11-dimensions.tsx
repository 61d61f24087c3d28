/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Page 6 (the five dimensions as a table) and pages 7–11 (one per dimension).
import { INDICATOR_IDS, type IndicatorId } from '@iq/contracts';
import { dimensionInterpretation } from '../copy/dimension-interpretations';
import type { Level } from '../copy/report-copy';
import type { ReportDimensionInput } from '../input';
import type { ReportContext } from '../document/context';
import { Callout, Heading, Paragraph, ReportPage } from '../document/layout';
import { pdf } from '../document/react-pdf';
import { COLOR, CONTENT_WIDTH, FONT_SIZE } from '../document/theme';

const LEVEL_COLOR: Record<Level, string> = {
  1: '#c0262d',
  2: '#d9822b',
  3: '#8a94a6',
  4: '#1f5fbf',
  5: '#6b46c1',
};

/** Score 0–100 as a bar over the reference range. */
/** Issue 36: a dimension the answers could not measure has no level colour. */
const levelColor = (level: number | null) => (level === null ? COLOR.muted : LEVEL_COLOR[level as Level]);

function ScoreBar({
  row,
  width,
  height = 10,
}: {
  row: ReportDimensionInput;
  width: number;
  height?: number;
}) {
  const R = pdf();
  const x = (v: number) => (Math.max(0, Math.min(100, v)) / 100) * width;
  return (
    <R.View style={{ width, height: height + 6, position: 'relative' }}>
      <R.View
        style={{ position: 'absolute', left: 0, top: 3, width, height, backgroundColor: COLOR.surfaceAlt }}
      />
      <R.View
        style={{
          position: 'absolute',
          left: x(row.referenceRange.low),
          top: 0,
          width: Math.max(1, x(row.referenceRange.high) - x(row.referenceRange.low)),
          height: height + 6,
          backgroundColor: COLOR.border,
        }}
      />
      {row.score !== null && (
        <R.View
          style={{
            position: 'absolute',
            left: 0,
            top: 3,
            width: Math.max(2, x(row.score)),
            height,
            backgroundColor: levelColor(row.level),
          }}
        />
      )}
    </R.View>
  );
}

export function DimensionsPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const R = pdf();
  const { copy, input } = ctx;
  const columns = copy.dimensions.columns;
  const cell = { paddingVertical: 7, paddingHorizontal: 5 };
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.dimensions} intro={copy.dimensions.intro}>
      {input.dimensions === null ? (
        <Callout tone="warning">{copy.dimensions.lockedText}</Callout>
      ) : (
        <R.View>
          <R.View
            style={{
              flexDirection: 'row',
              backgroundColor: COLOR.primary,
              color: '#ffffff',
              fontWeight: 700,
              fontSize: FONT_SIZE.small,
            }}
          >
            <R.Text style={{ ...cell, width: 92 }}>{columns.dimension}</R.Text>
            <R.Text style={{ ...cell, width: 118 }}>{columns.score}</R.Text>
            <R.Text style={{ ...cell, width: 66 }}>{columns.reference}</R.Text>
            <R.Text style={{ ...cell, width: 64 }}>{columns.level}</R.Text>
            <R.Text style={{ ...cell, flex: 1 }}>{columns.interpretation}</R.Text>
          </R.View>
          {INDICATOR_IDS.map((id) => {
            const row = input.dimensions!.find((d) => d.id === id);
            if (!row) return null;
            return (
              <R.View
                key={id}
                style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLOR.border }}
              >
                <R.Text style={{ ...cell, width: 92, fontWeight: 700 }}>{copy.dimensionNames[id]}</R.Text>
                <R.View style={{ ...cell, width: 118, flexDirection: 'row', alignItems: 'center' }}>
                  <R.Text style={{ width: 22, fontWeight: 700 }}>
                    {row.score === null ? '—' : String(row.score)}
                  </R.Text>
                  <ScoreBar row={row} width={80} />
                </R.View>
                <R.Text
                  style={{ ...cell, width: 66 }}
                >{`${row.referenceRange.low}–${row.referenceRange.high}`}</R.Text>
                <R.Text style={{ ...cell, width: 64, color: levelColor(row.level), fontWeight: 700 }}>
                  {row.level === null ? ctx.definitions.notMeasured : copy.levels[row.level as Level]}
                </R.Text>
                <R.Text style={{ ...cell, flex: 1, fontSize: FONT_SIZE.small }}>
                  {dimensionInterpretation(row.interpretationKey, ctx.locale) ?? ''}
                </R.Text>
              </R.View>
            );
          })}
          <R.View style={{ marginTop: 10 }}>
            <Paragraph muted size={FONT_SIZE.small}>
              {copy.dimensions.scaleNote}
            </Paragraph>
          </R.View>
        </R.View>
      )}
      <Heading top={14}>{copy.dimensions.measuresTitle}</Heading>
      {INDICATOR_IDS.map((id) => (
        <R.View key={id} style={{ flexDirection: 'row', marginBottom: 6 }}>
          <R.Text style={{ width: 92, fontWeight: 700, fontSize: FONT_SIZE.small }}>
            {copy.dimensionNames[id]}
          </R.Text>
          <R.Text style={{ flex: 1, fontSize: FONT_SIZE.small }}>{copy.dimensions.measures[id]}</R.Text>
        </R.View>
      ))}
    </ReportPage>
  );
}

export function DimensionPage({ ctx, number, id }: { ctx: ReportContext; number: number; id: IndicatorId }) {
  const R = pdf();
  const { copy, input } = ctx;
  const row = input.dimensions?.find((d) => d.id === id) ?? null;
  const level = row ? (row.level as Level) : null;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.dimensionNames[id]}>
      {row && level ? (
        <R.View>
          <R.View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 16, marginTop: 6 }}>
            <R.View
              style={{
                width: 110,
                height: 110,
                borderRadius: 55,
                borderWidth: 5,
                borderColor: LEVEL_COLOR[level],
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <R.Text style={{ fontSize: 36, fontWeight: 700, color: COLOR.text }}>
                {String(row.score)}
              </R.Text>
              <R.Text style={{ fontSize: FONT_SIZE.tiny, color: COLOR.muted }}>/ 100</R.Text>
            </R.View>
            <R.View style={{ marginLeft: 24, flex: 1 }}>
              <R.Text style={{ fontSize: 20, fontWeight: 700, color: LEVEL_COLOR[level], marginBottom: 6 }}>
                {copy.levels[level]}
              </R.Text>
              <ScoreBar row={row} width={CONTENT_WIDTH - 134} height={14} />
              <R.Text style={{ fontSize: FONT_SIZE.small, color: COLOR.muted, marginTop: 4 }}>
                {copy.dimensions.reference(row.referenceRange.low, row.referenceRange.high)}
              </R.Text>
            </R.View>
          </R.View>

          <Heading>{copy.dimensions.levelScaleTitle}</Heading>
          <R.View style={{ flexDirection: 'row', marginBottom: 12 }}>
            {([1, 2, 3, 4, 5] as const).map((l) => (
              <R.View
                key={l}
                style={{
                  flex: 1,
                  marginRight: l === 5 ? 0 : 4,
                  paddingVertical: 8,
                  alignItems: 'center',
                  backgroundColor: l === level ? LEVEL_COLOR[l] : COLOR.surfaceAlt,
                  color: l === level ? '#ffffff' : COLOR.muted,
                }}
              >
                <R.Text style={{ fontSize: 14, fontWeight: 700 }}>{String(l)}</R.Text>
                <R.Text style={{ fontSize: FONT_SIZE.tiny }}>{copy.levels[l]}</R.Text>
              </R.View>
            ))}
          </R.View>

          <Heading>{copy.dimensions.resultTitle}</Heading>
          <Callout>
            {dimensionInterpretation(row.interpretationKey, ctx.locale) ?? copy.levels[level]}
          </Callout>
        </R.View>
      ) : row ? (
        <R.View style={{ marginTop: 6 }}>
          <Callout tone="warning" title={ctx.definitions.notMeasured}>
            {dimensionInterpretation(row.interpretationKey, ctx.locale) ?? ctx.definitions.notMeasured}
          </Callout>
        </R.View>
      ) : (
        <Callout tone="warning">{copy.dimensions.lockedText}</Callout>
      )}
      <Heading>{ctx.definitions.title}</Heading>
      <Paragraph size={FONT_SIZE.small}>{ctx.definitions.definitions[id]}</Paragraph>
      <Heading>{copy.dimensions.practiceTitle}</Heading>
      <Paragraph>{copy.dimensions.practice[id]}</Paragraph>
    </ReportPage>
  );
}
