import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import type { ExamSessionState, QuestionList } from '@iq/contracts';
import { initI18n } from '@iq/i18n';
import '../../i18n';
import { QuestionScreen } from './question-screen';

const TOTAL = 4;
const list: QuestionList = {
  examId: 1,
  hl: 'en-US',
  questions: Array.from({ length: TOTAL }, (_, q) => ({
    id: `q${q + 1}`,
    number: q + 1,
    matrixSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    options: Array.from({ length: 6 }, (_, o) => ({
      id: `q${q + 1}o${o + 1}`,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })),
  })),
};

function sessionState(answers: Record<string, string>): ExamSessionState {
  return {
    answers,
    confirmed: false,
    outcome: null,
    startedAt: null,
    elapsedSeconds: 0,
    timeLimitSeconds: 1200,
    remainingSeconds: 1200,
    email: null,
  };
}

async function renderScreen({ page = 1, answers = {} }: { page?: number; answers?: Record<string, string> }) {
  sessionStorage.setItem('IQ-questionPage', String(page));
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter>
        <QuestionScreen
          code="web"
          examId={1}
          list={list}
          state={sessionState(answers)}
          stateLoadedAt={Date.now()}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
}

/** Every control that leaves the questions for the confirmation screen. */
const submitControls = () => screen.queryAllByRole('button', { name: /^(Submit answers|Finish the test)$/ });

beforeAll(async () => {
  await initI18n('en-US');
});

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('QuestionScreen', () => {
  test('the last question has exactly one submit control, and no Next', async () => {
    await renderScreen({ page: TOTAL });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Question ${TOTAL} of ${TOTAL}`);
    expect(submitControls()).toHaveLength(1);
    expect(screen.getByTestId('go-submit')).toHaveTextContent('Submit answers');
    expect(screen.queryByTestId('next-question')).toBeNull();
    expect(screen.queryByTestId('finish-early')).toBeNull();
  });

  test('every other question offers one way to finish early, never two', async () => {
    await renderScreen({ page: 1 });
    for (let n = 1; n < TOTAL; n++) {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Question ${n} of ${TOTAL}`);
      expect(submitControls()).toHaveLength(1);
      expect(screen.getByTestId('finish-early')).toHaveTextContent('Finish the test');
      fireEvent.click(screen.getByTestId('next-question'));
    }
    expect(submitControls()).toHaveLength(1);
  });

  test('the jump grid marks answered questions apart from open ones, and the current one', async () => {
    await renderScreen({ page: 2, answers: { q1: 'q1o3', q3: 'q3o1' } });
    const jump = within(screen.getByRole('navigation', { name: 'Go to question' }));
    const answered = jump.getByRole('button', { name: 'Question 1, answered' });
    const open = jump.getByRole('button', { name: 'Question 2, not answered yet' });
    expect(answered).toHaveAttribute('data-answered', 'true');
    expect(jump.getByRole('button', { name: 'Question 3, answered' })).toHaveAttribute(
      'data-answered',
      'true',
    );
    expect(open).not.toHaveAttribute('data-answered');
    expect(open).toHaveAttribute('aria-current', 'step');
    expect(answered).not.toHaveAttribute('aria-current');
  });

  test('the options are a radio group named by the question, with the keyboard keys as description', async () => {
    await renderScreen({ page: 1, answers: { q1: 'q1o2' } });
    const group = screen.getByRole('radiogroup', { name: 'Which option completes the pattern?' });
    expect(group).toHaveAccessibleDescription(/press 1–6 to choose an option/);
    const options = within(group).getAllByRole('radio');
    expect(options).toHaveLength(6);
    // The number badge is decoration: each option is named once, by its picture.
    expect(options[1]).toHaveAccessibleName('Option 2');
    expect(options[1]).toHaveAttribute('aria-checked', 'true');
  });

  test('moving on from a scrolled-down page brings the new question top into view and focuses its heading', async () => {
    await renderScreen({ page: 1 });
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    // The reader scrolled down to the options: the screen's top is above the viewport.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -400 } as DOMRect);

    act(() => screen.getByTestId('next-question').click());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Question 2 of 4');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });

    // Reduced motion: the same jump, without the animation.
    (window.matchMedia as jest.Mock).mockReturnValue({ matches: true });
    fireEvent.click(screen.getByRole('button', { name: 'Question 4, not answered yet' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Question 4 of 4');
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'auto' });
  });

  test('a question whose top is already on screen does not scroll', async () => {
    await renderScreen({ page: 1 });
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 120 } as DOMRect);
    fireEvent.click(screen.getByTestId('next-question'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Question 2 of 4');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
