/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pages 12–17. With the answer analysis: every answer, the items explained one by one (the
// rules and what the chosen option gets wrong, in @iq/report-copy's words), and the mistakes at
// a glance. Without it: what unlocks it, then a short guide to how the items work.
import { SKU_IDS } from '@iq/contracts';
import { describeRule, explainQuestion } from '@iq/report-copy';
import type { ReportQuestionInput } from '../input';
import { exampleMatrix, RULE_EXAMPLES } from '../svg/examples';
import { optionNumber, type ReportContext } from '../document/context';
import { Drawing, SvgString } from '../document/drawing';
import { Blocks, Bullets, Callout, Heading, Paragraph, ReportPage } from '../document/layout';
import { DETAIL_SLOTS, isMissed, type DetailSlot } from '../document/plan';
import { pdf } from '../document/react-pdf';
import { COLOR, CONTENT_WIDTH, FONT_SIZE } from '../document/theme';

type MistakeKind = 'rule' | 'direction' | 'value' | 'unanswered';

/** The kind of a missed item's main mistake (the exam service's mistake names). */
export function mistakeKind(q: ReportQuestionInput): MistakeKind {
  if (q.yourAnswer === null) return 'unanswered';
  const first = q.mistakes[0]?.mistake;
  if (first === 'wrong-direction') return 'direction';
  if (first === 'wrong-operation' || first === 'wrong-rule' || q.mistakes[0]?.follows) return 'rule';
  return 'value';
}

export function AnswersPage({
  ctx,
  number,
  questions,
}: {
  ctx: ReportContext;
  number: number;
  questions: ReportQuestionInput[];
}) {
  const R = pdf();
  const { copy } = ctx;
  const sorted = [...questions].sort((a, b) => a.number - b.number);
  const answered = sorted.filter((q) => q.yourAnswer !== null).length;
  const wrong = sorted.filter((q) => isMissed(q) && q.yourAnswer !== null).length;
  const half = Math.ceil(sorted.length / 2);
  const columns = [sorted.slice(0, half), sorted.slice(half)];
  const cell = { paddingVertical: 3.2, paddingHorizontal: 5 };
  const columnWidth = (CONTENT_WIDTH - 16) / 2;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.answers} intro={copy.answers.intro}>
      <Callout>{copy.answers.counts(answered, sorted.length, wrong)}</Callout>
      <R.View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        {columns.map((column, c) => (
          <R.View key={c} style={{ width: columnWidth }}>
            <R.View
              style={{
                flexDirection: 'row',
                backgroundColor: COLOR.primary,
                color: '#ffffff',
                fontWeight: 700,
                fontSize: FONT_SIZE.small,
              }}
            >
              <R.Text style={{ ...cell, width: 36 }}>{copy.answers.columns.number}</R.Text>
              <R.Text style={{ ...cell, width: 56 }}>{copy.answers.columns.yours}</R.Text>
              <R.Text style={{ ...cell, width: 56 }}>{copy.answers.columns.correct}</R.Text>
              <R.Text style={{ ...cell, flex: 1 }}>{copy.answers.columns.result}</R.Text>
            </R.View>
            {column.map((q) => {
              const status = q.correct ? 'right' : q.yourAnswer === null ? 'unanswered' : 'wrong';
              const color =
                status === 'right' ? COLOR.success : status === 'wrong' ? COLOR.danger : COLOR.warning;
              return (
                <R.View
                  key={q.number}
                  style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLOR.border }}
                >
                  <R.Text style={{ ...cell, width: 36, fontWeight: 700 }}>{String(q.number)}</R.Text>
                  <R.Text style={{ ...cell, width: 56 }}>{optionNumber(q.yourAnswer)}</R.Text>
                  <R.Text style={{ ...cell, width: 56 }}>{optionNumber(q.correctAnswer)}</R.Text>
                  <R.View style={{ ...cell, flex: 1, flexDirection: 'row', alignItems: 'center' }}>
                    <R.View
                      style={{
                        width: 7,
                        height: 7,
                        borderRadius: 3.5,
                        backgroundColor: color,
                        marginRight: 5,
                      }}
                    />
                    <R.Text style={{ color, fontSize: FONT_SIZE.small }}>{copy.answers[status]}</R.Text>
                  </R.View>
                </R.View>
              );
            })}
          </R.View>
        ))}
      </R.View>
    </ReportPage>
  );
}

/** One item: the matrix, the six options with yours and the right one framed, the explanation. */
function ItemExplanation({ ctx, slot }: { ctx: ReportContext; slot: DetailSlot }) {
  const R = pdf();
  const { copy } = ctx;
  const q = slot.question;
  const explanation = explainQuestion(
    { rules: q.rules, mistakes: q.mistakes, yourAnswer: q.yourAnswer, correctAnswer: q.correctAnswer },
    ctx.locale,
  );
  const optionWidth = 44;
  return (
    <R.View style={{ marginBottom: 12, borderTopWidth: 1, borderTopColor: COLOR.border, paddingTop: 8 }}>
      <R.View style={{ flexDirection: 'row', alignItems: 'baseline', marginBottom: 6 }}>
        <R.Text
          style={{ fontSize: FONT_SIZE.heading, fontWeight: 700, color: COLOR.primaryDark, marginRight: 10 }}
        >
          {copy.answers.question(q.number)}
        </R.Text>
        <R.Text
          style={{ fontSize: FONT_SIZE.small, color: slot.solved ? COLOR.success : COLOR.danger, flex: 1 }}
        >
          {slot.solved ? `${copy.answers.solvedLabel} · ${explanation.verdict}` : explanation.verdict}
        </R.Text>
      </R.View>
      <R.View style={{ flexDirection: 'row' }}>
        <SvgString svg={q.matrixSvg} width={138} fontFamily={ctx.fonts} />
        <R.View style={{ marginLeft: 14, flex: 1 }}>
          <R.View style={{ flexDirection: 'row', marginBottom: 4 }}>
            {q.optionSvgs.map((svg, i) => {
              const isCorrect = i === q.correctAnswer;
              const isYours = i === q.yourAnswer;
              const edge = isCorrect ? COLOR.success : isYours ? COLOR.danger : COLOR.surface;
              return (
                <R.View key={i} style={{ marginRight: 5, alignItems: 'center' }}>
                  <R.View style={{ borderWidth: 2, borderColor: edge, padding: 1 }}>
                    <SvgString svg={svg} width={optionWidth} fontFamily={ctx.fonts} />
                  </R.View>
                  <R.Text
                    style={{
                      fontSize: FONT_SIZE.small,
                      fontWeight: isCorrect || isYours ? 700 : 400,
                      color: isCorrect ? COLOR.success : isYours ? COLOR.danger : COLOR.muted,
                    }}
                  >
                    {optionNumber(i)}
                  </R.Text>
                </R.View>
              );
            })}
          </R.View>
          <R.Text style={{ fontSize: FONT_SIZE.small, marginBottom: 4 }}>
            {`${copy.answers.yourAnswer}${copy.labelSep}${q.yourAnswer === null ? copy.answers.noAnswer : copy.answers.option(q.yourAnswer + 1)}   ·   ${copy.answers.correctAnswer}${copy.labelSep}${copy.answers.option(q.correctAnswer + 1)}`}
          </R.Text>
          <R.Text
            style={{ fontSize: FONT_SIZE.small, fontWeight: 700, color: COLOR.primaryDark, marginBottom: 2 }}
          >
            {copy.answers.rulesTitle}
          </R.Text>
          <Bullets
            items={explanation.rules.length > 0 ? explanation.rules : [copy.answers.noRules]}
            size={FONT_SIZE.small}
          />
          {explanation.yours.length > 0 && (
            <R.View>
              <R.Text
                style={{ fontSize: FONT_SIZE.small, fontWeight: 700, color: COLOR.danger, marginBottom: 2 }}
              >
                {copy.answers.yoursTitle}
              </R.Text>
              <Bullets items={explanation.yours} size={FONT_SIZE.small} color={COLOR.danger} />
            </R.View>
          )}
        </R.View>
      </R.View>
    </R.View>
  );
}

export function AnswerDetailsPage({
  ctx,
  number,
  slots,
  part,
}: {
  ctx: ReportContext;
  number: number;
  slots: DetailSlot[];
  part: number;
}) {
  const { copy } = ctx;
  return (
    <ReportPage
      ctx={ctx}
      number={number}
      title={copy.pages.answerDetails}
      intro={part === 0 ? copy.answers.detailIntro : undefined}
    >
      {slots.map((slot) => (
        <ItemExplanation key={slot.question.number} ctx={ctx} slot={slot} />
      ))}
      {slots.length === 0 && <Blocks blocks={copy.guide.methodSteps} />}
    </ReportPage>
  );
}

export function MistakesPage({
  ctx,
  number,
  questions,
  remaining,
}: {
  ctx: ReportContext;
  number: number;
  questions: ReportQuestionInput[];
  remaining: ReportQuestionInput[];
}) {
  const R = pdf();
  const { copy } = ctx;
  const missed = questions.filter(isMissed);
  const kinds: MistakeKind[] = ['rule', 'direction', 'value', 'unanswered'];
  const counts = kinds.map((kind) => ({ kind, count: missed.filter((q) => mistakeKind(q) === kind).length }));
  const most = Math.max(1, ...counts.map((c) => c.count));
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.mistakes} intro={copy.answers.mistakesIntro}>
      {counts.map(({ kind, count }) => (
        <R.View key={kind} style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 5 }}>
          <R.Text style={{ width: 190, fontSize: FONT_SIZE.small }}>{copy.answers.mistakeKinds[kind]}</R.Text>
          <R.View
            style={{
              width: (count / most) * 220 + 2,
              height: 10,
              backgroundColor: kind === 'unanswered' ? COLOR.warning : COLOR.danger,
              marginRight: 6,
            }}
          />
          <R.Text style={{ fontWeight: 700 }}>{String(count)}</R.Text>
        </R.View>
      ))}

      <Heading top={14}>{copy.answers.remainingTitle}</Heading>
      {remaining.length === 0 ? (
        <Paragraph>{copy.answers.noneRemaining}</Paragraph>
      ) : (
        <R.View>
          <Paragraph muted size={FONT_SIZE.small}>
            {copy.answers.moreThan(DETAIL_SLOTS)}
          </Paragraph>
          {remaining.slice(0, 14).map((q) => {
            const explanation = explainQuestion(
              {
                rules: q.rules,
                mistakes: q.mistakes,
                yourAnswer: q.yourAnswer,
                correctAnswer: q.correctAnswer,
              },
              ctx.locale,
            );
            const line = explanation.yours[0] ?? explanation.rules[0] ?? explanation.verdict;
            return (
              <R.View
                key={q.number}
                style={{ flexDirection: 'row', marginBottom: 3, fontSize: FONT_SIZE.small }}
              >
                <R.Text style={{ width: 78, fontWeight: 700 }}>{copy.answers.question(q.number)}</R.Text>
                <R.Text
                  style={{ width: 74 }}
                >{`${optionNumber(q.yourAnswer)} / ${optionNumber(q.correctAnswer)}`}</R.Text>
                <R.Text style={{ flex: 1 }}>{line}</R.Text>
              </R.View>
            );
          })}
        </R.View>
      )}

      <Heading top={14}>{copy.pages.method}</Heading>
      <Blocks blocks={copy.guide.methodSteps} size={FONT_SIZE.small} />
    </ReportPage>
  );
}

export function LockedPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const { copy, input } = ctx;
  const catalogue = input.catalogueNames;
  // Tiers whose items include the analysis, by the catalogue's names.
  const unlockedBy = input.items.find((i) => i.key === 'wrongAnalysis')?.unlockedBy ?? 'sku2';
  const tiers = SKU_IDS.slice(SKU_IDS.indexOf(unlockedBy)).map((sku) => catalogue.tiers[sku]);
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.locked} intro={copy.locked.intro}>
      <Callout tone="accent" title={catalogue.wrongAnalysis}>
        {copy.locked.unlockedBy(tiers.join(', '))}
      </Callout>
      {input.wrongCount && (
        <Callout>{copy.locked.countsKnown(input.wrongCount.answered, input.wrongCount.count)}</Callout>
      )}
      <Heading>{copy.locked.containsTitle}</Heading>
      <Bullets items={copy.locked.contains} />
      <Heading top={16}>{copy.pages.typicalMistakes}</Heading>
      <Paragraph>{copy.guide.mistakes.map((m) => m.title).join(' · ')}</Paragraph>
    </ReportPage>
  );
}

export function HowItemsWorkPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const R = pdf();
  const { copy } = ctx;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.howItemsWork}>
      <R.View style={{ flexDirection: 'row', marginBottom: 12 }}>
        <Drawing drawing={exampleMatrix()} width={190} fontFamily={ctx.fonts} />
        <R.View style={{ marginLeft: 18, flex: 1 }}>
          <Blocks blocks={copy.guide.howItemsWork.slice(0, 2)} />
        </R.View>
      </R.View>
      <Blocks blocks={copy.guide.howItemsWork.slice(2)} />
      <Heading>{copy.guide.attributesTitle}</Heading>
      <Bullets items={Object.values(copy.guide.attributes)} />
      <R.View style={{ marginTop: 8 }}>
        <Callout title={copy.guide.exampleLabel}>
          {[
            describeRule(
              {
                component: 'grid',
                attribute: 'number',
                rule: 'progression',
                reading: 'rows',
                detail: { step: 1 },
              },
              ctx.locale,
            ),
            describeRule(
              {
                component: 'grid',
                attribute: 'shade',
                rule: 'progression',
                reading: 'columns',
                detail: { step: 2 },
              },
              ctx.locale,
            ),
          ].join('\n')}
        </Callout>
      </R.View>
    </ReportPage>
  );
}

export function RulesPage({ ctx, number, part }: { ctx: ReportContext; number: number; part: 1 | 2 }) {
  const R = pdf();
  const { copy } = ctx;
  const examples = part === 1 ? RULE_EXAMPLES.slice(0, 3) : RULE_EXAMPLES.slice(3);
  return (
    <ReportPage
      ctx={ctx}
      number={number}
      title={part === 1 ? copy.pages.rulesOne : copy.pages.rulesTwo}
      intro={part === 1 ? copy.guide.rulesIntro : undefined}
    >
      {examples.map((example) => (
        <R.View key={example.kind} style={{ marginBottom: 18 }}>
          <R.Text
            style={{
              fontWeight: 700,
              color: COLOR.primaryDark,
              fontSize: FONT_SIZE.body + 1,
              marginBottom: 6,
            }}
          >
            {copy.guide.ruleKinds[example.kind]}
          </R.Text>
          <Drawing drawing={example.drawing} width={300} fontFamily={ctx.fonts} />
          <R.Text style={{ fontSize: FONT_SIZE.small, color: COLOR.muted, marginTop: 6 }}>
            {`${copy.guide.exampleLabel}${copy.labelSep}${describeRule(example.rule, ctx.locale)}`}
          </R.Text>
        </R.View>
      ))}
      {part === 2 && (
        <Callout title={copy.pages.method}>{copy.guide.methodSteps.map((s) => s.title).join('\n')}</Callout>
      )}
    </ReportPage>
  );
}

export function MethodPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const { copy } = ctx;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.method}>
      <Blocks blocks={copy.guide.methodSteps} />
    </ReportPage>
  );
}

export function TypicalMistakesPage({ ctx, number }: { ctx: ReportContext; number: number }) {
  const { copy } = ctx;
  return (
    <ReportPage ctx={ctx} number={number} title={copy.pages.typicalMistakes}>
      <Blocks blocks={copy.guide.mistakes} />
    </ReportPage>
  );
}
