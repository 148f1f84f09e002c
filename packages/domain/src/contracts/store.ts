/**
 * Contracts of the store module's calls (returns spec sections 4 and 7; docs/decisions/111), answered
 * by the server's store module: /retailer/categories, addcategory, brands, addbrand,
 * addorupdateproduct, products, displays, assets, addorupdateasset; /dashboard/store;
 * /consumer/list, add, update, approve. Requests are strict (an unknown field is E008); every text is
 * trimmed and checked against the spec's limits (rules/store).
 */
import { z } from 'zod';
import {
  CONSUMER_SORTS,
  isSellWithinMrp,
  isValidConsumerPhone,
  isValidLatitude,
  isValidLongitude,
  isValidStoreCode,
  isValidStoreName,
  isValidStorePrice,
  STORE_LIMITS as L,
  STORE_ASSET_KINDS,
  STORE_MEDIA_KINDS,
  STORE_MEDIA_TITLE_MAX,
} from '../rules/store.ts';
import { hasNoControlCharacters, pageFields, ZDbId, ZIdempotencyKey } from './fields.ts';

const name = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => isValidStoreName(v, max), 'Please Enter Valid Name!');
const code = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => isValidStoreCode(v, max), 'A code is letters, digits and . _ - /');
const note = (max: number) =>
  z.string().trim().max(max).refine(hasNoControlCharacters, 'No control characters').optional().default('');
const price = z
  .union([z.number(), z.string()])
  .transform((v) => String(v).trim())
  .refine(isValidStorePrice, 'Enter only numbers: above zero, at most two decimals, 6 characters');
const search = z
  .string()
  .trim()
  .max(L.search)
  .refine(hasNoControlCharacters, 'A search has no control characters')
  .optional()
  .default('');

// ------------------------------------------------------------------------------------------
// Categories, brands, products
// ------------------------------------------------------------------------------------------

export const ZAddCategoryRequest = z.strictObject({
  CategoryCode: code(L.categoryCode),
  CategoryName: name(L.categoryName),
});
export type TAddCategoryRequest = z.infer<typeof ZAddCategoryRequest>;

/** Brands of the given categories (their ParentId); none given: every brand. */
export const ZBrandsRequest = z
  .strictObject({ Ids: z.array(ZDbId).max(100).optional().default([]) })
  .optional()
  .default({ Ids: [] });
export type TBrandsRequest = z.infer<typeof ZBrandsRequest>;

export const ZAddBrandRequest = z.strictObject({
  /** The category the brand belongs to. */
  ParentId: ZDbId,
  BrandCode: code(L.brandCode),
  BrandName: name(L.brandName),
});
export type TAddBrandRequest = z.infer<typeof ZAddBrandRequest>;

const productFields = {
  CategoryCode: code(L.categoryCode),
  BrandCode: code(L.brandCode),
  SkuCode: code(L.skuCode),
  SkuName: name(L.skuName),
  MrpPrice: price,
  SellPrice: price,
};

/** One item of AddOrUpdateProduct: C creates, U updates (ProductId), D deletes (ProductId). */
export const ZStoreProductItem = z
  .discriminatedUnion('Action', [
    z.strictObject({ Action: z.literal('C'), ...productFields }),
    z.strictObject({ Action: z.literal('U'), ProductId: ZDbId, ...productFields }),
    z.strictObject({ Action: z.literal('D'), ProductId: ZDbId }),
  ])
  .superRefine((v, ctx) => {
    if (v.Action !== 'D' && !isSellWithinMrp(v.SellPrice, v.MrpPrice))
      ctx.addIssue({ code: 'custom', message: 'The sell price is above the MRP', path: ['SellPrice'] });
  });
export type TStoreProductItem = z.infer<typeof ZStoreProductItem>;

/** Every item applied in one transaction, or none (decision 111). */
export const ZAddOrUpdateProductRequest = z.strictObject({
  Items: z.array(ZStoreProductItem).min(1).max(100),
});
export type TAddOrUpdateProductRequest = z.infer<typeof ZAddOrUpdateProductRequest>;

/** Products of the given categories ([]: all) matching a search of SKU, brand or category name or code. */
export const ZStoreProductsRequest = z
  .strictObject({
    ...pageFields,
    CategoryIds: z.array(ZDbId).max(100).optional().default([]),
    SearchText: search,
  })
  .optional()
  .default({ Page: 1, PageSize: 20, CategoryIds: [], SearchText: '' });
export type TStoreProductsRequest = z.infer<typeof ZStoreProductsRequest>;

// ------------------------------------------------------------------------------------------
// Displays and assets
// ------------------------------------------------------------------------------------------

export const ZStoreAssetsRequest = z
  .strictObject({ ...pageFields, SearchText: search })
  .optional()
  .default({ Page: 1, PageSize: 20, SearchText: '' });
export type TStoreAssetsRequest = z.infer<typeof ZStoreAssetsRequest>;

/**
 * AddOrUpdateAsset: a paid display (Kind Display, its Value) or an asset (Kind Asset, its serial
 * number in Value); Id updates one of the retailer's.
 */
export const ZAddOrUpdateAssetRequest = z.strictObject({
  Id: ZDbId.optional(),
  Kind: z.enum(STORE_ASSET_KINDS),
  Name: name(L.assetField),
  /** The display's value or the asset's serial number. */
  Value: z
    .string()
    .trim()
    .max(L.assetField)
    .refine((v) => v.length > 0 && hasNoControlCharacters(v), 'This field is required!'),
  Vendor: name(L.assetField),
  Type: name(L.assetField),
  Reason: note(L.assetNote),
  Condition: note(L.assetNote),
});
export type TAddOrUpdateAssetRequest = z.infer<typeof ZAddOrUpdateAssetRequest>;

// ------------------------------------------------------------------------------------------
// Consumers
// ------------------------------------------------------------------------------------------

const consumerFields = {
  Name: name(L.consumerName),
  Phone: z.string().trim().refine(isValidConsumerPhone, 'Please Enter Valid Mobile!'),
  Address: z
    .string()
    .trim()
    .max(L.consumerAddress)
    .refine(
      (v) => v.length > 0 && hasNoControlCharacters(v.replace(/\r?\n/g, ' ')),
      'Please Enter Valid Address!',
    ),
  Latitude: z.number().refine(isValidLatitude, 'A latitude is -90 to 90').nullable().optional().default(null),
  Longitude: z
    .number()
    .refine(isValidLongitude, 'A longitude is -180 to 180')
    .nullable()
    .optional()
    .default(null),
};

export const ZAddConsumerRequest = z
  .strictObject(consumerFields)
  .refine((v) => (v.Latitude === null) === (v.Longitude === null), {
    message: 'Latitude and longitude come together',
    path: ['Longitude'],
  });
export type TAddConsumerRequest = z.infer<typeof ZAddConsumerRequest>;

export const ZUpdateConsumerRequest = z
  .strictObject({ ConsumerId: ZDbId, ...consumerFields })
  .refine((v) => (v.Latitude === null) === (v.Longitude === null), {
    message: 'Latitude and longitude come together',
    path: ['Longitude'],
  });
export type TUpdateConsumerRequest = z.infer<typeof ZUpdateConsumerRequest>;

/** A page of the pending (P) or approved (A) consumers, sorted, searched by name, phone or address. */
export const ZConsumerListRequest = z
  .strictObject({
    ...pageFields,
    Status: z.enum(['P', 'A']).optional().default('A'),
    Sorting: z.enum(CONSUMER_SORTS).optional().default('NameAsc'),
    SearchText: search,
  })
  .optional()
  .default({ Page: 1, PageSize: 20, Status: 'A', Sorting: 'NameAsc', SearchText: '' });
export type TConsumerListRequest = z.infer<typeof ZConsumerListRequest>;

/** Approve (A) or reject (R) a pending consumer. */
export const ZConsumerApprovalRequest = z.strictObject({ ConsumerId: ZDbId, Action: z.enum(['A', 'R']) });
export type TConsumerApprovalRequest = z.infer<typeof ZConsumerApprovalRequest>;

// ------------------------------------------------------------------------------------------
// Banners and images (decision 122)
// ------------------------------------------------------------------------------------------

/**
 * AddStoreBanner's fields (multipart/form-data, the picture in the file field `image`): Kind
 * Banner or Image, Title (100, trimmed, required). IdempotencyKey may come here or as a header.
 */
export const ZAddStoreBannerRequest = z.strictObject({
  Kind: z.enum(STORE_MEDIA_KINDS),
  Title: z
    .string()
    .trim()
    .max(STORE_MEDIA_TITLE_MAX)
    .refine((v) => v.length > 0 && hasNoControlCharacters(v), 'This field is required!'),
  IdempotencyKey: ZIdempotencyKey.optional(),
});
export type TAddStoreBannerRequest = z.infer<typeof ZAddStoreBannerRequest>;

/** A page of the retailer's banners or images (Kind; none: both), newest first. */
export const ZStoreBannersRequest = z
  .strictObject({ ...pageFields, Kind: z.enum(STORE_MEDIA_KINDS).optional() })
  .optional()
  .default({ Page: 1, PageSize: 20 });
export type TStoreBannersRequest = z.infer<typeof ZStoreBannersRequest>;

export const ZStoreBannerIdRequest = z.strictObject({ Id: ZDbId });
export type TStoreBannerIdRequest = z.infer<typeof ZStoreBannerIdRequest>;

export const ZSetStoreBannerActiveRequest = z.strictObject({ Id: ZDbId, Active: z.boolean() });
export type TSetStoreBannerActiveRequest = z.infer<typeof ZSetStoreBannerActiveRequest>;

// ------------------------------------------------------------------------------------------
// Answers
// ------------------------------------------------------------------------------------------

export interface TStoreCategory {
  Id: number;
  CategoryCode: string;
  CategoryName: string;
}
export interface TStoreBrand {
  Id: number;
  ParentId: number;
  BrandCode: string;
  BrandName: string;
}
export interface TStoreProduct {
  ProductId: number;
  CategoryId: number;
  CategoryCode: string;
  CategoryName: string;
  BrandId: number;
  BrandCode: string;
  BrandName: string;
  SkuCode: string;
  SkuName: string;
  /** Rupees, two decimals. */
  MrpPrice: number;
  SellPrice: number;
}
export interface TStoreAsset {
  Id: number;
  Kind: (typeof STORE_ASSET_KINDS)[number];
  Name: string;
  Value: string;
  Vendor: string;
  Type: string;
  Reason: string;
  Condition: string;
  UpdatedOn: string;
}
export interface TConsumer {
  ConsumerId: number;
  Name: string;
  Phone: string;
  Address: string;
  Latitude: number | null;
  Longitude: number | null;
  Status: 'P' | 'A';
  CreatedOn: string;
}
/** A consumer page: the rows and the count of pages (spec: page counts). */
export interface TConsumerPage {
  Items: TConsumer[];
  PageCount: number;
  Pending: number;
  Approved: number;
}
export interface TStoreDashboard {
  Consumers: number;
  PendingConsumers: number;
  Products: number;
  Categories: number;
  Brands: number;
  Displays: number;
  Assets: number;
  /** Store pictures by kind (decision 122). */
  Banners: number;
  Images: number;
  /** The map tiles' address template of the consumers' map view (server setting MAP_TILE_URL). */
  MapTileUrl: string;
}

/** A store banner or image: the picture at Url, its thumbnail at ThumbnailUrl (owner only). */
export interface TStoreBanner {
  Id: number;
  Kind: (typeof STORE_MEDIA_KINDS)[number];
  Title: string;
  Active: boolean;
  Url: string;
  ThumbnailUrl: string;
  Width: number;
  Height: number;
  CreatedOn: string;
}
