/**
 * Contracts of the smart list (order template) calls, answered by the server's smart-list module
 * (ordering-core section 9): /SalesOrder/OrderTemplate, AddOrderTemplate, OrderTemplateDetail and
 * DeleteOrderTemplate, and the growth factor the smart-list screen sends to its own fill.
 */
import { z } from 'zod';
import { MAX_LINE_QTY, MAX_UPLOAD_LINES } from '../rules/cart.ts';
import {
  GROWTH_QTY_MAX,
  isValidGrowthFactor,
  isValidTemplateName,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_MIN,
} from '../rules/smart-list.ts';
import { ZEmptyRequest } from './envelope.ts';
import { hasNoControlCharacters, ZAmount, ZBit, ZDbId, zInt } from './fields.ts';

export const ZOrderTemplateRequest = ZEmptyRequest;

/** A smart-list name: trimmed, 3..50 characters (rules/smart-list checkTemplateName). */
export const ZTemplateName = z
  .string()
  .trim()
  .refine(
    isValidTemplateName,
    `A smart list name has ${TEMPLATE_NAME_MIN} to ${TEMPLATE_NAME_MAX} characters`,
  )
  .refine(hasNoControlCharacters, 'A smart list name has no control characters');

export const ZTemplateLineInput = z.object({
  DistributorId: ZDbId,
  PId: ZDbId,
  PrincipalId: ZDbId,
  Qty: zInt(1, MAX_LINE_QTY),
  UomId: ZDbId.optional().default(1),
});
export type TTemplateLineInput = z.infer<typeof ZTemplateLineInput>;

/** AddOrderTemplate: a unique name (E018 when taken) and 1..500 lines, one per product and distributor. */
export const ZAddOrderTemplateRequest = z.object({
  TemplateName: ZTemplateName,
  TemplateDetail: z
    .array(ZTemplateLineInput)
    .min(1)
    .max(MAX_UPLOAD_LINES)
    .refine((lines) => new Set(lines.map((l) => `${l.DistributorId}:${l.PId}`)).size === lines.length, {
      message: 'A product appears once per smart list',
    }),
});
export type TAddOrderTemplateRequest = z.infer<typeof ZAddOrderTemplateRequest>;

export const ZOrderTemplateDetailRequest = z.object({ TemplateId: ZDbId });
export type TOrderTemplateDetailRequest = z.infer<typeof ZOrderTemplateDetailRequest>;
export const ZDeleteOrderTemplateRequest = z.object({ TemplateId: ZDbId });
export type TDeleteOrderTemplateRequest = z.infer<typeof ZDeleteOrderTemplateRequest>;

/** The growth factor as the smart-list screen sends it to its own fill (rules/smart-list applyGrowth). */
export const ZGrowthFactor = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('fixed'), value: z.number().int().min(1).max(GROWTH_QTY_MAX) }),
  z.object({
    mode: z.literal('percentage'),
    value: z
      .number()
      .min(-100)
      .max(100)
      .refine((value) => isValidGrowthFactor({ mode: 'percentage', value }), 'At most two decimals'),
  }),
]);
export type TGrowthFactor = z.infer<typeof ZGrowthFactor>;

// ------------------------------------------------------------------------------------------
// Responses
// ------------------------------------------------------------------------------------------

/** A smart list in the list (OrderTemplate Data). */
export const ZOrderTemplate = z.object({
  TemplateId: z.number().int(),
  TemplateName: z.string(),
  LineCount: z.number().int(),
  CreatedOn: z.string(),
});
export type TOrderTemplate = z.infer<typeof ZOrderTemplate>;

/**
 * A smart-list line with its product as it is now, so the screen can fill the cart
 * (rules/smart-list fillFromTemplate) and upload it. Available false: the distributor no longer
 * carries the product.
 */
export const ZTemplateLine = z.object({
  DistributorId: z.number().int(),
  PId: z.number().int(),
  PrincipalId: z.number().int(),
  Qty: z.number().int(),
  UomId: z.number().int(),
  PName: z.string(),
  ImageUrl: z.string(),
  ConversionQty: z.number().int(),
  Price: ZAmount,
  DiscountId: z.number().int(),
  SchemeId: z.number().int(),
  GroupId: z.number().int(),
  GroupName: z.string(),
  SIH: z.number().int(),
  MinORDQty: z.number().int(),
  MaxORDQty: z.number().int(),
  IsSaleable: ZBit,
  IsFree: ZBit,
  Available: z.boolean(),
});
export type TTemplateLine = z.infer<typeof ZTemplateLine>;

/** OrderTemplateDetail Data. */
export const ZOrderTemplateDetail = z.object({
  TemplateId: z.number().int(),
  TemplateName: z.string(),
  TemplateDetail: z.array(ZTemplateLine),
});
export type TOrderTemplateDetail = z.infer<typeof ZOrderTemplateDetail>;

/** AddOrderTemplate Data (Code S006); DeleteOrderTemplate answers Code S003 with Data null. */
export const ZAddOrderTemplateResult = z.object({ TemplateId: z.number().int() });
