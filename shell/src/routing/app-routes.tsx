// The complete route table of spec §2, built from the shared table in @iq/contracts: every
// path (aliases included) renders the module its remote exposes; invalid pages render 404.
import { useEffect } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import {
  DEFAULT_APP_CODE,
  DEFAULT_EXAM_ID,
  PAGE_ROUTES,
  isValidPage,
  landingVariantOf,
  parseCodeExam,
  routePatterns,
  type PageRoute,
} from '@iq/contracts';
import { RemotePage } from '../remotes/remote-page';
import { NotFoundPage } from './not-found-page';
import { rememberLanding } from './remembered-landing';

function RoutedPage({ route }: { route: PageRoute }) {
  const params = useParams<{
    codeExam?: string;
    variant?: string;
    token?: string;
    verificationCode?: string;
  }>();
  const location = useLocation();
  const valid = isValidPage({ route, params });
  const codeExam = parseCodeExam(params.codeExam) ?? { code: DEFAULT_APP_CODE, examId: DEFAULT_EXAM_ID };
  const variant = route.variant ?? landingVariantOf(params.variant) ?? undefined;
  const isLanding = route.remote === 'landing' && (route.id === 'home' || variant !== undefined);

  useEffect(() => {
    if (valid && isLanding) {
      rememberLanding({ path: location.pathname, examId: codeExam.examId, query: location.search });
    }
  }, [valid, isLanding, location.pathname, location.search, codeExam.examId]);

  if (!valid) return <NotFoundPage />;
  return (
    <RemotePage
      remote={route.remote}
      module={route.module}
      pageProps={{
        code: codeExam.code,
        examId: codeExam.examId,
        variant,
        token: params.token,
        verificationCode: params.verificationCode,
      }}
    />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {PAGE_ROUTES.flatMap((route) =>
        routePatterns(route).map((pattern) => (
          <Route key={`${route.id}:${pattern}`} path={pattern} element={<RoutedPage route={route} />} />
        )),
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
