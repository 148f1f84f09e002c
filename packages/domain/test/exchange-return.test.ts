import { describe, expect, it } from 'vitest';
import { ZExchangeSubmitRequest } from '../src/contracts/exchange-return.ts';
import {
  exchangeCancelEffect,
  exchangeLinePieces,
  exchangeQtyMatches,
  totalExchangePieces,
} from '../src/rules/exchange-return.ts';

describe('exchange return rules', () => {
  it('counts pieces plus cases times ConversionQty (a conversion below 1 counts as 1)', () => {
    expect(exchangeLinePieces({ CaseQty: 2, PieceQty: 3 }, 12)).toBe(27);
    expect(exchangeLinePieces({ CaseQty: 2, PieceQty: 3 }, 0)).toBe(5);
    expect(
      totalExchangePieces([
        { CaseQty: 1, PieceQty: 0, ConversionQty: 6 },
        { CaseQty: 0, PieceQty: 4, ConversionQty: 24 },
      ]),
    ).toBe(10);
  });

  it('matches only equal, non-zero totals', () => {
    expect(exchangeQtyMatches(6, 6)).toBe(true);
    expect(exchangeQtyMatches(6, 5)).toBe(false);
    expect(exchangeQtyMatches(0, 0)).toBe(false);
  });

  it('reads the spec’s lone Qty as pieces and keeps a Qty beside cases and pieces to be checked', () => {
    const body = ZExchangeSubmitRequest.parse({
      AddressId: 1,
      ExReturn: [{ PId: 1, ReasonId: 2, Qty: 5 }],
      ExOrder: [{ PId: 3, CaseQty: 1, PieceQty: 0, Qty: 6 }],
    });
    expect(body.ExReturn[0]).toMatchObject({ CaseQty: 0, PieceQty: 5, SentQty: null, MfgDate: '' });
    expect(body.ExOrder[0]).toMatchObject({ CaseQty: 1, PieceQty: 0, SentQty: 6 });
    expect(body.DeliveryDate).toBe('');
  });

  it('refuses a product twice on the order side, or twice for one reason on the return side', () => {
    expect(
      ZExchangeSubmitRequest.safeParse({ ExReturn: [], ExOrder: [{ PId: 1 }, { PId: 1 }] }).success,
    ).toBe(false);
    expect(
      ZExchangeSubmitRequest.safeParse({
        ExReturn: [
          { PId: 1, ReasonId: 1 },
          { PId: 1, ReasonId: 1 },
        ],
        ExOrder: [],
      }).success,
    ).toBe(false);
    expect(
      ZExchangeSubmitRequest.safeParse({
        ExReturn: [
          { PId: 1, ReasonId: 1 },
          { PId: 1, ReasonId: 2 },
        ],
        ExOrder: [],
      }).success,
    ).toBe(true);
  });
});

describe('exchangeCancelEffect (decision 094)', () => {
  it('cancels the return with the order while it is undecided, refuses once approved', () => {
    expect(['S', 'P', 'I'].map(exchangeCancelEffect)).toEqual(['withReturn', 'withReturn', 'withReturn']);
    expect(exchangeCancelEffect('A')).toBe('refused');
    expect(exchangeCancelEffect('R')).toBe('refused');
    expect(exchangeCancelEffect('C')).toBe('orderOnly');
  });
});
