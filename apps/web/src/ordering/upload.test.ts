import { describe, expect, it } from 'vitest';
import type { PendingProduct, PendingQty } from './pending-edits';
import { patchProductQuantities, pendingEntries, planAddToCart, quantitiesOf } from './upload';

function product(over: Partial<PendingProduct> = {}): PendingProduct {
  return {
    ProductId: 1,
    ProductName: 'Tea 250 g',
    PrincipalId: 9,
    DistributorId: 5,
    UomId: 1,
    ConversionQty: 12,
    DiscountId: 0,
    SchemeId: 0,
    ImageUrl: '/img/1.webp',
    GroupId: 3,
    GroupName: 'Beverages',
    MinORDQty: 0,
    MaxORDQty: 0,
    Price: 45.5,
    IsSaleable: 1,
    IsFree: 0,
    SIH: 1000,
    InCart: 0,
    ...over,
  };
}

function pending(p: PendingProduct, cases: number, pieces: number): PendingQty {
  return {
    cases,
    pieces,
    quantity: pieces + cases * Math.max(1, p.ConversionQty),
    rounded: false,
    product: p,
  };
}

const OPTIONS = { isEnableMinOrderQty: false, isRestrictSIHProducts: false };

describe('pendingEntries', () => {
  it('keeps the selected distributor only and marks unchanged quantities', () => {
    const a = product({ ProductId: 1, InCart: 24 });
    const b = product({ ProductId: 2, DistributorId: 6 });
    const entries = pendingEntries(
      {
        '5:1': pending(a, 2, 0),
        '6:2': pending(b, 0, 3),
        '5:3': { cases: 0, pieces: 1, quantity: 1, rounded: false },
      },
      5,
    );
    expect(entries.map((e) => e.key)).toEqual(['5:1']);
    expect(entries[0]!.edit).toMatchObject({ count: 0, case_count: 2, isChanged: false });
  });
});

describe('planAddToCart', () => {
  it('says nothing changed when every typed quantity is what the cart holds', () => {
    const p = product({ InCart: 12 });
    const plan = planAddToCart(pendingEntries({ '5:1': pending(p, 1, 0) }, 5), OPTIONS);
    expect(plan).toEqual({ kind: 'nothingChanged', messageKey: 'addToCartValidation' });
  });

  it('sends pieces + cases x ConversionQty, and a removal with its price', () => {
    const add = product({ ProductId: 1 });
    const remove = product({ ProductId: 2, InCart: 6, Price: 10 });
    const plan = planAddToCart(
      pendingEntries({ '5:1': pending(add, 2, 3), '5:2': pending(remove, 0, 0) }, 5),
      OPTIONS,
    );
    if (plan.kind !== 'upload') throw new Error(plan.kind);
    expect(plan.lines.map((l) => [l.PId, l.Qty, l.Price])).toEqual([
      [1, 27, undefined],
      [2, 0, 10],
    ]);
    expect(plan.lines[0]).toMatchObject({ PrincipalId: 9, DistributorId: 5, GroupId: 3, UomCount: 1 });
    expect(plan.incoming).toBe('nonFoc');
    expect(plan.stock.level).toBe('ok');
  });

  it('rounds to the minimum order quantity when enabled and reports it', () => {
    const p = product({ MinORDQty: 10, ConversionQty: 1 });
    const plan = planAddToCart(pendingEntries({ '5:1': pending(p, 0, 13) }, 5), {
      ...OPTIONS,
      isEnableMinOrderQty: true,
    });
    if (plan.kind !== 'upload') throw new Error(plan.kind);
    expect(plan.lines[0]!.Qty).toBe(20);
    expect(plan.rounded).toEqual([1]);
  });

  it('refuses to mix FOC and other products in one upload', () => {
    const foc = product({ ProductId: 1, IsFree: 1 });
    const normal = product({ ProductId: 2 });
    const plan = planAddToCart(
      pendingEntries({ '5:1': pending(foc, 0, 1), '5:2': pending(normal, 0, 1) }, 5),
      OPTIONS,
    );
    expect(plan).toEqual({ kind: 'focMixed', messageKey: 'products.foc.cartNonFocRequestValidation' });
  });

  it('takes only the kind of the ordering mode when FOC is on, naming the others; removals always go', () => {
    const foc = product({ ProductId: 1, ProductName: 'Trial soap', IsFree: 1 });
    const paid = product({ ProductId: 2, ProductName: 'Tea 250 g' });
    const gone = product({ ProductId: 3, InCart: 4 });
    const inFoc = planAddToCart(
      pendingEntries({ '5:1': pending(foc, 0, 1), '5:2': pending(paid, 0, 1) }, 5),
      { ...OPTIONS, focMode: true },
    );
    expect(inFoc).toEqual({ kind: 'otherKind', focMode: true, names: ['Tea 250 g'] });
    const inRegular = planAddToCart(pendingEntries({ '5:1': pending(foc, 0, 1) }, 5), {
      ...OPTIONS,
      focMode: false,
    });
    expect(inRegular).toEqual({ kind: 'otherKind', focMode: false, names: ['Trial soap'] });
    const fine = planAddToCart(pendingEntries({ '5:1': pending(foc, 0, 2), '5:3': pending(gone, 0, 0) }, 5), {
      ...OPTIONS,
      focMode: true,
    });
    expect(fine.kind).toBe('upload');
    // FOC off: no mode, the mix rule alone.
    expect(planAddToCart(pendingEntries({ '5:2': pending(paid, 0, 1) }, 5), OPTIONS).kind).toBe('upload');
  });

  it('tells a FOC upload apart, and a removal-only upload as empty', () => {
    const foc = product({ ProductId: 1, IsFree: 1 });
    const plan = planAddToCart(pendingEntries({ '5:1': pending(foc, 0, 2) }, 5), OPTIONS);
    expect(plan.kind === 'upload' && plan.incoming).toBe('foc');
    const removal = product({ ProductId: 2, InCart: 4 });
    const only = planAddToCart(pendingEntries({ '5:2': pending(removal, 0, 0) }, 5), OPTIONS);
    expect(only.kind === 'upload' && only.incoming).toBe('empty');
  });

  it('sends a FOC product as a FOC line (IsFree) and a regular one without it', () => {
    const foc = product({ ProductId: 1, IsFree: 1 });
    const plan = planAddToCart(pendingEntries({ '5:1': pending(foc, 0, 2) }, 5), OPTIONS);
    expect(plan.kind === 'upload' && plan.lines).toEqual([
      expect.objectContaining({ PId: 1, Qty: 2, IsFree: true }),
    ]);
    const normal = product({ ProductId: 2 });
    const paid = planAddToCart(pendingEntries({ '5:2': pending(normal, 0, 2) }, 5), OPTIONS);
    expect(paid.kind === 'upload' && 'IsFree' in paid.lines[0]!).toBe(false);
    // A FOC line taken out goes as a plain removal (Qty 0 with its price).
    const gone = product({ ProductId: 1, IsFree: 1, InCart: 2 });
    const removal = planAddToCart(pendingEntries({ '5:1': pending(gone, 0, 0) }, 5), OPTIONS);
    expect(removal.kind === 'upload' && removal.lines[0]).toMatchObject({ Qty: 0, Price: 45.5 });
    expect(removal.kind === 'upload' && 'IsFree' in removal.lines[0]!).toBe(false);
  });

  it('stops above stock when stock is restricted, and only warns otherwise', () => {
    const p = product({ SIH: 5 });
    const entries = pendingEntries({ '5:1': pending(p, 0, 8) }, 5);
    expect(planAddToCart(entries, { ...OPTIONS, isRestrictSIHProducts: true })).toEqual({
      kind: 'outOfStock',
      messageKey: 'common.alerts.warning.outOfStockError',
      names: ['Tea 250 g'],
    });
    const plan = planAddToCart(entries, OPTIONS);
    expect(plan.kind === 'upload' && plan.stock.level).toBe('warning');
  });

  it('never sends a product that is not saleable (but may remove it)', () => {
    const p = product({ IsSaleable: 0 });
    expect(planAddToCart(pendingEntries({ '5:1': pending(p, 0, 3) }, 5), OPTIONS).kind).toBe(
      'nothingChanged',
    );
    const inCart = product({ IsSaleable: 0, InCart: 3 });
    const plan = planAddToCart(pendingEntries({ '5:1': pending(inCart, 0, 0) }, 5), OPTIONS);
    expect(plan.kind === 'upload' && plan.lines[0]!.Qty).toBe(0);
  });
});

describe('patchProductQuantities', () => {
  const qty = quantitiesOf([
    { PId: 1, Qty: 24, DistributorId: 5, PrincipalId: 9 },
    { PId: 2, Qty: 0, DistributorId: 5, PrincipalId: 9 },
  ]);
  const p1 = { ProductId: 1, DistributorId: 5, Qty: 0, ProductName: 'a' };
  const p2 = { ProductId: 2, DistributorId: 5, Qty: 6, ProductName: 'b' };
  const p3 = { ProductId: 3, DistributorId: 5, Qty: 1, ProductName: 'c' };

  it('updates a product, a page and paged data, leaving the rest as they are', () => {
    expect(patchProductQuantities(p1, qty)).toEqual({ ...p1, Qty: 24 });
    const page = { products: [p1, p3], page: 1 };
    const paged = { pages: [page, { products: [p2], page: 2 }], pageParams: [1, 2] };
    const out = patchProductQuantities(paged, qty) as typeof paged;
    expect(out.pages[0]!.products.map((p) => p.Qty)).toEqual([24, 1]);
    expect(out.pages[1]!.products[0]!.Qty).toBe(0);
    expect(out.pages[0]!.products[1]).toBe(p3);
    expect(out.pageParams).toBe(paged.pageParams);
  });

  it('returns the same object when nothing it holds was uploaded', () => {
    const other = { products: [p3] };
    expect(patchProductQuantities(other, qty)).toBe(other);
    expect(patchProductQuantities(p1, new Map())).toBe(p1);
    const categories = [{ Id: 1, Name: 'x' }];
    expect(patchProductQuantities(categories, qty)).toBe(categories);
    expect(patchProductQuantities(undefined, qty)).toBeUndefined();
  });

  it('does not touch another distributor’s product', () => {
    const elsewhere = { ...p1, DistributorId: 6 };
    expect(patchProductQuantities(elsewhere, qty)).toBe(elsewhere);
  });
});
