import { describe, expect, it } from 'vitest';
import { ZOrderSubmitChanges, ZOrderSubmitRequest } from '../src/contracts/checkout.ts';
import {
  type CurrentCart,
  canonicalExpected,
  MAX_EXPECTED_LINES,
  submitChanges,
} from '../src/rules/checkout.ts';

/** The order submit's Expected (issue 23, decision 128): its contract and the comparison rule. */
describe('OrderSubmit Expected', () => {
  const cart: CurrentCart = {
    lines: [
      { ProductId: 1, ProductName: 'Tea', Qty: 2, price: 60_00n, SIH: 50, unorderable: null },
      { ProductId: 2, ProductName: 'Rice', Qty: 1, price: 10_50n, SIH: 50, unorderable: null },
    ],
    net: 130_50n,
    meetsMinimum: true,
    minimum: null,
  };
  const seen = {
    NetAmount: 130.5,
    Lines: [
      { ProductId: 1, Qty: 2, Price: 60 },
      { ProductId: 2, Qty: 1, Price: '10.50' },
    ],
  };

  it('finds nothing when the cart is as seen (amounts as numbers or strings, any line order)', () => {
    expect(submitChanges(seen, cart)).toEqual([]);
    expect(submitChanges({ NetAmount: '130.50', Lines: [...seen.Lines].reverse() }, cart)).toEqual([]);
  });

  it('lists price, quantity, stock, minimum and total changes in order', () => {
    const now: CurrentCart = {
      lines: [
        { ProductId: 1, ProductName: 'Tea', Qty: 3, price: 61_00n, SIH: 1, unorderable: 'stock' },
        { ProductId: 3, ProductName: 'Salt', Qty: 1, price: 5_00n, SIH: 0, unorderable: 'problem' },
      ],
      net: 188_00n,
      meetsMinimum: false,
      minimum: 500_00n,
    };
    expect(submitChanges(seen, now)).toEqual([
      { ProductId: 1, ProductName: 'Tea', Kind: 'price', Was: '60.00', Now: '61.00' },
      { ProductId: 1, ProductName: 'Tea', Kind: 'quantity', Was: '2', Now: '3' },
      { ProductId: 1, ProductName: 'Tea', Kind: 'stock', Was: '3', Now: '1' },
      { ProductId: 3, ProductName: 'Salt', Kind: 'quantity', Was: null, Now: '1' },
      { ProductId: 3, ProductName: 'Salt', Kind: 'stock', Was: '1', Now: '0' },
      { ProductId: 2, ProductName: null, Kind: 'quantity', Was: '1', Now: null },
      { ProductId: null, ProductName: null, Kind: 'minimum', Was: null, Now: '500.00' },
      { ProductId: null, ProductName: null, Kind: 'total', Was: '130.50', Now: '188.00' },
    ]);
    // Every change fits the contract the web parses.
    expect(
      ZOrderSubmitChanges.safeParse({ NetAmount: '188.00', Changes: submitChanges(seen, now) }).success,
    ).toBe(true);
  });

  it('compares the total alone when every line matches', () => {
    expect(submitChanges({ ...seen, NetAmount: '130.49' }, cart)).toEqual([
      { ProductId: null, ProductName: null, Kind: 'total', Was: '130.49', Now: '130.50' },
    ]);
  });

  it('has one canonical form for the request hash', () => {
    expect(canonicalExpected(seen)).toEqual({
      NetAmount: '130.50',
      Lines: [
        { ProductId: 1, Qty: 2, Price: '60.00' },
        { ProductId: 2, Qty: 1, Price: '10.50' },
      ],
    });
    expect(canonicalExpected({ NetAmount: '130.5', Lines: [...seen.Lines].reverse() })).toEqual(
      canonicalExpected(seen),
    );
  });

  it('contract: optional, strict, bounded', () => {
    const base = { DeliveryDate: '2025-06-03', AddressId: 3 };
    expect(ZOrderSubmitRequest.parse(base)).toEqual(base);
    expect(ZOrderSubmitRequest.parse({ ...base, Expected: seen }).Expected).toEqual(seen);
    const line = { ProductId: 1, Qty: 2, Price: '60.00' };
    for (const Expected of [
      { NetAmount: 1, Lines: [{ ...line, Qty: 0 }] },
      { NetAmount: 1, Lines: [{ ...line, Qty: -2 }] },
      { NetAmount: 1, Lines: [{ ...line, Price: 'x' }] },
      { NetAmount: 1, Lines: [{ ...line, Price: '1.234' }] },
      { NetAmount: 1, Lines: [{ ...line, Other: 1 }] },
      { NetAmount: 1, Lines: [line, line] },
      { NetAmount: 1, Lines: [line], Other: 1 },
      { NetAmount: -1, Lines: [line] },
      { Lines: [line] },
      {
        NetAmount: 1,
        Lines: Array.from({ length: MAX_EXPECTED_LINES + 1 }, (_, i) => ({ ...line, ProductId: i + 1 })),
      },
    ]) {
      expect(ZOrderSubmitRequest.safeParse({ ...base, Expected }).success, JSON.stringify(Expected)).toBe(
        false,
      );
    }
    expect(ZOrderSubmitRequest.safeParse({ ...base, Expected: { NetAmount: 0, Lines: [] } }).success).toBe(
      true,
    );
  });
});
