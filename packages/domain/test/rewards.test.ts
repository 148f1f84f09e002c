import { describe, expect, it } from 'vitest';
import {
  canMoveRedemption,
  cashPaiseOf,
  changeQty,
  checkRedeemPoints,
  summaryOf,
} from '../src/rules/rewards.ts';

const a = { ProductId: 1, ProductPoints: 250 };
const b = { ProductId: 2, ProductPoints: 900 };

describe('reward summary', () => {
  it('accepts a quantity change only while the points stay within the balance', () => {
    const one = changeQty([], a, 2, 1000)!;
    expect(one).toEqual([{ ...a, Qty: 2 }]);
    expect(summaryOf(one)).toEqual({ totalPoints: 500, totalQty: 2 });
    expect(changeQty(one, b, 1, 1000)).toBeNull();
    expect(changeQty(one, a, 4, 1000)).toEqual([{ ...a, Qty: 4 }]);
    expect(changeQty(one, a, 5, 1000)).toBeNull();
    // Lowering or removing is always accepted, and keeps the order of the lines.
    const two = changeQty(changeQty(one, b, 1, 5000)!, a, 1, 5000)!;
    expect(two.map((l) => l.ProductId)).toEqual([1, 2]);
    expect(changeQty(two, a, 0, 0)).toEqual([{ ...b, Qty: 1 }]);
    expect(changeQty(two, a, -1, 5000)).toBeNull();
    expect(changeQty(two, a, 1.5, 5000)).toBeNull();
  });

  it('checks the points to redeem against the balance', () => {
    expect(checkRedeemPoints(100, 0)).toEqual({ ok: false, code: 'E036' });
    expect(checkRedeemPoints(0, 100)).toEqual({ ok: false, code: 'pointValidation' });
    expect(checkRedeemPoints(101, 100)).toEqual({ ok: false, code: 'E037' });
    expect(checkRedeemPoints(100, 100)).toEqual({ ok: true });
  });

  it('converts points to cash at the rate in exact paise', () => {
    expect(cashPaiseOf(100, 1)).toBe(10_000n);
    expect(cashPaiseOf(301, 0.5)).toBe(15_050n);
    expect(cashPaiseOf(3, 0.333)).toBe(100n);
    expect(cashPaiseOf(10, 0)).toBe(1_000n);
  });

  it('moves a redemption only along its statuses', () => {
    expect(canMoveRedemption('P', 'S')).toBe(true);
    expect(canMoveRedemption('P', 'R')).toBe(true);
    expect(canMoveRedemption('S', 'D')).toBe(true);
    expect(canMoveRedemption('D', 'C')).toBe(true);
    expect(canMoveRedemption('R', 'S')).toBe(false);
    expect(canMoveRedemption('C', 'R')).toBe(false);
    expect(canMoveRedemption('D', 'R')).toBe(false);
    expect(canMoveRedemption('P', 'C')).toBe(false);
  });
});
