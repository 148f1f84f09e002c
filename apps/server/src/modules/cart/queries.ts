/**
 * The query layer of the cart (docs/decisions/046): the cart row and its revision lock, the cart's
 * lines with everything pricing needs, and the one writer of cart lines. Every query is scoped by
 * the cart's retailer and distributor and by the client.
 */
import type { TBulkOrderUploadRequest } from '@restock/domain/contracts/cart';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { intArray, queryRows, timestamp } from '../../db/sql.ts';
import { int } from '../../db/values.ts';
import { versionedCache } from '../../db/versioned-cache.ts';
import { discountVisible, schemeVisible } from '../product/service.ts';

/** Whose cart: a retailer's cart at one distributor, of one client. */
export interface CartKey {
  clientId: number;
  retailerId: number;
  distributorId: number;
}

export interface CartRevision {
  revision: number;
  /** The revision whose order code was validated (otpAuthBeforeOrder), null when none. */
  otpRevision: number | null;
}

/**
 * Locks the cart row for the rest of the transaction (creating it on first use). With `bump`, the
 * revision moves on: every change of the lines does that (decision 046). Without, the row is locked
 * as it is (a submit reads the revision it turns into orders). Either way the statement waits for
 * any other transaction holding the row, so changes of one cart apply one after the other.
 */
export async function lockCart(tx: Tx, key: CartKey, now: Date, bump: boolean): Promise<CartRevision> {
  const [row] = await queryRows<{ revision: number; otp_revision: number | null }>(
    tx,
    sql`insert into carts (retailer_id, distributor_id, client_id, revision, updated_at)
        values (${key.retailerId}, ${key.distributorId}, ${key.clientId}, ${bump ? 1 : 0}, ${timestamp(now)})
        on conflict (retailer_id, distributor_id) do update
          set revision = carts.revision + ${bump ? 1 : 0},
              updated_at = ${bump ? sql`excluded.updated_at` : sql`carts.updated_at`}
        returning revision, otp_revision`,
  );
  return {
    revision: int(row?.revision),
    otpRevision: row?.otp_revision == null ? null : int(row.otp_revision),
  };
}

/** Records that the order code was validated for this revision (decision 046). */
export async function setOtpRevision(tx: Tx, key: CartKey, revision: number): Promise<void> {
  await tx.execute(sql`update carts set otp_revision = ${revision}
    where retailer_id = ${key.retailerId} and distributor_id = ${key.distributorId}`);
}

/** One change of a cart line: qty 0 removes the line. */
export interface CartLineWrite {
  productId: number;
  /** Pieces. */
  qty: number;
  uomId: number;
  /** The price per piece the retailer saw (numeric text), null when the upload carried none. */
  seenPrice: string | null;
  isFree: boolean;
}

/**
 * The statements that apply line changes to a cart (qty 0 removes a line), to run inside one
 * statement that also moves the cart's revision on (`writeCartIfUnchanged`). The last change of a
 * product wins (one statement cannot touch a row twice). The lines travel as arrays, so the text is
 * the same whatever the lines: the write is parsed and planned once per connection (prepared).
 */
function cartLineStatements(key: CartKey, lines: readonly CartLineWrite[], now: Date): SQL[] {
  const last = new Map(lines.map((l) => [l.productId, l]));
  const removed = [...last.values()].filter((l) => l.qty <= 0).map((l) => l.productId);
  const kept = [...last.values()].filter((l) => l.qty > 0);
  const at = timestamp(now);
  return [
    sql`delete from cart_lines where retailer_id = ${key.retailerId}
      and distributor_id = ${key.distributorId} and product_id = any(${intArray(removed)})`,
    // The line keeps its place (created_at); everything the retailer set is replaced.
    sql`insert into cart_lines
        (retailer_id, distributor_id, product_id, qty, uom_id, seen_price, is_free, created_at, updated_at)
      select ${key.retailerId}, ${key.distributorId}, l.product_id, l.qty, l.uom_id, l.seen_price, l.is_free, ${at}, ${at}
      from unnest(${intArray(kept.map((l) => l.productId))}, ${intArray(kept.map((l) => l.qty))},
        ${intArray(kept.map((l) => l.uomId))}, ${numericArray(kept.map((l) => l.seenPrice))},
        ${boolArray(kept.map((l) => l.isFree))}) as l(product_id, qty, uom_id, seen_price, is_free)
      on conflict (retailer_id, distributor_id, product_id) do update set qty = excluded.qty,
        uom_id = excluded.uom_id, seen_price = excluded.seen_price, is_free = excluded.is_free,
        updated_at = excluded.updated_at`,
  ];
}

/** A numeric[] parameter; a value that is not a plain decimal goes in as null. */
function numericArray(values: ReadonlyArray<string | null>): SQL {
  const items = values.map((v) => (v !== null && /^-?\d+(\.\d+)?$/.test(v) ? v : 'NULL'));
  return sql`${`{${items.join(',')}}`}::numeric[]`;
}

function boolArray(values: readonly boolean[]): SQL {
  return sql`${`{${values.map((v) => (v ? 't' : 'f')).join(',')}}`}::boolean[]`;
}

/** The error `writeCartIfUnchanged` raises when the cart moved on since `revision` was read. */
export const CART_CHANGED_SQLSTATE = 'RC409';

/** Whether an error is the cart-changed guard of migration 0009 (the caller reads again and retries). */
export function isCartChanged(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === CART_CHANGED_SQLSTATE) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one writer of a cart (docs/decisions/046, 052): one statement that moves the revision from
 * `revision` (as read with everything the caller checked) to the next, applies the line changes and
 * runs the caller's other statements (the submit's orders), all or nothing. When the revision is
 * no longer `revision` (another tab or call wrote the cart since), nothing is changed and the
 * statement fails with CART_CHANGED_SQLSTATE. Answers the new revision.
 */
export async function writeCartIfUnchanged(
  db: Db | Tx,
  key: CartKey,
  revision: number,
  change: {
    lines?: readonly CartLineWrite[];
    clear?: boolean;
    /** Other statements of the same write, as CTEs a later one may name. */
    also?: ReadonlyArray<{ name: string; statement: SQL }>;
  },
  now: Date,
): Promise<number> {
  // A cart without a row reads as revision 0; its first write makes the row (revision 1). Under a
  // concurrent writer the update re-checks the revision once that writer's row lock is released.
  const moved = sql`update carts set revision = revision + 1, updated_at = ${timestamp(now)}
    where retailer_id = ${key.retailerId} and distributor_id = ${key.distributorId} and revision = ${revision}
    returning revision`;
  const made = sql`insert into carts (retailer_id, distributor_id, client_id, revision, updated_at)
    select ${key.retailerId}, ${key.distributorId}, ${key.clientId}, 1, ${timestamp(now)} where ${revision}::int = 0
    on conflict (retailer_id, distributor_id) do nothing
    returning revision`;
  const writes = [
    ...(change.clear ? [deleteCartLinesStatement(key)] : []),
    ...(change.lines?.length ? cartLineStatements(key, change.lines, now) : []),
  ].map((statement, i) => ({ name: `lines_${i}`, statement }));
  writes.push(...(change.also ?? []));
  const ctes = [
    sql`moved as (${moved})`,
    sql`made as (${made})`,
    sql`bumped as (select revision from moved union all select revision from made)`,
    ...writes.map((w) => sql`${sql.identifier(w.name)} as (${w.statement})`),
  ];
  const [row] = await queryRows<{ revision: number }>(
    db,
    sql`with ${sql.join(ctes, sql`, `)}
        select restock_cart_unchanged(exists (select 1 from bumped)), (select revision from bumped) as revision`,
    // One text per kind of write whatever the lines and orders (arrays and jsonb parameters).
    { prepare: 'cart_write' },
  );
  return int(row?.revision);
}

/** Empties a cart through its lock, moving its revision on (ClearCart, a distributor switch). */
export async function emptyCart(tx: Tx, key: CartKey, now: Date): Promise<void> {
  await lockCart(tx, key, now, true);
  await tx.execute(deleteCartLinesStatement(key));
}

/** The statement that removes every line of a cart (the caller holds the cart's lock). */
export function deleteCartLinesStatement(key: CartKey): SQL {
  return sql`delete from cart_lines where retailer_id = ${key.retailerId} and distributor_id = ${key.distributorId}`;
}

/**
 * A cart line with its product as the distributor sells it now. `available` is false when the
 * distributor no longer carries the product (or it was switched off): such a line cannot be priced.
 */
export interface CartRow {
  product_id: number;
  qty: number;
  uom_id: number;
  seen_price: string | null;
  is_free: boolean;
  available: boolean;
  code: string;
  name: string;
  client_id: number;
  conversion_qty: number;
  points: number;
  tax_percent: string;
  image_url: string;
  brand_id: number;
  brand_name: string;
  sub_brand_id: number | null;
  sub_brand_name: string | null;
  category_id: number;
  category_name: string;
  sub_category_id: number;
  sub_category_name: string;
  price: string | null;
  sih: number | null;
  is_saleable: boolean | null;
  is_foc: boolean | null;
  min_order_qty: number | null;
  max_order_qty: number | null;
  scheme_id: number | null;
  scheme_narration: string | null;
  discount_id: number | null;
  discount_type: string | null;
  discount_value: string | null;
  /** Grams or millilitres per piece (the NETQTY attribute), for the order volume. */
  net_qty: string | null;
}

/** A cart row as findCartRows reads it: with the slabs of its scheme (free goods named). */
export interface PricingCartRow extends CartRow {
  slabs: SlabRow[] | null;
}

/**
 * The product columns of a cart line, as the catalogue shows them (product/queries/lines.ts): the scheme
 * and the discount are the first ones running now at the distributor, the same choice as the
 * product lists, so the cart prices what the retailer saw. Reads `p` and the joins below.
 */
const PRODUCT_COLUMNS = sql`p.code, p.name, p.client_id, p.conversion_qty, p.points,
    p.tax_percent::text as tax_percent, coalesce(p.image_url, '/images/products/' || p.id || '.svg') as image_url,
    p.brand_id, (select b.name from brands b where b.id = p.brand_id) as brand_name,
    p.sub_brand_id, (select sb.name from brands sb where sb.id = p.sub_brand_id) as sub_brand_name,
    p.category_id, (select c.name from categories c where c.id = p.category_id) as category_name,
    p.sub_category_id, (select sc.name from categories sc where sc.id = p.sub_category_id) as sub_category_name,
    dp.price::text as price, dp.sih, dp.is_saleable, dp.is_foc, dp.min_order_qty, dp.max_order_qty,
    coalesce(dp.active and dp.product_active and p.active, false) as available,
    sch.id as scheme_id, sch.narration as scheme_narration,
    dis.id as discount_id, dis.type as discount_type, dis.value::text as discount_value,
    (select pan.value::text from product_attribute_numbers pan join attributes a on a.id = pan.attribute_id
      where pan.product_id = p.id and a.code = 'NETQTY' and a.client_id = p.client_id limit 1) as net_qty`;

/**
 * Joins after `products p`: the distributor's row (left: it may be gone), scheme, discount. Names
 * are scalar subqueries above: a cart holds a few lines, and a primary-key lookup per line beats
 * the hash joins over every brand and category that the planner picks for joins here.
 */
function productJoins(key: CartKey, now: Date) {
  const scope = { ...key, now };
  return sql`left join distributor_products dp on dp.distributor_id = ${key.distributorId} and dp.product_id = p.id
      and dp.client_id = p.client_id
    left join lateral (select s.id, s.narration from scheme_products sp join schemes s on s.id = sp.scheme_id
      where sp.product_id = p.id and ${schemeVisible(scope)} order by s.id limit 1) sch on true
    left join lateral (select d.id, d.type, d.value from discount_products dpr join discounts d on d.id = dpr.discount_id
      where dpr.product_id = p.id and ${discountVisible(scope)} order by d.id limit 1) dis on true`;
}

/**
 * The cart's lines, oldest first, each with its product as it is now and the slabs of its scheme
 * (with the free product's name and image): everything pricing reads, in one prepared statement.
 */
export async function findCartRows(db: Db | Tx, key: CartKey, now: Date): Promise<PricingCartRow[]> {
  return queryRows<PricingCartRow>(
    db,
    sql`${cartRowsSelect(key, now)} order by cl.created_at, cl.product_id`,
    {
      prepare: 'cart_rows',
    },
  );
}

/**
 * The select of `findCartRows` without its order (`line_created_at, product_id` give it), for a
 * statement that reads the cart beside other things (the submit).
 */
export function cartRowsSelect(key: CartKey, now: Date): SQL {
  return sql`select cl.product_id, cl.qty, cl.uom_id, cl.seen_price::text as seen_price, cl.is_free,
      cl.created_at as line_created_at, ${PRODUCT_COLUMNS},
      (select json_agg(json_build_object('id', sl.id, 'scheme_id', sl.scheme_id, 'seq', sl.seq,
          'min_qty', sl.min_qty, 'max_qty', sl.max_qty, 'free_qty', sl.free_qty,
          'free_product_id', sl.free_product_id, 'discount_percent', sl.discount_percent::text,
          'free_name', fp.name, 'free_code', fp.code,
          'free_image_url', coalesce(fp.image_url, '/images/products/' || fp.id || '.svg'))
          order by sl.seq, sl.id)
        from scheme_slabs sl left join products fp on fp.id = sl.free_product_id and fp.client_id = p.client_id
        where sl.scheme_id = sch.id) as slabs
    from cart_lines cl join products p on p.id = cl.product_id ${productJoins(key, now)}
    where cl.retailer_id = ${key.retailerId} and cl.distributor_id = ${key.distributorId}
      and p.client_id = ${key.clientId}`;
}

/** What a cart line is, without its product: enough for the FOC rule and for "is the cart empty". */
export type CartLineKey = Pick<CartRow, 'product_id' | 'qty' | 'is_free'>;

/** The cart's lines as stored, oldest first (no product columns: cheap under the cart's lock). */
export async function findCartLineKeys(db: Db | Tx, key: CartKey): Promise<CartLineKey[]> {
  return queryRows<CartLineKey>(
    db,
    sql`select product_id, qty, is_free from cart_lines
        where retailer_id = ${key.retailerId} and distributor_id = ${key.distributorId}
        order by created_at, product_id`,
  );
}

export type ProductRow = Omit<CartRow, 'qty' | 'uom_id' | 'seen_price' | 'is_free'>;

/**
 * What an upload checks, read in one statement (one snapshot): the cart's revision (0 without a
 * cart row), the uploaded products (of the client) as the cart's distributor sells them now, and
 * the cart's lines as stored.
 */
export async function findUploadRows(
  tx: Db | Tx,
  key: CartKey,
  productIds: readonly number[],
  now: Date,
): Promise<{ revision: number; products: Map<number, ProductRow>; cart: CartLineKey[] }> {
  const rows = await queryRows<
    (ProductRow | { product_id: null }) & { cart_keys: CartLineKey[] | null; revision: number | null }
  >(
    tx,
    sql`select (select c.revision from carts c
            where c.retailer_id = ${key.retailerId} and c.distributor_id = ${key.distributorId}) as revision,
          (select json_agg(json_build_object('product_id', cl.product_id, 'qty', cl.qty, 'is_free', cl.is_free)
            order by cl.created_at, cl.product_id)
          from cart_lines cl where cl.retailer_id = ${key.retailerId} and cl.distributor_id = ${key.distributorId}) as cart_keys,
          x.*
        from (select 1) one left join lateral (
          select p.id as product_id, ${PRODUCT_COLUMNS} from products p ${productJoins(key, now)}
          where p.id = any(${intArray(productIds)}) and p.client_id = ${key.clientId}) x on true`,
    { prepare: 'cart_upload_rows' },
  );
  const products = new Map<number, ProductRow>();
  for (const r of rows) if (r.product_id !== null) products.set(int(r.product_id), r as ProductRow);
  return { revision: int(rows[0]?.revision), products, cart: rows[0]?.cart_keys ?? [] };
}

export interface SlabRow {
  id: number;
  scheme_id: number;
  seq: number;
  min_qty: number;
  max_qty: number;
  free_qty: number;
  free_product_id: number | null;
  discount_percent: string;
  /** The free product's name, code and image (null when it is not the client's). */
  free_name?: string | null;
  free_code?: string | null;
  free_image_url?: string | null;
}

/** What the cart's distributor sets for ordering: the delivery schedule and the minimum order value. */
export interface DistributorTerms {
  id: number;
  clientId: number;
  name: string;
  deliveryWeekdays: number[];
  standardLeadDays: number;
  expressLeadDays: number;
  /** numeric text; null: no minimum. */
  minOrderValue: string | null;
}

const termsCache = versionedCache<number, DistributorTerms>();

/**
 * The distributor's ordering terms. With the config version the caller's session read, terms read
 * earlier at that version are used as they are (docs/decisions/052).
 */
export async function findDistributorTerms(
  db: Db | Tx,
  key: CartKey,
  configVersion?: number,
): Promise<DistributorTerms> {
  if (configVersion !== undefined) {
    const cached = termsCache.get(db, key.distributorId, configVersion);
    if (cached?.clientId === key.clientId) return cached;
  }
  const [row] = await queryRows<{
    id: number;
    name: string;
    delivery_weekdays: number[] | string | null;
    standard_lead_days: number;
    express_lead_days: number;
    min_order_value: string | null;
    config_version: number;
  }>(
    db,
    sql`select d.id, d.name, d.delivery_weekdays, d.standard_lead_days, d.express_lead_days,
          d.min_order_value::text as min_order_value, c.config_version
        from distributors d join clients c on c.id = d.client_id
        where d.id = ${key.distributorId} and d.client_id = ${key.clientId}`,
  );
  const terms: DistributorTerms = {
    id: key.distributorId,
    clientId: key.clientId,
    name: row?.name ?? '',
    deliveryWeekdays: weekdays(row?.delivery_weekdays),
    standardLeadDays: int(row?.standard_lead_days),
    expressLeadDays: int(row?.express_lead_days),
    minOrderValue: row?.min_order_value ?? null,
  };
  if (row) termsCache.set(db, key.distributorId, int(row.config_version), terms);
  return terms;
}

/** An integer[] column: node-postgres gives an array, some paths the text form '{1,3}'. */
function weekdays(value: number[] | string | null | undefined): number[] {
  if (Array.isArray(value)) return value.map(int);
  if (typeof value === 'string') {
    return value
      .replace(/[{}]/g, '')
      .split(',')
      .filter((s) => s.trim() !== '')
      .map(int);
  }
  return [];
}

/** Conditions beyond the filter: SKU ids (FilterLevelCode SKU) and the selected products. */
export function bulkProductConditions(body: TBulkOrderUploadRequest): SQL[] {
  const extra: SQL[] = [];
  if (body.FilterLevelCode === 'SKU' && body.FilterIdList.length > 0) {
    extra.push(sql`dp.product_id = any(${intArray(body.FilterIdList)})`);
  }
  if (body.ProductIdList.length > 0) extra.push(sql`dp.product_id = any(${intArray(body.ProductIdList)})`);
  return extra;
}
