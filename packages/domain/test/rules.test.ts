import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BADGE_CAPS, badgeLabel } from '../src/app/badges.ts';
import { landingPath, safeReturnPath } from '../src/app/landing.ts';
import { normaliseHexColour, shadeColour, themePalette } from '../src/app/theme.ts';
import { compareVersions } from '../src/app/version.ts';
import { ERROR_CODE_LIST, ERROR_CODES, isErrorCode } from '../src/codes.ts';
import {
  digitsOnly,
  isStrongPassword,
  isValidMobileNumber,
  isValidOtp,
  nationalMobileNumber,
  normaliseOtp,
} from '../src/rules/validators.ts';

describe('code catalogue', () => {
  it('holds E000-E042, E22, EXP and E_INVALID_VERSION with 4xx/5xx statuses', () => {
    for (let i = 0; i <= 42; i++) expect(isErrorCode(`E${String(i).padStart(3, '0')}`)).toBe(true);
    for (const code of ['E22', 'EXP', 'E_INVALID_VERSION']) expect(isErrorCode(code)).toBe(true);
    expect(ERROR_CODE_LIST).toHaveLength(48);
    for (const code of ERROR_CODE_LIST) expect(ERROR_CODES[code].http).toBeGreaterThanOrEqual(400);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('validators', () => {
  it('accepts 10 digits with an optional country code', () => {
    expect(isValidMobileNumber('9876543210')).toBe(true);
    expect(isValidMobileNumber('+91 9876543210')).toBe(true);
    expect(isValidMobileNumber('+1-9876543210')).toBe(true);
    expect(isValidMobileNumber('987654321')).toBe(false);
    expect(isValidMobileNumber('+9123 9876543210')).toBe(false);
    expect(isValidMobileNumber('98765a3210')).toBe(false);
    expect(nationalMobileNumber('+91 9876543210')).toBe('9876543210');
  });

  it('strips non-digits from codes and keeps 4', () => {
    expect(normaliseOtp('1a2-3 45')).toBe('1234');
    expect(isValidOtp('1234')).toBe(true);
    expect(isValidOtp('123')).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => /^\d{0,4}$/.test(normaliseOtp(s))));
    fc.assert(fc.property(fc.string(), (s) => /^\d*$/.test(digitsOnly(s))));
  });

  it('requires 8-50 characters with a letter and a digit for a new password', () => {
    expect(isStrongPassword('Welcome@123')).toBe(true);
    expect(isStrongPassword('short1')).toBe(false);
    expect(isStrongPassword('onlyletters')).toBe(false);
    expect(isStrongPassword(`a1${'x'.repeat(49)}`)).toBe(false);
  });
});

describe('theme shades', () => {
  it('normalises 3- and 6-digit colours and refuses others', () => {
    expect(normaliseHexColour('#ABC')).toBe('#aabbcc');
    expect(normaliseHexColour('0f766e')).toBe('#0f766e');
    expect(normaliseHexColour('#12345')).toBeNull();
    expect(themePalette('red')).toBeNull();
  });

  it('adds 30, 210, 240 and 190 to each channel, clamped at 255', () => {
    const p = themePalette('#0f766e')!;
    expect(p.shades).toEqual(['#2d948c', '#e1ffff', '#ffffff', '#cdffff']);
    expect(shadeColour('#000000', 30)).toBe('#1e1e1e');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 255 }), (n, o) =>
        /^#[0-9a-f]{6}$/.test(shadeColour(`#${n.toString(16).padStart(6, '0')}`, o)),
      ),
    );
  });
});

describe('landing', () => {
  const base = {
    allowedLandingScreens: ['orders', 'myRewards'],
    isLandingHomePage: true,
    isHomePageEnabled: true,
  };
  it('accepts a landing screen only from the configured list', () => {
    expect(landingPath({ ...base, landingScreen: 'orders' })).toBe('/ivy/orders');
    expect(landingPath({ ...base, landingScreen: 'admin' })).toBe('/ivy/home');
    expect(landingPath({ ...base, landingScreen: '//evil.example' })).toBe('/ivy/home');
  });
  it('reads the P/O/R product-list notation and the focused tab', () => {
    expect(landingPath({ ...base, productList: 'p' })).toBe('/ivy/productList?tab=pastPurchase');
    expect(landingPath({ ...base, productList: 'R' })).toBe('/ivy/productList?tab=recommended');
    expect(landingPath({ ...base, focusedTab: 'hotDeals' })).toBe('/ivy/productList?tab=hotDeals');
  });
  it('goes home only when both home settings are on', () => {
    expect(landingPath(base)).toBe('/ivy/home');
    expect(landingPath({ ...base, isHomePageEnabled: false })).toBe('/ivy/productList');
    expect(landingPath({ ...base, isLandingHomePage: false })).toBe('/ivy/productList');
  });
  it('keeps remembered paths inside the app', () => {
    expect(safeReturnPath('/ivy/orders?x=1')).toBe('/ivy/orders?x=1');
    expect(safeReturnPath('https://evil.example/ivy/')).toBeNull();
    expect(safeReturnPath('/ivy/\\evil')).toBeNull();
    expect(safeReturnPath('/')).toBeNull();
  });
});

describe('badges and versions', () => {
  it('caps badges', () => {
    expect(badgeLabel(0, BADGE_CAPS.cart)).toBe('');
    expect(badgeLabel(99, BADGE_CAPS.cart)).toBe('99');
    expect(badgeLabel(100, BADGE_CAPS.cart)).toBe('99+');
    expect(badgeLabel(1000, BADGE_CAPS.orders)).toBe('999+');
  });
  it('compares dotted versions numerically', () => {
    expect(compareVersions('4.6.70.1488', '4.6.0.0')).toBe(1);
    expect(compareVersions('4.6', '4.6.0.0')).toBe(0);
    expect(compareVersions('4.10', '4.9.9')).toBe(1);
    expect(compareVersions('3.99', '4')).toBe(-1);
  });
});
