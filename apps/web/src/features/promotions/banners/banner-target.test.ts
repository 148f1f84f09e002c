import type { TBanner } from '@restock/domain/contracts/product';
import { describe, expect, it } from 'vitest';
import { bannerTarget, deepLinkPath } from './banner-target';

const ORIGIN = 'https://shop.example.com';

function banner(over: Partial<TBanner>): TBanner {
  return {
    BannerId: 7,
    BannerType: 'DL',
    Title: 'T',
    Subtitle: '',
    ImageUrl: '/images/banners/7.svg',
    SchemeId: null,
    ProductId: null,
    Link: null,
    Sequence: 1,
    StartDate: '2026-01-01',
    EndDate: '2027-01-01',
    ...over,
  };
}

describe('bannerTarget', () => {
  it('opens a scheme banner on its promotion and a product banner on its product', () => {
    expect(bannerTarget(banner({ BannerType: 'SCH', SchemeId: 3 }), ORIGIN)).toBe('/ivy/promotion/3');
    expect(bannerTarget(banner({ BannerType: 'SCH' }), ORIGIN)).toBe('/ivy/promotions');
    expect(bannerTarget(banner({ BannerType: 'SKU', ProductId: 43 }), ORIGIN)).toBe('/ivy/product/43');
  });

  it('opens targeted banners on the products mapped to them', () => {
    for (const type of ['RTR', 'CH', 'LOC', 'DIST'] as const) {
      expect(bannerTarget(banner({ BannerType: type }), ORIGIN)).toBe('/ivy/banner/7');
    }
  });

  it('follows a deep link inside the app only', () => {
    expect(bannerTarget(banner({ Link: 'qpsSchemes' }), ORIGIN)).toBe('/ivy/qpsSchemes');
    expect(bannerTarget(banner({ Link: 'https://evil.example/ivy/home' }), ORIGIN)).toBe('/ivy/home');
  });
});

describe('deepLinkPath', () => {
  it('accepts relative routes, /ivy paths and same-origin URLs', () => {
    expect(deepLinkPath('promotions', ORIGIN)).toBe('/ivy/promotions');
    expect(deepLinkPath(' /ivy/productList?brand=7 ', ORIGIN)).toBe('/ivy/productList?brand=7');
    expect(deepLinkPath(`${ORIGIN}/ivy/promotion/2#top`, ORIGIN)).toBe('/ivy/promotion/2#top');
  });

  it('refuses other origins, scripts and paths outside the signed-in area', () => {
    expect(deepLinkPath('//evil.example/ivy/home', ORIGIN)).toBeNull();
    expect(deepLinkPath('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(deepLinkPath('/api/Login/UserAuthentication', ORIGIN)).toBeNull();
    expect(deepLinkPath('/ivy/../api/x', ORIGIN)).toBeNull();
    expect(deepLinkPath('/ivyx', ORIGIN)).toBeNull();
    expect(deepLinkPath('', ORIGIN)).toBeNull();
    expect(deepLinkPath(null, ORIGIN)).toBeNull();
  });
});
