/**
 * Contracts of the /Product/* calls (ordering-core sections 3, 7 and 9; returns-rewards section 9).
 * Requests are parsed with these schemas on the server (bad input: E008) and type the web client.
 * Field names follow the spec's spelling; where it is silent, PascalCase.
 */
import { z } from 'zod';
import { BANNER_TYPES, FILTER_LEVEL_CODES, SORT_OPTIONS } from '../codes.ts';
import {
  MAX_FILTER_IDS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_RESULT_LIMIT,
  SEARCH_RESULT_MAX,
  searchTextRefusal,
} from '../rules/product-list.ts';
import { envelopeOf } from './envelope.ts';
import { ZDbId, ZFlag, ZPageNumber, zInt } from './fields.ts';

const idList = z.array(ZDbId).max(MAX_FILTER_IDS);
/** 0 or 1, as the spec's IsFavourite; true/false accepted. */
const bit = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => (v === true || v === 1 ? 1 : 0));
const pageSize = zInt(1, MAX_PAGE_SIZE);

export const ZSortOption = z.enum(SORT_OPTIONS);
/** A sort option, or '' / absent for the default (see rules/product-list resolveProductOrder). */
const sorting = z.union([ZSortOption, z.literal('')]).optional();

export const ZFilterLevelCode = z.enum(FILTER_LEVEL_CODES);
export type TFilterLevelCode = z.infer<typeof ZFilterLevelCode>;

function levelFilter<const T extends readonly [string, ...string[]]>(codes: T) {
  return z.object({ FilterLevelCode: z.enum(codes), FilterIdList: idList.optional().default([]) }).nullish();
}

/**
 * One attribute filter entry. AttrValues are attribute value ids (Single: at most one, Multiple:
 * any); AttrRangeValues is [] or [min, max] with min <= max (Range attributes). Sorting ASC/DESC
 * orders the list by this attribute (before the list's own Sorting), entries by Sequence.
 */
export const ZAttrFilterEntry = z.object({
  AttrId: ZDbId,
  AttrValues: z.array(ZDbId).max(200).optional().default([]),
  AttrRangeValues: z
    .array(z.number().finite())
    .optional()
    .default([])
    .refine((r) => r.length === 0 || (r.length === 2 && r[0]! <= r[1]!), {
      message: 'AttrRangeValues is [] or [min, max] with min <= max',
    }),
  Sorting: z.enum(['ASC', 'DESC', '']).optional().default(''),
  Sequence: zInt(0, 10_000).optional().default(0),
});
export type TAttrFilterEntry = z.infer<typeof ZAttrFilterEntry>;

/**
 * A product search text: trimmed, `min` to SEARCH_MAX_CHARS characters, and (when not empty) one
 * the search can answer without comparing every name (`searchTextRefusal`, decision 075).
 */
function searchText(min: number) {
  return z
    .string()
    .trim()
    .min(min)
    .max(SEARCH_MAX_CHARS)
    .superRefine((text, ctx) => {
      const refusal = text === '' ? null : searchTextRefusal(text);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    });
}

/**
 * The product filter (SearchProduct, ApplyFilter, SchemeProduct, OpportunityProducts,
 * FavouriteProduct, RelevantProducts, SimilarProduct, DynamicFilter). Every Need* flag narrows the
 * list (flags combine with AND). `page` is 1-based (`Page` is accepted as an alias).
 */
export const ZProductFilter = z.object({
  page: ZPageNumber.optional(),
  Page: ZPageNumber.optional(),
  PageSize: pageSize.optional().default(PRODUCT_PAGE_SIZE),
  CAT: levelFilter(['CAT']),
  SUCAT: levelFilter(['SUCAT']),
  /** Brands (BR) or sub-brands (SUBR). */
  BR: levelFilter(['BR', 'SUBR']),
  /** Optional text narrowing (product name, SKU code or barcode). */
  SearchText: searchText(0).optional().default(''),
  NeedScheme: ZFlag,
  NeedPastPurchase: ZFlag,
  NeedFavourite: ZFlag,
  NeedRecommended: ZFlag,
  /** FOC mode: only products offered free of charge (trial); their lines carry IsFree 1. */
  NeedFOC: ZFlag,
  NeedOpportunity: ZFlag,
  NeedRelevant: ZFlag,
  NeedHotDeals: ZFlag,
  NeedBestSelling: ZFlag,
  NeedMustTry: ZFlag,
  NeedSmartBasket: ZFlag,
  /** The Promotion tab: products with an active price-off discount. */
  NeedPromotion: ZFlag,
  Sorting: sorting,
  AttrFilter: z.array(ZAttrFilterEntry).max(20).optional().default([]),
  /** SchemeProduct: the products of these schemes only (with NeedScheme, any active scheme). */
  SchemeId: ZDbId.optional(),
});
export type TProductFilter = z.infer<typeof ZProductFilter>;
export type TProductFilterInput = z.input<typeof ZProductFilter>;

export const ZSimilarProductRequest = ZProductFilter.extend({ ProductId: ZDbId });
export type TSimilarProductRequest = z.infer<typeof ZSimilarProductRequest>;

export const ZProductDetailRequest = z.object({ ProductId: ZDbId, NeedFOC: ZFlag });
export type TProductDetailRequest = z.infer<typeof ZProductDetailRequest>;

export const ZSearchByBarcodeRequest = z.object({ barcode: z.string().trim().min(1).max(64) });
export type TSearchByBarcodeRequest = z.infer<typeof ZSearchByBarcodeRequest>;

export const ZGlobalSearchRequest = z.object({
  SearchText: searchText(SEARCH_MIN_CHARS),
  /** Sales return search: only SKUs the retailer bought from the selected distributor. */
  NeedSalesReturn: ZFlag,
  /** FOC mode: only FOC products (and the categories and brands that hold them). */
  NeedFOC: ZFlag,
  Limit: zInt(1, SEARCH_RESULT_MAX).optional().default(SEARCH_RESULT_LIMIT),
});
export type TGlobalSearchRequest = z.infer<typeof ZGlobalSearchRequest>;

export const ZCategoriesRequest = z.object({ NeedFOC: ZFlag }).optional().default({ NeedFOC: false });
export type TCategoriesRequest = z.infer<typeof ZCategoriesRequest>;

export const ZBannerType = z.enum(BANNER_TYPES);
export const ZBannerRequest = z
  .object({ BannerTypes: z.array(ZBannerType).max(BANNER_TYPES.length).optional().default([]) })
  .optional()
  .default({ BannerTypes: [] });
export type TBannerRequest = z.infer<typeof ZBannerRequest>;

export const ZBannerViewRequest = z.object({
  BannerId: ZDbId,
  Page: ZPageNumber.optional().default(1),
  PageSize: pageSize.optional().default(PRODUCT_PAGE_SIZE),
  Sorting: sorting,
  /** FOC mode: only the banner's products offered free of charge, marked IsFree 1. */
  NeedFOC: ZFlag,
});
export type TBannerViewRequest = z.infer<typeof ZBannerViewRequest>;

export const ZSchemeViewRequest = z.object({ SchemeId: ZDbId });
export type TSchemeViewRequest = z.infer<typeof ZSchemeViewRequest>;

/**
 * PromotionSchemes. List: Page (1-based), Ids at FilterLevelCode (BR, SUBR, CAT, SUCAT, SKU: the
 * schemes of those products; no FilterLevelCode: scheme ids), NeedFOC (schemes holding FOC
 * products). Details: NeedProduct true, Ids = scheme ids, Sorting and Page page their products.
 */
export const ZPromotionSchemesRequest = z.object({
  Page: ZPageNumber.optional().default(1),
  PageSize: pageSize.optional().default(PRODUCT_PAGE_SIZE),
  Ids: idList.optional().default([]),
  FilterLevelCode: z
    .union([ZFilterLevelCode, z.literal('')])
    .optional()
    .default(''),
  NeedFOC: ZFlag,
  NeedProduct: ZFlag,
  Sorting: sorting,
});
export type TPromotionSchemesRequest = z.infer<typeof ZPromotionSchemesRequest>;

export const ZQpsSchemesRequest = z
  .object({
    Page: ZPageNumber.optional().default(1),
    PageSize: pageSize.optional().default(PRODUCT_PAGE_SIZE),
  })
  .optional()
  .default({ Page: 1, PageSize: PRODUCT_PAGE_SIZE });
export type TQpsSchemesRequest = z.infer<typeof ZQpsSchemesRequest>;

/** GetProductDiscountList: Page is 0-based (spec). */
export const ZProductDiscountListRequest = z
  .object({
    Page: zInt(0, MAX_PAGE - 1)
      .optional()
      .default(0),
    PageSize: pageSize.optional().default(PRODUCT_PAGE_SIZE),
    DiscountIds: idList.optional().default([]),
    Sorting: sorting,
    /** FOC mode: only the discounted products offered free of charge, marked IsFree 1. */
    NeedFOC: ZFlag,
  })
  .optional()
  .default({ Page: 0, PageSize: PRODUCT_PAGE_SIZE, DiscountIds: [], NeedFOC: false });
export type TProductDiscountListRequest = z.infer<typeof ZProductDiscountListRequest>;

/** Favourite toggle: IsFavourite is the wanted state (1 add: S004, 0 remove: S005); repeats are harmless. */
export const ZFavouriteToggleRequest = z.object({
  PrincipalId: ZDbId,
  DistributorId: ZDbId,
  IsFavourite: bit,
  ProductId: ZDbId,
});
export type TFavouriteToggleRequest = z.infer<typeof ZFavouriteToggleRequest>;

// ------------------------------------------------------------------------------------------
// Responses
// ------------------------------------------------------------------------------------------

/** Unit ids on product and cart lines: prices and SIH are per piece; a case is ConversionQty pieces. */
export const UOM_IDS = { piece: 1, case: 2 } as const;

/** A product as the lists show it. Money is a number with two decimals (rupees); quantities are pieces. */
export const ZProduct = z.object({
  ProductId: z.number().int(),
  ProductCode: z.string(),
  /** The product's category: the cart groups lines by it. */
  GroupId: z.number().int(),
  GroupName: z.string(),
  ProductName: z.string(),
  /** The principal company (the client). */
  PrincipalId: z.number().int(),
  UomId: z.number().int(),
  /** Pieces per case. */
  ConversionQty: z.number().int(),
  BuyPrice: z.number(),
  MRP: z.number(),
  /** Active discount of the product at this distributor, 0 when none. */
  DiscountId: z.number().int(),
  /** Active scheme (PROMO) of the product at this distributor, 0 when none. */
  SchemeId: z.number().int(),
  SchemeNarration: z.string(),
  DistributorId: z.number().int(),
  /** Order split: the brand. */
  SplitId: z.number().int(),
  SplitName: z.string(),
  IsFavourite: z.union([z.literal(0), z.literal(1)]),
  IsFree: z.union([z.literal(0), z.literal(1)]),
  /** Pieces of this product in the retailer's cart for this distributor. */
  Qty: z.number().int(),
  ProductPoints: z.number().int(),
  SIH: z.number().int(),
  /** Pieces; 0 = no minimum. */
  MinORDQty: z.number().int(),
  /** Pieces; 0 = unlimited. */
  MaxORDQty: z.number().int(),
  IsSaleable: z.union([z.literal(0), z.literal(1)]),
  ImageUrl: z.string(),
  PackSize: z.string(),
  Barcode: z.string(),
  BrandId: z.number().int(),
  BrandName: z.string(),
  SubBrandId: z.number().int().nullable(),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  SubCategoryId: z.number().int(),
  SubCategoryName: z.string(),
  /** Suggested pieces (relevant and smart-basket signals), 0 when none. */
  SuggestedQty: z.number().int(),
  LaunchDate: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

/**
 * The product list answer: the envelope plus SuggestedOrderValue at the top level (spec: "Data,
 * Count, TotalCount, SuggestedOrderValue"): the value of the suggested quantities of every product
 * matching the filter (all pages).
 */
export const ZProductListResponse = envelopeOf(z.array(ZProduct)).extend({ SuggestedOrderValue: z.number() });
export type TProductListResponse = z.infer<typeof ZProductListResponse>;

export const ZSchemeSlab = z.object({
  SlabId: z.number().int(),
  Sequence: z.number().int(),
  /** Pieces from which the slab applies. */
  MinQty: z.number().int(),
  /** 0 = no upper bound. */
  MaxQty: z.number().int(),
  FreeQty: z.number().int(),
  /** Free goods; the scheme's product itself when null and FreeQty > 0. */
  FreeProductId: z.number().int().nullable(),
  FreeProductName: z.string().nullable(),
  DiscountPercent: z.number(),
  Narration: z.string(),
});
export type TSchemeSlab = z.infer<typeof ZSchemeSlab>;

export const ZScheme = z.object({
  SchemeId: z.number().int(),
  SchemeCode: z.string(),
  SchemeName: z.string(),
  Narration: z.string(),
  /** PROMO (per order line) or QPS (purchases over the period). */
  SchemeType: z.enum(['PROMO', 'QPS']),
  StartDate: z.string(),
  EndDate: z.string(),
  ImageUrl: z.string(),
  DistributorId: z.number().int().nullable(),
  /** Products of the scheme available at the selected distributor. */
  ProductCount: z.number().int(),
  Slabs: z.array(ZSchemeSlab),
});
export type TScheme = z.infer<typeof ZScheme>;

export const ZPromotionSchemeDetails = z.object({ Schemes: z.array(ZScheme), Products: z.array(ZProduct) });
export type TPromotionSchemeDetails = z.infer<typeof ZPromotionSchemeDetails>;

export const ZQpsScheme = ZScheme.extend({
  /** Pieces of the scheme's products the retailer ordered in the period (cancelled orders excluded). */
  AchievedQty: z.number().int(),
  AchievedValue: z.number(),
  CurrentSlabId: z.number().int().nullable(),
  NextSlabId: z.number().int().nullable(),
  /** Pieces still to order to reach the next slab; 0 at the top slab. */
  QtyToNextSlab: z.number().int(),
});
export type TQpsScheme = z.infer<typeof ZQpsScheme>;

export const ZDiscountInfo = z.object({
  DiscountId: z.number().int(),
  DiscountCode: z.string(),
  DiscountName: z.string(),
  DiscountDescription: z.string(),
  /** PCT: percent off; AMT: rupees off per piece. */
  DiscountType: z.enum(['PCT', 'AMT']),
  DiscountValue: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
});
export type TDiscountInfo = z.infer<typeof ZDiscountInfo>;

/** A GetProductDiscountList line: the product, its discount and the price after it. */
export const ZDiscountLine = ZProduct.extend({
  Discount: ZDiscountInfo,
  DiscountedPrice: z.number(),
});
export type TDiscountLine = z.infer<typeof ZDiscountLine>;

export const ZProductAttribute = z.object({
  AttrId: z.number().int(),
  AttrName: z.string(),
  Values: z.array(z.string()),
  Number: z.number().nullable(),
  Unit: z.string(),
});
export type TProductAttributeLine = z.infer<typeof ZProductAttribute>;

export const ZProductDetail = ZProduct.extend({
  Description: z.string(),
  Images: z.array(z.string()),
  TaxPercent: z.number(),
  Attributes: z.array(ZProductAttribute),
  Scheme: ZScheme.nullable(),
  Discount: ZDiscountInfo.nullable(),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

export const ZSearchResultCode = z.enum(['CAT', 'SUCAT', 'BR', 'SKU']);
/**
 * A global search line. CAT opens products/{Id}; SUCAT products/{CategoryId}/{Id}; BR the product
 * list filtered by brand Id; SKU the product detail of Id.
 */
export const ZSearchResultLine = z.object({
  Code: ZSearchResultCode,
  Id: z.number().int(),
  Name: z.string(),
  /** The level's name: Category, Sub-category, Brand or Product. */
  LevelName: z.string(),
  ImageUrl: z.string(),
  CategoryId: z.number().int().nullable(),
  SubCategoryId: z.number().int().nullable(),
  BrandId: z.number().int().nullable(),
});
export type TSearchResultLine = z.infer<typeof ZSearchResultLine>;

export const ZSubCategory = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  ImageUrl: z.string(),
  Sequence: z.number().int(),
  ProductCount: z.number().int(),
});
export const ZCategory = ZSubCategory.extend({ SubCategories: z.array(ZSubCategory) });
export type TCategory = z.infer<typeof ZCategory>;

export const ZBanner = z.object({
  BannerId: z.number().int(),
  BannerType: ZBannerType,
  Title: z.string(),
  Subtitle: z.string(),
  ImageUrl: z.string(),
  SchemeId: z.number().int().nullable(),
  ProductId: z.number().int().nullable(),
  /** DL banners: a route under /ivy. */
  Link: z.string().nullable(),
  Sequence: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZBannerView = z.object({ Banner: ZBanner, Products: z.array(ZProduct) });
export type TBannerView = z.infer<typeof ZBannerView>;

export const ZSelectionMode = z.enum(['Single', 'Multiple', 'Range']);
export const ZAttributeValue = z.object({
  Id: z.number().int(),
  Value: z.string(),
  Sequence: z.number().int(),
});
export const ZAttributeRange = z.object({ Min: z.number(), Max: z.number() });
export const ZAttributeMaster = z.object({
  AttrId: z.number().int(),
  AttrCode: z.string(),
  AttrName: z.string(),
  SelectionMode: ZSelectionMode,
  Sequence: z.number().int(),
  Unit: z.string(),
  Values: z.array(ZAttributeValue),
  /** Range attributes: the bounds over the client's products (price: over the distributor's prices). */
  Range: ZAttributeRange.nullable(),
});
export type TAttributeMaster = z.infer<typeof ZAttributeMaster>;

const facet = z.object({ Id: z.number().int(), Name: z.string(), Count: z.number().int() });
/**
 * DynamicFilter: the options for the current selection. Each dimension is counted over the
 * products matching every other selected dimension (a selected brand does not hide other brands).
 */
export const ZDynamicFilter = z.object({
  Brands: z.array(
    facet.extend({ ParentId: z.number().int().nullable(), FilterLevelCode: z.enum(['BR', 'SUBR']) }),
  ),
  Categories: z.array(facet),
  SubCategories: z.array(facet.extend({ ParentId: z.number().int() })),
  Attributes: z.array(
    ZAttributeMaster.extend({ Values: z.array(ZAttributeValue.extend({ Count: z.number().int() })) }),
  ),
});
export type TDynamicFilter = z.infer<typeof ZDynamicFilter>;

export const ZBarcodeResult = z.object({ productId: z.number().int() });
export const ZFavouriteToggleResult = z.object({
  ProductId: z.number().int(),
  IsFavourite: z.union([z.literal(0), z.literal(1)]),
});
