import { describe, expect, it } from 'vitest';
import { exchangeReducer, initialExchangeState } from './exchange-state';
import { restoreExchange, storedExchange } from './exchange-storage';

const item = {
  PId: 4,
  ProductName: 'Tea 250 g',
  ImageUrl: '',
  ConversionQty: 12,
  Price: 0,
  CaseQty: 1,
  PieceQty: 2,
  Reasons: [
    { ReasonId: 1, CaseQty: 1, PieceQty: 0, MfgDate: '2026-10-01' },
    { ReasonId: 2, CaseQty: 0, PieceQty: 2, MfgDate: '' },
  ],
  Limit: 40,
};

describe('the exchange flow kept in the tab (decision 094)', () => {
  it('reads back what it stored: step, summaries, drafts and category', () => {
    let s = exchangeReducer(initialExchangeState, { type: 'set', side: 'return', item });
    s = exchangeReducer(s, { type: 'goto', step: 'orderSelect' });
    s = exchangeReducer(s, { type: 'category', categoryId: 3, subCategoryId: 0 });
    s = exchangeReducer(s, { type: 'draft', item: { ...item, PId: 9, Reasons: [], Limit: null } });
    const back = restoreExchange(JSON.parse(JSON.stringify(storedExchange(s))));
    expect(back).toEqual(s);
  });

  it('starts a new exchange from nothing, another version or anything that does not fit', () => {
    const good = storedExchange({ ...initialExchangeState, returns: [item] });
    for (const bad of [
      null,
      'x',
      { ...good, v: 0 },
      { v: good.v, state: { ...good.state, step: 'pay' } },
      { v: good.v, state: { ...good.state, returns: [{ ...item, PieceQty: -1 }] } },
      {
        v: good.v,
        state: {
          ...good.state,
          returns: [{ ...item, Reasons: [{ ReasonId: 1, CaseQty: 0, PieceQty: 1, MfgDate: '1 Oct' }] }],
        },
      },
    ])
      expect(restoreExchange(bad)).toBe(initialExchangeState);
  });
});
