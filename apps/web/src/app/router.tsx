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
const HomePage = lazy(() => import('../features/catalogue/home/HomePage'));
const ProductListPage = lazy(() => import('../features/catalogue/products/ProductListPage'));
const ProductDetailPage = lazy(() => import('../features/catalogue/products/ProductDetailPage'));
const FavouritesPage = lazy(() => import('../features/catalogue/products/FavouritesPage'));
const ViewAllPage = lazy(() => import('../features/catalogue/products/ViewAllPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const ChangeMobilePage = lazy(() => import('../features/settings/ChangeMobilePage'));
const ResetPasswordPage = lazy(() => import('../features/settings/ResetPasswordPage'));
const ManageDistributorsPage = lazy(() => import('../features/distributors/ManageDistributorsPage'));
const PromotionsPage = lazy(() => import('../features/catalogue/promotions/PromotionsPage'));
const SchemeDetailPage = lazy(() => import('../features/catalogue/promotions/SchemeDetailPage'));
const QpsSchemesPage = lazy(() => import('../features/catalogue/promotions/QpsSchemesPage'));
const BannerProductsPage = lazy(() => import('../features/catalogue/banners/BannerProductsPage'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const CheckoutPage = lazy(() => import('../features/cart/checkout/CheckoutPage'));
const OrderHistoryPage = lazy(() => import('../features/orders/OrderHistoryPage'));
const OrderDetailPage = lazy(() => import('../features/orders/OrderDetailPage'));
const CancelledOrdersPage = lazy(() => import('../features/orders/CancelledOrdersPage'));
const DeliveryStatusPage = lazy(() => import('../features/orders/DeliveryStatusPage'));
const SmartListPage = lazy(() => import('../features/smart-list/SmartListPage'));

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
          { path: 'products/:category?/:subcategory?', element: <ProductListPage /> },
          { path: 'productList', element: <ProductListPage /> },
          { path: 'product/:productId', element: <ProductDetailPage /> },
          { path: ':productId/products', element: <ProductDetailPage /> },
          { path: 'favProducts', element: <FavouritesPage /> },
          { path: 'viewAllProducts/:viewAllType', element: <ViewAllPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'changeMobileNumber', element: <ChangeMobilePage /> },
          { path: 'resetPassword', element: <ResetPasswordPage /> },
          { path: 'manageDistributors/:redirectToCode?', element: <ManageDistributorsPage /> },
          { path: 'promotions', element: <PromotionsPage /> },
          { path: 'promotion/:schemeId', element: <SchemeDetailPage /> },
          { path: 'qpsSchemes', element: <QpsSchemesPage /> },
          { path: 'banner/:bannerId', element: <BannerProductsPage /> },
          { path: 'viewCart', element: <CartPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'orders', element: <OrderHistoryPage /> },
          { path: 'orders/:orderId', element: <OrderDetailPage /> },
          { path: 'cancelOrder', element: <CancelledOrdersPage /> },
          { path: 'orderStatusDelivery', element: <DeliveryStatusPage /> },
          { path: 'smartList', element: <SmartListPage /> },
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
