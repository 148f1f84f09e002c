/**
 * "Fill the cart from a smart list": the growth factor as typed (fixed 1..9999 pieces or
 * percentage -100..100, when isEnableSmartListGrowthFactor is on), then rules/smart-list
 * fillFromTemplate (growth, 9999 cap, minimum order rounding, SIH-0 products skipped when
 * isRestrictSIHProducts, FOC and unsaleable products skipped, nothing for a FOC cart), then the
 * OrderUpload lines. Lines of another distributor or no longer carried are left out.
 */

import type { TOrderUploadLineInput } from '@restock/domain/contracts/cart';
import type { TOrderTemplateDetail, TTemplateLine } from '@restock/domain/contracts/smart-list';
import {
  fillFromTemplate,
  GROWTH_PERCENT_MAX,
  GROWTH_PERCENT_MIN,
  GROWTH_QTY_MAX,
  GROWTH_QTY_MIN,
  type GrowthFactor,
  isValidGrowthFactor,
  type SMART_LIST_OUT_OF_STOCK_KEY,
} from '@restock/domain/rules/smart-list';

export type GrowthMode = GrowthFactor['mode'];

export interface GrowthForm {
  mode: GrowthMode;
  /** As typed; '' is no growth. */
  value: string;
}

export type GrowthProblem = 'fixedRange' | 'percentRange';

/** The growth factor of the form: null for none (empty, or the setting is off). */
export function readGrowth(
  form: GrowthForm,
  enabled: boolean,
): { ok: true; growth: GrowthFactor | null } | { ok: false; problem: GrowthProblem } {
  const text = form.value.trim().replace(',', '.');
  if (!enabled || text === '') return { ok: true, growth: null };
  if (form.mode === 'fixed') {
    const growth: GrowthFactor = { mode: 'fixed', value: Number(text) };
    return /^\d{1,4}$/.test(text) && isValidGrowthFactor(growth)
      ? { ok: true, growth }
      : { ok: false, problem: 'fixedRange' };
  }
  const growth: GrowthFactor = { mode: 'percentage', value: Number(text) };
  return /^[+-]?\d{1,3}(\.\d{1,2})?$/.test(text) && isValidGrowthFactor(growth)
    ? { ok: true, growth }
    : { ok: false, problem: 'percentRange' };
}

export const GROWTH_LIMITS = {
  fixed: { min: GROWTH_QTY_MIN, max: GROWTH_QTY_MAX },
  percentage: { min: GROWTH_PERCENT_MIN, max: GROWTH_PERCENT_MAX },
} as const;

export interface FillOptions {
  distributorId: number;
  growth: GrowthFactor | null;
  isEnableMinOrderQty: boolean;
  isRestrictSIHProducts: boolean;
  /** The cart holds FOC products: a smart list does not apply. */
  isFocCart: boolean;
}

export type FillPlan =
  | { kind: 'focCart' }
  | {
      kind: 'fill';
      /** Upload lines (empty when nothing is left to fill). */
      lines: TOrderUploadLineInput[];
      /** Quantity each product gets, by PId (for the preview). */
      quantities: Map<number, number>;
      /** Skipped because SIH is 0 and stock is restricted (smartListOutOfStockError). */
      outOfStock: TTemplateLine[];
      /** Skipped: another distributor, no longer carried, not saleable, or FOC. */
      unavailable: TTemplateLine[];
      messageKey: typeof SMART_LIST_OUT_OF_STOCK_KEY | null;
    };

function uploadLine(l: TTemplateLine, qty: number): TOrderUploadLineInput {
  return {
    PId: l.PId,
    Qty: qty,
    PName: l.PName,
    DiscountId: l.DiscountId,
    SchemeId: l.SchemeId,
    PrincipalId: l.PrincipalId,
    ImageUrl: l.ImageUrl,
    DistributorId: l.DistributorId,
    UomId: l.UomId > 0 ? l.UomId : 1,
    GroupId: l.GroupId,
    GroupName: l.GroupName,
    UomCount: 1,
  };
}

export function planFill(detail: TOrderTemplateDetail, options: FillOptions): FillPlan {
  const here: TTemplateLine[] = [];
  const elsewhere: TTemplateLine[] = [];
  for (const l of detail.TemplateDetail) {
    if (l.Available && l.DistributorId === options.distributorId) here.push(l);
    else elsewhere.push(l);
  }
  const result = fillFromTemplate(here, {
    growth: options.growth,
    isEnableMinOrderQty: options.isEnableMinOrderQty,
    isRestrictSIHProducts: options.isRestrictSIHProducts,
    isFocOrder: options.isFocCart,
  });
  if (!result.ok) return { kind: 'focCart' };
  const seen = new Set<number>();
  const lines: TOrderUploadLineInput[] = [];
  for (const l of result.lines) {
    if (seen.has(l.PId)) continue;
    seen.add(l.PId);
    lines.push(uploadLine(l, l.Qty));
  }
  return {
    kind: 'fill',
    lines,
    quantities: new Map(lines.map((l) => [Number(l.PId), Number(l.Qty)])),
    outOfStock: result.outOfStock,
    unavailable: [...elsewhere, ...result.unavailable],
    messageKey: result.messageKey,
  };
}
