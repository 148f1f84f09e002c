import { describe, expect, it } from 'vitest';
import type { PendingProduct, PendingQty } from '../pending-edits';
import { pendingEntries } from '../upload';
import { focSwitchStep, pendingOfOtherKind } from './foc-switch';

function product(id: number, isFree: 0 | 1): PendingProduct {
  return {
    ProductId: id,
    ProductName: `P${id}`,
    PrincipalId: 1,
    DistributorId: 5,
    UomId: 1,
    ConversionQty: 1,
    DiscountId: 0,
    SchemeId: 0,
    ImageUrl: '',
    GroupId: 1,
    GroupName: 'G',
    MinORDQty: 0,
    MaxORDQty: 0,
    IsSaleable: 1,
    IsFree: isFree,
    SIH: 100,
    InCart: 0,
  };
}

function typed(p: PendingProduct, pieces: number): PendingQty {
  return { cases: 0, pieces, quantity: pieces, rounded: false, product: p };
}

describe('focSwitchStep', () => {
  it('switches at once when the cart may take the new kind and nothing typed is in the way', () => {
    expect(focSwitchStep(null, 0)).toEqual({ kind: 'switch' });
  });

  it("asks to clear the cart or stay when ValidateCart refuses, with the server's message key", () => {
    expect(focSwitchStep('products.foc.cartFocRequestValidation', 0)).toEqual({
      kind: 'cartHoldsOther',
      messageKey: 'products.foc.cartFocRequestValidation',
      pending: 0,
    });
    expect(focSwitchStep('products.foc.cartNonFocRequestValidation', 2)).toMatchObject({
      kind: 'cartHoldsOther',
      pending: 2,
    });
  });

  it('asks before dropping typed quantities of the other kind', () => {
    expect(focSwitchStep(null, 3)).toEqual({ kind: 'discardPending', pending: 3 });
  });
});

describe('pendingOfOtherKind', () => {
  const entries = pendingEntries(
    { '5:1': typed(product(1, 0), 2), '5:2': typed(product(2, 1), 1), '5:3': typed(product(3, 0), 4) },
    5,
  );

  it('to FOC: the regular products typed; to regular: the FOC ones', () => {
    expect(pendingOfOtherKind(entries, true).map((e) => e.key)).toEqual(['5:1', '5:3']);
    expect(pendingOfOtherKind(entries, false).map((e) => e.key)).toEqual(['5:2']);
  });
});
