// Runs one remote alone (`npm run dev -w mfe-<area>`): the same providers as the shell (store,
// api slice, i18n, design system), a route per page the remote declares in its src/routes.ts
// (issue 14: the same declaration the shell routes from), and a list of links to them.
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router';
import { AppProviders, createAppStore, readStoredExamSession } from '@iq/api';
import { detectLocale, initI18n } from '@iq/i18n';
import {
  examplePaths,
  isValidPage,
  markAppReady,
  pageModuleFile,
  routedPageProps,
  routePatterns,
  routeTableOf,
  type PageRoute,
  type RemoteName,
  type RemotePageProps,
  type RemotePages,
  type RouteTable,
} from '@iq/contracts';
import '@iq/design-system';

/** Loads a page file by its name in src/pages (`help-detail`); the remote's dev/index.ts imports it. */
export type PageLoader = (name: string) => Promise<{ default: ComponentType<RemotePageProps> }>;

const INDEX_PATH = '/_pages';

function HarnessRoute({
  table,
  route,
  Page,
}: {
  table: RouteTable;
  route: PageRoute;
  Page: ComponentType<RemotePageProps>;
}) {
  const params = useParams();
  if (!isValidPage(table, { route, params })) return <Index table={table} />;
  const { code, examId, variant } = routedPageProps(table, route, params);
  return (
    <Page
      code={code}
      examId={examId}
      variant={variant}
      token={params.token}
      verificationCode={params.verificationCode}
    />
  );
}

function Index({ table }: { table: RouteTable }) {
  return (
    <nav data-testid="dev-harness" aria-label={table.routes[0]?.remote}>
      <ul>
        {examplePaths(table).map(({ path }) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function startDevHarness(remote: RemoteName, declared: RemotePages, load: PageLoader) {
  const locale = detectLocale(window);
  await initI18n(locale);
  const store = createAppStore({
    hl: locale,
    logid: window.crypto.randomUUID(),
    examSession: readStoredExamSession(window.sessionStorage),
  });
  const table = routeTableOf({ [remote]: declared });
  const pages = new Map<string, ComponentType<RemotePageProps>>();
  for (const route of table.routes) {
    const name = pageModuleFile(route.module).replace(/^\.\/src\/pages\/|\.tsx$/g, '');
    if (!pages.has(route.module))
      pages.set(
        route.module,
        lazy(() => load(name)),
      );
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>
              {table.routes.flatMap((route) =>
                routePatterns(route).map((pattern) => (
                  <Route
                    key={`${route.id}:${pattern}`}
                    path={pattern}
                    element={<HarnessRoute table={table} route={route} Page={pages.get(route.module)!} />}
                  />
                )),
              )}
              <Route path={INDEX_PATH} element={<Index table={table} />} />
              <Route path="*" element={<Index table={table} />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  markAppReady(); // code a page defers until after the first view (afterFirstView) may load
}
