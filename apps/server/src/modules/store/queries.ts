/**
 * The store module's SQL (decision 111). Every statement is scoped by the owner: the client and the
 * retailer of the session; another retailer's row is never read, changed or counted.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { and, intArray, likeEscape, queryRows } from '../../db/sql.ts';

export interface StoreOwner {
  clientId: number;
  retailerId: number;
}

const own = (alias: string, o: StoreOwner) =>
  sql`${sql.raw(alias)}.client_id = ${o.clientId} and ${sql.raw(alias)}.retailer_id = ${o.retailerId}`;

// ------------------------------------------------------------------------------------------
// Categories and brands
// ------------------------------------------------------------------------------------------

export interface CategoryRow {
  id: number;
  code: string;
  name: string;
}

export function findCategories(db: Db | Tx, o: StoreOwner): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`select c.id, c.code, c.name from store_categories c where ${own('c', o)} order by lower(c.name), c.id`,
  );
}

/** The owner's category of this code (any case), or null. */
export async function findCategoryByCode(
  db: Db | Tx,
  o: StoreOwner,
  code: string,
): Promise<CategoryRow | null> {
  const [row] = await queryRows<CategoryRow>(
    db,
    sql`select c.id, c.code, c.name from store_categories c where ${own('c', o)} and lower(c.code) = lower(${code})`,
  );
  return row ?? null;
}

export async function findCategoryById(db: Db | Tx, o: StoreOwner, id: number): Promise<CategoryRow | null> {
  const [row] = await queryRows<CategoryRow>(
    db,
    sql`select c.id, c.code, c.name from store_categories c where ${own('c', o)} and c.id = ${id}`,
  );
  return row ?? null;
}

export async function insertCategory(
  db: Db | Tx,
  o: StoreOwner,
  code: string,
  name: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into store_categories (client_id, retailer_id, code, name)
        values (${o.clientId}, ${o.retailerId}, ${code}, ${name}) returning id`,
  );
  return row!.id;
}

export interface BrandRow {
  id: number;
  category_id: number;
  code: string;
  name: string;
}

export function findBrands(db: Db | Tx, o: StoreOwner, categoryIds: readonly number[]): Promise<BrandRow[]> {
  const parts = [own('b', o)];
  if (categoryIds.length > 0) parts.push(sql`b.category_id = any(${intArray(categoryIds)})`);
  return queryRows<BrandRow>(
    db,
    sql`select b.id, b.category_id, b.code, b.name from store_brands b where ${and(parts)}
        order by lower(b.name), b.id`,
  );
}

export async function findBrandByCode(db: Db | Tx, o: StoreOwner, code: string): Promise<BrandRow | null> {
  const [row] = await queryRows<BrandRow>(
    db,
    sql`select b.id, b.category_id, b.code, b.name from store_brands b
        where ${own('b', o)} and lower(b.code) = lower(${code})`,
  );
  return row ?? null;
}

export async function insertBrand(
  db: Db | Tx,
  o: StoreOwner,
  row: { categoryId: number; code: string; name: string },
): Promise<number> {
  const [made] = await queryRows<{ id: number }>(
    db,
    sql`insert into store_brands (client_id, retailer_id, category_id, code, name)
        values (${o.clientId}, ${o.retailerId}, ${row.categoryId}, ${row.code}, ${row.name}) returning id`,
  );
  return made!.id;
}

// ------------------------------------------------------------------------------------------
// Products
// ------------------------------------------------------------------------------------------

export interface ProductRow {
  id: number;
  category_id: number;
  category_code: string;
  category_name: string;
  brand_id: number;
  brand_code: string;
  brand_name: string;
  sku_code: string;
  sku_name: string;
  mrp_price: string;
  sell_price: string;
}

const PRODUCT_COLUMNS = sql`p.id, p.category_id, c.code as category_code, c.name as category_name,
  p.brand_id, b.code as brand_code, b.name as brand_name, p.sku_code, p.sku_name, p.mrp_price, p.sell_price`;

/** A page of the owner's products by name, of some categories ([]: all), matching a search. */
export async function findProductPage(
  db: Db,
  o: StoreOwner,
  filter: { categoryIds: readonly number[]; search: string },
  page: { offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const parts = [own('p', o)];
  if (filter.categoryIds.length > 0) parts.push(sql`p.category_id = any(${intArray(filter.categoryIds)})`);
  if (filter.search) {
    const like = `%${likeEscape(filter.search)}%`;
    parts.push(sql`(p.sku_name ilike ${like} or p.sku_code ilike ${like} or b.name ilike ${like}
      or c.name ilike ${like})`);
  }
  const rows = await queryRows<ProductRow & { total: number }>(
    db,
    sql`select ${PRODUCT_COLUMNS}, count(*) over ()::int as total
        from store_products p
        join store_categories c on c.id = p.category_id
        join store_brands b on b.id = p.brand_id
        where ${and(parts)}
        order by lower(p.sku_name), p.id limit ${page.limit}::int offset ${page.offset}::int`,
  );
  if (rows.length > 0 || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from store_products p
        join store_categories c on c.id = p.category_id
        join store_brands b on b.id = p.brand_id where ${and(parts)}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findProductsByIds(
  db: Db | Tx,
  o: StoreOwner,
  ids: readonly number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return queryRows<ProductRow>(
    db,
    sql`select ${PRODUCT_COLUMNS} from store_products p
        join store_categories c on c.id = p.category_id
        join store_brands b on b.id = p.brand_id
        where ${own('p', o)} and p.id = any(${intArray(ids)}) order by p.id`,
  );
}

/** Whether the owner has a product of this SKU code (any case) other than `exceptId`. */
export async function skuCodeTaken(
  db: Db | Tx,
  o: StoreOwner,
  code: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from store_products p where ${own('p', o)} and lower(p.sku_code) = lower(${code})
        and p.id <> ${exceptId} limit 1`,
  );
  return row !== undefined;
}

export interface ProductValues {
  categoryId: number;
  brandId: number;
  skuCode: string;
  skuName: string;
  mrpPrice: string;
  sellPrice: string;
}

export async function insertProduct(db: Db | Tx, o: StoreOwner, v: ProductValues): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into store_products (client_id, retailer_id, category_id, brand_id, sku_code, sku_name, mrp_price, sell_price)
        values (${o.clientId}, ${o.retailerId}, ${v.categoryId}, ${v.brandId}, ${v.skuCode}, ${v.skuName},
                ${v.mrpPrice}::numeric, ${v.sellPrice}::numeric) returning id`,
  );
  return row!.id;
}

/** Updates the owner's product; false when it has none of that id. */
export async function updateProduct(db: Db | Tx, o: StoreOwner, id: number, v: ProductValues, now: Date) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update store_products p set category_id = ${v.categoryId}, brand_id = ${v.brandId},
          sku_code = ${v.skuCode}, sku_name = ${v.skuName}, mrp_price = ${v.mrpPrice}::numeric,
          sell_price = ${v.sellPrice}::numeric, updated_at = ${now.toISOString()}::timestamptz
        where ${own('p', o)} and p.id = ${id} returning p.id`,
  );
  return rows.length > 0;
}

export async function deleteProduct(db: Db | Tx, o: StoreOwner, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from store_products p where ${own('p', o)} and p.id = ${id} returning p.id`,
  );
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------
// Displays and assets
// ------------------------------------------------------------------------------------------

export interface AssetRow {
  id: number;
  kind: string;
  name: string;
  value: string;
  vendor: string;
  type: string;
  reason: string;
  condition: string;
  updated_at: Date | string;
}

const ASSET_COLUMNS = sql`a.id, a.kind, a.name, a.value, a.vendor, a.type, a.reason, a.condition, a.updated_at`;

/** A page of the owner's displays or assets, last changed first, matching a search. */
export async function findAssetPage(
  db: Db,
  o: StoreOwner,
  kind: string,
  search: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AssetRow[]; total: number }> {
  const parts = [own('a', o), sql`a.kind = ${kind}`];
  if (search) {
    const like = `%${likeEscape(search)}%`;
    parts.push(
      sql`(a.name ilike ${like} or a.value ilike ${like} or a.vendor ilike ${like} or a.type ilike ${like})`,
    );
  }
  const rows = await queryRows<AssetRow & { total: number }>(
    db,
    sql`select ${ASSET_COLUMNS}, count(*) over ()::int as total from store_assets a where ${and(parts)}
        order by a.updated_at desc, a.id desc limit ${page.limit}::int offset ${page.offset}::int`,
  );
  if (rows.length > 0 || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from store_assets a where ${and(parts)}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export interface AssetValues {
  kind: string;
  name: string;
  value: string;
  vendor: string;
  type: string;
  reason: string;
  condition: string;
}

export async function insertAsset(db: Db | Tx, o: StoreOwner, v: AssetValues, now: Date): Promise<AssetRow> {
  const [row] = await queryRows<AssetRow>(
    db,
    sql`insert into store_assets as a (client_id, retailer_id, kind, name, value, vendor, type, reason, condition, created_at, updated_at)
        values (${o.clientId}, ${o.retailerId}, ${v.kind}, ${v.name}, ${v.value}, ${v.vendor}, ${v.type},
                ${v.reason}, ${v.condition}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        returning ${ASSET_COLUMNS}`,
  );
  return row!;
}

/** Updates the owner's display or asset of that id and kind; null when it has none. */
export async function updateAsset(
  db: Db | Tx,
  o: StoreOwner,
  id: number,
  v: AssetValues,
  now: Date,
): Promise<AssetRow | null> {
  const [row] = await queryRows<AssetRow>(
    db,
    sql`update store_assets a set name = ${v.name}, value = ${v.value}, vendor = ${v.vendor}, type = ${v.type},
          reason = ${v.reason}, condition = ${v.condition}, updated_at = ${now.toISOString()}::timestamptz
        where ${own('a', o)} and a.id = ${id} and a.kind = ${v.kind} returning ${ASSET_COLUMNS}`,
  );
  return row ?? null;
}

// ------------------------------------------------------------------------------------------
// Consumers
// ------------------------------------------------------------------------------------------

export interface ConsumerRow {
  id: number;
  name: string;
  phone: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  status: string;
  created_at: Date | string;
}

const CONSUMER_COLUMNS = sql`k.id, k.name, k.phone, k.address, k.latitude, k.longitude, k.status, k.created_at`;

const CONSUMER_ORDER = {
  NameAsc: sql`lower(k.name) asc, k.id asc`,
  NameDesc: sql`lower(k.name) desc, k.id desc`,
  Newest: sql`k.created_at desc, k.id desc`,
  Oldest: sql`k.created_at asc, k.id asc`,
} as const;

/** A page of the owner's consumers of one status, with the counts of both lists. */
export async function findConsumerPage(
  db: Db,
  o: StoreOwner,
  filter: { status: 'P' | 'A'; sort: keyof typeof CONSUMER_ORDER; search: string },
  page: { offset: number; limit: number },
): Promise<{ rows: ConsumerRow[]; total: number; pending: number; approved: number }> {
  const parts = [own('k', o), sql`k.status = ${filter.status}`];
  if (filter.search) {
    const like = `%${likeEscape(filter.search)}%`;
    parts.push(sql`(k.name ilike ${like} or k.phone like ${like} or k.address ilike ${like})`);
  }
  const [rows, counts] = await Promise.all([
    queryRows<ConsumerRow & { total: number }>(
      db,
      sql`select ${CONSUMER_COLUMNS}, count(*) over ()::int as total from consumers k where ${and(parts)}
          order by ${CONSUMER_ORDER[filter.sort]} limit ${page.limit}::int offset ${page.offset}::int`,
    ),
    queryRows<{ pending: number; approved: number; matching: number }>(
      db,
      sql`select count(*) filter (where k.status = 'P')::int as pending,
                 count(*) filter (where k.status = 'A')::int as approved,
                 (select count(*)::int from consumers k where ${and(parts)}) as matching
          from consumers k where ${own('k', o)}`,
    ),
  ]);
  const c = counts[0]!;
  return { rows, total: Number(c.matching), pending: Number(c.pending), approved: Number(c.approved) };
}

export async function findConsumer(db: Db | Tx, o: StoreOwner, id: number): Promise<ConsumerRow | null> {
  const [row] = await queryRows<ConsumerRow>(
    db,
    sql`select ${CONSUMER_COLUMNS} from consumers k where ${own('k', o)} and k.id = ${id} and k.status <> 'R'`,
  );
  return row ?? null;
}

/** Whether the owner has a consumer (pending or approved) of this phone other than `exceptId`. */
export async function consumerPhoneTaken(db: Db | Tx, o: StoreOwner, phone: string, exceptId: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select k.id from consumers k where ${own('k', o)} and k.phone = ${phone} and k.status <> 'R'
        and k.id <> ${exceptId} limit 1`,
  );
  return row !== undefined;
}

export interface ConsumerValues {
  name: string;
  phone: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export async function insertConsumer(
  db: Db | Tx,
  o: StoreOwner,
  v: ConsumerValues & { status: 'P' | 'A'; createdAt: Date },
): Promise<ConsumerRow> {
  const [row] = await queryRows<ConsumerRow>(
    db,
    sql`insert into consumers as k (client_id, retailer_id, name, phone, address, latitude, longitude, status, created_at, decided_at)
        values (${o.clientId}, ${o.retailerId}, ${v.name}, ${v.phone}, ${v.address}, ${v.latitude}, ${v.longitude},
                ${v.status}, ${v.createdAt.toISOString()}::timestamptz,
                ${v.status === 'A' ? v.createdAt.toISOString() : null}::timestamptz)
        returning ${CONSUMER_COLUMNS}`,
  );
  return row!;
}

export async function updateConsumer(
  db: Db | Tx,
  o: StoreOwner,
  id: number,
  v: ConsumerValues,
): Promise<ConsumerRow | null> {
  const [row] = await queryRows<ConsumerRow>(
    db,
    sql`update consumers k set name = ${v.name}, phone = ${v.phone}, address = ${v.address},
          latitude = ${v.latitude}, longitude = ${v.longitude}
        where ${own('k', o)} and k.id = ${id} and k.status <> 'R' returning ${CONSUMER_COLUMNS}`,
  );
  return row ?? null;
}

/** Decides a pending consumer of the owner: A or R; false when it has no such pending consumer. */
export async function decideConsumer(db: Db | Tx, o: StoreOwner, id: number, status: 'A' | 'R', now: Date) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update consumers k set status = ${status}, decided_at = ${now.toISOString()}::timestamptz
        where ${own('k', o)} and k.id = ${id} and k.status = 'P' returning k.id`,
  );
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------
// Dashboard
// ------------------------------------------------------------------------------------------

export async function countStore(db: Db, o: StoreOwner) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from consumers k where ${own('k', o)} and k.status = 'A') as consumers,
      (select count(*)::int from consumers k where ${own('k', o)} and k.status = 'P') as pending,
      (select count(*)::int from store_products k where ${own('k', o)}) as products,
      (select count(*)::int from store_categories k where ${own('k', o)}) as categories,
      (select count(*)::int from store_brands k where ${own('k', o)}) as brands,
      (select count(*)::int from store_assets k where ${own('k', o)} and k.kind = 'Display') as displays,
      (select count(*)::int from store_assets k where ${own('k', o)} and k.kind = 'Asset') as assets,
      (select count(*)::int from store_media k where ${own('k', o)} and k.kind = 'Banner') as banners,
      (select count(*)::int from store_media k where ${own('k', o)} and k.kind = 'Image') as images`,
  );
  return row!;
}

// ------------------------------------------------------------------------------------------
// Banners and images (decision 122)
// ------------------------------------------------------------------------------------------

export interface MediaRow {
  id: number;
  kind: string;
  title: string;
  active: boolean;
  file_key: string;
  thumb_key: string;
  width: number;
  height: number;
  created_at: string | Date;
  request_hash: string | null;
}

const MEDIA_COLUMNS = sql.raw(
  'm.id, m.kind, m.title, m.active, m.file_key, m.thumb_key, m.width, m.height, m.created_at, m.request_hash',
);

/** A page of the owner's pictures (of one kind, or both), newest first, with the total. */
export async function findMediaPage(
  db: Db,
  o: StoreOwner,
  kind: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const parts = [own('m', o)];
  if (kind) parts.push(sql`m.kind = ${kind}`);
  const rows = await queryRows<MediaRow & { total: number }>(
    db,
    sql`select ${MEDIA_COLUMNS}, count(*) over ()::int as total from store_media m where ${and(parts)}
        order by m.created_at desc, m.id desc limit ${page.limit}::int offset ${page.offset}::int`,
  );
  if (rows.length > 0 || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from store_media m where ${and(parts)}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findMedia(db: Db | Tx, o: StoreOwner, id: number): Promise<MediaRow | null> {
  const [row] = await queryRows<MediaRow>(
    db,
    sql`select ${MEDIA_COLUMNS} from store_media m where ${own('m', o)} and m.id = ${id}`,
  );
  return row ?? null;
}

export async function findMediaByKey(db: Db, o: StoreOwner, key: string): Promise<MediaRow | null> {
  const [row] = await queryRows<MediaRow>(
    db,
    sql`select ${MEDIA_COLUMNS} from store_media m where ${own('m', o)} and m.idempotency_key = ${key}`,
  );
  return row ?? null;
}

export async function countMedia(db: Db | Tx, o: StoreOwner): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from store_media m where ${own('m', o)}`,
  );
  return Number(row?.n ?? 0);
}

export interface NewMedia {
  kind: string;
  title: string;
  fileKey: string;
  thumbKey: string;
  width: number;
  height: number;
  size: number;
  idempotencyKey: string | null;
  requestHash: string | null;
  createdAt: Date;
}

/**
 * Adds a picture row when the owner has fewer than `max`; null when the cap is reached. The
 * retailer row is locked first, so two uploads at once cannot both pass the count.
 */
export async function insertMediaWithin(
  tx: Tx,
  o: StoreOwner,
  m: NewMedia,
  max: number,
): Promise<MediaRow | null> {
  await queryRows(tx, sql`select id from retailers where id = ${o.retailerId} for update`);
  if ((await countMedia(tx, o)) >= max) return null;
  const [row] = await queryRows<MediaRow>(
    tx,
    sql`insert into store_media as m (client_id, retailer_id, kind, title, file_key, thumb_key, width, height, size,
          idempotency_key, request_hash, created_at)
        values (${o.clientId}, ${o.retailerId}, ${m.kind}, ${m.title}, ${m.fileKey}, ${m.thumbKey}, ${m.width},
          ${m.height}, ${m.size}, ${m.idempotencyKey}, ${m.requestHash}, ${m.createdAt.toISOString()}::timestamptz)
        returning ${MEDIA_COLUMNS}`,
  );
  return row!;
}

export async function deleteMedia(db: Db | Tx, o: StoreOwner, id: number): Promise<MediaRow | null> {
  const [row] = await queryRows<MediaRow>(
    db,
    sql`delete from store_media m where ${own('m', o)} and m.id = ${id} returning ${MEDIA_COLUMNS}`,
  );
  return row ?? null;
}

export async function updateMediaActive(
  db: Db | Tx,
  o: StoreOwner,
  id: number,
  active: boolean,
): Promise<MediaRow | null> {
  const [row] = await queryRows<MediaRow>(
    db,
    sql`update store_media m set active = ${active} where ${own('m', o)} and m.id = ${id} returning ${MEDIA_COLUMNS}`,
  );
  return row ?? null;
}

/** Which of these file keys some picture row still uses (the large seed's rows share files). */
export async function findMediaFilesInUse(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select m.file_key as key from store_media m where m.file_key in (${list})
        union select m.thumb_key from store_media m where m.thumb_key in (${list})`,
  );
  return new Set(rows.map((r) => r.key));
}
