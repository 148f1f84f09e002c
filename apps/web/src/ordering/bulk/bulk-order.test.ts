import { describe, expect, it } from 'vitest';
import {
  BULK_MESSAGE_KEYS,
  type BulkScope,
  bulkCount,
  bulkLimit,
  bulkOutcome,
  bulkRequest,
  bulkTextKey,
  idsFromLoaded,
  parseBulkQty,
} from './bulk-order';

const SCOPE: BulkScope = {
  FilterLevelCode: 'CAT',
  FilterIdList: [4],
  AttrFilter: [],
  exact: true,
  suggested: false,
  foc: false,
};

describe('bulkLimit and bulkCount', () => {
  it('takes bulkOrderProductCount within 1..100 (the page size cap)', () => {
    expect(bulkLimit(30)).toBe(30);
    expect(bulkLimit(250)).toBe(100);
    expect(bulkLimit(0)).toBe(1);
    expect(bulkLimit(Number.NaN)).toBe(30);
  });

  it('adds the whole list when it is small, else the first limit products', () => {
    expect(bulkCount(12, 30)).toBe(12);
    expect(bulkCount(75, 30)).toBe(30);
    expect(bulkCount(0, 30)).toBe(0);
  });
});

describe('parseBulkQty', () => {
  it('takes whole pieces 1..9999 only', () => {
    expect(parseBulkQty('1')).toBe(1);
    expect(parseBulkQty(' 9999 ')).toBe(9999);
    for (const bad of ['', '0', '10000', '2.5', '-1', 'abc', '1e3'])
      expect(parseBulkQty(bad), bad).toBeNull();
  });
});

describe('bulkRequest', () => {
  it('sends the filter as it is when it says exactly what the list shows', () => {
    expect(bulkRequest(SCOPE, 3, null)).toEqual({
      AttrFilter: [],
      FilterLevelCode: 'CAT',
      FilterIdList: [4],
      Qty: 3,
      NeedFOC: false,
      IsRelevant: false,
    });
  });

  it("narrows to the list's own products by id, in FOC mode with NeedFOC", () => {
    const body = bulkRequest({ ...SCOPE, exact: false, foc: true }, 2, [9, 8, 7]);
    expect(body).toMatchObject({ ProductIdList: [9, 8, 7], NeedFOC: true, FilterLevelCode: 'CAT', Qty: 2 });
  });

  it('asks for suggested quantities with Qty 0 only in a suggested order', () => {
    expect(bulkRequest({ ...SCOPE, suggested: true }, 0, null)).toMatchObject({ Qty: 0, IsRelevant: true });
    expect(bulkRequest(SCOPE, 0, null).Qty).toBe(1);
  });

  it('sends no ids for an unfiltered list level', () => {
    expect(bulkRequest({ ...SCOPE, FilterLevelCode: '', FilterIdList: [3] }, 1, null).FilterIdList).toEqual(
      [],
    );
  });
});

describe('idsFromLoaded', () => {
  const loaded = [{ ProductId: 1 }, { ProductId: 2 }, { ProductId: 3 }];
  it('uses the loaded products when they cover the first limit (or the whole list)', () => {
    expect(idsFromLoaded(loaded, 3, 30)).toEqual([1, 2, 3]);
    expect(idsFromLoaded(loaded, 50, 2)).toEqual([1, 2]);
  });
  it('asks for more when the list has more than what is loaded', () => {
    expect(idsFromLoaded(loaded, 50, 30)).toBeNull();
  });
});

describe('bulkOutcome', () => {
  const line = (ProductId: number, Qty: number, SIH: number) => ({
    ProductId,
    ProductName: `P${ProductId}`,
    Qty,
    SIH,
  });

  it('counts the lines added and says nothing about stock when all is there', () => {
    const out = bulkOutcome({ ProductList: [line(1, 2, 50), line(2, 2, 10)], OutOfStock: [] }, false, false);
    expect(out).toEqual({ added: 2, pieces: 4, short: [], messageKey: null });
  });

  it('lists products cut to stock or left out, with the bulk order warning', () => {
    const out = bulkOutcome(
      {
        ProductList: [line(1, 4, 4), line(2, 6, 50)],
        OutOfStock: [
          { ProductId: 1, ProductName: 'P1', SIH: 4 },
          { ProductId: 3, ProductName: 'P3', SIH: 0 },
        ],
      },
      true,
      false,
    );
    expect(out.added).toBe(2);
    expect(out.short).toEqual([
      { ProductId: 1, ProductName: 'P1', SIH: 4, Qty: 4 },
      { ProductId: 3, ProductName: 'P3', SIH: 0, Qty: 0 },
    ]);
    expect(out.messageKey).toBe(BULK_MESSAGE_KEYS.bulk);
  });

  it('counts a line above its stock (unrestricted stock) as short; a suggested order has its own warning', () => {
    const out = bulkOutcome({ ProductList: [line(5, 12, 3)], OutOfStock: [] }, true, true);
    expect(out.short.map((s) => s.ProductId)).toEqual([5]);
    expect(out.messageKey).toBe(BULK_MESSAGE_KEYS.suggested);
    expect(bulkTextKey(out.messageKey!)).toBe('cart.bulk.suggestedOrderOutOfStockBasedAvailable');
  });
});
