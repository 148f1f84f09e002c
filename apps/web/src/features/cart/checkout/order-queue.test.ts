import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { expectedOf, stateAfter } from './order-queue';

describe('the order kept offline (order-queue)', () => {
  it('confirms the cart as shown: each line with its quantity and price, and the net amount', () => {
    const cart = {
      Data: [
        { ProductId: 7, Qty: 24, Price: 8.5 },
        { ProductId: 9, Qty: 2, Price: 1.5 },
      ],
      Totals: { NetAmount: 207 },
    } as unknown as Parameters<typeof expectedOf>[0];
    expect(expectedOf(cart)).toEqual({
      NetAmount: 207,
      Lines: [
        { ProductId: 7, Qty: 24, Price: 8.5 },
        { ProductId: 9, Qty: 2, Price: 1.5 },
      ],
    });
  });

  it('waits again after no answer, a gateway failure or too many calls', () => {
    for (const error of [
      new ApiError('NETWORK', 'Network unavailable', 0),
      new ApiError('HTTP_503', 'Unavailable', 503),
      new ApiError('E009', 'Internal Server Error', 500),
      new ApiError('E038', 'Slow down', 429),
      new TypeError('Failed to fetch'),
    ])
      expect(stateAfter(error)).toEqual({ kind: 'waiting' });
  });

  it('asks the retailer to confirm a changed cart (E005 with its changes)', () => {
    const changes = {
      NetAmount: '5.00',
      Changes: [{ ProductId: 7, ProductName: 'Chips', Kind: 'price', Was: '1.50', Now: '2.50' }],
    };
    expect(stateAfter(new ApiError('E005', 'changed', 409, null, changes))).toEqual({
      kind: 'changed',
      changes,
    });
  });

  it('shows any other refusal, and an E005 without changes, as refused (never sent again by itself)', () => {
    expect(stateAfter(new ApiError('E005', 'Please refresh', 409))).toEqual({
      kind: 'refused',
      code: 'E005',
      message: 'Please refresh',
    });
    expect(stateAfter(new ApiError('E021', 'Please add any products', 400))).toMatchObject({
      kind: 'refused',
      code: 'E021',
    });
  });
});
