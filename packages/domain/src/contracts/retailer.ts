/**
 * Contracts of the retailer's delivery addresses (ordering-core section 3 "Retailer address",
 * section 5 "A delivery address is mandatory"; /Retailer/GetRetailerAddress, AddRetailerAddress,
 * DeleteRetailerAddress; which of add, edit, delete and change a retailer may use is the
 * deliveryAddressActions setting, checked by the server).
 * Field rules follow the form messages of returns-rewards-payments-store section 5: a value must
 * have no leading or trailing spaces, and each field must be a valid address, city, state,
 * country, pincode and mobile number. The messages and patterns are in rules/validators, so the
 * form can show and check them.
 */
import { z } from 'zod';
import {
  ADDRESS_FORM_MESSAGES,
  ADDRESS_LINE_PATTERN,
  isValidMobileNumber,
  PINCODE_PATTERN,
  PLACE_NAME_PATTERN,
} from '../rules/validators.ts';
import { ZEmptyRequest } from './envelope.ts';
import { CONTROL_CHARACTERS, ZDbId } from './fields.ts';

export const ADDRESS_LINE_MAX = 255;
export const PLACE_NAME_MAX = 100;

/** No leading or trailing spaces (spec), no control characters. */
function untrimmed(v: string): boolean {
  return v === v.trim();
}

function textField(max: number, test: (v: string) => boolean, message: string) {
  return z
    .string({ error: ADDRESS_FORM_MESSAGES.required })
    .min(1, ADDRESS_FORM_MESSAGES.required)
    .max(max, message)
    .refine((v) => untrimmed(v) && !CONTROL_CHARACTERS.test(v) && test(v), message);
}

export const ZAddressLine = textField(
  ADDRESS_LINE_MAX,
  (v) => ADDRESS_LINE_PATTERN.test(v),
  ADDRESS_FORM_MESSAGES.address,
);
export const ZCity = textField(PLACE_NAME_MAX, (v) => PLACE_NAME_PATTERN.test(v), ADDRESS_FORM_MESSAGES.city);
export const ZState = textField(
  PLACE_NAME_MAX,
  (v) => PLACE_NAME_PATTERN.test(v),
  ADDRESS_FORM_MESSAGES.state,
);
export const ZCountry = textField(
  PLACE_NAME_MAX,
  (v) => PLACE_NAME_PATTERN.test(v),
  ADDRESS_FORM_MESSAGES.country,
);
export const ZPincode = textField(10, (v) => PINCODE_PATTERN.test(v), ADDRESS_FORM_MESSAGES.pincode);
export const ZAddressMobile = textField(20, isValidMobileNumber, ADDRESS_FORM_MESSAGES.mobile);

export const ZGetRetailerAddressRequest = ZEmptyRequest;
export type TGetRetailerAddressRequest = z.infer<typeof ZGetRetailerAddressRequest>;

/**
 * Add (no RetAddress_Id) or edit (RetAddress_Id of one of the retailer's addresses) an address.
 * Address2 is optional (empty allowed). Default true makes it the default address (the others
 * lose the mark).
 */
export const ZAddRetailerAddressRequest = z.object({
  RetAddress_Id: ZDbId.optional(),
  Address1: ZAddressLine,
  Address2: z
    .string()
    .max(ADDRESS_LINE_MAX, ADDRESS_FORM_MESSAGES.address)
    .refine((v) => v === '' || (untrimmed(v) && !CONTROL_CHARACTERS.test(v)), ADDRESS_FORM_MESSAGES.address)
    .optional()
    .default(''),
  City: ZCity,
  State: ZState,
  Country: ZCountry,
  Zip: ZPincode,
  MobileNo: ZAddressMobile,
  Default: z.boolean().optional().default(false),
});
export type TAddRetailerAddressRequest = z.infer<typeof ZAddRetailerAddressRequest>;
export type TAddRetailerAddressInput = z.input<typeof ZAddRetailerAddressRequest>;

export const ZDeleteRetailerAddressRequest = z.object({ RetAddress_Id: ZDbId });
export type TDeleteRetailerAddressRequest = z.infer<typeof ZDeleteRetailerAddressRequest>;

/**
 * A retailer address (spec fields). AddressID is the same id as RetAddress_Id (the spec spells
 * both); isAddressSelected marks the address last used for an order (else the default one).
 */
export const ZRetailerAddress = z.object({
  RetAddress_Id: z.number().int(),
  AddressID: z.number().int(),
  Address1: z.string(),
  Address2: z.string(),
  City: z.string(),
  State: z.string(),
  Country: z.string(),
  Zip: z.string(),
  MobileNo: z.string(),
  Default: z.boolean(),
  isAddressSelected: z.boolean(),
});
export type TRetailerAddress = z.infer<typeof ZRetailerAddress>;

/** GetRetailerAddress Data: the retailer's addresses, default first. AddRetailerAddress Data: the saved one. */
export const ZRetailerAddressList = z.array(ZRetailerAddress);
