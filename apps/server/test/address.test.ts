import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES_PER_RETAILER } from '../src/modules/retailer/addresses.ts';
import { expectFailure, setSetting } from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Retailer addresses (/Retailer/*): list, add, edit, delete, each limited by deliveryAddressActions
 * (empty: none allowed); another retailer's address is not found (E016) and never changes.
 */
const NEW_ADDRESS = {
  Address1: '7 Temple Street',
  Address2: '',
  City: 'Pune',
  State: 'Maharashtra',
  Country: 'India',
  Zip: '411001',
  MobileNo: '9876543210',
};

describe(`Retailer addresses (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    otherToken = await t.tokenFor('9000000002');
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await setSetting(t, 'deliveryAddressActions', 'add,edit,delete,change');
  });

  const list = async (tk = token) => {
    const res = await t.call('/Retailer/GetRetailerAddress', {}, { token: tk });
    expect(res.body.Status).toBe(1);
    return res.body.Data as TRetailerAddress[];
  };
  const save = (body: Record<string, unknown>, tk = token) =>
    t.call('/Retailer/AddRetailerAddress', body, { token: tk });
  const remove = (id: number, tk = token) =>
    t.call('/Retailer/DeleteRetailerAddress', { RetAddress_Id: id }, { token: tk });

  it('lists the addresses default first, the default selected', async () => {
    const addresses = await list();
    expect(addresses.length).toBe(2);
    expect(addresses[0]).toMatchObject({ Default: true, isAddressSelected: true, City: 'Mumbai' });
    expect(addresses[0]!.AddressID).toBe(addresses[0]!.RetAddress_Id);
    expect(addresses.filter((a) => a.isAddressSelected).length).toBe(1);
    // A retailer without any: an empty list.
    expect(await list(await t.tokenFor('newshop'))).toEqual([]);
  });

  it('adds, edits and makes an address the default', async () => {
    const added = await save({ ...NEW_ADDRESS });
    expect(added.body.Status, added.body.Msg).toBe(1);
    const a = added.body.Data as TRetailerAddress;
    expect(a).toMatchObject({ ...NEW_ADDRESS, Default: false });
    const edited = await save({
      ...NEW_ADDRESS,
      RetAddress_Id: a.RetAddress_Id,
      City: 'Nashik',
      Default: true,
    });
    expect(edited.body.Data).toMatchObject({ RetAddress_Id: a.RetAddress_Id, City: 'Nashik', Default: true });
    const after = await list();
    expect(after[0]!.RetAddress_Id).toBe(a.RetAddress_Id);
    expect(after.filter((x) => x.Default).length).toBe(1);
    // The first address a retailer adds is its default.
    const fresh = await t.tokenFor('newshop');
    const first = await save({ ...NEW_ADDRESS }, fresh);
    expect(first.body.Data).toMatchObject({ Default: true, isAddressSelected: true });
  });

  it("does not see or change another retailer's address (E016)", async () => {
    const theirs = (await list(otherToken))[0]!;
    const before = await list(otherToken);
    expectFailure(await save({ ...NEW_ADDRESS, RetAddress_Id: theirs.RetAddress_Id }), 'E016', 404);
    expectFailure(await remove(theirs.RetAddress_Id), 'E016', 404);
    expectFailure(await remove(99_999_999), 'E016', 404);
    expect(await list(otherToken)).toEqual(before);
    expect((await list()).some((a) => a.RetAddress_Id === theirs.RetAddress_Id)).toBe(false);
  });

  it('deletes an address; when it was the default another one takes the mark', async () => {
    const added = (await save({ ...NEW_ADDRESS, Address1: 'To be removed', Default: true })).body
      .Data as TRetailerAddress;
    expect((await remove(added.RetAddress_Id)).body.Status).toBe(1);
    const after = await list();
    expect(after.some((a) => a.RetAddress_Id === added.RetAddress_Id)).toBe(false);
    expect(after.filter((a) => a.Default).length).toBe(1);
    expectFailure(await remove(added.RetAddress_Id), 'E016', 404);
  });

  it('allows only the actions deliveryAddressActions lists (none when empty)', async () => {
    const mine = (await list())[0]!;
    await setSetting(t, 'deliveryAddressActions', '');
    expectFailure(await save({ ...NEW_ADDRESS }), 'E017', 403);
    expectFailure(await save({ ...NEW_ADDRESS, RetAddress_Id: mine.RetAddress_Id }), 'E017', 403);
    expectFailure(await remove(mine.RetAddress_Id), 'E017', 403);
    expect((await list()).length).toBeGreaterThan(0);
    await setSetting(t, 'deliveryAddressActions', ' Add , change');
    expect((await save({ ...NEW_ADDRESS, Address1: 'Allowed add' })).body.Status).toBe(1);
    expectFailure(await save({ ...NEW_ADDRESS, RetAddress_Id: mine.RetAddress_Id }), 'E017', 403);
    expectFailure(await remove(mine.RetAddress_Id), 'E017', 403);
    expect((await list()).find((a) => a.RetAddress_Id === mine.RetAddress_Id)).toEqual(mine);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_RETAILER} addresses`, async () => {
    const tk = await t.tokenFor('newpass');
    for (let i = (await list(tk)).length; i < MAX_ADDRESSES_PER_RETAILER; i++) {
      expect((await save({ ...NEW_ADDRESS, Address1: `Shop ${i}` }, tk)).body.Status).toBe(1);
    }
    expectFailure(await save({ ...NEW_ADDRESS, Address1: 'One too many' }, tk), 'E017', 422);
  });

  it('keeps one default when two default saves race', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save({ ...NEW_ADDRESS, Address1: `Race ${i}`, Default: true })),
    );
    for (const r of results) expect(r.body.Status, r.body.Msg).toBe(1);
    const [row] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from retailer_addresses
          where retailer_id = (select retailer_id from users where login_id = 'retailer1') and is_default`,
    );
    expect(Number(row!.n)).toBe(1);
  });

  it("refuses values that break the form's rules with E008, never a 5xx", async () => {
    const bad: Array<Record<string, unknown>> = [
      { ...NEW_ADDRESS, Address1: ' 7 Temple Street' },
      { ...NEW_ADDRESS, Address1: '' },
      { ...NEW_ADDRESS, Address1: '---' },
      { ...NEW_ADDRESS, Address1: 'x'.repeat(256) },
      { ...NEW_ADDRESS, City: 'Pune1' },
      { ...NEW_ADDRESS, State: 'Maha\u0000rashtra' },
      { ...NEW_ADDRESS, Country: '' },
      { ...NEW_ADDRESS, Zip: '41' },
      { ...NEW_ADDRESS, Zip: '411 001 000 000' },
      { ...NEW_ADDRESS, MobileNo: '12345' },
      { ...NEW_ADDRESS, Default: 'yes' },
      { ...NEW_ADDRESS, RetAddress_Id: 0 },
      { ...NEW_ADDRESS, RetAddress_Id: 'abc' },
      { Address1: 'Only a line' },
    ];
    for (const body of bad) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectFailure(res, 'E008');
    }
    expectFailure(await t.call('/Retailer/DeleteRetailerAddress', {}, { token }), 'E008', 400);
    expectFailure(
      await t.call('/Retailer/DeleteRetailerAddress', { RetAddress_Id: -4 }, { token }),
      'E008',
      400,
    );
    expectFailure(await t.call('/Retailer/GetRetailerAddress', { x: 1 }, { token }), 'E008', 400);
    expectFailure(await t.call('/Retailer/GetRetailerAddress', {}), 'E000', 401);
  });
});
