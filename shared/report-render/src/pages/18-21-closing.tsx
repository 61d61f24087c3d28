/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pages 18–21: comparison among our test-takers, strengths, the training guide, method and limits.
import { ageGroupLabel, INDICATOR_IDS, type IndicatorId, type RuleDescriptionData } from '@iq/contracts';
import type { Level } from '../copy/report-copy';
import type { ReportDimensionInput } from '../input';
import type { ReportContext } from '../document/context';
import { Blocks, Bullets, Callout, Heading, Paragraph, ReportPage } from '../document/layout';
import { hasAnalysis } from '../document/plan';
import { pdf } from '../document/react-pdf';
import { COLOR, CONTENT_WIDTH, FONT_SIZE } from '../document/theme';

const SCALE_MIN = 70;
const SCALE_MAX = 130;

/** Horizontal bars of average IQ, the visitor's score as a line across them. */
function AverageBars({
  ctx,
  rows,
}: {
  ctx: ReportContext;
  rows: { label: string; averageIq: number; sample: number; seed: boolean }[];
}) {
  const R = pdf();
  const { copy, input } = ctx;
  const labelWidth = 130;
  const barWidth = CONTENT_WIDTH - labelWidth - 110;
  const x = (iq: number) =>
    ((Math.max(SCALE_MIN, Math.min(SCALE_MAX, iq)) - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * barWidth;
  const you =
    input.iq.bound === 'above' ? SCALE_MAX : input.iq.bound === 'below' ? SCALE_MIN : input.iq.score;
  if (rows.length === 0) return <Paragraph muted>{copy.comparison.empty}</Paragraph>;
  return (
    <R.View style={{ position: 'relative', marginBottom: 6 }}>
      {rows.map((row) => (
        <R.View key={row.label} style={{ flexDirection: 'row', alignItems: 'center', height: 17 }}>
          <R.Text
            style={{ width: labelWidth, fontSize: FONT_SIZE.small }}
          >{`${row.label}${row.seed ? ' *' : ''}`}</R.Text>
          <R.View style={{ width: barWidth, height: 10, backgroundColor: COLOR.surfaceAlt }}>
            <R.View
              style={{
                width: Math.max(2, x(row.averageIq)),
                height: 10,
                backgroundColor: row.seed ? COLOR.borderStrong : COLOR.primary,
              }}
            />
          </R.View>
          {/* Whole points, as the report's screen writes them (104.8 → 105). */}
          <R.Text style={{ width: 40, textAlign: 'right', fontWeight: 700, fontSize: FONT_SIZE.small }}>
            {ctx.integer(Math.round(row.averageIq))}
          </R.Text>
          <R.Text style={{ width: 70, textAlign: 'right', fontSize: FONT_SIZE.tiny, color: COLOR.muted }}>
            {row.seed ? copy.comparison.seedLabel : copy.comparison.sampleLabel(ctx.integer(row.sample))}
          </R.Text>
        </R.View>
      ))}
      <R.View
        style={{
          position: 'absolute',
          left: labelWidth + x(you) - 1,
          top: -4,
          width: 2,
          height: rows.length * 17 + 8,
          backgroundColor: COLOR.danger,
        }}
      />
      <R.Text style={{ fontSize: FONT_SIZE.tiny, color: COLOR.danger, marginTop: 4, marginLeft: labelWidth }}>
        {copy.comparison.youLine(ctx.score)}
      </R.Text>
    </R.View>
  );
}

export function ComparisonPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const { copy, input } = ctx;
  const ranking = input.ranking;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.comparison} intro={copy.comparison.intro}>
      {ranking === null ? (
        <Callout tone="warning">{copy.comparison.lockedText}</Callout>
      ) : (
        <>
          <Heading>{copy.comparison.countriesTitle}</Heading>
          <AverageBars
            ctx={ctx}
            rows={[...ranking.countries]
              .sort((a, b) => b.averageIq - a.averageIq)
              .slice(0, 10)
              .map((c) => ({
                label: ctx.country(c.code),
                averageIq: c.averageIq,
                sample: c.sample,
                seed: c.seed,
              }))}
          />
          <Heading top={16}>{copy.comparison.agesTitle}</Heading>
          <AverageBars
            ctx={ctx}
            rows={ranking.ages.map((a) => ({
              label: ageGroupLabel(a.group),
              averageIq: a.averageIq,
              sample: a.sample,
              seed: a.seed,
            }))}
          />
          <Callout>{copy.comparison.sourceNote[ranking.source]}</Callout>
          {[...ranking.countries, ...ranking.ages].some((r) => r.seed) && (
            <Paragraph muted size={FONT_SIZE.small}>
              {copy.comparison.seedNote}
            </Paragraph>
          )}
        </>
      )}
    </ReportPage>
  );
}

/**
 * Strong and weak dimensions: levels 4–5 and 1–2, else the best and the weakest by score. A
 * dimension that was not measured (issue 36) is neither.
 */
export function strengthsOf(all: readonly ReportDimensionInput[]): {
  strong: IndicatorId[];
  develop: IndicatorId[];
  even: boolean;
} {
  const rows = all.filter(
    (r): r is ReportDimensionInput & { level: number; score: number } => r.level !== null && r.score !== null,
  );
  const byScore = [...rows].sort((a, b) => b.level - a.level || b.score - a.score);
  let strong = byScore.filter((r) => r.level >= 4).map((r) => r.id);
  let develop = byScore
    .filter((r) => r.level <= 2)
    .map((r) => r.id)
    .reverse();
  const even = strong.length === 0 && develop.length === 0;
  if (strong.length === 0 && byScore[0]) strong = [byScore[0].id];
  if (develop.length === 0 && byScore.length > 1) develop = [byScore[byScore.length - 1]!.id];
  return { strong, develop: develop.filter((id) => !strong.includes(id)), even };
}

const RULE_KINDS: RuleDescriptionData['rule'][] = [
  'progression',
  'arithmetic',
  'set-operation',
  'distribute-three',
];

export function StrengthsPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const R = pdf();
  const { copy, input } = ctx;
  const rows = input.dimensions ?? [];
  const { strong, develop, even } = strengthsOf(rows);
  const levelOf = (id: IndicatorId) => rows.find((r) => r.id === id)?.level as Level | undefined;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.strengths} intro={copy.strengths.intro}>
      {rows.length === 0 ? (
        <Callout tone="warning">{copy.dimensions.lockedText}</Callout>
      ) : (
        <>
          {even && <Callout>{copy.strengths.even}</Callout>}
          <Heading color={COLOR.success}>{copy.strengths.strongTitle}</Heading>
          {strong.map((id) => (
            <R.View key={id} style={{ marginBottom: 8 }}>
              <R.Text
                style={{ fontWeight: 700 }}
              >{`${copy.dimensionNames[id]} · ${copy.levels[levelOf(id) ?? 3]}`}</R.Text>
              <R.Text>{copy.dimensions.strength[id]}</R.Text>
            </R.View>
          ))}
          <Heading color={COLOR.warning}>{copy.strengths.developTitle}</Heading>
          {develop.map((id) => (
            <R.View key={id} style={{ marginBottom: 8 }}>
              <R.Text
                style={{ fontWeight: 700 }}
              >{`${copy.dimensionNames[id]} · ${copy.levels[levelOf(id) ?? 3]}`}</R.Text>
              <R.Text>{copy.dimensions.practice[id]}</R.Text>
            </R.View>
          ))}
        </>
      )}
      <Heading>{copy.strengths.rulesTitle}</Heading>
      {hasAnalysis(input) ? (
        <R.View>
          {RULE_KINDS.map((kind) => {
            const withKind = input.questions.filter((q) => q.rules.some((r) => r.rule === kind));
            if (withKind.length === 0) return null;
            const solved = withKind.filter((q) => q.correct).length;
            return (
              <R.View key={kind} style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 5 }}>
                <R.Text style={{ width: 220, fontSize: FONT_SIZE.small }}>
                  {copy.strengths.ruleRate(copy.strengths.ruleNames[kind], solved, withKind.length)}
                </R.Text>
                <R.View style={{ width: 200, height: 9, backgroundColor: COLOR.dangerSubtle }}>
                  <R.View
                    style={{
                      width: (solved / withKind.length) * 200,
                      height: 9,
                      backgroundColor: COLOR.success,
                    }}
                  />
                </R.View>
              </R.View>
            );
          })}
        </R.View>
      ) : (
        <Paragraph muted>{copy.strengths.noQuestions}</Paragraph>
      )}
    </ReportPage>
  );
}

export function TrainingPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const R = pdf();
  const { copy, input } = ctx;
  // Weakest dimensions first: where practice pays most.
  const order = input.dimensions
    ? [...input.dimensions]
        // Not measured (issue 36) last: nothing says it needs practice.
        .sort((a, b) => (a.level ?? 6) - (b.level ?? 6) || (a.score ?? 101) - (b.score ?? 101))
        .map((d) => d.id)
    : [...INDICATOR_IDS];
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.training} intro={copy.training.intro}>
      {copy.training.weeks.map((week, i) => {
        const focus = order[i % order.length]!;
        return (
          <R.View
            key={i}
            style={{
              flexDirection: 'row',
              marginBottom: 10,
              backgroundColor: i % 2 ? COLOR.surface : COLOR.surfaceAlt,
              padding: 8,
            }}
          >
            <R.View style={{ width: 86 }}>
              <R.Text style={{ fontWeight: 700, color: COLOR.primary, fontSize: 12 }}>
                {copy.training.weekLabel(i + 1)}
              </R.Text>
              <R.Text style={{ fontSize: FONT_SIZE.tiny, color: COLOR.muted }}>
                {copy.training.focus(copy.dimensionNames[focus])}
              </R.Text>
            </R.View>
            <R.View style={{ flex: 1 }}>
              <R.Text style={{ fontWeight: 700, marginBottom: 2 }}>{week.title}</R.Text>
              <R.Text style={{ marginBottom: 3 }}>{week.body}</R.Text>
              <R.Text style={{ fontSize: FONT_SIZE.small, color: COLOR.muted }}>
                {copy.dimensions.practice[focus]}
              </R.Text>
            </R.View>
          </R.View>
        );
      })}
      <Heading>{copy.training.habitsTitle}</Heading>
      <Bullets items={copy.training.habits} />
      <Paragraph muted size={FONT_SIZE.small}>
        {copy.training.claimNote}
      </Paragraph>
    </ReportPage>
  );
}

export function LimitsPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const { copy } = ctx;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.limits} intro={copy.limits.intro}>
      <Blocks blocks={copy.limits.blocks} />
    </ReportPage>
  );
}
