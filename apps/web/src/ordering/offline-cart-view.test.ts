import type { TCartDetailResponse, TCartLine, TCartTotals } from '@restock/domain/contracts/cart';
import { describe, expect, it } from 'vitest';
import type { QueuedEdit } from './cart-outbox';
import { patchCartDetail, patchSummaryGroups } from './offline-cart-view';

function cartLine(id: number, qty: number, price: number, over: Partial<TCartLine> = {}): TCartLine {
  return {
    ProductId: id,
    PrincipalId: 9,
    ProductName: `P${id}`,
    ProductCode: `C${id}`,
    Price: price,
    Qty: qty,
    ConversionQty: 12,
    IsFree: 0,
    DeliveryDate: '2026-12-08',
    DiscountId: 0,
    SchemeId: 0,
    Scheme: null,
    ImageUrl: '',
    DistributorId: 5,
    UomId: 1,
    GroupId: 0,
    GroupName: '',
    MinORDQty: 0,
    MaxORDQty: 0,
    IsSaleable: 1,
    SIH: 100,
    BrandId: 1,
    BrandName: 'B',
    SplitId: 0,
    SplitName: '',
    ProductPoints: 0,
    TaxPercent: 5,
    DiscAmount: 1,
    SchemeAmount: 0,
    TaxAmount: 0.5,
    OldPrice: null,
    LineTotal: qty * price,
    NetAmount: qty * price - 0.5,
    ...over,
  };
}

const totals: TCartTotals = {
  LineCount: 2,
  TotalQty: 3,
  FreeQty: 0,
  GrossAmount: 0,
  DiscAmount: 0,
  SchemeAmount: 0,
  TaxAmount: 0,
  NetAmount: 0,
  CashVoucher: null,
  OrderVolume: null,
  MinOrderValue: 100,
  MeetsMinimumOrderValue: false,
  AllowToCheckout: false,
};

function detail(lines: TCartLine[]): TCartDetailResponse {
  return {
    Status: 1,
    Code: '',
    Msg: '',
    Data: lines,
    Count: lines.length,
    TotalCount: lines.length,
    isShowSIHWarning: false,
    FreeProducts: [],
    Totals: totals,
    IsFOC: false,
    StandardDeliveryDate: '2026-12-08',
    ExpressDeliveryDate: null,
  } as TCartDetailResponse;
}

function edit(pid: number, qty: number, extra: Partial<QueuedEdit> = {}): QueuedEdit {
  return {
    key: `5:${pid}`,
    line: { PId: pid, Qty: qty, PrincipalId: 9, DistributorId: 5, PName: `New ${pid}`, ImageUrl: '/i.webp' },
    at: 1,
    ...extra,
  };
}

describe('the cached cart with the edits kept offline (decision 124)', () => {
  it('changes a quantity at Price x Qty, removes at 0, adds a new product, and sums estimated totals', () => {
    const cart = detail([cartLine(1, 2, 10), cartLine(2, 1, 5)]);
    const next = patchCartDetail(
      cart,
      [
        edit(1, 6),
        edit(2, 0),
        edit(3, 4, { product: { Price: 2.5, ConversionQty: 6, SIH: 50 } }),
        edit(9, 1, { line: { PId: 9, Qty: 1, PrincipalId: 9, DistributorId: 7 }, key: '7:9' }),
      ],
      5,
    );
    expect(next.Data.map((l) => [l.ProductId, l.Qty, l.LineTotal, l.NetAmount, l.DiscAmount])).toEqual([
      [1, 6, 60, 60, 0],
      [3, 4, 10, 10, 0],
    ]);
    const added = next.Data[1]!;
    expect(added).toMatchObject({
      ProductName: 'New 3',
      ImageUrl: '/i.webp',
      ConversionQty: 6,
      SIH: 50,
      DeliveryDate: '2026-12-08',
    });
    expect(next.Totals).toMatchObject({
      LineCount: 2,
      TotalQty: 10,
      GrossAmount: 70,
      NetAmount: 70,
      TaxAmount: 0,
      MeetsMinimumOrderValue: false,
      AllowToCheckout: false,
    });
    expect(next.Estimated).toBe(true);
  });

  it('changes nothing when the edits are already in (applying them again after a reopen)', () => {
    const cart = detail([cartLine(1, 6, 10)]);
    expect(patchCartDetail(cart, [edit(1, 6), edit(4, 0)], 5)).toBe(cart);
  });

  it('builds a line with neutral values when nothing is known of the product', () => {
    const next = patchCartDetail(detail([]), [edit(8, 3)], 5);
    expect(next.Data[0]).toMatchObject({
      Price: 0,
      ConversionQty: 1,
      IsSaleable: 1,
      MinORDQty: 0,
      Scheme: null,
    });
    expect(next.Data[0]!.SIH).toBeGreaterThanOrEqual(3);
  });

  it('keeps the summary groups, drops an emptied one, puts new products in a last group', () => {
    const groups = [
      {
        FilterLevelCode: 'BR',
        Id: 1,
        Name: 'B',
        Lines: [cartLine(1, 2, 10)],
        GrossAmount: 20,
        NetAmount: 19.5,
        TotalQty: 2,
      },
      {
        FilterLevelCode: 'BR',
        Id: 2,
        Name: 'C',
        Lines: [cartLine(2, 1, 5)],
        GrossAmount: 5,
        NetAmount: 4.5,
        TotalQty: 1,
      },
    ];
    const next = patchSummaryGroups(groups, [edit(1, 3), edit(2, 0), edit(3, 1)], 5);
    expect(next.map((g) => [g.Id, g.Lines.map((l) => l.ProductId), g.TotalQty, g.NetAmount])).toEqual([
      [1, [1], 3, 30],
      [null, [3], 1, 0],
    ]);
  });
});
