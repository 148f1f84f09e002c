/**
 * The store module (B2C; returns spec sections 4, 5 and 7; decision 111): the retailer's own
 * categories, brands, products with their prices, displays and assets, consumers and the store
 * dashboard. Every call acts on the session's retailer only; an id of anyone else's row answers
 * E012 404 as if there were none. Codes are unique per retailer whatever their case (E025 409); a
 * consumer's phone is unique among its pending and approved consumers (E006 409).
 */
import type {
  TAddBrandRequest,
  TAddCategoryRequest,
  TAddConsumerRequest,
  TAddOrUpdateAssetRequest,
  TConsumer,
  TConsumerListRequest,
  TConsumerPage,
  TStoreAsset,
  TStoreAssetsRequest,
  TStoreBrand,
  TStoreCategory,
  TStoreDashboard,
  TStoreProduct,
  TStoreProductItem,
  TStoreProductsRequest,
  TUpdateConsumerRequest,
} from '@restock/domain/contracts/store';
import type { StoreAssetKind } from '@restock/domain/rules/store';
import type { Db, Tx } from '../../db/client.ts';
import { int, isoDate, money } from '../../db/values.ts';
import { readThrough, versionedCache } from '../../db/versioned-cache.ts';
import { AppError } from '../../http/errors.ts';
import {
  type AssetRow,
  type BrandRow,
  type ConsumerRow,
  consumerPhoneTaken,
  countStore,
  decideConsumer,
  deleteProduct,
  findAssetPage,
  findBrandByCode,
  findBrands,
  findCategories,
  findCategoryByCode,
  findCategoryById,
  findConsumer,
  findConsumerPage,
  findProductPage,
  findProductsByIds,
  insertAsset,
  insertBrand,
  insertCategory,
  insertConsumer,
  insertProduct,
  type ProductRow,
  type ProductValues,
  type StoreOwner,
  skuCodeTaken,
  updateAsset,
  updateConsumer,
  updateProduct,
} from './queries.ts';

export type { StoreOwner } from './queries.ts';

/** Runs `work`; a unique violation on the way becomes `code` (E025 or E006). */
async function uniquely<T>(work: () => Promise<T>, code: 'E025' | 'E006', message: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(code, message);
    throw err;
  }
}

const toCategory = (r: { id: number; code: string; name: string }): TStoreCategory => ({
  Id: int(r.id),
  CategoryCode: r.code,
  CategoryName: r.name,
});
const toBrand = (r: BrandRow): TStoreBrand => ({
  Id: int(r.id),
  ParentId: int(r.category_id),
  BrandCode: r.code,
  BrandName: r.name,
});
const toProduct = (r: ProductRow): TStoreProduct => ({
  ProductId: int(r.id),
  CategoryId: int(r.category_id),
  CategoryCode: r.category_code,
  CategoryName: r.category_name,
  BrandId: int(r.brand_id),
  BrandCode: r.brand_code,
  BrandName: r.brand_name,
  SkuCode: r.sku_code,
  SkuName: r.sku_name,
  MrpPrice: money(r.mrp_price),
  SellPrice: money(r.sell_price),
});
const toAsset = (r: AssetRow): TStoreAsset => ({
  Id: int(r.id),
  Kind: r.kind as StoreAssetKind,
  Name: r.name,
  Value: r.value,
  Vendor: r.vendor,
  Type: r.type,
  Reason: r.reason,
  Condition: r.condition,
  UpdatedOn: isoDate(r.updated_at),
});
const toConsumer = (r: ConsumerRow): TConsumer => ({
  ConsumerId: int(r.id),
  Name: r.name,
  Phone: r.phone,
  Address: r.address,
  Latitude: r.latitude === null ? null : Number(r.latitude),
  Longitude: r.longitude === null ? null : Number(r.longitude),
  Status: r.status as 'P' | 'A',
  CreatedOn: isoDate(r.created_at),
});

const pageOf = (p: { Page: number; PageSize: number }) => ({
  offset: (p.Page - 1) * p.PageSize,
  limit: p.PageSize,
});

// ------------------------------------------------------------------------------------------
// Categories and brands
// ------------------------------------------------------------------------------------------

export async function listStoreCategories(db: Db, o: StoreOwner): Promise<TStoreCategory[]> {
  return (await findCategories(db, o)).map(toCategory);
}

export async function addStoreCategory(
  db: Db,
  o: StoreOwner,
  body: TAddCategoryRequest,
): Promise<TStoreCategory> {
  if (await findCategoryByCode(db, o, body.CategoryCode))
    throw new AppError('E025', `Category code ${body.CategoryCode} already exists`);
  const id = await uniquely(
    () => insertCategory(db, o, body.CategoryCode, body.CategoryName),
    'E025',
    `Category code ${body.CategoryCode} already exists`,
  );
  return { Id: id, CategoryCode: body.CategoryCode, CategoryName: body.CategoryName };
}

export async function listStoreBrands(
  db: Db,
  o: StoreOwner,
  categoryIds: readonly number[],
): Promise<TStoreBrand[]> {
  return (await findBrands(db, o, categoryIds)).map(toBrand);
}

export async function addStoreBrand(db: Db, o: StoreOwner, body: TAddBrandRequest): Promise<TStoreBrand> {
  if (!(await findCategoryById(db, o, body.ParentId))) throw new AppError('E012', 'No such category');
  if (await findBrandByCode(db, o, body.BrandCode))
    throw new AppError('E025', `Brand code ${body.BrandCode} already exists`);
  const id = await uniquely(
    () => insertBrand(db, o, { categoryId: body.ParentId, code: body.BrandCode, name: body.BrandName }),
    'E025',
    `Brand code ${body.BrandCode} already exists`,
  );
  return { Id: id, ParentId: body.ParentId, BrandCode: body.BrandCode, BrandName: body.BrandName };
}

// ------------------------------------------------------------------------------------------
// Products
// ------------------------------------------------------------------------------------------

/**
 * Pages of the store lists kept per process under the retailer's returns version, which every
 * change to its store categories, brands, products or consumers moves (migration 0031, decision
 * 126): a page is read from the database once per change, and never after one has committed.
 */
const storePages = versionedCache<string, Promise<unknown>>(4000);

function pageThrough<T>(
  db: Db,
  o: StoreOwner,
  version: number | null,
  request: { list: string; body: unknown },
  read: () => Promise<T>,
): Promise<T> {
  if (version === null) return read();
  const key = `${o.clientId}:${o.retailerId}:${request.list}:${JSON.stringify(request.body)}`;
  return readThrough(storePages, db, key, version, read) as Promise<T>;
}

export function listStoreProducts(
  db: Db,
  o: StoreOwner,
  body: TStoreProductsRequest,
  version: number | null = null,
): Promise<{ items: TStoreProduct[]; total: number }> {
  return pageThrough(db, o, version, { list: 'products', body }, async () => {
    const { rows, total } = await findProductPage(
      db,
      o,
      { categoryIds: body.CategoryIds, search: body.SearchText },
      pageOf(body),
    );
    return { items: rows.map(toProduct), total };
  });
}

/** The category and brand an item names, the brand in that category. */
async function valuesOf(
  tx: Tx,
  o: StoreOwner,
  item: Exclude<TStoreProductItem, { Action: 'D' }>,
  at: number,
): Promise<ProductValues> {
  const category = await findCategoryByCode(tx, o, item.CategoryCode);
  if (!category) throw new AppError('E012', `Item ${at + 1}: no category ${item.CategoryCode}`);
  const brand = await findBrandByCode(tx, o, item.BrandCode);
  if (!brand || int(brand.category_id) !== int(category.id))
    throw new AppError('E012', `Item ${at + 1}: no brand ${item.BrandCode} in category ${item.CategoryCode}`);
  return {
    categoryId: int(category.id),
    brandId: int(brand.id),
    skuCode: item.SkuCode,
    skuName: item.SkuName,
    mrpPrice: item.MrpPrice,
    sellPrice: item.SellPrice,
  };
}

/**
 * AddOrUpdateProduct: every item (C create, U update, D delete) in one transaction, in order; the
 * first refusal (an unknown id, category or brand E012; a SKU code the retailer already has, or
 * two items with one code, E025) undoes them all. Answers the created and updated products and the
 * deleted ids, and the success key of the last kind of change.
 */
export async function addOrUpdateStoreProducts(
  db: Db,
  o: StoreOwner,
  items: readonly TStoreProductItem[],
  now: Date,
): Promise<{ saved: TStoreProduct[]; deleted: number[]; msg: string }> {
  const codes = new Map<string, number>();
  items.forEach((item, at) => {
    if (item.Action === 'D') return;
    const key = item.SkuCode.toLowerCase();
    if (codes.has(key))
      throw new AppError(
        'E025',
        `Items ${codes.get(key)! + 1} and ${at + 1} have the SKU code ${item.SkuCode}`,
      );
    codes.set(key, at);
  });
  const touched = new Set(
    items.filter((i) => i.Action !== 'C').map((i) => (i as { ProductId: number }).ProductId),
  );
  if (touched.size < items.filter((i) => i.Action !== 'C').length)
    throw new AppError('E008', 'Invalid Request: one product twice in the items');

  const { savedIds, deleted } = await uniquely(
    () =>
      db.transaction(async (tx) => {
        const savedIds: number[] = [];
        const deleted: number[] = [];
        // Deletions first, so a code a deleted product had may be given to another in the same request.
        for (const [at, item] of items.entries()) {
          if (item.Action !== 'D') continue;
          if (!(await deleteProduct(tx, o, item.ProductId)))
            throw new AppError('E012', `Item ${at + 1}: no product ${item.ProductId}`);
          deleted.push(item.ProductId);
        }
        for (const [at, item] of items.entries()) {
          if (item.Action === 'D') continue;
          const values = await valuesOf(tx, o, item, at);
          const exceptId = item.Action === 'U' ? item.ProductId : 0;
          if (await skuCodeTaken(tx, o, item.SkuCode, exceptId))
            throw new AppError('E025', `Item ${at + 1}: SKU code ${item.SkuCode} already exists`);
          if (item.Action === 'C') savedIds.push(await insertProduct(tx, o, values));
          else {
            if (!(await updateProduct(tx, o, item.ProductId, values, now)))
              throw new AppError('E012', `Item ${at + 1}: no product ${item.ProductId}`);
            savedIds.push(item.ProductId);
          }
        }
        return { savedIds, deleted };
      }),
    'E025',
    'SKU code already exists',
  );
  const found = new Map((await findProductsByIds(db, o, savedIds)).map((r) => [int(r.id), toProduct(r)]));
  const saved = savedIds.map((id) => found.get(id)).filter((p): p is TStoreProduct => p !== undefined);
  const last = items.at(-1)!.Action;
  const msg = { C: 'productCreated', U: 'productUpdated', D: 'productDeleted' }[last];
  return { saved, deleted, msg };
}

// ------------------------------------------------------------------------------------------
// Displays and assets
// ------------------------------------------------------------------------------------------

export async function listStoreAssets(
  db: Db,
  o: StoreOwner,
  kind: StoreAssetKind,
  body: TStoreAssetsRequest,
): Promise<{ items: TStoreAsset[]; total: number }> {
  const { rows, total } = await findAssetPage(db, o, kind, body.SearchText, pageOf(body));
  return { items: rows.map(toAsset), total };
}

/** Adds a display or an asset, or updates the retailer's one of that Id and Kind (E012 otherwise). */
export async function addOrUpdateStoreAsset(
  db: Db,
  o: StoreOwner,
  body: TAddOrUpdateAssetRequest,
  now: Date,
): Promise<TStoreAsset> {
  const values = {
    kind: body.Kind,
    name: body.Name,
    value: body.Value,
    vendor: body.Vendor,
    type: body.Type,
    reason: body.Reason,
    condition: body.Condition,
  };
  if (body.Id === undefined) return toAsset(await insertAsset(db, o, values, now));
  const row = await updateAsset(db, o, body.Id, values, now);
  if (!row) throw new AppError('E012', `No ${body.Kind.toLowerCase()} ${body.Id}`);
  return toAsset(row);
}

// ------------------------------------------------------------------------------------------
// Consumers
// ------------------------------------------------------------------------------------------

export function listConsumers(
  db: Db,
  o: StoreOwner,
  body: TConsumerListRequest,
  version: number | null = null,
): Promise<{ page: TConsumerPage; total: number }> {
  return pageThrough(db, o, version, { list: 'consumers', body }, async () => {
    const { rows, total, pending, approved } = await findConsumerPage(
      db,
      o,
      { status: body.Status, sort: body.Sorting, search: body.SearchText },
      pageOf(body),
    );
    const page = {
      Items: rows.map(toConsumer),
      PageCount: Math.ceil(total / body.PageSize),
      Pending: pending,
      Approved: approved,
    };
    return { page, total };
  });
}

const consumerValues = (b: TAddConsumerRequest) => ({
  name: b.Name,
  phone: b.Phone,
  address: b.Address,
  latitude: b.Latitude,
  longitude: b.Longitude,
});

/** Adds a consumer the retailer enters itself: approved at once (pending ones come from sign-ups). */
export async function addConsumer(
  db: Db,
  o: StoreOwner,
  body: TAddConsumerRequest,
  now: Date,
  status: 'P' | 'A' = 'A',
): Promise<TConsumer> {
  const taken = `A consumer with the phone ${body.Phone} exists`;
  if (await consumerPhoneTaken(db, o, body.Phone, 0)) throw new AppError('E006', taken);
  const row = await uniquely(
    () => insertConsumer(db, o, { ...consumerValues(body), status, createdAt: now }),
    'E006',
    taken,
  );
  return toConsumer(row);
}

export async function editConsumer(db: Db, o: StoreOwner, body: TUpdateConsumerRequest): Promise<TConsumer> {
  if (!(await findConsumer(db, o, body.ConsumerId))) throw new AppError('E012', 'No such consumer');
  const taken = `A consumer with the phone ${body.Phone} exists`;
  if (await consumerPhoneTaken(db, o, body.Phone, body.ConsumerId)) throw new AppError('E006', taken);
  const row = await uniquely(
    () => updateConsumer(db, o, body.ConsumerId, consumerValues(body)),
    'E006',
    taken,
  );
  if (!row) throw new AppError('E012', 'No such consumer');
  return toConsumer(row);
}

/** Approves (A) or rejects (R) one of the retailer's pending consumers (E012 when none such is pending). */
export async function decidePendingConsumer(
  db: Db,
  o: StoreOwner,
  id: number,
  action: 'A' | 'R',
  now: Date,
): Promise<void> {
  if (!(await decideConsumer(db, o, id, action, now))) throw new AppError('E012', 'No such pending consumer');
}

export async function storeDashboard(db: Db, o: StoreOwner, mapTileUrl: string): Promise<TStoreDashboard> {
  const c = await countStore(db, o);
  return {
    Consumers: int(c.consumers),
    PendingConsumers: int(c.pending),
    Products: int(c.products),
    Categories: int(c.categories),
    Brands: int(c.brands),
    Displays: int(c.displays),
    Assets: int(c.assets),
    Banners: int(c.banners),
    Images: int(c.images),
    MapTileUrl: mapTileUrl,
  };
}

export {
  addStoreBanner,
  deleteStoreBanner,
  listStoreBanners,
  readStoreBannerImage,
  setStoreBannerActive,
} from './banners.ts';

import { isUniqueViolation } from '../../db/errors.ts';
