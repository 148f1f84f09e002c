/**
 * "Save the cart as a smart list": the name (rules/smart-list checkTemplateName: 3..50 characters,
 * unique without regard to case, E018 from the server), the count limit (saveToSmartListCount),
 * never a FOC cart (canUseSmartList), and the cart's lines as the list's lines.
 */

import type { TCartLine } from '@restock/domain/contracts/cart';
import type { TAddOrderTemplateRequest, TTemplateLineInput } from '@restock/domain/contracts/smart-list';
import { MAX_LINE_QTY, MAX_UPLOAD_LINES } from '@restock/domain/rules/cart';
import {
  canSaveAnotherTemplate,
  canUseSmartList,
  checkTemplateName,
  type TemplateNameProblem,
  templateNameKey,
} from '@restock/domain/rules/smart-list';

/** The cart's paid lines with a quantity, one per product and distributor, as smart-list lines. */
export function templateLinesOfCart(lines: readonly TCartLine[]): TTemplateLineInput[] {
  const byKey = new Map<string, TTemplateLineInput>();
  for (const l of lines) {
    if (l.IsFree === 1 || l.Qty <= 0) continue;
    byKey.set(`${l.DistributorId}:${l.ProductId}`, {
      DistributorId: l.DistributorId,
      PId: l.ProductId,
      PrincipalId: l.PrincipalId,
      Qty: Math.min(l.Qty, MAX_LINE_QTY),
      UomId: l.UomId > 0 ? l.UomId : 1,
    });
  }
  return [...byKey.values()].slice(0, MAX_UPLOAD_LINES);
}

export type SaveProblem = 'focCart' | 'emptyCart' | 'limit' | 'duplicate' | TemplateNameProblem;

export type SavePlan = { ok: true; body: TAddOrderTemplateRequest } | { ok: false; problem: SaveProblem };

/** Checks a save before the call; the server checks the name and the count again. */
export function planSave(
  name: string,
  cart: { lines: readonly TCartLine[]; isFoc: boolean },
  existingNames: readonly string[],
  saveToSmartListCount: number,
): SavePlan {
  if (!canUseSmartList(cart.isFoc)) return { ok: false, problem: 'focCart' };
  const lines = templateLinesOfCart(cart.lines);
  if (lines.length === 0) return { ok: false, problem: 'emptyCart' };
  if (!canSaveAnotherTemplate(existingNames.length, saveToSmartListCount))
    return { ok: false, problem: 'limit' };
  const checked = checkTemplateName(name);
  if (!checked.ok) return { ok: false, problem: checked.problem };
  const key = templateNameKey(checked.name);
  if (existingNames.some((n) => templateNameKey(n) === key)) return { ok: false, problem: 'duplicate' };
  return { ok: true, body: { TemplateName: checked.name, TemplateDetail: lines } };
}
