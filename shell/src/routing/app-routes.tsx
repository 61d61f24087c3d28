// The route table of spec §2, from the pages the live remotes declare (route-table.ts): every
// path (aliases included) renders the module its remote exposes; invalid pages render 404.
import { lazy, memo, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { isValidPage, routePatterns, routedPageProps, type PageRoute } from '@iq/contracts';
import { routeTable } from './route-table';
import { RemotePage } from '../remotes/remote-page';
import { NotFoundPage } from './not-found-page';
import { rememberLanding } from './remembered-landing';

// The registry's admin page (issue 14): the shell's own route, in its own chunk (not first view).
const AdminPage = lazy(() => import(/* webpackChunkName: "page-admin" */ '../admin/admin-page'));

function RoutedPage({ route }: { route: PageRoute }) {
  const params = useParams<{
    codeExam?: string;
    variant?: string;
    token?: string;
    verificationCode?: string;
  }>();
  const location = useLocation();
  const table = routeTable();
  const valid = isValidPage(table, { route, params });
  // The gateway reads the same props from the path to pick a prerendered page (issue 9).
  const { code, examId, variant } = routedPageProps(table, route, params);
  const isLanding = route.remote === 'landing' && (route.id === 'home' || variant !== undefined);

  useEffect(() => {
    if (valid && isLanding) {
      rememberLanding({ path: location.pathname, examId, query: location.search });
    }
  }, [valid, isLanding, location.pathname, location.search, examId]);

  if (!valid) return <NotFoundPage />;
  return (
    <RemotePage
      remote={route.remote}
      module={route.module}
      pageProps={{
        code,
        examId,
        variant,
        token: params.token,
        verificationCode: params.verificationCode,
      }}
    />
  );
}

/**
 * Memoised: the shell re-renders when an i18n namespace arrives, and <Routes> re-rendering gives
 * its route context a new value. A context change that reaches a prerendered page still waiting
 * for its code makes React drop that page's HTML and render it again from the fallback (React
 * cannot know whether the page reads the context); the route table itself only changes with
 * the location.
 */
export const AppRoutes = memo(function AppRoutes() {
  return (
    <Routes>
      {routeTable().routes.flatMap((route) =>
        routePatterns(route).map((pattern) => (
          <Route key={`${route.id}:${pattern}`} path={pattern} element={<RoutedPage route={route} />} />
        )),
      )}
      <Route
        path="/admin"
        element={
          <Suspense fallback={null}>
            <AdminPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
});
