/**
 * Prices a cart: the one place where cart lines become amounts, free goods and totals. Cart detail,
 * the order summary and order submit all call `loadPricedCart`, so the order a retailer places holds
 * exactly the numbers the cart showed (docs/decisions/040, 041). Every rule comes from
 * packages/domain (rules/pricing, rules/cart); this file only feeds them the database's rows.
 */
import type { TCartLine, TCartTotals, TFreeProduct } from '@restock/domain/contracts/cart';
import {
  type CartKind,
  cartKind,
  checkStock,
  type LevelFields,
  type StockCheck,
} from '@restock/domain/rules/cart';
import { type DeliveryDates, formatApiDate } from '@restock/domain/rules/delivery';
import {
  type CartTotals,
  cartPoints,
  cashVoucherSummary,
  type LineAmounts,
  meetsMinimumOrderValue,
  orderVolumeSummary,
  type Paise,
  paiseToNumber,
  priceLine,
  type SchemeSlabLike,
  schemeBenefit,
  toPaise,
  totalCart,
  tryToPaise,
} from '@restock/domain/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { slabOfRow } from '../product/service.ts';
import { type CartContext, offeredDeliveryDates } from './context.ts';
import { type CartRow, findCartRows, type PricingCartRow, type SlabRow } from './queries.ts';

/** Why a line in the cart cannot be ordered now (the submit refuses it; the retailer removes it). */
export type LineProblem = 'notSaleable' | 'focWithdrawn';

/** A priced cart line: the answer's line, its amounts in paise and the levels it groups and splits by. */
export interface PricedLine extends LevelFields {
  line: TCartLine;
  amounts: LineAmounts;
  isFoc: boolean;
  problem: LineProblem | null;
  /** Free goods this line earns (scheme slab). */
  free: TFreeProduct[];
}

export interface PricedCart {
  /** Lines of products the distributor still carries, in the order they were added. */
  lines: PricedLine[];
  /** Products in the cart the distributor no longer carries: not shown, not ordered. */
  unavailable: number[];
  /** How many lines the cart holds in the database (available or not). */
  storedLineCount: number;
  free: TFreeProduct[];
  totals: TCartTotals;
  amounts: CartTotals;
  stock: StockCheck;
  kind: CartKind;
  dates: DeliveryDates;
}

function slabsByScheme(rows: readonly SlabRow[]): Map<number, SchemeSlabLike[]> {
  const out = new Map<number, SchemeSlabLike[]>();
  for (const r of rows) {
    const list = out.get(int(r.scheme_id)) ?? [];
    list.push({ ...slabOfRow(r), DiscountPercent: r.discount_percent });
    out.set(int(r.scheme_id), list);
  }
  return out;
}

const NO_AMOUNTS: LineAmounts = {
  unitPrice: 0n,
  gross: 0n,
  discount: 0n,
  scheme: 0n,
  taxable: 0n,
  tax: 0n,
  net: 0n,
};

/**
 * One available cart row priced. A FOC line is free of charge: price and amounts 0, no scheme or
 * discount. A paid line: the distributor's price, its discount, the scheme slab reached (its
 * percentage off, and free goods as separate lines) and tax, by rules/pricing priceLine.
 */
function priceRow(
  row: CartRow,
  ctx: CartContext,
  slabs: Map<number, SchemeSlabLike[]>,
  deliveryDate: string,
): Omit<PricedLine, 'free'> & { freeProductId: number | null; freeQty: number; slabId: number | null } {
  const productId = int(row.product_id);
  const qty = int(row.qty);
  const isFoc = row.is_free === true;
  const schemeId = row.scheme_id === null ? 0 : int(row.scheme_id);
  const benefit = isFoc ? null : schemeBenefit(slabs.get(schemeId) ?? [], qty, productId);
  const discountId = row.discount_id === null ? 0 : int(row.discount_id);
  const amounts = isFoc
    ? NO_AMOUNTS
    : priceLine(
        {
          qty,
          price: row.price ?? '0',
          discount:
            discountId === 0
              ? null
              : { type: row.discount_type === 'AMT' ? 'AMT' : 'PCT', value: row.discount_value ?? '0' },
          schemeDiscountPercent: benefit?.discountPercent ?? '0',
          taxPercent: row.tax_percent,
        },
        { isPriceIncludingTax: ctx.settings.flags.isPriceIncludingTax },
      );
  const seen = row.seen_price === null ? null : tryToPaise(row.seen_price);
  const oldPrice = !isFoc && seen !== null && seen !== amounts.unitPrice ? paiseToNumber(seen) : null;
  const problem: LineProblem | null =
    row.is_saleable !== true
      ? 'notSaleable'
      : isFoc && !(row.is_foc === true && ctx.settings.flags.isEnableFoc)
        ? 'focWithdrawn'
        : null;
  const line: TCartLine = {
    ProductId: productId,
    PrincipalId: int(row.client_id),
    ProductName: row.name,
    ProductCode: row.code,
    Price: paiseToNumber(amounts.unitPrice),
    Qty: qty,
    ConversionQty: Math.max(1, int(row.conversion_qty)),
    IsFree: isFoc ? 1 : 0,
    DeliveryDate: deliveryDate,
    DiscountId: isFoc ? 0 : discountId,
    SchemeId: isFoc ? 0 : schemeId,
    Scheme: benefit && benefit.slabId !== null ? (row.scheme_narration ?? '') : null,
    ImageUrl: row.image_url,
    DistributorId: ctx.key.distributorId,
    UomId: int(row.uom_id) || 1,
    GroupId: int(row.category_id),
    GroupName: row.category_name,
    MinORDQty: int(row.min_order_qty),
    MaxORDQty: int(row.max_order_qty),
    IsSaleable: row.is_saleable === true ? 1 : 0,
    SIH: int(row.sih),
    BrandId: int(row.brand_id),
    BrandName: row.brand_name,
    SplitId: int(row.brand_id),
    SplitName: row.brand_name,
    ProductPoints: int(row.points),
    TaxPercent: paiseToNumber(toPaise(row.tax_percent)),
    DiscAmount: paiseToNumber(amounts.discount),
    SchemeAmount: paiseToNumber(amounts.scheme),
    TaxAmount: paiseToNumber(amounts.tax),
    OldPrice: oldPrice,
    LineTotal: paiseToNumber(amounts.gross),
    NetAmount: paiseToNumber(amounts.net),
  };
  return {
    line,
    amounts,
    isFoc,
    problem,
    DistributorId: ctx.key.distributorId,
    ProductId: productId,
    ProductName: row.name,
    PrincipalId: int(row.client_id),
    BrandId: int(row.brand_id),
    BrandName: row.brand_name,
    SubBrandId: row.sub_brand_id === null ? null : int(row.sub_brand_id),
    SubBrandName: row.sub_brand_name,
    CategoryId: int(row.category_id),
    CategoryName: row.category_name,
    SubCategoryId: int(row.sub_category_id),
    SubCategoryName: row.sub_category_name,
    GroupId: int(row.category_id),
    GroupName: row.category_name,
    SplitId: int(row.brand_id),
    SplitName: row.brand_name,
    freeProductId: benefit?.freeProductId ?? null,
    freeQty: benefit?.freeQty ?? 0,
    slabId: benefit?.slabId ?? null,
  };
}

/** The cart totals of the contract from the priced lines (each a sum of rounded line amounts). */
function cartTotals(
  lines: readonly PricedLine[],
  free: readonly TFreeProduct[],
  rows: ReadonlyMap<number, CartRow>,
  ctx: CartContext,
  kind: CartKind,
): { totals: TCartTotals; amounts: CartTotals } {
  const amounts = totalCart(lines.map((l) => l.amounts));
  const paid = lines.filter((l) => !l.isFoc);
  const voucher = cashVoucherSummary(
    cartPoints(paid.map((l) => ({ qty: l.line.Qty, productPoints: l.line.ProductPoints }))),
    ctx.settings.cashVoucher,
  );
  const volume = orderVolumeSummary(
    lines.map((l) => ({
      qty: l.line.Qty,
      conversionQty: l.line.ConversionQty,
      measurePerPiece: rows.get(l.line.ProductId)?.net_qty ?? null,
    })),
    ctx.settings.orderVolume,
  );
  const min = ctx.terms.minOrderValue;
  const minPaise: Paise | null = min === null ? null : tryToPaise(min);
  // Free-of-charge (FOC) orders have nothing to pay, so the minimum order value is for paid carts.
  const meets = kind === 'foc' || meetsMinimumOrderValue(amounts.net, min);
  return {
    amounts,
    totals: {
      LineCount: lines.length,
      TotalQty: lines.reduce((n, l) => n + l.line.Qty, 0),
      FreeQty: free.reduce((n, f) => n + f.FreeQty, 0),
      GrossAmount: paiseToNumber(amounts.gross),
      DiscAmount: paiseToNumber(amounts.discount),
      SchemeAmount: paiseToNumber(amounts.scheme),
      TaxAmount: paiseToNumber(amounts.tax),
      NetAmount: paiseToNumber(amounts.net),
      CashVoucher: voucher ? { Points: voucher.points, Value: paiseToNumber(voucher.value) } : null,
      OrderVolume: volume ? { Metric: volume.metric, Value: volume.value } : null,
      MinOrderValue: minPaise !== null && minPaise > 0n ? paiseToNumber(minPaise) : null,
      MeetsMinimumOrderValue: meets,
      AllowToCheckout: meets && lines.length > 0,
    },
  };
}

/** Prices rows already read (see `loadPricedCart`). */
export function priceCartRows(ctx: CartContext, rows: readonly PricingCartRow[]): PricedCart {
  const dates = offeredDeliveryDates(ctx);
  const deliveryDate = formatApiDate(dates.standard);
  const available = rows.filter((r) => r.available === true && int(r.qty) > 0 && r.price !== null);
  const priceable = new Set(available);
  const slabRows = available.filter((r) => !r.is_free).flatMap((r) => r.slabs ?? []);
  const slabs = slabsByScheme(slabRows);
  const priced = available.map((r) => priceRow(r, ctx, slabs, deliveryDate));
  // Free goods are the slab's free product, or the line's own product when the slab names none.
  const names = new Map<number, { name: string; image_url: string }>([
    ...slabRows
      .filter((sl) => sl.free_product_id !== null && sl.free_name)
      .map(
        (sl) =>
          [int(sl.free_product_id), { name: sl.free_name!, image_url: sl.free_image_url ?? '' }] as const,
      ),
    ...available.map((r) => [int(r.product_id), { name: r.name, image_url: r.image_url }] as const),
  ]);
  const lines: PricedLine[] = priced.map(({ freeProductId, freeQty, slabId, ...p }) => {
    const product = freeProductId === null ? undefined : names.get(freeProductId);
    const free: TFreeProduct[] =
      freeQty > 0 && freeProductId !== null && product
        ? [
            {
              ProductId: freeProductId,
              ProductName: product.name,
              ImageUrl: product.image_url,
              DistributorId: ctx.key.distributorId,
              FreeQty: freeQty,
              SchemeId: p.line.SchemeId,
              SlabId: slabId ?? 0,
              ForProductId: p.line.ProductId,
            },
          ]
        : [];
    return { ...p, free };
  });
  const free = lines.flatMap((l) => l.free);
  const kind = cartKind(lines.map((l) => l.line));
  const byId = new Map(rows.map((r) => [int(r.product_id), r]));
  const { totals, amounts } = cartTotals(lines, free, byId, ctx, kind);
  return {
    lines,
    unavailable: rows.filter((r) => !priceable.has(r)).map((r) => int(r.product_id)),
    storedLineCount: rows.length,
    free,
    totals,
    amounts,
    stock: checkStock(
      lines.map((l) => l.line),
      ctx.settings.flags.isRestrictSIHProducts,
    ),
    kind,
    dates,
  };
}

/** Reads and prices the cart of the context (inside a transaction when given one). */
export async function loadPricedCart(db: Db | Tx, ctx: CartContext): Promise<PricedCart> {
  return priceCartRows(ctx, await findCartRows(db, ctx.key, ctx.now));
}
