import type { TBanner } from '@restock/domain/contracts/product';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDistributorId } from '../../../lib/session';
import { useFocMode } from '../../../ordering/foc-mode';
import { bannerKeys, findBannerView, primeBannerProducts } from './api';
import { bannerTarget } from './banner-target';

/** Banners that open the products mapped to them (the "mapping" hideBannerMapping hides). */
export function opensMappedProducts(banner: TBanner): boolean {
  return ['RTR', 'CH', 'LOC', 'DIST'].includes(banner.BannerType);
}

/**
 * Opening a banner: /Product/BannerView first (the banner may have ended since the list was
 * loaded; its first page of products is kept for the banner's page), then the banner's target.
 */
export function useOpenBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const foc = useFocMode();
  const [openingId, setOpeningId] = useState<number | null>(null);

  const open = async (banner: TBanner) => {
    if (openingId !== null) return;
    setOpeningId(banner.BannerId);
    try {
      const first = await findBannerView(banner.BannerId, 1, foc);
      if (opensMappedProducts(banner)) primeBannerProducts(queryClient, distId, first, foc);
      void navigate(bannerTarget(first.Banner));
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.code === 'E012'
          ? t('promotions.banners.ended')
          : errorMessage(error, t),
      );
      if (error instanceof ApiError && error.code === 'E012') {
        void queryClient.invalidateQueries({ queryKey: bannerKeys.list(distId) });
      }
    } finally {
      setOpeningId(null);
    }
  };

  return { open, openingId };
}
