/**
 * Banners (/Product/Banner, /Product/BannerView) and the offer zone (/Product/GetProductDiscountList).
 * Which retailer sees which banner (RTR, CH, LOC, DIST) is decided by the server. The banner's
 * products and the offer zone follow the ordering mode (docs/decisions/062): in FOC mode they are
 * asked with NeedFOC, so only products offered free of charge come, marked IsFree 1.
 */
import { type TBannerView, ZBanner, ZBannerView, ZDiscountLine } from '@restock/domain/contracts/product';
import { PRODUCT_PAGE_SIZE } from '@restock/domain/rules/product-list';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api';
import { useDistributorId } from '../../../lib/session';
import { useFocMode, withFocMode } from '../../../ordering/foc-mode';

const ZBanners = z.array(ZBanner);
const ZDiscountLines = z.array(ZDiscountLine);

export const bannerKeys = {
  list: (distId: number) => ['catalogue', 'banners', distId] as const,
  view: (distId: number, bannerId: number, foc: boolean) =>
    ['catalogue', 'bannerView', distId, bannerId, foc ? 'foc' : 'regular'] as const,
  offers: (distId: number, foc: boolean) =>
    ['catalogue', 'offerZone', distId, foc ? 'foc' : 'regular'] as const,
};

export function useBanners() {
  const distId = useDistributorId();
  return useQuery({
    queryKey: bannerKeys.list(distId),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await apiCall('/Product/Banner', {}, { schema: ZBanners, signal })).data,
  });
}

export interface BannerViewPage extends TBannerView {
  page: number;
  totalCount: number;
}

/** A page of a banner's products; in FOC mode (`foc`) only those offered free of charge. */
export async function findBannerView(
  bannerId: number,
  page: number,
  foc: boolean,
  signal?: AbortSignal,
): Promise<BannerViewPage> {
  const { data, envelope } = await apiCall(
    '/Product/BannerView',
    withFocMode({ BannerId: bannerId, Page: page, PageSize: PRODUCT_PAGE_SIZE }, foc),
    { schema: ZBannerView, signal },
  );
  return { ...data, page, totalCount: envelope.TotalCount ?? data.Products.length };
}

/** The products a banner opens, page after page (show more), in the ordering mode. */
export function useBannerProducts(bannerId: number) {
  const distId = useDistributorId();
  const foc = useFocMode();
  return useInfiniteQuery({
    queryKey: bannerKeys.view(distId, bannerId, foc),
    enabled: bannerId > 0,
    retry: false,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => findBannerView(bannerId, pageParam, foc, signal),
    getNextPageParam: (last, pages) => {
      const received = pages.reduce((n, p) => n + p.Products.length, 0);
      return last.Products.length > 0 && received < last.totalCount ? last.page + 1 : undefined;
    },
  });
}

/** Keeps the first page BannerView answered on the click, so the banner's page opens at once. */
export function primeBannerProducts(
  client: QueryClient,
  distId: number,
  first: BannerViewPage,
  foc: boolean,
): void {
  client.setQueryData(bannerKeys.view(distId, first.Banner.BannerId, foc), {
    pages: [first],
    pageParams: [1],
  });
}

/**
 * Products with a running discount (the discount list's pages start at 0); in FOC mode those of
 * them offered free of charge.
 */
export function useOfferZone() {
  const distId = useDistributorId();
  const foc = useFocMode();
  return useQuery({
    queryKey: bannerKeys.offers(distId, foc),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await apiCall('/Product/GetProductDiscountList', withFocMode({ Page: 0, PageSize: 12 }, foc), {
          schema: ZDiscountLines,
          signal,
        })
      ).data,
  });
}
