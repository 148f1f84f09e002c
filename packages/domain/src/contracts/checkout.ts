/**
 * Contracts of the checkout calls, answered by the server's checkout module (ordering-core
 * sections 5 and 7): /SalesOrder/OrderSubmit, RequestOrderOTP, ValidateOrderOTP and
 * /Appconfig/GetDeliveryDate. Field names follow the spec's spelling; where it is silent, PascalCase.
 * Dates are YYYY-MM-DD strings; instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { MAX_LINE_QTY } from '../rules/cart.ts';
import { MAX_EXPECTED_LINES, SUBMIT_CHANGE_KINDS } from '../rules/checkout.ts';
import { OTP_LENGTH } from '../rules/validators.ts';
import { ZEmptyRequest } from './envelope.ts';
import { ZApiDate, ZDbId, ZIdempotencyKey, ZMoneyInput, zInt } from './fields.ts';

/**
 * What the retailer confirmed (docs/decisions/128): the cart's NetAmount (Totals.NetAmount) and
 * each line's ProductId, Qty (pieces) and Price (per piece), as the cart showed them. Amounts are
 * numbers or numeric strings (two decimals at most). Strict: an unknown field is E008; a product
 * appears once.
 */
export const ZOrderSubmitExpected = z.strictObject({
  NetAmount: ZMoneyInput,
  Lines: z
    .array(z.strictObject({ ProductId: ZDbId, Qty: zInt(1, MAX_LINE_QTY), Price: ZMoneyInput }))
    .max(MAX_EXPECTED_LINES)
    .refine((lines) => new Set(lines.map((l) => l.ProductId)).size === lines.length, {
      message: 'A product appears once in Expected',
    }),
});
export type TOrderSubmitExpected = z.infer<typeof ZOrderSubmitExpected>;

/**
 * OrderSubmit: DeliveryDate YYYY-MM-DD (express date when chosen, else standard; see
 * rules/delivery submitDeliveryDate), AddressId one of the retailer's addresses. IdempotencyKey is
 * optional here because the Idempotency-Key header carries the same thing. Expected, when given,
 * is the cart the retailer confirmed: if prices, quantities, stock, the minimum order value or the
 * total differ now, the submit is refused (E005, Data ZOrderSubmitChanges) and nothing is written.
 */
export const ZOrderSubmitRequest = z.object({
  DeliveryDate: ZApiDate,
  AddressId: ZDbId,
  IdempotencyKey: ZIdempotencyKey.optional(),
  Expected: ZOrderSubmitExpected.optional(),
});
export type TOrderSubmitRequest = z.infer<typeof ZOrderSubmitRequest>;

export const ZRequestOrderOtpRequest = ZEmptyRequest;
export const ZValidateOrderOtpRequest = z.object({
  OrderOTP: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'A code is exactly 4 digits'),
});
export type TValidateOrderOtpRequest = z.infer<typeof ZValidateOrderOtpRequest>;

export const ZGetDeliveryDateRequest = ZEmptyRequest;

// ------------------------------------------------------------------------------------------
// Responses
// ------------------------------------------------------------------------------------------

/** OrderSubmit Data: the ids of the orders made (one per distributor split). */
export const ZOrderSubmitResult = z.array(z.number().int());

/** One difference between the cart the retailer confirmed and the cart now (rules/checkout SubmitChange). */
export const ZOrderSubmitChange = z.object({
  ProductId: z.number().int().nullable(),
  ProductName: z.string().nullable(),
  Kind: z.enum(SUBMIT_CHANGE_KINDS),
  Was: z.string().nullable(),
  Now: z.string().nullable(),
});
export type TOrderSubmitChange = z.infer<typeof ZOrderSubmitChange>;

/**
 * The Data of an OrderSubmit refused because the cart changed since the retailer confirmed it
 * (E005, 409): the cart's net amount now (a two-decimal string) and what changed.
 */
export const ZOrderSubmitChanges = z.object({
  NetAmount: z.string(),
  Changes: z.array(ZOrderSubmitChange),
});
export type TOrderSubmitChanges = z.infer<typeof ZOrderSubmitChanges>;

/**
 * GetDeliveryDate Data. Dates YYYY-MM-DD; ExpressDeliveryDate null when express delivery is off;
 * CutoffTime HH:MM in TimeZone; CutoffPassed when booked now the order falls into the next schedule.
 */
export const ZDeliveryDates = z.object({
  StandardDeliveryDate: z.string(),
  ExpressDeliveryDate: z.string().nullable(),
  CutoffTime: z.string(),
  CutoffPassed: z.boolean(),
  TimeZone: z.string(),
  BookedOn: z.string(),
});
export type TDeliveryDates = z.infer<typeof ZDeliveryDates>;
