/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The 21-page report as one react-pdf document, page by page from the plan.
import type { ReactElement } from 'react';
import type { ReportContext } from './context';
import {
  AnswerDetailsPage,
  AnswersPage,
  HowItemsWorkPage,
  LockedPage,
  MethodPage,
  MistakesPage,
  RulesPage,
  TypicalMistakesPage,
} from '../pages/12-17-answers';
import { ComparisonPage, LimitsPage, StrengthsPage, TrainingPage } from '../pages/18-21-closing';
import { DimensionPage, DimensionsPage } from '../pages/06-11-dimensions';
import { ClassificationPage, CoverPage, CurvePage, IntervalPage, SummaryPage } from '../pages/01-05-overview';
import { planReport, type PagePlan } from './plan';
import { pdf } from './react-pdf';

function page(ctx: ReportContext, plan: PagePlan[], entry: PagePlan, index: number): ReactElement {
  const number = index + 1;
  const questions = ctx.input.questions ?? [];
  switch (entry.kind) {
    case 'cover':
      return <CoverPage key={number} ctx={ctx} number={number} />;
    case 'summary':
      return <SummaryPage key={number} ctx={ctx} number={number} plan={plan} />;
    case 'curve':
      return <CurvePage key={number} ctx={ctx} number={number} />;
    case 'interval':
      return <IntervalPage key={number} ctx={ctx} number={number} />;
    case 'classification':
      return <ClassificationPage key={number} ctx={ctx} number={number} />;
    case 'dimensions':
      return <DimensionsPage key={number} ctx={ctx} number={number} />;
    case 'dimension':
      return <DimensionPage key={number} ctx={ctx} number={number} id={entry.id} />;
    case 'answers':
      return <AnswersPage key={number} ctx={ctx} number={number} questions={questions} />;
    case 'answerDetails':
      return (
        <AnswerDetailsPage key={number} ctx={ctx} number={number} slots={entry.slots} part={entry.part} />
      );
    case 'mistakes':
      return (
        <MistakesPage
          key={number}
          ctx={ctx}
          number={number}
          questions={questions}
          remaining={entry.remaining}
        />
      );
    case 'locked':
      return <LockedPage key={number} ctx={ctx} number={number} />;
    case 'howItemsWork':
      return <HowItemsWorkPage key={number} ctx={ctx} number={number} />;
    case 'rules':
      return <RulesPage key={number} ctx={ctx} number={number} part={entry.part} />;
    case 'method':
      return <MethodPage key={number} ctx={ctx} number={number} />;
    case 'typicalMistakes':
      return <TypicalMistakesPage key={number} ctx={ctx} number={number} />;
    case 'comparison':
      return <ComparisonPage key={number} ctx={ctx} number={number} />;
    case 'strengths':
      return <StrengthsPage key={number} ctx={ctx} number={number} />;
    case 'training':
      return <TrainingPage key={number} ctx={ctx} number={number} />;
    case 'limits':
      return <LimitsPage key={number} ctx={ctx} number={number} />;
  }
}

export function ReportDocument({ ctx }: { ctx: ReportContext }): ReactElement {
  const R = pdf();
  const plan = planReport(ctx.input);
  return (
    <R.Document
      title={`${ctx.copy.reportTitle} · ${ctx.input.orderNumber}`}
      author={ctx.copy.brand}
      creator={ctx.copy.brand}
      producer={ctx.copy.brand}
      language={ctx.locale}
    >
      {plan.map((entry, index) => page(ctx, plan, entry, index))}
    </R.Document>
  );
}
