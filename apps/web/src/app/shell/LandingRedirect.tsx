import { landingPath } from '@restock/domain/app/landing';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/spinner';
import { useAppConfig } from '../../lib/app-config';

/**
 * '/ivy': where the retailer lands. The query may name a landing screen (only one of the client's
 * list), a product-list notation (P, O, R) or a focused tab; otherwise home or the product list.
 */
export default function LandingRedirect() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const config = useAppConfig().data;
  if (!config) return <PageLoader label={t('common.loading')} />;
  const to = landingPath({
    landingScreen: params.get('landingScreen'),
    productList: params.get('productList'),
    focusedTab: params.get('focusedTab'),
    allowedLandingScreens: config.settings.landingScreens,
    isLandingHomePage: config.settings.flags.isLandingHomePage,
    isHomePageEnabled: config.hasMenu('HomePage'),
  });
  // The loader stays on screen until the landing screen is ready (the router renders it in a transition).
  return (
    <>
      <PageLoader label={t('common.loading')} />
      <Navigate to={to} replace />
    </>
  );
}
