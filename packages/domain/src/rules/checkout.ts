/**
 * What changed between the cart a retailer confirmed and the cart as it is priced now (issue 23,
 * docs/decisions/128). A submit may be sent long after "Place order" was pressed (queued offline);
 * when it names what the retailer saw (OrderSubmit `Expected`), the server places the order only
 * if nothing listed here differs. Amounts are compared exactly, in paise; the changes carry amounts
 * as two-decimal strings ("1234.50") and quantities (pieces) as digit strings.
 */
import { formatPaise, type Paise, tryToPaise } from './pricing.ts';

/** Most lines an OrderSubmit's Expected may list. */
export const MAX_EXPECTED_LINES = 1000;

export const SUBMIT_CHANGE_KINDS = ['price', 'quantity', 'stock', 'minimum', 'total'] as const;
export type SubmitChangeKind = (typeof SUBMIT_CHANGE_KINDS)[number];

/**
 * One difference. price: Was/Now the price per piece. quantity: Was/Now the pieces, null for a
 * line the retailer did not see or that is no longer in the cart. stock: Was the pieces in the
 * cart, Now the pieces that may be ordered now (the stock in hand; 0 for a product no longer sold).
 * minimum: Was null, Now the minimum order value. total: Was/Now the cart's net amount.
 */
export interface SubmitChange {
  ProductId: number | null;
  ProductName: string | null;
  Kind: SubmitChangeKind;
  Was: string | null;
  Now: string | null;
}

/** What the retailer saw: amounts as numbers or numeric strings (the contract checked them). */
export interface ExpectedCart {
  NetAmount: number | string;
  Lines: ReadonlyArray<{ ProductId: number; Qty: number; Price: number | string }>;
}

/** A cart line as priced now. */
export interface CurrentCartLine {
  ProductId: number;
  ProductName: string;
  /** Pieces. */
  Qty: number;
  /** Price per piece now. */
  price: Paise;
  /** Stock in hand, pieces. */
  SIH: number;
  /**
   * Why the line cannot be ordered now: 'problem' (no longer sold, or no longer free of charge),
   * 'stock' (above the stock in hand where the client refuses that), or null.
   */
  unorderable: 'problem' | 'stock' | null;
}

/** The cart as priced now. */
export interface CurrentCart {
  lines: readonly CurrentCartLine[];
  net: Paise;
  meetsMinimum: boolean;
  /** The minimum order value, null when there is none. */
  minimum: Paise | null;
}

function moneyText(value: number | string): string {
  const paise = tryToPaise(value);
  return paise === null ? String(value) : formatPaise(paise);
}

/**
 * The differences between what the retailer saw and the cart now, in the cart's line order, then
 * the lines no longer in the cart, the minimum order value and the total. Empty when the order may
 * be placed as confirmed.
 */
export function submitChanges(expected: ExpectedCart, current: CurrentCart): SubmitChange[] {
  const changes: SubmitChange[] = [];
  const seen = new Map(expected.Lines.map((l) => [l.ProductId, l]));
  const inCart = new Set<number>();
  for (const line of current.lines) {
    inCart.add(line.ProductId);
    const at = { ProductId: line.ProductId, ProductName: line.ProductName };
    const was = seen.get(line.ProductId);
    if (!was) {
      changes.push({ ...at, Kind: 'quantity', Was: null, Now: String(line.Qty) });
    } else {
      const wasPrice = tryToPaise(was.Price);
      if (wasPrice !== line.price) {
        changes.push({ ...at, Kind: 'price', Was: moneyText(was.Price), Now: formatPaise(line.price) });
      }
      if (was.Qty !== line.Qty) {
        changes.push({ ...at, Kind: 'quantity', Was: String(was.Qty), Now: String(line.Qty) });
      }
    }
    if (line.unorderable !== null) {
      const orderable = line.unorderable === 'stock' ? Math.max(0, Math.min(line.Qty, line.SIH)) : 0;
      changes.push({ ...at, Kind: 'stock', Was: String(line.Qty), Now: String(orderable) });
    }
  }
  for (const l of expected.Lines) {
    if (!inCart.has(l.ProductId)) {
      changes.push({
        ProductId: l.ProductId,
        ProductName: null,
        Kind: 'quantity',
        Was: String(l.Qty),
        Now: null,
      });
    }
  }
  if (!current.meetsMinimum) {
    changes.push({
      ProductId: null,
      ProductName: null,
      Kind: 'minimum',
      Was: null,
      Now: formatPaise(current.minimum ?? 0n),
    });
  }
  if (tryToPaise(expected.NetAmount) !== current.net) {
    changes.push({
      ProductId: null,
      ProductName: null,
      Kind: 'total',
      Was: moneyText(expected.NetAmount),
      Now: formatPaise(current.net),
    });
  }
  return changes;
}

/**
 * The Expected in one canonical form for the submit's request hash: amounts as two-decimal
 * strings, lines by product id. The same cart sent as 12.5 or "12.50", in any line order, is the
 * same request.
 */
export function canonicalExpected(expected: ExpectedCart): {
  NetAmount: string;
  Lines: Array<{ ProductId: number; Qty: number; Price: string }>;
} {
  return {
    NetAmount: moneyText(expected.NetAmount),
    Lines: [...expected.Lines]
      .sort((a, b) => a.ProductId - b.ProductId)
      .map((l) => ({ ProductId: l.ProductId, Qty: l.Qty, Price: moneyText(l.Price) })),
  };
}
