/**
 * Contracts of the checkout calls, answered by the server's checkout module (ordering-core
 * sections 5 and 7): /SalesOrder/OrderSubmit, RequestOrderOTP, ValidateOrderOTP and
 * /Appconfig/GetDeliveryDate. Field names follow the spec's spelling; where it is silent, PascalCase.
 * Dates are YYYY-MM-DD strings; instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { OTP_LENGTH } from '../rules/validators.ts';
import { ZEmptyRequest } from './envelope.ts';
import { ZApiDate, ZDbId, ZIdempotencyKey } from './fields.ts';

/**
 * OrderSubmit: DeliveryDate YYYY-MM-DD (express date when chosen, else standard; see
 * rules/delivery submitDeliveryDate), AddressId one of the retailer's addresses. IdempotencyKey is
 * optional here because the Idempotency-Key header carries the same thing.
 */
export const ZOrderSubmitRequest = z.object({
  DeliveryDate: ZApiDate,
  AddressId: ZDbId,
  IdempotencyKey: ZIdempotencyKey.optional(),
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
