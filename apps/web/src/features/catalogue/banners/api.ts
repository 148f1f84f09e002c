/**
 * Banners (/Product/Banner, /Product/BannerView) and the offer zone (/Product/GetProductDiscountList).
 * Which retailer sees which banner (RTR, CH, LOC, DIST) is decided by the server.
 */
import { type TBannerView, ZBanner, ZBannerView, ZDiscountLine } from '@restock/domain/contracts/product';
import { PRODUCT_PAGE_SIZE } from '@restock/domain/rules/product-list';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api';
import { useDistributorId } from '../api/products';

const ZBanners = z.array(ZBanner);
const ZDiscountLines = z.array(ZDiscountLine);

export const bannerKeys = {
  list: (distId: number) => ['catalogue', 'banners', distId] as const,
  view: (distId: number, bannerId: number) => ['catalogue', 'bannerView', distId, bannerId] as const,
  offers: (distId: number) => ['catalogue', 'offerZone', distId] as const,
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

export async function findBannerView(
  bannerId: number,
  page: number,
  signal?: AbortSignal,
): Promise<BannerViewPage> {
  const { data, envelope } = await apiCall(
    '/Product/BannerView',
    { BannerId: bannerId, Page: page, PageSize: PRODUCT_PAGE_SIZE },
    { schema: ZBannerView, signal },
  );
  return { ...data, page, totalCount: envelope.TotalCount ?? data.Products.length };
}

/** The products a banner opens, page after page (show more). */
export function useBannerProducts(bannerId: number) {
  const distId = useDistributorId();
  return useInfiniteQuery({
    queryKey: bannerKeys.view(distId, bannerId),
    enabled: bannerId > 0,
    retry: false,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => findBannerView(bannerId, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const received = pages.reduce((n, p) => n + p.Products.length, 0);
      return last.Products.length > 0 && received < last.totalCount ? last.page + 1 : undefined;
    },
  });
}

/** Keeps the first page BannerView answered on the click, so the banner's page opens at once. */
export function primeBannerProducts(client: QueryClient, distId: number, first: BannerViewPage): void {
  client.setQueryData(bannerKeys.view(distId, first.Banner.BannerId), { pages: [first], pageParams: [1] });
}

/** Products with a running discount (the discount list's pages start at 0). */
export function useOfferZone() {
  const distId = useDistributorId();
  return useQuery({
    queryKey: bannerKeys.offers(distId),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          '/Product/GetProductDiscountList',
          { Page: 0, PageSize: 12 },
          { schema: ZDiscountLines, signal },
        )
      ).data,
  });
}
