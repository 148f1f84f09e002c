/**
 * Rewards rules both sides apply (second spec sections 4, 5 and 9; docs/decisions/099): the points
 * of a summary, whether a quantity change keeps it within the balance, the cash a CASH redemption
 * pays, and how a redemption's status may move.
 */
import type { RewardStatus } from '../codes.ts';

/**
 * The spec's validation key when points are 0 or above the balance: the screens show
 * rewards.summary.pointValidation; the server answers E008 for 0 points (E036, E037 for the balance).
 */
export const POINT_VALIDATION = 'pointValidation';
/** Success keys of the spec's catalogue. */
export const REDEMPTION_SUCCESS = 'rewards.redemptionsSuccess';
export const DELIVERY_CONFIRMED = 'rewardsDeliveryOrderConfirmationSuccess';
/** Most lines in one redemption, most pieces per line. */
export const MAX_REWARD_LINES = 50;
export const MAX_REWARD_QTY = 999;
/** How long a validated reward code confirms a submit. */
export const REWARD_CODE_VALID_MS = 10 * 60_000;

export interface RewardLine {
  ProductId: number;
  ProductPoints: number;
  Qty: number;
}

export interface RewardSummary {
  totalPoints: number;
  totalQty: number;
}

export function summaryOf(lines: readonly RewardLine[]): RewardSummary {
  let totalPoints = 0;
  let totalQty = 0;
  for (const l of lines) {
    if (l.Qty <= 0) continue;
    totalPoints += l.Qty * l.ProductPoints;
    totalQty += l.Qty;
  }
  return { totalPoints, totalQty };
}

/**
 * Redeeming `points` from `balance`: ok, E036 with nothing to redeem (no balance), E037 above the
 * balance, pointValidation for 0 or less.
 */
export function checkRedeemPoints(
  points: number,
  balance: number,
): { ok: true } | { ok: false; code: 'E036' | 'E037' | typeof POINT_VALIDATION } {
  if (balance <= 0) return { ok: false, code: 'E036' };
  if (!Number.isInteger(points) || points <= 0) return { ok: false, code: POINT_VALIDATION };
  if (points > balance) return { ok: false, code: 'E037' };
  return { ok: true };
}

/**
 * A quantity change in the reward summary is accepted only while the summary's total stays within
 * the balance (spec section 4); answers the new lines, or null when refused.
 */
export function changeQty(
  lines: readonly RewardLine[],
  product: Omit<RewardLine, 'Qty'>,
  qty: number,
  balance: number,
): RewardLine[] | null {
  if (!Number.isInteger(qty) || qty < 0 || qty > MAX_REWARD_QTY) return null;
  const others = lines.filter((l) => l.ProductId !== product.ProductId);
  const next = qty > 0 ? [...others, { ...product, Qty: qty }] : others;
  const kept = lines.filter((l) => next.some((n) => n.ProductId === l.ProductId));
  const ordered = [
    ...kept.map((l) => next.find((n) => n.ProductId === l.ProductId)!),
    ...next.filter((n) => !lines.some((l) => l.ProductId === n.ProductId)),
  ];
  if (ordered.length > MAX_REWARD_LINES) return null;
  if (qty > 0 && summaryOf(ordered).totalPoints > balance) return null;
  return ordered;
}

/**
 * The cash a CASH redemption of `points` pays: points times the cashVoucher conversion rate
 * (rupees per point, default 1), in paise, rounded half up to the paisa.
 */
export function cashPaiseOf(points: number, conversionRate: number): bigint {
  const rate = Number.isFinite(conversionRate) && conversionRate > 0 ? conversionRate : 1;
  // The rate as exact ten-thousandths of a rupee, so 0.25 or 1.5 are read exactly.
  const rateTenThousandths = BigInt(Math.round(rate * 10_000));
  const paiseTimes100 = BigInt(points) * rateTenThousandths; // points * rupees * 10^4 = paise * 100
  return (paiseTimes100 + 50n) / 100n;
}

/** Status moves: approved or rejected while pending, rejected or delivered once approved, confirmed once delivered. */
const MOVES: Record<RewardStatus, readonly RewardStatus[]> = {
  P: ['S', 'R'],
  S: ['R', 'D'],
  D: ['C'],
  R: [],
  C: [],
};

export function canMoveRedemption(from: RewardStatus, to: RewardStatus): boolean {
  return MOVES[from]?.includes(to) ?? false;
}

export const REWARD_STATUS_CODES = ['P', 'S', 'R', 'D', 'C'] as const;
export function isRewardStatus(v: unknown): v is RewardStatus {
  return typeof v === 'string' && (REWARD_STATUS_CODES as readonly string[]).includes(v);
}

/** Kinds of the points ledger. */
export const POINT_KINDS = ['EARN', 'BONUS', 'REDEEM', 'REVERSE'] as const;
export type PointKind = (typeof POINT_KINDS)[number];
