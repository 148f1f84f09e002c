import { type ComponentType, isValidElement, lazy } from 'react';
import { matchRoutes, Outlet, type RouteObject, useOutletContext, useRoutes } from 'react-router';
import { forgetDraftsWhenScopeChanges } from '../lib/distributor-drafts';
import { withFeatureTexts } from '../lib/i18n';
import { retryImport } from '../lib/retry-import';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import ShellLayout from './shell/ShellLayout';

/*
 * The signed-in area's routes under /ivy: the shell and the table of its screens, a chunk of its
 * own that the router loads once a session exists, so the sign-in page's code does not grow with
 * each screen or feature (decision 096). Each screen is a chunk of its own again.
 */

forgetDraftsWhenScopeChanges();

/** The loaders of the screens, so the screen of the address the app opens at can load early. */
const screenLoaders = new Map<unknown, () => Promise<unknown>>();

/** A route's screen, in its own chunk, asked again when its download fails (retryImport). */
function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const retrying = retryImport(load);
  const Screen = lazy(retrying);
  screenLoaders.set(Screen, retrying);
  return Screen;
}

const LandingRedirect = lazy(retryImport(() => import('./shell/LandingRedirect')));
const NotAvailablePage = screen(() => import('./shell/NotAvailablePage'));
const HomePage = screen(() => import('./screens/HomePage'));
const ProductListPage = screen(() => import('../features/catalogue/products/ProductListPage'));
const ProductDetailPage = screen(() => import('../features/catalogue/products/ProductDetailPage'));
const FavouritesPage = screen(() => import('../features/catalogue/products/FavouritesPage'));
const ViewAllPage = screen(() => import('../features/catalogue/products/ViewAllPage'));
const ProfilePage = screen(() => withFeatureTexts('profile', import('../features/profile/ProfilePage')));
const SettingsPage = screen(() => import('../features/settings/SettingsPage'));
const ChangeMobilePage = screen(() => import('../features/settings/ChangeMobilePage'));
const ResetPasswordPage = screen(() => import('../features/settings/ResetPasswordPage'));
const ManageDistributorsPage = screen(() => import('../features/distributors/ManageDistributorsPage'));
const PromotionsPage = screen(() => import('../features/promotions/PromotionsPage'));
const SchemeDetailPage = screen(() => import('../features/promotions/SchemeDetailPage'));
const QpsSchemesPage = screen(() => import('../features/promotions/QpsSchemesPage'));
const BannerProductsPage = screen(() => import('../features/promotions/banners/BannerProductsPage'));
const CartPage = screen(() => import('../features/cart/CartPage'));
const CheckoutPage = screen(() => import('../features/cart/checkout/CheckoutPage'));
const OrderHistoryPage = screen(() => import('../features/orders/OrderHistoryPage'));
const OrderDetailPage = screen(() => import('../features/orders/OrderDetailPage'));
const CancelledOrdersPage = screen(() => import('../features/orders/CancelledOrdersPage'));
const DeliveryStatusPage = screen(() => import('../features/orders/DeliveryStatusPage'));
const SmartListPage = screen(() =>
  withFeatureTexts('smartList', import('../features/smart-list/SmartListPage')),
);
// A feature's screens that bring their own texts (locales/parts.ts FEATURE_PARTS, decision 083).
const withReturnTexts = <T,>(load: Promise<T>) => withFeatureTexts('salesReturn', load);
const NotificationsPage = screen(() =>
  withFeatureTexts('notifications', import('../features/notifications/NotificationsPage')),
);
const SalesReturnProductsPage = screen(() =>
  withReturnTexts(import('../features/sales-return/SalesReturnProductsPage')),
);
const SalesReturnSummaryPage = screen(() =>
  withReturnTexts(import('../features/sales-return/SalesReturnSummaryPage')),
);
const SalesReturnHistoryPage = screen(() =>
  withReturnTexts(import('../features/sales-return/SalesReturnHistoryPage')),
);
const SalesReturnDetailPage = screen(() =>
  withReturnTexts(import('../features/sales-return/SalesReturnDetailPage')),
);
const ExchangeReturnPage = screen(() =>
  withFeatureTexts('exchangeReturn', import('../features/exchange-return/ExchangeReturnPage')),
);
const ExchangeResultPage = screen(() =>
  withFeatureTexts('exchangeReturn', import('../features/exchange-return/ExchangeResultPage')),
);
const ComplaintsPage = screen(() =>
  withFeatureTexts('complaints', import('../features/complaints/ComplaintsPage')),
);
const MyPaymentPage = screen(() =>
  withFeatureTexts('payments', import('../features/payments/MyPaymentPage')),
);
const PaymentDetailsPage = screen(() =>
  withFeatureTexts('payments', import('../features/payments/PaymentDetailsPage')),
);
const PaymentResponsePage = screen(() =>
  withFeatureTexts('payments', import('../features/payments/PaymentResponsePage')),
);
const RetailerLedgerPage = screen(() =>
  withFeatureTexts('ledger', import('../features/ledger/RetailerLedgerPage')),
);
const Rewards = screen(() => withFeatureTexts('rewards', import('../features/rewards/RewardsScreens')));
const MonthlySalesPage = screen(() =>
  withFeatureTexts('loyalty', import('../features/loyalty/MonthlySalesPage')),
);
const ClubEnrollmentPage = screen(() =>
  withFeatureTexts('loyalty', import('../features/loyalty/ClubEnrollmentPage')),
);
const SupportHelplinePage = screen(() =>
  withFeatureTexts('content', import('../features/content/SupportHelplinePage')),
);
const DigitalContentPage = screen(() =>
  withFeatureTexts('content', import('../features/content/DigitalContentPage')),
);
const KpiDashboardPage = screen(() => withFeatureTexts('kpi', import('../features/kpi/KpiDashboardPage')));
const AppGuidancePage = screen(() =>
  withFeatureTexts('content', import('../features/content/AppGuidancePage')),
);
const Store = screen(() => withFeatureTexts('store', import('../features/store/StoreScreens')));
const Surveys = screen(() => withFeatureTexts('survey', import('../features/survey/SurveyScreens')));

/** The signed-in screens, each failing on its own under the header; the shell's context passes on. */
function ShellScreen() {
  return (
    <ScreenErrorBoundary inShell>
      <Outlet context={useOutletContext()} />
    </ScreenErrorBoundary>
  );
}

const signedInRoutes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      {
        // A screen that cannot open says so under the header; the rest of the app still works.
        element: <ShellScreen />,
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
          { path: 'salesReturn', element: <SalesReturnProductsPage /> },
          { path: 'salesReturnProducts/:category?/:subcategory?', element: <SalesReturnProductsPage /> },
          { path: 'salesReturnSummary', element: <SalesReturnSummaryPage /> },
          { path: 'salesReturnHistory', element: <SalesReturnHistoryPage /> },
          { path: 'salesReturnHistoryDetails/:returnId', element: <SalesReturnDetailPage /> },
          { path: 'exchangeReturn', element: <ExchangeReturnPage /> },
          {
            path: 'exchangeReturnResult/:exchangeOrderId/:exchangeOrderNumber/:exchangeReturnId/:exchangeReturnNumber',
            element: <ExchangeResultPage />,
          },
          { path: 'myComplaints', element: <ComplaintsPage /> },
          { path: 'myPayment', element: <MyPaymentPage /> },
          { path: 'paymentDetails/:invoiceId', element: <PaymentDetailsPage /> },
          { path: 'paymentResponse', element: <PaymentResponsePage /> },
          { path: 'retailerLedger', element: <RetailerLedgerPage /> },
          { path: 'myRewards', element: <Rewards screen="dashboard" /> },
          { path: 'rewardHistory', element: <Rewards screen="history" /> },
          { path: 'rewardHistoryDetails/:redemptionId', element: <Rewards screen="detail" /> },
          { path: 'myEarningsLedger', element: <Rewards screen="earnings" /> },
          { path: 'pointDetails', element: <Rewards screen="points" /> },
          { path: 'monthlySales', element: <MonthlySalesPage /> },
          { path: 'clubEnrollment', element: <ClubEnrollmentPage /> },
          { path: 'supportHelpline', element: <SupportHelplinePage /> },
          { path: 'digitalContent/:contentId?', element: <DigitalContentPage /> },
          { path: 'appGuidance', element: <AppGuidancePage /> },
          { path: 'kpiDashboard', element: <KpiDashboardPage /> },
          { path: 'notification', element: <NotificationsPage /> },
          { path: 'storeDashboard', element: <Store screen="dashboard" /> },
          { path: 'consumer', element: <Store screen="consumers" /> },
          { path: 'storeProducts', element: <Store screen="products" /> },
          { path: 'storeDisplay', element: <Store screen="display" /> },
          { path: 'storeBanners', element: <Store screen="banners" /> },
          { path: 'storeImages', element: <Store screen="images" /> },
          { path: 'survey/:surveyId?/response?/:responseId?', element: <Surveys /> },
          { path: '*', element: <NotAvailablePage /> },
        ],
      },
    ],
  },
];

/** Where the signed-in area is mounted (router.tsx). */
const BASE = '/ivy';

/** Starts loading the screen of a signed-in address before the shell asks for it (router.tsx preloadScreen). */
export function preloadSignedInScreen(pathname: string): void {
  for (const match of matchRoutes(signedInRoutes, pathname, BASE) ?? []) {
    const { element } = match.route;
    if (isValidElement(element)) void screenLoaders.get(element.type)?.();
  }
}

/** The shell and the screen of the address, under /ivy/*. */
export default function SignedInArea() {
  return useRoutes(signedInRoutes);
}
