import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router';
import { PageLoader } from '../components/ui/spinner';
// The login page is part of the first script: on a first visit it is the page, and each chunk it
// split into cost a phone on a slow network another round trip before it could paint (decision
// 063). The shell and the signed-in screens stay in chunks of their own (signed-in-routes.tsx).
import LoginPage from '../features/login/LoginPage';
import { loadAppTexts } from '../lib/i18n';
import { retryImport } from '../lib/retry-import';
import { RequireSession } from './guards';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

// The signed-in area (shell and screens' table, signed-in-routes.tsx) and its texts load side by side.
const loadSignedInArea = retryImport(
  async () => (await Promise.all([import('./signed-in-routes'), loadAppTexts()]))[0],
);
const SignedInArea = lazy(loadSignedInArea);

function Loading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} />;
}

function Suspended() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

const routes: RouteObject[] = [
  {
    element: <Suspended />,
    children: [
      { path: '/', element: <LoginPage /> },
      {
        path: '/ivy/*',
        element: (
          <RequireSession>
            <SignedInArea />
          </RequireSession>
        ),
      },
      { path: '*', element: <LoginPage /> },
    ],
  },
];

/**
 * Starts loading the screen of the address the app opens at, for a signed-in retailer: the router
 * would ask for it only once the shell has its settings and distributor, one round trip later.
 */
export function preloadScreen(pathname: string): void {
  if (matchRoutes([{ path: '/ivy/*' }], pathname))
    void loadSignedInArea().then((area) => area.preloadSignedInScreen(pathname));
}
function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router: the app uses no loaders, actions or blockers, and the data router that
 * provides them was about 13 KB of the sign-in page's JavaScript (decision 080).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
