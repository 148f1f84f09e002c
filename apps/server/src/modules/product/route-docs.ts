import type { ZProductFilter } from '@restock/domain/contracts/product';
import type { z } from 'zod';

/** Shared pieces of the product calls' documentation (OpenAPI tags and the filter's example). */
export const TAGS = ['Product'];

export const FILTER_EXAMPLE: z.input<typeof ZProductFilter> = {
  page: 1,
  CAT: { FilterLevelCode: 'CAT', FilterIdList: [] },
  SUCAT: { FilterLevelCode: 'SUCAT', FilterIdList: [] },
  BR: { FilterLevelCode: 'BR', FilterIdList: [] },
  NeedScheme: false,
  NeedPastPurchase: false,
  NeedFavourite: false,
  NeedRecommended: false,
  NeedFOC: false,
  NeedOpportunity: false,
  NeedRelevant: false,
  Sorting: 'Price_ASC',
  AttrFilter: [],
};
