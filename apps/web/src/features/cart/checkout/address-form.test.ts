import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { describe, expect, it } from 'vitest';
import {
  type AddressValues,
  addressActions,
  addressLines,
  addressMessageKey,
  emptyAddress,
  initialAddressId,
  validateAddress,
  validateAddressField,
} from './address-form';

const GOOD: AddressValues = {
  Address1: '12 MG Road',
  Address2: '',
  City: 'Bengaluru',
  State: 'Karnataka',
  Zip: '560001',
  Country: 'India',
  MobileNo: '9876543210',
  Default: true,
};

function address(id: number, over: Partial<TRetailerAddress> = {}): TRetailerAddress {
  return {
    RetAddress_Id: id,
    AddressID: id,
    Address1: `Shop ${id}`,
    Address2: '',
    City: 'Pune',
    State: 'Maharashtra',
    Country: 'India',
    Zip: '411001',
    MobileNo: '9876543210',
    Default: false,
    isAddressSelected: false,
    ...over,
  };
}

describe('address form', () => {
  it('builds the request for a new address and for an edit', () => {
    const added = validateAddress(GOOD);
    expect(added).toEqual({ ok: true, request: { ...GOOD } });
    const edited = validateAddress(GOOD, 31);
    expect(edited.ok && edited.request.RetAddress_Id).toBe(31);
  });

  it("shows the contract's messages as text keys, one per field", () => {
    const result = validateAddress({
      ...emptyAddress(),
      City: 'Pune1',
      State: ' Goa',
      Zip: '56',
      Country: 'India',
      MobileNo: '12345',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        Address1: 'checkout.address.errors.required',
        City: 'checkout.address.errors.city',
        State: 'checkout.address.errors.state',
        Zip: 'checkout.address.errors.pincode',
        MobileNo: 'checkout.address.errors.mobile',
      },
    });
  });

  it('checks one field on its own', () => {
    expect(validateAddressField('City', 'Navi Mumbai')).toBeNull();
    expect(validateAddressField('City', 'Navi Mumbai ')).toBe('checkout.address.errors.city');
    expect(validateAddressField('Address2', '')).toBeNull();
    expect(validateAddressField('Address1', '---')).toBe('checkout.address.errors.address');
    expect(validateAddressField('MobileNo', '+91 9876543210')).toBeNull();
    expect(validateAddressField('Zip', 'SW1A 1AA')).toBeNull();
  });

  it('maps the server’s messages too, and nothing else', () => {
    expect(addressMessageKey('Please Enter Valid Pincode!')).toBe('checkout.address.errors.pincode');
    expect(addressMessageKey('Invalid Request')).toBeNull();
  });
});

describe('addresses', () => {
  it('starts with the address last used, else the default, else the first', () => {
    expect(
      initialAddressId([address(1), address(2, { Default: true }), address(3, { isAddressSelected: true })]),
    ).toBe(3);
    expect(initialAddressId([address(1), address(2, { Default: true })])).toBe(2);
    expect(initialAddressId([address(1), address(2)])).toBe(1);
    expect(initialAddressId([])).toBeNull();
  });

  it('reads deliveryAddressActions', () => {
    expect(addressActions(['add', ' Edit ', 'change'])).toEqual({
      add: true,
      edit: true,
      delete: false,
      change: true,
    });
    expect(addressActions([])).toEqual({ add: false, edit: false, delete: false, change: false });
  });

  it('shows the lines that have text', () => {
    expect(addressLines(address(4, { Address2: 'Near the temple' }))).toEqual([
      'Shop 4',
      'Near the temple',
      'Pune, Maharashtra – 411001',
      'India',
    ]);
  });
});
