/**
 * Contracts of the exchange return (returns spec sections 3, 5 and 7; docs/decisions/084):
 * /SalesReturn/ExReasonMaster (its reasons: the sales return's reason shape) and
 * /SalesReturn/ExchangeSubmit, which makes a return and its replacement order in one transaction.
 * A line's quantity is CaseQty and PieceQty (pieces = PieceQty + CaseQty x the product's
 * ConversionQty); a line with only the spec's Qty reads it as pieces. The spec's other line fields
 * (Price, DiscountId, SchemeId, ImageUrl, UomId, UomCount, GroupId, GroupName, ...) are taken and
 * ignored: the server prices the order and names the products itself.
 */
import { z } from 'zod';
import { EXCHANGE_MAX_LINES } from '../rules/exchange-return.ts';
import { RETURN_MAX_CASES, RETURN_MAX_PIECES } from '../rules/sales-return.ts';
import {
  hasNoControlCharacters,
  ZDbId,
  ZIdempotencyKey,
  ZIdOrZero,
  ZMoneyInput,
  ZOptionalApiDate,
  zInt,
} from './fields.ts';

const lineFields = {
  PId: ZDbId,
  CaseQty: zInt(0, RETURN_MAX_CASES).optional(),
  PieceQty: zInt(0, RETURN_MAX_PIECES).optional(),
  /** Pieces (the spec's field): read when CaseQty and PieceQty are absent; else it must agree. */
  Qty: zInt(0, RETURN_MAX_PIECES * 10).optional(),
  Price: ZMoneyInput.optional(),
  DiscountId: ZIdOrZero.optional(),
  SchemeId: ZIdOrZero.optional(),
  PrincipalId: ZDbId.optional(),
  DistributorId: ZIdOrZero.optional(),
  ImageUrl: z.string().max(500).optional(),
  UomId: zInt(0, 99).optional(),
  UomCount: zInt(0, 999_999).optional(),
  GroupId: ZIdOrZero.optional(),
  GroupName: z.string().max(200).refine(hasNoControlCharacters).optional(),
};

/** Cases and pieces of a line: the spec's lone Qty is pieces. */
function withUnits<
  T extends { CaseQty?: number | undefined; PieceQty?: number | undefined; Qty?: number | undefined },
>(l: T) {
  const onlyQty = l.CaseQty === undefined && l.PieceQty === undefined;
  return {
    ...l,
    CaseQty: l.CaseQty ?? 0,
    PieceQty: onlyQty ? (l.Qty ?? 0) : (l.PieceQty ?? 0),
    /** The Qty the client sent beside cases and pieces (checked against them), else null. */
    SentQty: onlyQty ? null : (l.Qty ?? null),
  };
}

export const ZExchangeOrderLine = z.object(lineFields).transform(withUnits);
export const ZExchangeReturnLine = z
  .object({ ...lineFields, ReasonId: ZDbId, MfgDate: ZOptionalApiDate })
  .transform(withUnits);

/**
 * ExchangeSubmit. AddressId is mandatory (0 or absent: E016); DeliveryDate '' takes the standard
 * delivery date offered now. IdempotencyKey (or the Idempotency-Key header) replays the first answer.
 */
export const ZExchangeSubmitRequest = z
  .object({
    AddressId: ZIdOrZero.optional().default(0),
    DeliveryDate: ZOptionalApiDate,
    ExOrder: z.array(ZExchangeOrderLine).max(EXCHANGE_MAX_LINES),
    ExReturn: z.array(ZExchangeReturnLine).max(EXCHANGE_MAX_LINES),
    IdempotencyKey: ZIdempotencyKey.optional(),
  })
  .superRefine((body, ctx) => {
    const products = new Set<number>();
    body.ExOrder.forEach((l, i) => {
      if (products.has(l.PId))
        ctx.addIssue({ code: 'custom', message: 'A product comes once', path: ['ExOrder', i, 'PId'] });
      products.add(l.PId);
    });
    const pairs = new Set<string>();
    body.ExReturn.forEach((l, i) => {
      const key = `${l.PId}:${l.ReasonId}`;
      if (pairs.has(key))
        ctx.addIssue({
          code: 'custom',
          message: 'A product and reason come once',
          path: ['ExReturn', i, 'ReasonId'],
        });
      pairs.add(key);
    });
  });
export type TExchangeSubmitRequest = z.infer<typeof ZExchangeSubmitRequest>;
export type TExchangeSubmitInput = z.input<typeof ZExchangeSubmitRequest>;

/** ExchangeSubmit Data: the replacement order and the return it was made with. */
export const ZExchangeSubmitResult = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  ReturnId: z.number().int(),
  ReturnNo: z.string(),
});
export type TExchangeSubmitResult = z.infer<typeof ZExchangeSubmitResult>;
