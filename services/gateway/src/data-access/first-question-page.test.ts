import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FIRST_QUESTION,
  PRERENDER_OUTLET,
  formatClock,
  svgDataUrl,
  type StartExamSessionResponse,
} from '@iq/contracts';
import { TEST_PAGES } from '@iq/contracts/src/testing/test-pages';
import { firstQuestionPage, servedBlock } from './first-question-page';

// A template of the exam build's shape (the real one is checked against React in
// mfe-exam/src/server/first-question.test.tsx): here, what the gateway does with it.
const template =
  `<!--$--><p data-testid="exam-timer">${formatClock(FIRST_QUESTION.templateSeconds)}</p>` +
  `<img src="data:image/svg+xml;charset=utf-8,${FIRST_QUESTION.matrixToken}">` +
  FIRST_QUESTION.optionTokens.map((t) => `<img src="data:image/svg+xml;charset=utf-8,${t}">`).join('') +
  '<a href="/answer/submit/IQPRERENDERCODE-1">x</a><!--/$-->';

const svg = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${label}</script></text></svg>`;

function started(overrides: { answered?: boolean; count?: number } = {}): StartExamSessionResponse {
  const questions = Array.from({ length: overrides.count ?? 30 }, (_, i) => ({
    id: `q${i}`,
    number: i + 1,
    matrixSvg: svg(`m${i}`),
    options: Array.from({ length: 6 }, (_, o) => ({ id: `q${i}o${o}`, svg: svg(`o${i}.${o}`) })),
  }));
  return {
    sessionId: 'secret-session',
    questionCount: questions.length,
    timeLimitSeconds: 1200,
    questionList: {
      examId: 1,
      hl: 'en-US',
      questions,
      state: {
        answers: overrides.answered ? { q0: 'q0o1' } : {},
        confirmed: false,
        outcome: null,
        startedAt: '2026-11-29T14:00:00.000Z',
        elapsedSeconds: 1,
        timeLimitSeconds: 1200,
        remainingSeconds: 1199,
        email: null,
      },
    },
  };
}

describe('firstQuestionPage', () => {
  let tmp: string;
  let shellDir: string;
  let remotesDir: string;
  const manifest = {
    remotes: { exam: { version: 'v2', entry: '/remotes/exam/v2/mf-manifest.json', pages: TEST_PAGES.exam } },
  };
  const request = { examId: 1, code: 'fb_ads', hl: 'en-US' };
  const page = (overrides: Partial<Parameters<typeof firstQuestionPage>[0]> = {}) =>
    firstQuestionPage({
      shellDir,
      remotesDir,
      manifest,
      pathname: '/answer_question/standard/fb_ads-1',
      search: '',
      locale: 'en-US',
      request,
      started: started(),
      ...overrides,
    });

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-first-question-'));
    shellDir = path.join(tmp, 'shell');
    remotesDir = path.join(tmp, 'remotes');
    fs.mkdirSync(path.join(shellDir, 'ssr'), { recursive: true });
    fs.writeFileSync(
      path.join(shellDir, 'ssr', 'en-US.html'),
      `<html><body><div id="root"><header></header>${PRERENDER_OUTLET}</div></body></html>`,
    );
    const views = path.join(remotesDir, 'exam', 'v2', 'prerendered', FIRST_QUESTION.key);
    fs.mkdirSync(views, { recursive: true });
    fs.writeFileSync(path.join(views, 'en-US.html'), template);
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test("question 1's drawings, the clock and the session's block go into the shell's page", () => {
    const result = page()!;
    const first = started().questionList!.questions[0]!;
    expect(result.html).toContain(`src="${svgDataUrl(first.matrixSvg)}"`);
    for (const option of first.options) expect(result.html).toContain(`src="${svgDataUrl(option.svg)}"`);
    expect(result.html).toContain(`>${formatClock(1199)}<`);
    expect(result.html).toContain('/answer/submit/fb_ads-1');
    expect(result.data).toMatchObject({ remote: 'exam', module: './Question', key: FIRST_QUESTION.key });
    // The block closes nowhere early: the drawings' `</script>` is escaped.
    const block = servedBlock(request, started());
    expect(result.html).toContain(`${block}</body>`);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="iq-first-question">(.*)<\/script>/.exec(
      result.html,
    )![1]!;
    expect(JSON.parse(json)).toEqual({ request, started: started() });
  });

  test('nothing when the session is not a fresh one of the template, or the build has no first view', () => {
    expect(page({ started: started({ answered: true }) })).toBeNull();
    expect(page({ started: started({ count: 29 }) })).toBeNull();
    expect(page({ locale: 'ja-JP' })).toBeNull();
    expect(page({ manifest: { remotes: { exam: { ...manifest.remotes.exam, version: 'v3' } } } })).toBeNull();
  });
});
