/**
 * Store module input rules (returns spec sections 4 and 5; docs/decisions/111), applied by the store
 * forms and again by the server: the spec's maximum lengths, what a valid name, code, phone, price and
 * position are, and sell price not above MRP. Values are trimmed before they are checked.
 */
import { tryToPaise } from './pricing.ts';

export const STORE_LIMITS = {
  consumerName: 100,
  consumerPhone: 10,
  consumerAddress: 255,
  categoryCode: 25,
  categoryName: 100,
  brandCode: 25,
  brandName: 100,
  skuCode: 25,
  skuName: 100,
  mrpPrice: 6,
  sellPrice: 6,
  /** Display and asset: name, value, serial number, vendor and type (spec: 100 each). */
  assetField: 100,
  /** Reason and condition of an asset: the spec gives no length; 255 like an address (decision 111). */
  assetNote: 255,
  /** A list's search text. */
  search: 100,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A name (consumer, category, brand, SKU, display, vendor): not empty, within `max`, a letter or digit in it. */
export function isValidStoreName(value: string, max: number): boolean {
  const v = value.trim();
  return v.length > 0 && v.length <= max && !CONTROL.test(v) && /[\p{L}\p{N}]/u.test(v);
}

/** A code (category, brand, SKU): letters, digits and . _ - / only, starting with a letter or digit. */
export const STORE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export function isValidStoreCode(value: string, max: number): boolean {
  const v = value.trim();
  return v.length <= max && STORE_CODE_PATTERN.test(v);
}

/** A consumer's phone: exactly 10 digits. */
export function isValidConsumerPhone(value: string): boolean {
  return /^\d{10}$/.test(value.trim());
}

/**
 * An MRP or sell price: digits with at most two decimals, at most 6 characters in all (999999 or
 * 999.99), above zero.
 */
export function isValidStorePrice(value: string | number): boolean {
  const v = String(value).trim();
  if (v.length === 0 || v.length > STORE_LIMITS.mrpPrice || !/^\d+(\.\d{1,2})?$/.test(v)) return false;
  const paise = tryToPaise(v);
  return paise !== null && paise > 0n;
}

/** Sell price not above MRP (both valid prices). */
export function isSellWithinMrp(sell: string | number, mrp: string | number): boolean {
  const s = tryToPaise(String(sell).trim());
  const m = tryToPaise(String(mrp).trim());
  return s !== null && m !== null && s <= m;
}

/** Latitude within -90..90 and longitude within -180..180. */
export function isValidLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}
export function isValidLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

/** Whether a text has only digits (the forms' "Enter only numbers"). */
export function hasOnlyDigits(value: string): boolean {
  return /^\d*$/.test(value);
}

/** Consumer list sort orders: name ascending is the default (the pending list reloads with it). */
export const CONSUMER_SORTS = ['NameAsc', 'NameDesc', 'Newest', 'Oldest'] as const;
export type ConsumerSort = (typeof CONSUMER_SORTS)[number];

/** Display (a paid display, with its value) or asset (with its serial number). */
export const STORE_ASSET_KINDS = ['Display', 'Asset'] as const;
export type StoreAssetKind = (typeof STORE_ASSET_KINDS)[number];

/** Store pictures (decision 122): a banner (wide, the store's front) or an image. */
export const STORE_MEDIA_KINDS = ['Banner', 'Image'] as const;
export type StoreMediaKind = (typeof STORE_MEDIA_KINDS)[number];
/** A store picture's title: required, trimmed, at most this long. */
export const STORE_MEDIA_TITLE_MAX = 100;
/** Banners and images one retailer keeps, both kinds together: more is refused (storeMediaLimit). */
export const STORE_MEDIA_MAX = 50;
