/**
 * Repeat order (isEnableRepeatOrder): the lines of a past order back into the cart through
 * requests/cart planRepeatOrder (minimum order rounding, caps, the old order's Price, unsaleable
 * lines dropped), then OrderUpload. The cart belongs to the selected distributor, so an order of
 * another distributor is repeated after switching to it; a FOC (trial) order is not repeated.
 */
import type { TOrderUploadLineInput } from '@restock/domain/contracts/cart';
import { planRepeatOrder, type RepeatLine } from '@restock/domain/requests/cart';
import { type CartProductInfo, cartProductInfo } from '@restock/domain/rules/cart';

/**
 * What repeat needs of an order line (OrderViewDetails Data, contracts/orders ZOrderLine): the
 * product fields of rules/cart CartProductInfo, with the minimum and maximum order quantities and
 * the saleable flag optional (an order line may lack them), and the old quantity and price.
 */
export interface RepeatSourceLine extends Omit<CartProductInfo, 'MinORDQty' | 'MaxORDQty' | 'Price'> {
  Qty: number;
  Price: number;
  IsFree: number;
  MinORDQty?: number | undefined;
  MaxORDQty?: number | undefined;
  IsSaleable?: number | boolean | undefined;
  /** False when the distributor no longer carries the product. */
  Available?: boolean | undefined;
}

export interface RepeatOrderFacts {
  DistributorId: number;
  DistributorName: string;
  IsFOC: boolean;
}

export type RepeatPlan =
  | { kind: 'otherDistributor'; distributorId: number; distributorName: string }
  | { kind: 'focOrder' }
  | { kind: 'nothing' }
  | {
      kind: 'upload';
      lines: TOrderUploadLineInput[];
      /** Lines whose quantity the minimum order rounding changed. */
      rounded: number;
      /** Lines left out (no longer carried or saleable, free goods, quantity 0). */
      skipped: number;
    };

export function toRepeatLine(line: RepeatSourceLine): RepeatLine {
  return {
    ...cartProductInfo({ ...line, MinORDQty: line.MinORDQty ?? 0, MaxORDQty: line.MaxORDQty ?? 0 }),
    Qty: line.Qty,
    Price: line.Price,
    IsSaleable: line.Available === false ? 0 : (line.IsSaleable ?? 1),
  };
}

/** Plans a repeat of an order into the selected distributor's cart. */
export function planRepeat(
  order: RepeatOrderFacts,
  lines: readonly RepeatSourceLine[],
  selectedDistributorId: number,
  options: { isEnableMinOrderQty: boolean },
): RepeatPlan {
  if (order.IsFOC) return { kind: 'focOrder' };
  if (order.DistributorId !== selectedDistributorId)
    return {
      kind: 'otherDistributor',
      distributorId: order.DistributorId,
      distributorName: order.DistributorName,
    };
  const paid = lines.filter((l) => l.IsFree !== 1 && l.DistributorId === selectedDistributorId);
  const upload = planRepeatOrder(paid.map(toRepeatLine), options);
  if (upload.length === 0) return { kind: 'nothing' };
  const oldQty = new Map(paid.map((l) => [l.ProductId, l.Qty]));
  const rounded = upload.filter((l) => oldQty.get(Number(l.PId)) !== Number(l.Qty)).length;
  const products = new Set(lines.map((l) => `${l.DistributorId}:${l.ProductId}`));
  return { kind: 'upload', lines: upload, rounded, skipped: products.size - upload.length };
}
