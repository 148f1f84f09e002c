/** Input rules shared by the login forms and the server contracts (ordering-core section 5). */

export const LOGIN_FIELD_MAX = 50;
export const OTP_LENGTH = 4;
export const MOBILE_DIGITS = 10;

/** Optional country code (+ and 1 to 3 digits, then a space or dash) followed by exactly 10 digits. */
export const MOBILE_NUMBER_PATTERN = /^(?:\+\d{1,3}[ -])?\d{10}$/;

export function isValidMobileNumber(value: string): boolean {
  return MOBILE_NUMBER_PATTERN.test(value.trim());
}

/** The 10-digit national part of a mobile number (country code and separator removed). */
export function nationalMobileNumber(value: string): string {
  return value.trim().slice(-MOBILE_DIGITS);
}

/** Keeps only digits, for inputs that accept nothing else (mobile, code). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** A one-time code as typed: non-digits stripped, at most 4 digits kept. */
export function normaliseOtp(value: string): string {
  return digitsOnly(value).slice(0, OTP_LENGTH);
}

export function isValidOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}

/** A password is required and must not be only whitespace. */
export function isPresentPassword(value: string): boolean {
  return value.trim().length > 0;
}

/** Password strength for a new password: 8-50 characters with a letter and a digit. */
export const NEW_PASSWORD_MIN = 8;
export function isStrongPassword(value: string): boolean {
  const v = value.trim();
  return v.length >= NEW_PASSWORD_MIN && v.length <= LOGIN_FIELD_MAX && /[A-Za-z]/.test(v) && /\d/.test(v);
}

// ------------------------------------------------------------------------------------------
// Address form (returns-rewards-payments-store section 5)
// ------------------------------------------------------------------------------------------

/** The spec's form messages (returns-rewards-payments-store section 5). */
export const ADDRESS_FORM_MESSAGES = {
  required: 'This field is required!',
  address: 'Please Enter Valid Address!',
  city: 'Please Enter Valid City!',
  state: 'Please Enter Valid State!',
  country: 'Please Enter Valid Country!',
  pincode: 'Please Enter Valid Pincode!',
  mobile: 'Please Enter Valid Mobile!',
} as const;

/** An address line: 1..255 characters with at least one letter or digit. */
export const ADDRESS_LINE_PATTERN = /[\p{L}\p{N}]/u;
/** A city, state or country: letters (any script) with spaces, dots, hyphens, apostrophes, brackets. */
export const PLACE_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’()-]*$/u;
/** A postal code: 3 to 10 letters or digits, with single inner spaces or hyphens (India: 6 digits). */
export const PINCODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9]|[ -](?=[A-Za-z0-9])){2,9}$/;
