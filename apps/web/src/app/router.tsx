import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { PageLoader } from '../components/ui/spinner';
import { RequireSession } from './guards';

// Route-level code splitting: the login page loads without the shell, the shell without the login page.
const LoginPage = lazy(() => import('../features/login/LoginPage'));
const ShellLayout = lazy(() => import('./shell/ShellLayout'));
const LandingRedirect = lazy(() => import('./shell/LandingRedirect'));
const NotAvailablePage = lazy(() => import('./shell/NotAvailablePage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const ChangeMobilePage = lazy(() => import('../features/settings/ChangeMobilePage'));
const ResetPasswordPage = lazy(() => import('../features/settings/ResetPasswordPage'));
const ManageDistributorsPage = lazy(() => import('../features/distributors/ManageDistributorsPage'));

function Loading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} />;
}

function Suspended() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}

const router = createBrowserRouter([
  {
    element: <Suspended />,
    children: [
      { path: '/', element: <LoginPage /> },
      {
        path: '/ivy',
        element: (
          <RequireSession>
            <ShellLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <LandingRedirect /> },
          { path: 'home', element: <HomePage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'changeMobileNumber', element: <ChangeMobilePage /> },
          { path: 'resetPassword', element: <ResetPasswordPage /> },
          { path: 'manageDistributors/:redirectToCode?', element: <ManageDistributorsPage /> },
          { path: '*', element: <NotAvailablePage /> },
        ],
      },
      { path: '*', element: <LoginPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
