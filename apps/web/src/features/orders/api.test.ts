import type { TOrderHeader } from '@restock/domain/contracts/orders';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { isMissingOrder, nextOrderPage, type OrderPage } from './api';

function page(n: number, count: number, totalCount: number): OrderPage {
  return { page: n, totalCount, orders: Array.from({ length: count }, () => ({}) as TOrderHeader) };
}

describe('order history paging', () => {
  it('asks for the next page while orders remain', () => {
    expect(nextOrderPage([page(1, 20, 45)])).toBe(2);
    expect(nextOrderPage([page(1, 20, 45), page(2, 20, 45)])).toBe(3);
    expect(nextOrderPage([page(1, 20, 45), page(2, 20, 45), page(3, 5, 45)])).toBeUndefined();
  });

  it('stops at the newest 500 orders and on an empty page', () => {
    const pages = Array.from({ length: 25 }, (_, i) => page(i + 1, 20, 9000));
    expect(nextOrderPage(pages)).toBeUndefined();
    expect(nextOrderPage([page(1, 20, 45), page(2, 0, 45)])).toBeUndefined();
    expect(nextOrderPage([])).toBeUndefined();
  });
});

describe('order detail failures', () => {
  it('an unknown or malformed order goes back to the history; a lost connection does not', () => {
    expect(isMissingOrder(new ApiError('E012', 'No data found', 404))).toBe(true);
    expect(isMissingOrder(new ApiError('E008', 'Invalid Request', 400))).toBe(true);
    expect(isMissingOrder(new ApiError('NETWORK', '', 0))).toBe(false);
    expect(isMissingOrder(new ApiError('E008', 'Unexpected answer from the server', 200))).toBe(false);
    expect(isMissingOrder(new ApiError('E009', '', 500))).toBe(false);
  });
});
