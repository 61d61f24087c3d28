// Which 21 pages a report has (spec §1: always 21, whatever the data). Pure, so the page list,
// the contents page and the tests share one answer. Tiers with the answer analysis get the
// answers, up to DETAIL_SLOTS items explained in full and a page on the rest; the others get a
// page on what unlocks it and a short guide to the items instead, never blank pages.
import type { IndicatorId } from '@iq/contracts';
import { INDICATOR_IDS } from '@iq/contracts';
import type { ReportDocumentInput, ReportQuestionInput } from '../input';
import { REPORT_PAGES } from './theme';

export const DETAIL_PAGES = 4;
export const ITEMS_PER_DETAIL_PAGE = 2;
export const DETAIL_SLOTS = DETAIL_PAGES * ITEMS_PER_DETAIL_PAGE;

/** One item explained on a detail page: a missed one, or (when fewer were missed) a solved one. */
export interface DetailSlot {
  question: ReportQuestionInput;
  solved: boolean;
}

export type PagePlan =
  | { kind: 'cover' }
  | { kind: 'summary' }
  | { kind: 'curve' }
  | { kind: 'interval' }
  | { kind: 'classification' }
  | { kind: 'dimensions' }
  | { kind: 'dimension'; id: IndicatorId }
  | { kind: 'answers' }
  | { kind: 'answerDetails'; slots: DetailSlot[]; part: number }
  | { kind: 'mistakes'; remaining: ReportQuestionInput[] }
  | { kind: 'locked' }
  | { kind: 'howItemsWork' }
  | { kind: 'rules'; part: 1 | 2 }
  | { kind: 'method' }
  | { kind: 'typicalMistakes' }
  | { kind: 'comparison' }
  | { kind: 'strengths' }
  | { kind: 'training' }
  | { kind: 'limits' };

export type PageKind = PagePlan['kind'];

export const isMissed = (q: ReportQuestionInput) => !q.correct;

/** The tier includes the answer analysis and the questions came with it. */
export function hasAnalysis(input: ReportDocumentInput): input is ReportDocumentInput & {
  questions: ReportQuestionInput[];
} {
  const item = input.items.find((i) => i.key === 'wrongAnalysis');
  return input.questions !== null && (item === undefined || !item.locked);
}

/**
 * The items explained in full: the missed ones in test order (answered before unanswered),
 * then, while slots are left, the hardest solved ones (the last items are the hardest).
 */
export function detailSlots(questions: readonly ReportQuestionInput[]): {
  slots: DetailSlot[];
  remaining: ReportQuestionInput[];
} {
  const byNumber = [...questions].sort((a, b) => a.number - b.number);
  const missed = [
    ...byNumber.filter((q) => isMissed(q) && q.yourAnswer !== null),
    ...byNumber.filter((q) => isMissed(q) && q.yourAnswer === null),
  ];
  const shown = missed.slice(0, DETAIL_SLOTS).map((question) => ({ question, solved: false }));
  const solved = byNumber
    .filter((q) => !isMissed(q))
    .reverse()
    .slice(0, DETAIL_SLOTS - shown.length)
    .map((question) => ({ question, solved: true }));
  return { slots: [...shown, ...solved], remaining: missed.slice(DETAIL_SLOTS) };
}

export function planReport(input: ReportDocumentInput): PagePlan[] {
  const pages: PagePlan[] = [
    { kind: 'cover' },
    { kind: 'summary' },
    { kind: 'curve' },
    { kind: 'interval' },
    { kind: 'classification' },
    { kind: 'dimensions' },
    ...INDICATOR_IDS.map((id) => ({ kind: 'dimension' as const, id })),
  ];
  if (hasAnalysis(input)) {
    const { slots, remaining } = detailSlots(input.questions);
    pages.push({ kind: 'answers' });
    for (let part = 0; part < DETAIL_PAGES; part++) {
      pages.push({
        kind: 'answerDetails',
        part,
        slots: slots.slice(part * ITEMS_PER_DETAIL_PAGE, (part + 1) * ITEMS_PER_DETAIL_PAGE),
      });
    }
    pages.push({ kind: 'mistakes', remaining });
  } else {
    pages.push(
      { kind: 'locked' },
      { kind: 'howItemsWork' },
      { kind: 'rules', part: 1 },
      { kind: 'rules', part: 2 },
      { kind: 'method' },
      { kind: 'typicalMistakes' },
    );
  }
  pages.push({ kind: 'comparison' }, { kind: 'strengths' }, { kind: 'training' }, { kind: 'limits' });
  if (pages.length !== REPORT_PAGES) throw new Error(`report plan has ${pages.length} pages`);
  return pages;
}
