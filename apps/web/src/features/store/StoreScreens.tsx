import ConsumersPage from './ConsumersPage';
import StoreDashboardPage from './StoreDashboardPage';
import StoreDisplayPage from './StoreDisplayPage';
import StoreMediaPage from './StoreMediaPage';
import StoreProductsPage from './StoreProductsPage';

const SCREENS = {
  dashboard: StoreDashboardPage,
  consumers: ConsumersPage,
  products: StoreProductsPage,
  display: StoreDisplayPage,
  banners: () => <StoreMediaPage kind="Banner" />,
  images: () => <StoreMediaPage kind="Image" />,
};

/**
 * The store screens (storeDashboard, consumer, storeProducts, storeDisplay, storeBanners,
 * storeImages) in one chunk behind one
 * entry of the signed-in routes, as the rewards screens are.
 */
export default function StoreScreens({ screen }: { screen: keyof typeof SCREENS }) {
  const Screen = SCREENS[screen];
  return <Screen />;
}
