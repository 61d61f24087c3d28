// Sentences that explain a matrix item: the rule each part follows, and what a chosen option
// gets wrong, in nine languages (issue 8 "wrong-answer analysis"). Built from the structured
// rules and mistakes the exam service keeps, so the screens and the PDF say the same thing.
import type { LocaleTag, OptionMistake, RuleDescriptionData } from '@iq/contracts';
import { COPY, type ExplainCopy } from './copy';

export interface ExplainableQuestion {
  rules: readonly RuleDescriptionData[];
  /** The chosen option's mistakes; empty when it is right or nothing was chosen. */
  mistakes: readonly OptionMistake[];
  /** Displayed positions 0–5; null when unanswered. */
  yourAnswer: number | null;
  correctAnswer: number;
}

export interface QuestionExplanation {
  /** One sentence per rule that changes something across the panels (constant parts are left out). */
  rules: string[];
  /** What the chosen option gets wrong, one sentence per broken rule; empty when right or unanswered. */
  yours: string[];
  /** A one-line verdict: right, unanswered, or how many rules the choice breaks. */
  verdict: string;
}

const copyFor = (locale: LocaleTag): ExplainCopy => COPY[locale] ?? COPY['en-US'];

function subjectOf(
  copy: ExplainCopy,
  component: string,
  attribute: RuleDescriptionData['attribute'],
): string {
  const part = copy.components[component] ?? component;
  return copy.subject(part, copy.attributes[attribute]);
}

/** What the rule does, without its subject: "goes up by one step along each row". */
export function predicateOf(rule: RuleDescriptionData, locale: LocaleTag): string {
  const copy = copyFor(locale);
  const detail = rule.detail ?? {};
  const reading = rule.reading ? copy.readings[rule.reading] : null;
  const withReading = (text: string) => (reading ? copy.join(reading, text) : text);
  switch (rule.rule) {
    case 'constant':
      return copy.constant;
    case 'distribute-three':
      return copy.distribute;
    case 'progression': {
      const step = Number(detail.step ?? 1);
      const n = Math.abs(step);
      if (rule.attribute === 'position') return withReading(step > 0 ? copy.clockwise : copy.anticlockwise);
      const moves = copy.progression[rule.attribute];
      return withReading((step > 0 ? moves.up : moves.down)(n));
    }
    case 'arithmetic':
      return withReading(detail.operation === 'subtract' ? copy.subtract : copy.add);
    case 'set-operation': {
      const op = String(detail.operation ?? 'union') as keyof ExplainCopy['setOperations'];
      return withReading(copy.setOperations[op] ?? copy.setOperations.union);
    }
  }
}

/** One sentence for a rule: "The dots, their places: down each column, …". */
export function describeRule(rule: RuleDescriptionData, locale: LocaleTag): string {
  const copy = copyFor(locale);
  return copy.sentence(subjectOf(copy, rule.component, rule.attribute), predicateOf(rule, locale));
}

/** One sentence for a mistake: what the chosen option does instead. */
export function describeMistake(mistake: OptionMistake, locale: LocaleTag): string {
  const copy = copyFor(locale);
  const subject = subjectOf(copy, mistake.component, mistake.attribute);
  if (mistake.follows) return copy.yoursFollows(subject, predicateOf(mistake.follows, locale));
  const known = copy.mistakes[mistake.mistake as keyof ExplainCopy['mistakes']];
  return copy.yoursOther(subject, known ?? copy.mistakes.other);
}

/** The rules of an item and what the chosen option gets wrong, in `locale`. */
export function explainQuestion(question: ExplainableQuestion, locale: LocaleTag): QuestionExplanation {
  const copy = copyFor(locale);
  const rules = question.rules.filter((r) => r.rule !== 'constant').map((r) => describeRule(r, locale));
  const right = question.yourAnswer !== null && question.yourAnswer === question.correctAnswer;
  const yours =
    right || question.yourAnswer === null ? [] : question.mistakes.map((m) => describeMistake(m, locale));
  const verdict =
    question.yourAnswer === null
      ? copy.verdict.unanswered
      : right
        ? copy.verdict.right
        : copy.verdict.wrong(Math.max(1, question.mistakes.length));
  return { rules, yours, verdict };
}
