import type {
  TConsumerPage,
  TStoreAsset,
  TStoreBrand,
  TStoreCategory,
  TStoreDashboard,
  TStoreProduct,
} from '@restock/domain/contracts/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, tileImageSource } from '../src/config.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The store module (issue 21; decision 111): every call, every input limit of the spec answered
 * with a code and nothing changed, AddOrUpdateProduct's C/U/D items all or nothing, E025 on a code
 * the retailer has, the consumer lists (status, paging, sorting, search) with approve and reject,
 * the dashboard's counts, the menu gate, and another retailer's store unreachable.
 */
describe(`Store module (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    other = await t.tokenFor('9000000002');
  });
  afterAll(async () => t?.close());

  const call = (path: string, body: unknown, as = token) => t.call(path, body, { token: as });
  /** Every store table of every retailer, to see a refusal changed nothing. */
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        ['store_categories', 'store_brands', 'store_products', 'store_assets', 'consumers'].map((table) =>
          rows(t, sql`select * from ${sql.identifier(table)} order by id`),
        ),
      ),
    );
  const dashboard = async (as = token) =>
    (await call('/Dashboard/Store', {}, as)).body.Data as TStoreDashboard;
  const catalogue = async (body: Record<string, unknown> = {}, as = token) => {
    const res = await call('/Retailer/Products', { PageSize: 100, ...body }, as);
    expect(res.body.Status, res.body.Msg).toBe(1);
    return { items: res.body.Data as TStoreProduct[], total: res.body.TotalCount as number };
  };
  const refused = async (path: string, body: unknown, code: string, http: number, as = token) => {
    const before = await snapshot();
    const res = await call(path, body, as);
    expect([res.status, res.body.Status, res.body.Code], `${path} ${JSON.stringify(body)}`).toEqual([
      http,
      0,
      code,
    ]);
    expect(await snapshot()).toBe(before);
    return res;
  };

  it('reads the map tiles from MAP_TILE_URL: an http(s) template with {z}, {x} and {y}, else the default', () => {
    const fallback = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(readConfig({}).mapTileUrl).toBe(fallback);
    const own = 'https://tiles.example.test/{s}/{z}/{x}/{y}.png';
    expect(readConfig({ MAP_TILE_URL: `  ${own} ` }).mapTileUrl).toBe(own);
    for (const bad of [
      'javascript:alert(1)//{z}{x}{y}',
      'https://tiles.example.test/{z}/{x}.png',
      'not a url {z}{x}{y}',
    ]) {
      const config = readConfig({ MAP_TILE_URL: bad });
      expect(config.mapTileUrl, bad).toBe(fallback);
      expect(config.warnings.join(' '), bad).toContain('MAP_TILE_URL');
    }
    expect(tileImageSource(own)).toBe('https://tiles.example.test');
    expect(tileImageSource('https://{s}.tiles.example.test/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.test',
    );
    expect(tileImageSource(fallback)).toBe('https://tile.openstreetmap.org');
  });

  it("lets the pages draw the map tiles: the tile server's origin is in the CSP's img-src", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
  });

  it('shows the demo store on the dashboard, each retailer its own counts', async () => {
    expect(await dashboard()).toEqual({
      Consumers: 12,
      PendingConsumers: 5,
      Products: 30,
      Categories: 5,
      Brands: 8,
      Displays: 4,
      Assets: 4,
      Banners: 3,
      Images: 3,
      MapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(await dashboard(other)).toEqual({
      Consumers: 3,
      PendingConsumers: 0,
      Products: 4,
      Categories: 2,
      Brands: 2,
      Displays: 2,
      Assets: 0,
      Banners: 0,
      Images: 0,
      MapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('lists categories and brands (by ParentId) and adds them, codes unique per retailer in any case (E025)', async () => {
    const categories = (await call('/Retailer/Categories', {})).body.Data as TStoreCategory[];
    expect(categories.map((c) => c.CategoryName)).toEqual([
      'Beverages',
      'Dairy',
      'Home care',
      'Personal care',
      'Snacks',
    ]);
    const bev = categories.find((c) => c.CategoryCode === 'BEV')!;
    const brands = (await call('/Retailer/Brands', { Ids: [bev.Id] })).body.Data as TStoreBrand[];
    expect(brands.map((b) => b.BrandCode).sort()).toEqual(['CHAI', 'SUNF']);
    expect(brands.every((b) => b.ParentId === bev.Id)).toBe(true);
    expect(((await call('/Retailer/Brands', {})).body.Data as TStoreBrand[]).length).toBe(8);

    const made = await call('/Retailer/AddCategory', {
      CategoryCode: '  FRZ ',
      CategoryName: ' Frozen food ',
    });
    expect(made.body).toMatchObject({
      Status: 1,
      Msg: 'categoryCreated',
      Data: { CategoryCode: 'FRZ', CategoryName: 'Frozen food' },
    });
    const frz = (made.body.Data as TStoreCategory).Id;
    await refused('/Retailer/AddCategory', { CategoryCode: 'frz', CategoryName: 'Again' }, 'E025', 409);
    // Another retailer may use the same code in its own store.
    const theirs = await call(
      '/Retailer/AddCategory',
      { CategoryCode: 'FRZ', CategoryName: 'Frozen' },
      other,
    );
    expect(theirs.body.Status).toBe(1);

    const brand = await call('/Retailer/AddBrand', { ParentId: frz, BrandCode: 'POLR', BrandName: 'Polar' });
    expect(brand.body).toMatchObject({
      Status: 1,
      Msg: 'brandCreated',
      Data: { ParentId: frz, BrandCode: 'POLR' },
    });
    await refused(
      '/Retailer/AddBrand',
      { ParentId: frz, BrandCode: 'Polr', BrandName: 'Polar 2' },
      'E025',
      409,
    );
    await refused('/Retailer/AddBrand', { ParentId: 99999, BrandCode: 'NEW', BrandName: 'New' }, 'E012', 404);
    // Another retailer's category is no parent of ours.
    await refused(
      '/Retailer/AddBrand',
      { ParentId: (theirs.body.Data as TStoreCategory).Id, BrandCode: 'NEW', BrandName: 'New' },
      'E012',
      404,
    );
  });

  it('enforces every category, brand and product limit with E008 and changes nothing', async () => {
    const [frz] = ((await call('/Retailer/Categories', {})).body.Data as TStoreCategory[]).filter(
      (c) => c.CategoryCode === 'FRZ',
    );
    const okItem = {
      Action: 'C',
      CategoryCode: 'FRZ',
      BrandCode: 'POLR',
      SkuCode: 'POLR-IC1',
      SkuName: 'Polar Ice Cream 1 L',
      MrpPrice: '250',
      SellPrice: '240',
    };
    const bad: Array<[string, unknown]> = [
      ['/Retailer/AddCategory', { CategoryCode: 'C'.repeat(26), CategoryName: 'Long code' }],
      ['/Retailer/AddCategory', { CategoryCode: 'OK', CategoryName: 'N'.repeat(101) }],
      ['/Retailer/AddCategory', { CategoryCode: 'has space', CategoryName: 'Spaces' }],
      ['/Retailer/AddCategory', { CategoryCode: '', CategoryName: 'Empty' }],
      ['/Retailer/AddCategory', { CategoryCode: 'OK', CategoryName: '   ' }],
      ['/Retailer/AddCategory', { CategoryCode: 'OK', CategoryName: '!!!' }],
      ['/Retailer/AddCategory', { CategoryCode: 'OK', CategoryName: 'Tab\there' }],
      ['/Retailer/AddCategory', { CategoryCode: 'OK', CategoryName: 'Fine', Extra: 1 }],
      ['/Retailer/AddBrand', { ParentId: frz!.Id, BrandCode: 'B'.repeat(26), BrandName: 'Long' }],
      ['/Retailer/AddBrand', { ParentId: frz!.Id, BrandCode: 'OK', BrandName: 'N'.repeat(101) }],
      ['/Retailer/AddBrand', { ParentId: 'x', BrandCode: 'OK', BrandName: 'Fine' }],
      ['/Retailer/AddOrUpdateProduct', { Items: [] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, SkuCode: 'S'.repeat(26) }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, SkuName: 'N'.repeat(101) }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, CategoryCode: 'C'.repeat(26) }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, BrandCode: 'B'.repeat(26) }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, MrpPrice: '1000000' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, MrpPrice: '999.999' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, MrpPrice: '12a' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, MrpPrice: '-5' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, MrpPrice: '0' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, SellPrice: '1e3' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, SellPrice: '' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, SellPrice: '260' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, Action: 'X' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ ...okItem, Action: 'U' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ Action: 'D' }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: Array.from({ length: 101 }, () => okItem) }],
      ['/Retailer/Products', { SearchText: 'x'.repeat(101) }],
      ['/Retailer/Products', { CategoryIds: ['a'] }],
      ['/Retailer/Products', { PageSize: 101 }],
    ];
    for (const [path, body] of bad) await refused(path, body, 'E008', 400);
    // At the limits, with spaces around: trimmed and taken.
    const edge = await call('/Retailer/AddOrUpdateProduct', {
      Items: [
        {
          ...okItem,
          SkuCode: ` ${'S'.repeat(25)} `,
          SkuName: ` ${'N'.repeat(100)} `,
          MrpPrice: '999.99',
          SellPrice: 999.99,
        },
      ],
    });
    expect(edge.body.Status, edge.body.Msg).toBe(1);
    const saved = (edge.body.Data as { Saved: TStoreProduct[] }).Saved[0]!;
    expect([saved.SkuCode, saved.SkuName.length, saved.MrpPrice, saved.SellPrice]).toEqual([
      'S'.repeat(25),
      100,
      999.99,
      999.99,
    ]);
    const big = await call('/Retailer/AddOrUpdateProduct', {
      Items: [{ ...okItem, SkuCode: 'POLR-BIG', MrpPrice: '999999', SellPrice: '999999' }],
    });
    expect(big.body.Status, big.body.Msg).toBe(1);
  });

  it('applies C, U and D items in one transaction, all or nothing, and refuses duplicate SKU codes (E025)', async () => {
    const before = await catalogue({ SearchText: 'Polar' });
    const [first, second] = before.items;
    const res = await call('/Retailer/AddOrUpdateProduct', {
      Items: [
        {
          Action: 'C',
          CategoryCode: 'frz',
          BrandCode: 'polr',
          SkuCode: 'POLR-KUL',
          SkuName: 'Polar Kulfi',
          MrpPrice: 30,
          SellPrice: '28.5',
        },
        {
          Action: 'U',
          ProductId: first!.ProductId,
          CategoryCode: 'FRZ',
          BrandCode: 'POLR',
          SkuCode: first!.SkuCode,
          SkuName: 'Polar Renamed',
          MrpPrice: '300',
          SellPrice: '280',
        },
        { Action: 'D', ProductId: second!.ProductId },
      ],
    });
    expect(res.body, res.body.Msg).toMatchObject({ Status: 1, Msg: 'productDeleted' });
    const data = res.body.Data as { Saved: TStoreProduct[]; Deleted: number[] };
    expect(data.Saved.map((p) => p.SkuName)).toEqual(['Polar Kulfi', 'Polar Renamed']);
    expect(data.Saved[0]).toMatchObject({
      CategoryCode: 'FRZ',
      CategoryName: 'Frozen food',
      BrandName: 'Polar',
      MrpPrice: 30,
      SellPrice: 28.5,
    });
    expect(data.Deleted).toEqual([second!.ProductId]);
    const after = await catalogue({ SearchText: 'Polar' });
    expect(after.items.map((p) => p.SkuName).sort()).toEqual(['Polar Kulfi', 'Polar Renamed']);

    const kulfi = after.items.find((p) => p.SkuName === 'Polar Kulfi')!;
    const renamed = after.items.find((p) => p.SkuName === 'Polar Renamed')!;
    const create = (SkuCode: string) => ({
      Action: 'C',
      CategoryCode: 'FRZ',
      BrandCode: 'POLR',
      SkuCode,
      SkuName: 'New one',
      MrpPrice: '10',
      SellPrice: '9',
    });
    // A later item's refusal undoes the earlier ones.
    await refused(
      '/Retailer/AddOrUpdateProduct',
      { Items: [create('POLR-NEW1'), { Action: 'D', ProductId: kulfi.ProductId }, create('SUNF-OJ1')] },
      'E025',
      409,
    );
    await refused(
      '/Retailer/AddOrUpdateProduct',
      { Items: [create('POLR-NEW1'), create('polr-new1')] },
      'E025',
      409,
    );
    await refused(
      '/Retailer/AddOrUpdateProduct',
      {
        Items: [
          create('POLR-NEW1'),
          { ...create('X'), Action: 'U', ProductId: kulfi.ProductId, SkuCode: renamed.SkuCode },
        ],
      },
      'E025',
      409,
    );
    await refused(
      '/Retailer/AddOrUpdateProduct',
      { Items: [create('POLR-NEW1'), { Action: 'D', ProductId: 999999 }] },
      'E012',
      404,
    );
    await refused(
      '/Retailer/AddOrUpdateProduct',
      { Items: [create('POLR-NEW1'), { ...create('POLR-NEW2'), CategoryCode: 'NOPE' }] },
      'E012',
      404,
    );
    // A brand of another category.
    await refused(
      '/Retailer/AddOrUpdateProduct',
      { Items: [{ ...create('POLR-NEW1'), BrandCode: 'SUNF' }] },
      'E012',
      404,
    );
    await refused(
      '/Retailer/AddOrUpdateProduct',
      {
        Items: [
          { Action: 'D', ProductId: kulfi.ProductId },
          { Action: 'D', ProductId: kulfi.ProductId },
        ],
      },
      'E008',
      400,
    );
    // A deleted product's code may go to a new one in the same request.
    const swap = await call('/Retailer/AddOrUpdateProduct', {
      Items: [{ Action: 'D', ProductId: kulfi.ProductId }, create(kulfi.SkuCode)],
    });
    expect(swap.body).toMatchObject({ Status: 1, Msg: 'productCreated' });
  });

  it('pages, filters and searches the price catalogue by name', async () => {
    const all = await catalogue({ PageSize: 10 });
    expect(all.items).toHaveLength(10);
    const names = all.items.map((p) => p.SkuName.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const page4 = await catalogue({ PageSize: 10, Page: 4 });
    expect(page4.total).toBe(all.total);
    const past = await call('/Retailer/Products', { Page: 50, PageSize: 10 });
    expect(past.body).toMatchObject({ Status: 1, Data: [], TotalCount: all.total });
    const dairy = ((await call('/Retailer/Categories', {})).body.Data as TStoreCategory[]).find(
      (c) => c.CategoryCode === 'DRY',
    )!;
    const inDairy = await catalogue({ CategoryIds: [dairy.Id] });
    expect(inDairy.total).toBe(5);
    expect(inDairy.items.every((p) => p.CategoryName === 'Dairy' && p.SellPrice <= p.MrpPrice)).toBe(true);
    expect((await catalogue({ SearchText: ' gokul ' })).total).toBe(5);
    expect((await catalogue({ SearchText: '100%_' })).total).toBe(0);
  });

  it('shows any change to the store on the very next list, though pages are kept per process (decision 126)', async () => {
    const first = await catalogue({ PageSize: 5 });
    const consumers = async () =>
      ((await call('/Consumer/List', { Status: 'A', PageSize: 5 })).body.Data as TConsumerPage).Items;
    const before = await consumers();
    expect(await catalogue({ PageSize: 5 })).toEqual(first);
    const product = first.items[0]!;
    // Written behind the app's back: only the triggers can tell the kept pages.
    await t.database.db.execute(
      sql`update store_products set sku_name = 'AAA renamed in SQL' where id = ${product.ProductId}`,
    );
    expect((await catalogue({ PageSize: 5 })).items[0]!.SkuName).toBe('AAA renamed in SQL');
    await t.database.db.execute(
      sql`update store_categories set name = 'Renamed category' where id = (select category_id from store_products where id = ${product.ProductId})`,
    );
    expect((await catalogue({ PageSize: 5 })).items[0]!.CategoryName).toBe('Renamed category');
    await t.database.db.execute(
      sql`update store_brands set name = 'Renamed brand' where id = (select brand_id from store_products where id = ${product.ProductId})`,
    );
    expect((await catalogue({ PageSize: 5 })).items[0]!.BrandName).toBe('Renamed brand');
    await t.database.db.execute(
      sql`update consumers set name = 'AAA consumer' where id = ${before[before.length - 1]!.ConsumerId}`,
    );
    expect((await consumers())[0]!.Name).toBe('AAA consumer');

    // Put the demo back for the tests after this one, and see that too.
    const last = before[before.length - 1]!;
    await t.database.db.execute(sql`update consumers set name = ${last.Name} where id = ${last.ConsumerId}`);
    await t.database.db.execute(
      sql`update store_products set sku_name = ${product.SkuName} where id = ${product.ProductId}`,
    );
    await t.database.db.execute(
      sql`update store_categories set name = ${product.CategoryName} where id = ${product.CategoryId}`,
    );
    await t.database.db.execute(
      sql`update store_brands set name = ${product.BrandName} where id = ${product.BrandId}`,
    );
    expect(await catalogue({ PageSize: 5 })).toEqual(first);
    expect(await consumers()).toEqual(before);
  });

  it('adds and updates displays and assets, with their limits', async () => {
    const displays = (await call('/Retailer/Displays', {})).body.Data as TStoreAsset[];
    expect(displays).toHaveLength(4);
    expect(displays.every((d) => d.Kind === 'Display')).toBe(true);
    const asset = {
      Kind: 'Asset',
      Name: ' Deep freezer ',
      Value: 'DF-1',
      Vendor: 'Frostline',
      Type: 'Freezer',
      Reason: 'Ice cream',
      Condition: 'New',
    };
    const made = await call('/Retailer/AddOrUpdateAsset', asset);
    expect(made.body).toMatchObject({
      Status: 1,
      Msg: 'assetSaved',
      Data: { Name: 'Deep freezer', Kind: 'Asset' },
    });
    const id = (made.body.Data as TStoreAsset).Id;
    const assets = (await call('/Retailer/Assets', {})).body.Data as TStoreAsset[];
    expect(assets[0]!.Id).toBe(id);
    const upd = await call('/Retailer/AddOrUpdateAsset', { ...asset, Id: id, Condition: 'Needs service' });
    expect(upd.body).toMatchObject({
      Status: 1,
      Msg: 'assetUpdated',
      Data: { Id: id, Condition: 'Needs service' },
    });
    const disp = await call('/Retailer/AddOrUpdateAsset', {
      ...asset,
      Kind: 'Display',
      Name: 'Polar stand',
      Value: '900',
    });
    expect(disp.body).toMatchObject({ Status: 1, Msg: 'displaySaved' });
    // An asset's id is no display's.
    await refused('/Retailer/AddOrUpdateAsset', { ...asset, Id: id, Kind: 'Display' }, 'E012', 404);
    await refused('/Retailer/AddOrUpdateAsset', { ...asset, Id: 999999 }, 'E012', 404);
    for (const field of ['Name', 'Value', 'Vendor', 'Type'] as const) {
      await refused('/Retailer/AddOrUpdateAsset', { ...asset, [field]: 'x'.repeat(101) }, 'E008', 400);
      await refused('/Retailer/AddOrUpdateAsset', { ...asset, [field]: '  ' }, 'E008', 400);
    }
    for (const field of ['Reason', 'Condition'] as const)
      await refused('/Retailer/AddOrUpdateAsset', { ...asset, [field]: 'x'.repeat(256) }, 'E008', 400);
    await refused('/Retailer/AddOrUpdateAsset', { ...asset, Kind: 'Shelf' }, 'E008', 400);
    const edge = await call('/Retailer/AddOrUpdateAsset', {
      ...asset,
      Name: 'n'.repeat(100),
      Value: 'v'.repeat(100),
      Vendor: 'x'.repeat(100),
      Type: 't'.repeat(100),
      Reason: 'r'.repeat(255),
    });
    expect(edge.body.Status, edge.body.Msg).toBe(1);
  });

  it('lists consumers by status with paging, sorting and search, and adds and updates them within the limits', async () => {
    const list = async (body: Record<string, unknown>) => {
      const res = await call('/Consumer/List', body);
      expect(res.body.Status, res.body.Msg).toBe(1);
      return { page: res.body.Data as TConsumerPage, total: res.body.TotalCount as number };
    };
    const approved = await list({ PageSize: 5 });
    expect(approved.page.Items).toHaveLength(5);
    expect(approved.page).toMatchObject({ PageCount: 3, Pending: 5, Approved: 12 });
    expect(approved.page.Items.map((c) => c.Name)).toEqual([
      'Asha Rao',
      'Bharat Kumar',
      'Chitra Menon',
      'Deepak Shetty',
      'Esther Joseph',
    ]);
    const desc = await list({ PageSize: 2, Sorting: 'NameDesc' });
    expect(desc.page.Items.map((c) => c.Name)).toEqual(['Lokesh Iyer', 'Kavya Reddy']);
    const newest = await list({ PageSize: 1, Sorting: 'Newest', Page: 2 });
    expect(newest.page.Items[0]!.Name).toBe('Kavya Reddy');
    const pending = await list({ Status: 'P' });
    expect(pending.page.Items.every((c) => c.Status === 'P')).toBe(true);
    expect((await list({ SearchText: 'church' })).page.Items.map((c) => c.Name)).toEqual(['Bharat Kumar']);
    expect((await list({ SearchText: '9845012312' })).total).toBe(1);

    const consumer = {
      Name: '  Sunil Kapoor ',
      Phone: ' 9000011111 ',
      Address: ' 1 Park Road ',
      Latitude: 12.97,
      Longitude: 77.6,
    };
    const made = await call('/Consumer/Add', consumer);
    expect(made.body).toMatchObject({
      Status: 1,
      Data: {
        Name: 'Sunil Kapoor',
        Phone: '9000011111',
        Address: '1 Park Road',
        Status: 'A',
        Latitude: 12.97,
      },
    });
    const id = (made.body.Data as { ConsumerId: number }).ConsumerId;
    await refused('/Consumer/Add', { ...consumer, Name: 'Twin' }, 'E006', 409);
    const bad: Array<Record<string, unknown>> = [
      { Name: 'n'.repeat(101) },
      { Name: '' },
      { Name: '...' },
      { Phone: '900001111' },
      { Phone: '90000111112' },
      { Phone: '90000abcde' },
      { Phone: '+91 9000011112' },
      { Address: 'a'.repeat(256) },
      { Address: ' ' },
      { Latitude: 91 },
      { Longitude: -181 },
      { Latitude: null },
      { Latitude: '12.9' },
    ];
    for (const change of bad)
      await refused('/Consumer/Add', { ...consumer, Phone: '9000022222', ...change }, 'E008', 400);
    const edge = await call('/Consumer/Add', {
      Name: 'n'.repeat(100),
      Phone: '9000033333',
      Address: 'a'.repeat(255),
    });
    expect(edge.body).toMatchObject({ Status: 1, Data: { Latitude: null, Longitude: null } });

    const upd = await call('/Consumer/Update', { ...consumer, ConsumerId: id, Name: 'Sunil K.' });
    expect(upd.body).toMatchObject({
      Status: 1,
      Msg: 'consumerUpdated',
      Data: { ConsumerId: id, Name: 'Sunil K.' },
    });
    await refused('/Consumer/Update', { ...consumer, ConsumerId: id, Phone: '9845012301' }, 'E006', 409);
    await refused('/Consumer/Update', { ...consumer, ConsumerId: 999999 }, 'E012', 404);
    await refused('/Consumer/Update', { ...consumer, ConsumerId: id, Name: 'n'.repeat(101) }, 'E008', 400);
    for (const body of [{ Status: 'R' }, { Sorting: 'Phone' }, { SearchText: 'x'.repeat(101) }, { Page: 0 }])
      await refused('/Consumer/List', body, 'E008', 400);
  });

  it('approves and rejects pending consumers; the dashboard counts follow', async () => {
    const start = await dashboard();
    const pending = ((await call('/Consumer/List', { Status: 'P' })).body.Data as TConsumerPage).Items;
    const [a, r] = pending;
    expect((await call('/Consumer/Approve', { ConsumerId: a!.ConsumerId, Action: 'A' })).body).toMatchObject({
      Status: 1,
      Msg: 'approveSuccess',
    });
    expect((await call('/Consumer/Approve', { ConsumerId: r!.ConsumerId, Action: 'R' })).body).toMatchObject({
      Status: 1,
      Msg: 'rejectSuccess',
    });
    // Decided once: neither is pending any more.
    await refused('/Consumer/Approve', { ConsumerId: a!.ConsumerId, Action: 'R' }, 'E012', 404);
    await refused('/Consumer/Approve', { ConsumerId: r!.ConsumerId, Action: 'A' }, 'E012', 404);
    await refused('/Consumer/Approve', { ConsumerId: a!.ConsumerId, Action: 'P' }, 'E008', 400);
    const after = await dashboard();
    expect(after.PendingConsumers).toBe(start.PendingConsumers - 2);
    expect(after.Consumers).toBe(start.Consumers + 1);
    const next = (await call('/Consumer/List', { Status: 'P', Page: 1, Sorting: 'NameAsc' })).body
      .Data as TConsumerPage;
    expect(next.Items.map((c) => c.ConsumerId)).not.toContain(a!.ConsumerId);
    expect(next.Items.map((c) => c.ConsumerId)).not.toContain(r!.ConsumerId);
    // A rejected consumer's phone may be entered again.
    expect(
      (await call('/Consumer/Add', { Name: 'Back again', Phone: r!.Phone, Address: 'Somewhere 1' })).body
        .Status,
    ).toBe(1);
  });

  it("never shows or changes another retailer's store (E012 404, nothing changed)", async () => {
    const mine = await catalogue();
    const [product] = mine.items;
    const [asset] = (await call('/Retailer/Assets', {})).body.Data as TStoreAsset[];
    const [consumer] = ((await call('/Consumer/List', {})).body.Data as TConsumerPage).Items;
    const [pending] = ((await call('/Consumer/List', { Status: 'P' })).body.Data as TConsumerPage).Items;
    const theirs = await catalogue({}, other);
    expect(theirs.items.map((p) => p.ProductId)).not.toContain(product!.ProductId);
    const theirConsumers = JSON.stringify((await call('/Consumer/List', { PageSize: 100 }, other)).body);
    expect(theirConsumers).not.toContain(consumer!.Phone);
    const item = {
      CategoryCode: 'BEV',
      BrandCode: 'SUNF',
      SkuCode: 'X1',
      SkuName: 'Stolen',
      MrpPrice: '1',
      SellPrice: '1',
    };
    for (const [path, body] of [
      ['/Retailer/AddOrUpdateProduct', { Items: [{ Action: 'D', ProductId: product!.ProductId }] }],
      ['/Retailer/AddOrUpdateProduct', { Items: [{ Action: 'U', ProductId: product!.ProductId, ...item }] }],
      [
        '/Retailer/AddOrUpdateAsset',
        { Id: asset!.Id, Kind: 'Asset', Name: 'Mine', Value: '1', Vendor: 'V', Type: 'T' },
      ],
      [
        '/Consumer/Update',
        { ConsumerId: consumer!.ConsumerId, Name: 'Mine', Phone: '9111111111', Address: 'A' },
      ],
      ['/Consumer/Approve', { ConsumerId: pending!.ConsumerId, Action: 'A' }],
      ['/Consumer/Approve', { ConsumerId: pending!.ConsumerId, Action: 'R' }],
    ] as const)
      await refused(path, body, 'E012', 404, other);
  });

  it('is switched off by the StoreDashboard menu entry (E017 403)', async () => {
    const [m] = await rows<{ client_id: number; l_code: string; target: string; icon: string; seq: number }>(
      t,
      sql`select client_id, l_code, target, icon, seq from menus where t_code = 'StoreDashboard'`,
    );
    await t.database.db.execute(sql`delete from menus where t_code = 'StoreDashboard'`);
    for (const path of ['/Dashboard/Store', '/Retailer/Products', '/Consumer/List', '/Retailer/Categories']) {
      const res = await call(path, {});
      expect([res.status, res.body.Code], path).toEqual([403, 'E017']);
    }
    await refused('/Retailer/AddCategory', { CategoryCode: 'OFF', CategoryName: 'Off' }, 'E017', 403);
    await t.database.db.execute(
      sql`insert into menus (client_id, t_code, l_code, target, icon, seq)
          values (${m!.client_id}, 'StoreDashboard', ${m!.l_code}, ${m!.target}, ${m!.icon}, ${m!.seq})`,
    );
    expect((await call('/Dashboard/Store', {})).body.Status).toBe(1);
  });
});
