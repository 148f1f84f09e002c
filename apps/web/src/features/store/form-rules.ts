/**
 * The store forms' checks (returns spec section 5; rules/store, the same the server applies): each
 * field's message key, or null when it is valid. Values are checked trimmed; the forms send them
 * trimmed (no leading or trailing spaces).
 */
import {
  hasOnlyDigits,
  isSellWithinMrp,
  isValidConsumerPhone,
  isValidLatitude,
  isValidLongitude,
  isValidStoreCode,
  isValidStoreName,
  isValidStorePrice,
  STORE_LIMITS,
} from '@restock/domain/rules/store';

export type FieldError =
  | 'name'
  | 'mobile'
  | 'address'
  | 'required'
  | 'numbers'
  | 'code'
  | 'sellAboveMrp'
  | 'position';

export const nameError = (v: string, max: number): FieldError | null =>
  v.trim() === '' ? 'required' : isValidStoreName(v, max) ? null : 'name';

export const phoneError = (v: string): FieldError | null =>
  v.trim() === ''
    ? 'required'
    : !hasOnlyDigits(v.trim())
      ? 'numbers'
      : isValidConsumerPhone(v)
        ? null
        : 'mobile';

export const addressError = (v: string): FieldError | null =>
  v.trim() === '' || v.trim().length > STORE_LIMITS.consumerAddress ? 'address' : null;

export const codeError = (v: string, max: number): FieldError | null =>
  v.trim() === '' ? 'required' : isValidStoreCode(v, max) ? null : 'code';

export const priceError = (v: string): FieldError | null =>
  v.trim() === '' ? 'required' : isValidStorePrice(v) ? null : 'numbers';

export const sellError = (sell: string, mrp: string): FieldError | null =>
  priceError(sell) ?? (isValidStorePrice(mrp) && !isSellWithinMrp(sell, mrp) ? 'sellAboveMrp' : null);

export const requiredError = (v: string, max: number): FieldError | null =>
  v.trim() === '' || v.trim().length > max ? 'required' : null;

/** Latitude and longitude: both empty, or both numbers in range. */
export function positionError(lat: string, lng: string): FieldError | null {
  if (lat.trim() === '' && lng.trim() === '') return null;
  const a = Number(lat);
  const b = Number(lng);
  return lat.trim() !== '' && lng.trim() !== '' && isValidLatitude(a) && isValidLongitude(b)
    ? null
    : 'position';
}
