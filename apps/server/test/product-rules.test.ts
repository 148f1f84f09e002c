import { ZAttrFilterEntry, ZFavouriteToggleRequest, ZProductFilter } from '@restock/domain/contracts/product';
import {
  hasMorePages,
  MAX_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  pageWindow,
  parseSortOption,
  resolveProductOrder,
} from '@restock/domain/rules/product-list';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXml, inkOn, productSvg, tint, wrapText } from '../src/modules/product/svg.ts';
import { conversionFor, ean13, netQuantity } from '../src/seed/catalogue.ts';

describe('product list rules', () => {
  it('resolves the order: an asked sort wins, then the rank of a ranked list, then the setting, then Price_ASC', () => {
    expect(resolveProductOrder('Name_DESC', 'Price_ASC', true)).toBe('Name_DESC');
    expect(resolveProductOrder('', 'Name_ASC', true)).toBe('Rank');
    expect(resolveProductOrder(undefined, 'Name_ASC', false)).toBe('Name_ASC');
    expect(resolveProductOrder(null, 'bogus', false)).toBe('Price_ASC');
    expect(resolveProductOrder('Price_UP', 'Date_DESC', false)).toBe('Date_DESC');
  });

  it('splits a sort option into field and direction', () => {
    expect(parseSortOption('Point_DESC')).toEqual({ field: 'Point', direction: 'DESC' });
    expect(parseSortOption('Name_ASC')).toEqual({ field: 'Name', direction: 'ASC' });
  });

  it('pages: 1-based lists and the 0-based discount list land on the same rows', () => {
    expect(pageWindow(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
    expect(pageWindow(0, 20, 0)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(2, 500)).toEqual({ limit: MAX_PAGE_SIZE, offset: MAX_PAGE_SIZE });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 100 }), (page, size) => {
        const one = pageWindow(page, size, 1);
        expect(one).toEqual(pageWindow(page - 1, size, 0));
        expect(one.offset % one.limit).toBe(0);
      }),
    );
    expect(hasMorePages(0, 20, 45)).toBe(true);
    expect(hasMorePages(40, 5, 45)).toBe(false);
    expect(hasMorePages(60, 0, 45)).toBe(false);
  });
});

describe('product contracts', () => {
  it('fills the filter defaults', () => {
    const f = ZProductFilter.parse({});
    expect(f).toMatchObject({
      PageSize: PRODUCT_PAGE_SIZE,
      SearchText: '',
      NeedScheme: false,
      AttrFilter: [],
    });
    expect(ZProductFilter.parse({ NeedScheme: 1, NeedFOC: 0 })).toMatchObject({
      NeedScheme: true,
      NeedFOC: false,
    });
  });

  it('accepts the attribute filter modes and refuses malformed entries', () => {
    expect(ZAttrFilterEntry.parse({ AttrId: 3, AttrValues: [1, 2] })).toMatchObject({
      AttrRangeValues: [],
      Sorting: '',
    });
    expect(ZAttrFilterEntry.parse({ AttrId: '3', AttrRangeValues: [0, 0] }).AttrId).toBe(3);
    for (const bad of [
      { AttrId: 3, AttrRangeValues: [2, 1] },
      { AttrId: 3, AttrRangeValues: [1] },
      { AttrId: 3, AttrRangeValues: [Number.NaN, 1] },
      { AttrId: 0, AttrValues: [1] },
      { AttrId: 3, AttrValues: [0] },
      { AttrId: 3, Sorting: 'asc' },
    ]) {
      expect(ZAttrFilterEntry.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('reads IsFavourite as 0 or 1', () => {
    const base = { PrincipalId: 1, DistributorId: 2, ProductId: 3 };
    expect(ZFavouriteToggleRequest.parse({ ...base, IsFavourite: true }).IsFavourite).toBe(1);
    expect(ZFavouriteToggleRequest.parse({ ...base, IsFavourite: 0 }).IsFavourite).toBe(0);
    expect(ZFavouriteToggleRequest.safeParse({ ...base, IsFavourite: 2 }).success).toBe(false);
  });
});

describe('catalogue pictures and seed helpers', () => {
  it('escapes text, wraps names and picks readable ink', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(wrapText('Crunchos Masala Magic Tangy Tomato', 12, 3)).toEqual([
      'Crunchos',
      'Masala Magic',
      'Tangy Tomato',
    ]);
    const cut = wrapText('one two three four five six seven', 7, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
    expect(inkOn('#facc15')).toBe('#1f2937');
    expect(inkOn('#1d4ed8')).toBe('#ffffff');
    expect(tint('#000000', 1)).toBe('#ffffff');
    expect(tint('#ffffff', -1)).toBe('#000000');
  });

  it('draws a product with its brand, name and pack size, safely escaped', () => {
    const svg = productSvg({
      name: 'Tom <b>& Co 1 kg',
      brand: 'Tom',
      packSize: '1 kg',
      packType: 'jar',
      colour: '#123456',
    });
    expect(svg).toContain('&lt;b&gt;&amp;');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('1 kg');
    for (const packType of [
      'pouch',
      'bottle',
      'box',
      'bar',
      'jar',
      'tin',
      'packet',
      'bag',
      'tube',
      'cup',
      'other',
    ]) {
      expect(productSvg({ name: 'A', brand: 'B', packSize: '', packType, colour: 'bad' })).toMatch(
        /^<svg[\s\S]*<\/svg>$/,
      );
    }
  });

  it('makes valid EAN-13 barcodes, net quantities and case sizes', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    expect(ean13('890123400001')).toMatch(/^\d{13}$/);
    expect(netQuantity('500 g')).toBe(500);
    expect(netQuantity('1 kg')).toBe(1000);
    expect(netQuantity('2 L')).toBe(2000);
    expect(netQuantity('4 x 125 g')).toBe(500);
    expect(netQuantity('20 sticks')).toBeNull();
    expect([conversionFor(10), conversionFor(100), conversionFor(500)]).toEqual([24, 12, 6]);
  });
});
