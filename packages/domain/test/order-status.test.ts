import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '../src/codes.ts';
import {
  CANCELLED_STATUSES,
  canCancel,
  canTransition,
  isFinalStatus,
  isOrderStatus,
  ORDER_HISTORY_LIMIT,
  ORDER_STATUS_CODES,
  ORDER_STATUS_TRANSITIONS,
  orderStatusName,
  resolveHistoryFilter,
} from '../src/rules/order-status.ts';

describe('order status codes', () => {
  it('are the spec’s eight codes, named', () => {
    expect([...ORDER_STATUS_CODES].sort()).toEqual(Object.keys(ORDER_STATUS).sort());
    expect(orderStatusName('I')).toBe('Open');
    expect(orderStatusName('B')).toBe('Acknowledged');
    expect(orderStatusName('H')).toBe('Hold');
    expect(isOrderStatus('S')).toBe(true);
    expect(isOrderStatus('X')).toBe(false);
    expect(isOrderStatus('toString')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
    expect(ORDER_HISTORY_LIMIT).toBe(500);
    expect(CANCELLED_STATUSES).toEqual(['C']);
  });

  it('lets the retailer cancel only open or acknowledged orders', () => {
    expect(canCancel('I')).toBe(true);
    expect(canCancel('B')).toBe(true);
    for (const s of ['N', 'A', 'S', 'C', 'P', 'H', '', 'i']) expect(canCancel(s)).toBe(false);
  });

  it('moves forward: I -> B -> A -> S/P/N, with hold and cancel', () => {
    expect(canTransition('I', 'B')).toBe(true);
    expect(canTransition('B', 'A')).toBe(true);
    expect(canTransition('A', 'S')).toBe(true);
    expect(canTransition('A', 'P')).toBe(true);
    expect(canTransition('P', 'S')).toBe(true);
    expect(canTransition('I', 'C')).toBe(true);
    expect(canTransition('B', 'C')).toBe(true);
    expect(canTransition('I', 'H')).toBe(true);
    expect(canTransition('H', 'I')).toBe(true);
    expect(canTransition('H', 'B')).toBe(true);
    expect(canTransition('A', 'C')).toBe(false);
    expect(canTransition('S', 'C')).toBe(false);
    expect(canTransition('B', 'I')).toBe(false);
    expect(canTransition('I', 'S')).toBe(false);
  });

  it('has final statuses S, N and C only', () => {
    expect(ORDER_STATUS_CODES.filter(isFinalStatus).sort()).toEqual(['C', 'N', 'S']);
  });

  it('property: no status moves to itself; every cancellable status may be cancelled; C is reachable only from I, B, H', () => {
    const codes = fc.constantFrom(...ORDER_STATUS_CODES);
    fc.assert(
      fc.property(codes, codes, (from, to) => {
        if (from === to) expect(canTransition(from, to)).toBe(false);
        if (canCancel(from)) expect(canTransition(from, 'C')).toBe(true);
        if (to === 'C' && canTransition(from, to)) expect(['I', 'B', 'H']).toContain(from);
      }),
    );
  });

  it('reaches every status from Open', () => {
    const seen = new Set<OrderStatus>(['I']);
    const queue: OrderStatus[] = ['I'];
    while (queue.length > 0) {
      for (const next of ORDER_STATUS_TRANSITIONS[queue.shift()!]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUS_CODES].sort());
  });
});

describe('history filter', () => {
  it('takes an open, one-sided or closed date range', () => {
    expect(resolveHistoryFilter({})).toEqual({ ok: true, from: null, to: null });
    expect(resolveHistoryFilter({ FromDate: '', ToDate: ' ', Month: '' })).toEqual({
      ok: true,
      from: null,
      to: null,
    });
    expect(resolveHistoryFilter({ FromDate: '2025-01-01' })).toEqual({
      ok: true,
      from: { year: 2025, month: 1, day: 1 },
      to: null,
    });
    expect(resolveHistoryFilter({ FromDate: '2025-01-31', ToDate: '2025-01-31' }).ok).toBe(true);
  });

  it('refuses from after to and dates that do not exist', () => {
    expect(resolveHistoryFilter({ FromDate: '2025-02-01', ToDate: '2025-01-31' })).toEqual({
      ok: false,
      problem: 'fromAfterTo',
    });
    expect(resolveHistoryFilter({ FromDate: '2025-02-30' })).toEqual({
      ok: false,
      problem: 'invalidFromDate',
    });
    expect(resolveHistoryFilter({ ToDate: '31-01-2025' })).toEqual({ ok: false, problem: 'invalidToDate' });
  });

  it('turns a MM-YYYY month into its first and last day (and it wins over the range)', () => {
    expect(resolveHistoryFilter({ Month: '02-2024', FromDate: '2025-05-05' })).toEqual({
      ok: true,
      from: { year: 2024, month: 2, day: 1 },
      to: { year: 2024, month: 2, day: 29 },
    });
    expect(resolveHistoryFilter({ Month: '2024-02' })).toEqual({ ok: false, problem: 'invalidMonth' });
    expect(resolveHistoryFilter({ Month: '13-2024' })).toEqual({ ok: false, problem: 'invalidMonth' });
  });
});
