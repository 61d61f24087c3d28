import { act, render, screen } from '@testing-library/react';
import { loadEnglish } from '@iq/api/src/testing/screen-test-kit';
import { NS } from '../../i18n';
import { AnswerQueueNotice, SAVED_NOTICE_MS } from './answer-queue-notice';

beforeAll(() => loadEnglish(NS));
afterEach(() => jest.useRealTimers());

const pending = [{ questionId: 'q1', value: 'o1', seq: 1, givenAt: 0 }];

test('"saved" shows for a few seconds and then leaves the way on clear; "stored" stays while answers wait', () => {
  jest.useFakeTimers();
  const { rerender } = render(
    <AnswerQueueNotice state={{ pending, waiting: true, savedAfterWait: false }} />,
  );
  expect(screen.getByTestId('answers-queued')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(SAVED_NOTICE_MS * 3));
  expect(screen.getByTestId('answers-queued')).toBeInTheDocument();

  rerender(<AnswerQueueNotice state={{ pending: [], waiting: false, savedAfterWait: true }} />);
  expect(screen.getByTestId('answers-saved')).toHaveTextContent(
    'Connection restored: your answers have reached our server and are saved.',
  );
  act(() => jest.advanceTimersByTime(SAVED_NOTICE_MS - 1));
  expect(screen.getByTestId('answers-saved')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('answers-saved')).toBeNull();

  // Another wait and another delivery: said again.
  rerender(<AnswerQueueNotice state={{ pending, waiting: true, savedAfterWait: false }} />);
  rerender(<AnswerQueueNotice state={{ pending: [], waiting: false, savedAfterWait: true }} />);
  expect(screen.getByTestId('answers-saved')).toBeInTheDocument();
});
