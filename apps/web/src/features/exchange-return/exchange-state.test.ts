import { describe, expect, it } from 'vitest';
import {
  type ExchangeItem,
  exchangeReducer,
  initialExchangeState,
  resultPath,
  setSummaryItem,
  submitBody,
  submitProblem,
  totalPieces,
  withReasons,
} from './exchange-state';

const item = (
  PId: number,
  PieceQty: number,
  CaseQty = 0,
  extra: Partial<ExchangeItem> = {},
): ExchangeItem => ({
  PId,
  ProductName: `P${PId}`,
  ImageUrl: '',
  ConversionQty: 6,
  Price: 10,
  CaseQty,
  PieceQty,
  Reasons: PieceQty + CaseQty > 0 ? [{ ReasonId: 1, CaseQty, PieceQty, MfgDate: '' }] : [],
  Limit: null,
  ...extra,
});

describe('exchange return state', () => {
  it('replaces an entry when quantities are set, removes it with none, keeps its place', () => {
    let list = setSummaryItem([], item(1, 2));
    list = setSummaryItem(list, item(2, 1));
    list = setSummaryItem(list, item(1, 5));
    expect(list.map((i) => [i.PId, i.PieceQty])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(setSummaryItem(list, item(1, 0)).map((i) => i.PId)).toEqual([2]);
    expect(setSummaryItem(list, item(9, 0))).toEqual(list);
  });

  it('counts pieces plus cases times ConversionQty', () => {
    expect(totalPieces([item(1, 2, 1), item(2, 0, 2)])).toBe(2 + 6 + 12);
  });

  it('resets typed quantities when the category or sub-category changes, not when it stays', () => {
    let s = exchangeReducer(initialExchangeState, { type: 'draft', item: item(1, 3) });
    expect(exchangeReducer(s, { type: 'category', categoryId: 0, subCategoryId: 0 })).toBe(s);
    s = exchangeReducer(s, { type: 'category', categoryId: 4, subCategoryId: 0 });
    expect(s.drafts).toEqual({});
    s = exchangeReducer(s, { type: 'draft', item: item(1, 3) });
    s = exchangeReducer(s, { type: 'category', categoryId: 4, subCategoryId: 7 });
    expect(s.drafts).toEqual({});
  });

  it('moves typed quantities into the side’s summary and clears them', () => {
    let s = exchangeReducer(initialExchangeState, { type: 'draft', item: item(1, 3) });
    s = exchangeReducer(s, { type: 'draft', item: item(2, 0) });
    s = exchangeReducer(s, { type: 'commitDrafts', side: 'return' });
    expect(s.returns.map((i) => i.PId)).toEqual([1]);
    expect(s.orders).toEqual([]);
    expect(s.drafts).toEqual({});
  });

  it('submits only when both sides hold the same pieces and an address is chosen', () => {
    const returns = [item(1, 0, 1)];
    expect(submitProblem({ returns: [], orders: [] }, 1)).toBe('noReturn');
    expect(submitProblem({ returns, orders: [] }, 1)).toBe('noOrder');
    expect(submitProblem({ returns, orders: [item(2, 5)] }, 1)).toBe('mismatch');
    expect(submitProblem({ returns, orders: [item(2, 6)] }, null)).toBe('noAddress');
    expect(submitProblem({ returns, orders: [item(2, 6)] }, 1)).toBeNull();
  });

  it('keeps a return item’s reasons above 0, its cases and pieces their sums', () => {
    const i = withReasons(item(1, 0), [
      { ReasonId: 1, CaseQty: 1, PieceQty: 2, MfgDate: '2026-10-01' },
      { ReasonId: 2, CaseQty: 0, PieceQty: 0, MfgDate: '' },
      { ReasonId: 3, CaseQty: 0, PieceQty: 4, MfgDate: '' },
    ]);
    expect(i.Reasons.map((r) => r.ReasonId)).toEqual([1, 3]);
    expect([i.CaseQty, i.PieceQty, totalPieces([i])]).toEqual([1, 6, 12]);
  });

  it('sends only lines above 0, a return line per reason with its manufacturing date', () => {
    const two = withReasons(item(5, 0), [
      { ReasonId: 1, CaseQty: 0, PieceQty: 1, MfgDate: '2026-10-01' },
      { ReasonId: 2, CaseQty: 1, PieceQty: 0, MfgDate: '' },
    ]);
    const body = submitBody({ returns: [item(1, 2), item(3, 0), two], orders: [item(2, 2), item(4, 0)] }, 7);
    expect(body).toEqual({
      AddressId: 7,
      DeliveryDate: '',
      ExReturn: [
        { PId: 1, CaseQty: 0, PieceQty: 2, ReasonId: 1, MfgDate: '' },
        { PId: 5, CaseQty: 0, PieceQty: 1, ReasonId: 1, MfgDate: '2026-10-01' },
        { PId: 5, CaseQty: 1, PieceQty: 0, ReasonId: 2, MfgDate: '' },
      ],
      ExOrder: [{ PId: 2, CaseQty: 0, PieceQty: 2 }],
    });
    expect(resultPath({ OrderId: 5, OrderNo: 'SO1', ReturnId: 6, ReturnNo: 'EXR2' })).toBe(
      '/ivy/exchangeReturnResult/5/SO1/6/EXR2',
    );
  });
});
