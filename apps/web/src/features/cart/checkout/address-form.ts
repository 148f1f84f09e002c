/**
 * The delivery address form, validated with the contract's own field schemas
 * (contracts/retailer ZAddRetailerAddressRequest): the same rules and the spec's messages as the
 * server ("Please Enter Valid City!"), each message shown in the retailer's language.
 */

import {
  type TAddRetailerAddressRequest,
  type TRetailerAddress,
  ZAddRetailerAddressRequest,
} from '@restock/domain/contracts/retailer';
import { ADDRESS_FORM_MESSAGES } from '@restock/domain/rules/validators';

export const ADDRESS_FIELDS = [
  'Address1',
  'Address2',
  'City',
  'State',
  'Zip',
  'Country',
  'MobileNo',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string> & { Default: boolean };
export type AddressErrors = Partial<Record<AddressField, string>>;

export function emptyAddress(): AddressValues {
  return {
    Address1: '',
    Address2: '',
    City: '',
    State: '',
    Zip: '',
    Country: '',
    MobileNo: '',
    Default: false,
  };
}

export function addressValues(a: TRetailerAddress): AddressValues {
  return {
    Address1: a.Address1,
    Address2: a.Address2,
    City: a.City,
    State: a.State,
    Zip: a.Zip,
    Country: a.Country,
    MobileNo: a.MobileNo,
    Default: a.Default,
  };
}

const KEY_OF_MESSAGE = new Map<string, string>(
  Object.entries(ADDRESS_FORM_MESSAGES).map(([name, message]) => [
    message,
    `checkout.address.errors.${name}`,
  ]),
);

/** Our text key for one of the contract's form messages (the server sends the same ones), else null. */
export function addressMessageKey(message: string): string | null {
  return KEY_OF_MESSAGE.get(message.trim()) ?? null;
}

/** One field checked alone (on leaving it): the text key of its first problem, or null. */
export function validateAddressField(field: AddressField, value: string): string | null {
  const result = ZAddRetailerAddressRequest.shape[field].safeParse(value);
  if (result.success) return null;
  return addressMessageKey(result.error.issues[0]?.message ?? '') ?? 'checkout.address.errors.address';
}

export type AddressCheck =
  | { ok: true; request: TAddRetailerAddressRequest }
  | { ok: false; errors: AddressErrors };

/**
 * The whole form: the request to send (RetAddress_Id when editing) or each field's first problem as
 * a text key. Values are sent as typed: the contract refuses leading and trailing spaces rather
 * than trimming them, so the form says so instead of changing the address behind the retailer's back.
 */
export function validateAddress(values: AddressValues, id?: number): AddressCheck {
  const result = ZAddRetailerAddressRequest.safeParse({
    ...(id ? { RetAddress_Id: id } : {}),
    Address1: values.Address1,
    Address2: values.Address2,
    City: values.City,
    State: values.State,
    Country: values.Country,
    Zip: values.Zip,
    MobileNo: values.MobileNo,
    Default: values.Default,
  });
  if (result.success) return { ok: true, request: result.data };
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(ADDRESS_FIELDS as readonly string[]).includes(field)) continue;
    const f = field as AddressField;
    errors[f] ??= addressMessageKey(issue.message) ?? 'checkout.address.errors.address';
  }
  return { ok: false, errors };
}

/** The lines of an address as a card shows them. */
export function addressLines(a: TRetailerAddress): string[] {
  const place = [a.City, a.State].filter(Boolean).join(', ');
  return [a.Address1, a.Address2, [place, a.Zip].filter(Boolean).join(' – '), a.Country].filter(
    (l) => l.trim() !== '',
  );
}

/** The address checkout starts with: the one last used, else the default, else the first. */
export function initialAddressId(addresses: readonly TRetailerAddress[]): number | null {
  const pick =
    addresses.find((a) => a.isAddressSelected) ?? addresses.find((a) => a.Default) ?? addresses[0] ?? null;
  return pick ? pick.RetAddress_Id : null;
}

/** deliveryAddressActions: which of add, edit, delete and change the retailer may use. */
export function addressActions(values: readonly string[]): {
  add: boolean;
  edit: boolean;
  delete: boolean;
  change: boolean;
} {
  const set = new Set(values.map((v) => v.trim().toLowerCase()));
  return { add: set.has('add'), edit: set.has('edit'), delete: set.has('delete'), change: set.has('change') };
}
