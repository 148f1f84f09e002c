/**
 * The exchange return's state on the phone (returns spec section 4; docs/decisions/084): four steps
 * (return product selection, return summary, order product selection, exchange order summary), the
 * two summaries, and the quantities typed on a selection list before they go into a summary.
 * Setting an item's quantities replaces its entry in the summary; an item with no quantity is
 * removed. Changing category or sub-category resets the typed quantities.
 */
import { exchangeLinePieces } from '@restock/domain/rules/exchange-return';
import type { EnteredReason } from '../../components/return-entry/entry';

export const STEPS = ['returnSelect', 'returnSummary', 'orderSelect', 'orderSummary'] as const;
export type Step = (typeof STEPS)[number];
export type Side = 'return' | 'order';

/** A product with its cases and pieces (and, on the return side, its reasons). */
export interface ExchangeItem {
  PId: number;
  ProductName: string;
  ImageUrl: string;
  ConversionQty: number;
  /** Rupees per piece (order side), 0 when not known. */
  Price: number;
  /** Return side: the sums of its reasons' cases and pieces. */
  CaseQty: number;
  PieceQty: number;
  /**
   * Return side: cases, pieces and manufacturing date (YYYY-MM-DD or '') per reason, as the sales
   * return enters them (components/return-entry); [] on the order side.
   */
  Reasons: EnteredReason[];
  /** Return side: pieces that may still be returned. */
  Limit: number | null;
}

/** The return item with these reasons (those at 0 left out), its cases and pieces their sums. */
export function withReasons(item: ExchangeItem, reasons: readonly EnteredReason[]): ExchangeItem {
  const kept = reasons.filter((r) => r.CaseQty > 0 || r.PieceQty > 0);
  return {
    ...item,
    Reasons: kept,
    CaseQty: kept.reduce((n, r) => n + r.CaseQty, 0),
    PieceQty: kept.reduce((n, r) => n + r.PieceQty, 0),
  };
}

export interface ExchangeState {
  step: Step;
  returns: ExchangeItem[];
  orders: ExchangeItem[];
  /** Quantities typed on the current selection list, by product (not yet in a summary). */
  drafts: Record<number, ExchangeItem>;
  /** The category and sub-category of the current selection list (0: all). */
  categoryId: number;
  subCategoryId: number;
}

export const initialExchangeState: ExchangeState = {
  step: 'returnSelect',
  returns: [],
  orders: [],
  drafts: {},
  categoryId: 0,
  subCategoryId: 0,
};

export type ExchangeAction =
  | { type: 'goto'; step: Step }
  | { type: 'draft'; item: ExchangeItem }
  | { type: 'commitDrafts'; side: Side }
  | { type: 'set'; side: Side; item: ExchangeItem }
  | { type: 'category'; categoryId: number; subCategoryId: number }
  | { type: 'load'; state: ExchangeState }
  | { type: 'reset' };

export const itemPieces = (i: Pick<ExchangeItem, 'CaseQty' | 'PieceQty' | 'ConversionQty'>): number =>
  exchangeLinePieces(i, i.ConversionQty);

export const totalPieces = (items: readonly ExchangeItem[]): number =>
  items.reduce((n, i) => n + itemPieces(i), 0);

/** The summary with `item` set: its entry replaced (in place), added at the end, or removed at 0. */
export function setSummaryItem(list: readonly ExchangeItem[], item: ExchangeItem): ExchangeItem[] {
  const at = list.findIndex((i) => i.PId === item.PId);
  if (itemPieces(item) === 0) return at < 0 ? [...list] : list.filter((i) => i.PId !== item.PId);
  if (at < 0) return [...list, item];
  return list.map((i, k) => (k === at ? item : i));
}

const sideKey = (side: Side) => (side === 'return' ? 'returns' : 'orders');

export function exchangeReducer(state: ExchangeState, action: ExchangeAction): ExchangeState {
  switch (action.type) {
    case 'goto':
      // A new list starts with nothing typed, in every category.
      return { ...state, step: action.step, drafts: {}, categoryId: 0, subCategoryId: 0 };
    case 'draft':
      return { ...state, drafts: { ...state.drafts, [action.item.PId]: action.item } };
    case 'commitDrafts': {
      let list = state[sideKey(action.side)];
      for (const item of Object.values(state.drafts)) list = setSummaryItem(list, item);
      return { ...state, [sideKey(action.side)]: list, drafts: {} };
    }
    case 'set':
      return { ...state, [sideKey(action.side)]: setSummaryItem(state[sideKey(action.side)], action.item) };
    case 'category':
      if (action.categoryId === state.categoryId && action.subCategoryId === state.subCategoryId)
        return state;
      return { ...state, categoryId: action.categoryId, subCategoryId: action.subCategoryId, drafts: {} };
    case 'load':
      return action.state;
    case 'reset':
      return initialExchangeState;
  }
}

/** What stops the exchange from being submitted, first problem first (null: it can go). */
export function submitProblem(
  state: Pick<ExchangeState, 'returns' | 'orders'>,
  addressId: number | null,
): 'noReturn' | 'noOrder' | 'mismatch' | 'noAddress' | null {
  const returned = totalPieces(state.returns);
  const ordered = totalPieces(state.orders);
  if (returned === 0) return 'noReturn';
  if (ordered === 0) return 'noOrder';
  if (returned !== ordered) return 'mismatch';
  if (addressId === null) return 'noAddress';
  return null;
}

/** The ExchangeSubmit body: only lines with pieces or cases above 0. */
export function submitBody(state: Pick<ExchangeState, 'returns' | 'orders'>, addressId: number) {
  const line = (i: ExchangeItem) => ({ PId: i.PId, CaseQty: i.CaseQty, PieceQty: i.PieceQty });
  return {
    AddressId: addressId,
    DeliveryDate: '',
    // A line per product and reason, each with its manufacturing date (decision 094).
    ExReturn: state.returns.flatMap((i) =>
      i.Reasons.filter((r) => r.CaseQty > 0 || r.PieceQty > 0).map((r) => ({
        PId: i.PId,
        ReasonId: r.ReasonId,
        CaseQty: r.CaseQty,
        PieceQty: r.PieceQty,
        MfgDate: r.MfgDate,
      })),
    ),
    ExOrder: state.orders.filter((i) => itemPieces(i) > 0).map(line),
  };
}

/** The path of the result screen (spec route exchangeReturnResult/...). */
export function resultPath(r: {
  OrderId: number;
  OrderNo: string;
  ReturnId: number;
  ReturnNo: string;
}): string {
  return `/ivy/exchangeReturnResult/${r.OrderId}/${encodeURIComponent(r.OrderNo)}/${r.ReturnId}/${encodeURIComponent(r.ReturnNo)}`;
}
