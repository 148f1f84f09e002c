/**
 * Promotion schemes: the running schemes (/Product/PromotionSchemes, pages from 1), one scheme
 * (/Product/SchemeView), its products (PromotionSchemes with NeedProduct) and the QPS schemes
 * with the retailer's progress (/Product/QpsSchemes).
 */
import {
  type TProduct,
  ZPromotionSchemeDetails,
  ZQpsScheme,
  ZScheme,
} from '@restock/domain/contracts/product';
import { PRODUCT_PAGE_SIZE } from '@restock/domain/rules/product-list';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';
import { useDistributorId } from '../../lib/session';
import { useFocMode, withFocMode } from '../../ordering/foc-mode';

/** Schemes per page on the promotions and QPS screens. */
export const SCHEME_PAGE_SIZE = 10;

interface Paged<T> {
  items: T[];
  page: number;
  totalCount: number;
}

function nextPage<T>(last: Paged<T>, pages: Paged<T>[]): number | undefined {
  const received = pages.reduce((n, p) => n + p.items.length, 0);
  return last.items.length > 0 && received < last.totalCount ? last.page + 1 : undefined;
}

const ZSchemes = z.array(ZScheme);
const ZQpsSchemes = z.array(ZQpsScheme);

export function usePromotionSchemes() {
  const distId = useDistributorId();
  return useInfiniteQuery({
    queryKey: ['catalogue', 'promotions', distId],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { data, envelope } = await apiCall(
        '/Product/PromotionSchemes',
        { Page: pageParam, PageSize: SCHEME_PAGE_SIZE, Ids: [], FilterLevelCode: '', NeedFOC: false },
        { schema: ZSchemes, signal },
      );
      return { items: data, page: pageParam, totalCount: envelope.TotalCount ?? data.length };
    },
    getNextPageParam: nextPage,
  });
}

export function useSchemeView(schemeId: number) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: ['catalogue', 'scheme', distId, schemeId],
    enabled: schemeId > 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (await apiCall('/Product/SchemeView', { SchemeId: schemeId }, { schema: ZScheme, signal })).data,
  });
}

/**
 * The scheme's products at the selected distributor, page after page; in FOC mode those offered
 * free of charge (NeedFOC, docs/decisions/058), as every product list.
 */
export function useSchemeProducts(schemeId: number) {
  const distId = useDistributorId();
  const foc = useFocMode();
  return useInfiniteQuery({
    queryKey: ['catalogue', 'schemeProducts', distId, schemeId, foc ? 'foc' : 'regular'],
    enabled: schemeId > 0,
    retry: false,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<Paged<TProduct>> => {
      const { data, envelope } = await apiCall(
        '/Product/PromotionSchemes',
        withFocMode(
          { Ids: [schemeId], NeedProduct: true, Sorting: '', Page: pageParam, PageSize: PRODUCT_PAGE_SIZE },
          foc,
        ),
        { schema: ZPromotionSchemeDetails, signal },
      );
      return {
        items: data.Products,
        page: pageParam,
        totalCount: envelope.TotalCount ?? data.Products.length,
      };
    },
    getNextPageParam: nextPage,
  });
}

export function useQpsSchemes(enabled: boolean) {
  const distId = useDistributorId();
  return useInfiniteQuery({
    queryKey: ['catalogue', 'qps', distId],
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const { data, envelope } = await apiCall(
        '/Product/QpsSchemes',
        { Page: pageParam, PageSize: SCHEME_PAGE_SIZE },
        { schema: ZQpsSchemes, signal },
      );
      return { items: data, page: pageParam, totalCount: envelope.TotalCount ?? data.length };
    },
    getNextPageParam: nextPage,
  });
}
