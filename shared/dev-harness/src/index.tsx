// Runs one remote alone (`npm run dev -w mfe-<area>`): the same providers as the shell (store,
// api slice, i18n, design system), a route per exposed page, and a list of links to them.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router';
import { AppProviders, createAppStore, readStoredExamSession } from '@iq/api';
import { detectLocale, initI18n } from '@iq/i18n';
import { markAppReady, parseCodeExam, type RemotePageProps } from '@iq/contracts';
import '@iq/design-system';

export interface HarnessPage {
  /** Path without the `/{code}-{examId}` suffix. */
  path: string;
  component: ComponentType<RemotePageProps>;
  variant?: RemotePageProps['variant'];
  /** The page ends in a share token (`/report/shared/{token}`) instead of `{code}-{examId}`. */
  token?: boolean;
  /** The page ends in a certificate verification code (`/verify/{code}`) instead of `{code}-{examId}`. */
  verificationCode?: boolean;
}

function HarnessRoute({ page }: { page: HarnessPage }) {
  const { codeExam, token, verificationCode } = useParams();
  const parsed = parseCodeExam(codeExam) ?? { code: 'web', examId: 1 };
  const Page = page.component;
  return (
    <Page
      code={parsed.code}
      examId={parsed.examId}
      variant={page.variant}
      token={token}
      verificationCode={verificationCode}
    />
  );
}

function Index({ remote, pages }: { remote: string; pages: HarnessPage[] }) {
  return (
    <nav data-testid="dev-harness" aria-label={remote}>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.token || page.verificationCode ? page.path : `${page.path}/web-1`}>
              {page.path}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function startDevHarness(remote: string, pages: HarnessPage[]) {
  const locale = detectLocale(window);
  await initI18n(locale);
  const store = createAppStore({
    hl: locale,
    logid: window.crypto.randomUUID(),
    examSession: readStoredExamSession(window.sessionStorage),
  });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <Routes>
            {pages.map((page) => (
              <Route
                key={page.path}
                path={
                  page.token
                    ? `${page.path}/:token?`
                    : page.verificationCode
                      ? `${page.path}/:verificationCode?`
                      : `${page.path}/:codeExam?`
                }
                element={<HarnessRoute page={page} />}
              />
            ))}
            <Route path="*" element={<Index remote={remote} pages={pages} />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  markAppReady(); // code a page defers until after the first view (afterFirstView) may load
}
