// Server build entry (issue 38): renders the IQ question page's first view, which the shell
// hydrates. It runs in Node when an exam build is published (never in the browser) and writes
// <out>/<FIRST_QUESTION.key>/<locale>.html plus <out>/index.json. The page is rendered as the
// browser renders a fresh session's question 1, inside the providers the shell gives it and in a
// Suspense boundary; question 1's drawings and the clock are tokens the gateway fills per session
// (fillFirstQuestion), the campaign code a token as on the landing pages (fillPrerendered).
import fs from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { createAppStore } from '@iq/api';
import { i18n, initI18n, regionOf, SUPPORTED_LOCALES, type Locale } from '@iq/i18n';
import {
  EXAM_IDS,
  FIRST_QUESTION,
  OPTION_COUNT,
  PRERENDER_TOKENS,
  QUESTION_COUNT,
  type Question,
} from '@iq/contracts';
import QuestionPage from '../pages/question';
import { ServedSessionContext, type ServedSession } from '../features/exam-session/served-start';
import { NS } from '../i18n';

/** A fresh session as the gateway serves it, its question 1 made of tokens. */
function standInSession(locale: Locale): ServedSession {
  const questions: Question[] = Array.from({ length: QUESTION_COUNT }, (_, i) => ({
    id: `q${i + 1}`,
    number: i + 1,
    matrixSvg: i === 0 ? FIRST_QUESTION.matrixToken : '',
    options: Array.from({ length: OPTION_COUNT }, (_, o) => ({
      id: `q${i + 1}o${o + 1}`,
      svg: i === 0 ? FIRST_QUESTION.optionTokens[o]! : '',
    })),
  }));
  const state = {
    answers: {},
    confirmed: false,
    outcome: null,
    startedAt: null,
    elapsedSeconds: 0,
    timeLimitSeconds: FIRST_QUESTION.templateSeconds,
    remainingSeconds: FIRST_QUESTION.templateSeconds,
    email: null,
  };
  return {
    sessionId: 'template',
    list: { examId: EXAM_IDS.iq, hl: locale, questions, state },
    state,
    loadedAt: 0,
  };
}

/**
 * The question page as the shell holds it: showing `session` (the page's own render of it), or,
 * without one, as in the browser (the session from the page's data block).
 */
export function firstQuestionElement(session: ServedSession | null, code: string, locale: Locale) {
  const store = createAppStore({ hl: locale, countryCode: regionOf(locale) });
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location="/">
          <ServedSessionContext.Provider value={session}>
            <Suspense fallback={null}>
              <QuestionPage code={code} examId={EXAM_IDS.iq} />
            </Suspense>
          </ServedSessionContext.Provider>
        </StaticRouter>
      </I18nextProvider>
    </Provider>
  );
}

/** The first view in one locale. */
export async function renderFirstQuestion(locale: Locale): Promise<string> {
  await initI18n(locale);
  await i18n.loadNamespaces([NS]);
  const html = renderToString(firstQuestionElement(standInSession(locale), PRERENDER_TOKENS.code, locale));
  // A boundary that suspended was rendered as its fallback: the page would not match in the browser.
  if (
    html.includes('<!--$!-->') ||
    !html.startsWith('<!--$-->') ||
    !html.includes(FIRST_QUESTION.matrixToken)
  ) {
    throw new Error(`prerender ${FIRST_QUESTION.key} ${locale}: the question did not render`);
  }
  return html;
}

/** Renders the first view in every locale into `outDir`. */
export async function writePrerendered(outDir: string): Promise<{ pages: number }> {
  const dir = path.join(outDir, FIRST_QUESTION.key);
  fs.mkdirSync(dir, { recursive: true });
  for (const locale of SUPPORTED_LOCALES)
    fs.writeFileSync(path.join(dir, `${locale}.html`), await renderFirstQuestion(locale));
  fs.writeFileSync(
    path.join(outDir, 'index.json'),
    `${JSON.stringify({ keys: [FIRST_QUESTION.key], locales: SUPPORTED_LOCALES }, null, 2)}\n`,
  );
  return { pages: SUPPORTED_LOCALES.length };
}
