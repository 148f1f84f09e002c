import { ORDER_STATUS_CODES } from '@restock/domain/rules/order-status';
import { describe, expect, it } from 'vitest';
import { journeyOf, statusLabelKey, statusTone } from './status';

describe('order status presentation', () => {
  it('every status has its own label and colour', () => {
    const tones = new Set(ORDER_STATUS_CODES.map(statusTone));
    expect(tones.size).toBe(ORDER_STATUS_CODES.length);
    for (const code of ORDER_STATUS_CODES) expect(statusLabelKey(code)).toBe(`orders.status.${code}`);
    expect(statusLabelKey('Z')).toBeNull();
  });

  it('places each status on the delivery journey', () => {
    expect(journeyOf('I')).toEqual({ kind: 'moving', reached: 0, partial: false });
    expect(journeyOf('A')).toEqual({ kind: 'moving', reached: 2, partial: false });
    expect(journeyOf('P')).toEqual({ kind: 'moving', reached: 3, partial: true });
    expect(journeyOf('S')).toEqual({ kind: 'moving', reached: 3, partial: false });
  });

  it('a stopped order stays where its history had taken it', () => {
    expect(journeyOf('H', ['I', 'B', 'H'])).toEqual({ kind: 'stopped', reached: 1, reason: 'hold' });
    expect(journeyOf('C', ['I', 'C'])).toEqual({ kind: 'stopped', reached: 0, reason: 'cancelled' });
    expect(journeyOf('N', ['I', 'B', 'A', 'N'])).toEqual({
      kind: 'stopped',
      reached: 2,
      reason: 'notInvoiced',
    });
    expect(journeyOf('N')).toEqual({ kind: 'stopped', reached: 2, reason: 'notInvoiced' });
  });
});
