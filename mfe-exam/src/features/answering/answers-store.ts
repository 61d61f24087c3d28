// Answers are kept in session storage per exam session, so a reload keeps them (spec §8:
// "refresh, answers kept"); the exam service stores them too once answering is saved there.
export type Answers = Record<string, string>;

const keyOf = (sessionId: string) => `IQ-answers-${sessionId}`;

export function loadAnswers(sessionId: string): Answers {
  try {
    return JSON.parse(sessionStorage.getItem(keyOf(sessionId)) ?? '{}') as Answers;
  } catch {
    return {};
  }
}

export function saveAnswers(sessionId: string, answers: Answers) {
  sessionStorage.setItem(keyOf(sessionId), JSON.stringify(answers));
}
