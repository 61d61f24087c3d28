import { fireEvent, screen, within } from '@testing-library/react';
import WrongPage from './wrong';
import {
  ORDER_NUMBER,
  failure,
  loadEnglish,
  mockApi,
  ok,
  questionsOf,
  renderAt,
  reportOf,
} from '../testing/report-test-kit';

const PATTERN = '/report/wrong/:codeExam';
const URL = `/report/wrong/web-1?orderNumber=${ORDER_NUMBER}`;
const page = <WrongPage code="web" examId={1} />;
const INFO = `GET /api/exam/order/info/${ORDER_NUMBER}`;
const QUESTIONS = `GET /api/exam/order/questions/${ORDER_NUMBER}`;

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

const imageOf = (element: HTMLElement) =>
  decodeURIComponent(element.querySelector('img')!.getAttribute('src')!);

test('opens on the first wrong answer: your answer, the correct one, the picture and why', async () => {
  mockApi({ [INFO]: ok(reportOf('sku2')), [QUESTIONS]: ok(questionsOf()) });
  renderAt(URL, PATTERN, page);
  const picker = await screen.findByRole('radiogroup', { name: 'Question number' });
  expect(within(picker).getByRole('radio', { name: 'Question 2, wrong' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(within(picker).getByRole('radio', { name: 'Question 1, right' })).toHaveAttribute('tabindex', '-1');
  const detail = screen.getByTestId('analysis-detail');
  expect(within(detail).getByRole('heading', { name: /Question 2/ })).toBeInTheDocument();
  expect(screen.getByTestId('your-answer')).toHaveTextContent('Option 5');
  expect(imageOf(screen.getByTestId('your-answer'))).toContain('<title>o4</title>');
  expect(screen.getByTestId('correct-answer')).toHaveTextContent('Option 2');
  expect(imageOf(screen.getByTestId('correct-answer'))).toContain('<title>o1</title>');
  expect(
    screen.getByRole('img', { name: 'Question 2: the pattern with its missing piece' }),
  ).toBeInTheDocument();
  // The sentences come from @iq/report-copy: the rule, and what the choice gets wrong.
  expect(screen.getByTestId('analysis-verdict')).toHaveTextContent('Your answer breaks one rule.');
  expect(screen.getByTestId('analysis-text')).toHaveTextContent(
    'The shape (shade): down each column, one shade darker each time.',
  );
  expect(screen.getByTestId('analysis-yours')).toHaveTextContent(
    'Your choice is wrong in the shape (shade): it is one step off.',
  );
});

test('the picker moves with arrow keys and clicks; an unanswered question says so', async () => {
  mockApi({ [INFO]: ok(reportOf('sku2')), [QUESTIONS]: ok(questionsOf()) });
  renderAt(URL, PATTERN, page);
  const wrong = await screen.findByRole('radio', { name: 'Question 2, wrong' });
  wrong.focus();
  fireEvent.keyDown(wrong, { key: 'ArrowRight' });
  const unanswered = screen.getByRole('radio', { name: 'Question 3, not answered' });
  expect(unanswered).toHaveAttribute('aria-checked', 'true');
  expect(unanswered).toHaveFocus();
  expect(screen.getByTestId('your-answer')).toHaveTextContent('Not answered');
  expect(screen.getByTestId('correct-answer')).toHaveTextContent('Option 6');
  expect(screen.queryByTestId('analysis-yours')).toBeNull();
  fireEvent.keyDown(unanswered, { key: 'ArrowRight' }); // wraps to the first
  expect(screen.getByRole('radio', { name: 'Question 1, right' })).toHaveFocus();
  expect(screen.getByTestId('your-answer')).toHaveTextContent('Option 3');
  fireEvent.click(screen.getByRole('radio', { name: 'Question 2, wrong' }));
  expect(screen.getByTestId('your-answer')).toHaveTextContent('Option 5');
});

test('a tier without the analysis shows the lock and never asks for the questions', async () => {
  const api = mockApi({ [INFO]: ok(reportOf('sku1')) });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByTestId('locked-analysis')).toHaveTextContent('Included from Standard');
  expect(api.callsTo(QUESTIONS)).toHaveLength(0);
});

test('a 403 from the service shows the lock, not an error', async () => {
  mockApi({ [INFO]: ok(reportOf('sku2')), [QUESTIONS]: failure(403, 'Not included') });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByTestId('locked-analysis')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
