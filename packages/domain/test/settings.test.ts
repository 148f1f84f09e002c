import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_SETTING_DEFAULTS,
  commaList,
  defaultSettingValues,
  parseSettings,
  parseUomList,
  SETTING_KEYS,
} from '../src/settings.ts';

describe('parseSettings', () => {
  it('gives every default when the server sends nothing', () => {
    const s = parseSettings([]);
    expect(s.flags.customAddToHomeScreen).toBe(true);
    expect(s.flags.isEnableAttrSorting).toBe(true);
    expect(s.flags.isLoginWithPassword).toBe(false);
    expect(s.complaintUploadImageCount).toBe(5);
    expect(s.saveToSmartListCount).toBe(5);
    expect(s.bulkOrderProductCount).toBe(30);
    expect(s.retailerLedgerMonthCount).toBe(12);
    expect(s.orderSummaryFilterLevelCode).toBe('brand');
    expect(s.defaultProductSorting).toBe('Price_ASC');
    expect(s.cashVoucher).toEqual({ enabled: false, conversionRate: 1 });
    expect(s.placeOrderUom).toEqual(['piece']);
    expect(s.isEnablePlaceOrderPiece).toBe(true);
    expect(s.isEnablePlaceOrderCase).toBe(false);
  });

  it("reads booleans only from the string 'true'", () => {
    const s = parseSettings([
      { key: 'isShowStockQty', value: 'true' },
      { key: 'customAddToHomeScreen', value: 'false' },
      { key: 'isShowTax', value: '1' },
      { key: 'isEnableFoc', value: ' TRUE ' },
    ]);
    expect(s.flags.isShowStockQty).toBe(true);
    expect(s.flags.customAddToHomeScreen).toBe(false);
    expect(s.flags.isShowTax).toBe(false);
    expect(s.flags.isEnableFoc).toBe(true);
  });

  it('derives the place-order and sales-return unit flags', () => {
    const s = parseSettings([
      { key: 'placeOrderUom', value: 'case, piece' },
      { key: 'salesReturnUom', value: 'case' },
    ]);
    expect(s.isEnablePlaceOrderCase && s.isEnablePlaceOrderPiece).toBe(true);
    expect(s.isEnableSalesReturnCase).toBe(true);
    expect(s.isEnableSalesReturnPiece).toBe(false);
    expect(parseUomList('kilo,,')).toEqual(['piece']);
  });

  it('reads the positional lists', () => {
    const s = parseSettings([
      { key: 'cashVoucher', value: 'true,2.5' },
      { key: 'orderVolume', value: 'true,KG,WT' },
      { key: 'orderSplit', value: 'true,brand' },
    ]);
    expect(s.cashVoucher).toEqual({ enabled: true, conversionRate: 2.5 });
    expect(s.orderVolume).toEqual({ enabled: true, metric: 'KG', conversionCode: 'WT' });
    expect(s.orderSplit).toEqual({ enabled: true, levels: ['brand'] });
  });

  it('falls back for empty sorting, bad numbers and bad JSON', () => {
    const s = parseSettings([
      { key: 'defaultProductSorting', value: '  ' },
      { key: 'saveToSmartListCount', value: 'abc' },
      { key: 'firebaseConfig', value: '{not json' },
    ]);
    expect(s.defaultProductSorting).toBe('Price_ASC');
    expect(s.saveToSmartListCount).toBe(5);
    expect(s.firebaseConfig).toEqual({});
  });

  it('has a default string for every key', () => {
    const defaults = defaultSettingValues();
    expect(Object.keys(defaults).sort()).toEqual([...SETTING_KEYS].sort());
    for (const key of Object.keys(BOOLEAN_SETTING_DEFAULTS))
      expect(['true', 'false']).toContain(defaults[key as keyof typeof defaults]);
  });

  it('never throws on arbitrary key/value strings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.constantFrom(...SETTING_KEYS, 'other'), value: fc.string() })),
        (configs) => {
          const s = parseSettings(configs);
          expect(s.placeOrderUom.length).toBeGreaterThan(0);
          expect(s.cashVoucher.conversionRate).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('splits comma lists without empty entries', () => {
    expect(commaList(' a, ,b ,')).toEqual(['a', 'b']);
    expect(commaList(undefined)).toEqual([]);
  });
});
