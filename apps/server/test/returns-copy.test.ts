import { ZComplaintsRequest } from '@restock/domain/contracts/complaint';
import {
  type TReturnHeader,
  type TReturnProduct,
  ZReturnProductListRequest,
  ZReturnViewRequest,
} from '@restock/domain/contracts/sales-return';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listComplaints } from '../src/modules/complaint/service.ts';
import {
  type CopyVersions,
  listReturnableProducts,
  listReturns,
  type ReturnScope,
} from '../src/modules/sales-return/service.ts';
import { d001 } from './cart-helpers.ts';
import { carriedProducts, placeTestOrder } from './orders-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The return lists' per-process copy (docs/decisions/086): the same answers as the database for
 * every filter, and never an answer older than the last committed change, whichever table moved
 * (a summary line, a return's status, a new invoice, a product's name).
 */
describe(`Return lists' copy (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let scope: ReturnScope;
  const zone = 'Asia/Kolkata';

  const versions = async (): Promise<CopyVersions> => {
    const [row] = await rows<{ r: number; c: number }>(
      t,
      sql`select (select returns_version from retailers where id = ${scope.retailerId}) as r,
            (select version from catalogue_version where id = 1) as c`,
    );
    return { returns: Number(row!.r), catalogue: Number(row!.c) };
  };
  const productList = async () => {
    const res = await t.call('/SalesReturn/ProductList', { PageSize: 100 }, { token });
    expect(res.body.Status, res.body.Msg).toBe(1);
    return res.body.Data as TReturnProduct[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    const d1 = await d001(t);
    expect((await t.call('/Distributor/SwitchDistributor', { dId: d1 }, { token })).body.Status).toBe(1);
    const [me] = await rows<{ retailer_id: number; client_id: number }>(
      t,
      sql`select retailer_id, client_id from users where login_id = 'retailer1'`,
    );
    scope = { clientId: Number(me!.client_id), retailerId: Number(me!.retailer_id), distributorId: d1 };
  });
  afterAll(async () => t?.close());

  it('answers every product list filter as the database does', async () => {
    const all = await listReturnableProducts(
      t.database.db,
      scope,
      ZReturnProductListRequest.parse({ PageSize: 100 }),
    );
    expect(all.total).toBeGreaterThan(3);
    const names = all.products.map((p) => p.PName);
    const words = [...new Set(names.flatMap((n) => n.split(/\s+/)))].slice(0, 6);
    const [inv] = await rows<{ invoice_no: string }>(
      t,
      sql`select i.invoice_no from invoices i join orders o on o.id = i.order_id
          where o.retailer_id = ${scope.retailerId} and o.distributor_id = ${scope.distributorId} limit 1`,
    );
    const invoiceNo = String(inv!.invoice_no);
    const [cat] = await rows<{ category_id: number; sub_category_id: number }>(
      t,
      sql`select category_id, sub_category_id from products where id = ${all.products[0]!.PId}`,
    );
    // The catalogue's attribute filter (decision 127): a value, a number range, a price range.
    const attrOf = async (code: string) =>
      Number(
        (await rows<{ id: number }>(t, sql`select id from attributes where code = ${code} limit 1`))[0]!.id,
      );
    const packSize = await attrOf('PACKSIZE');
    const net = await attrOf('NETQTY');
    const price = await attrOf('PRICE');
    const [value] = await rows<{ value_id: number }>(
      t,
      sql`select value_id from product_attribute_values where attribute_id = ${packSize}
          and product_id = ${all.products[0]!.PId} limit 1`,
    );
    const sizeFilter = [{ AttrId: packSize, AttrValues: [Number(value!.value_id)] }];
    const attrBodies = [
      { AttrFilter: sizeFilter },
      { AttrFilter: sizeFilter, Sort: 'Price_DESC' },
      { AttrFilter: sizeFilter, Sort: 'Name_DESC', PageSize: 1, Page: 2 },
      { AttrFilter: [{ AttrId: net, AttrRangeValues: [100, 500] }] },
      { AttrFilter: [{ AttrId: price, AttrRangeValues: [10, 60] }], InvoiceNo: invoiceNo },
      { AttrFilter: [...sizeFilter, { AttrId: net, AttrRangeValues: [0, 1000] }], SearchText: words[0] },
      { AttrFilter: [{ AttrId: 999_999, AttrValues: [1] }] },
      { AttrFilter: [{ AttrId: packSize, AttrValues: [] }] },
    ];
    const bodies = [
      ...attrBodies,
      {},
      { Sort: 'Name_DESC' },
      { Sort: 'Price_ASC' },
      { Page: 2, PageSize: 3 },
      { Page: 99, PageSize: 3 },
      { InvoiceNo: invoiceNo },
      { InvoiceNo: invoiceNo.slice(-4).toLowerCase() },
      { CategoryId: Number(cat!.category_id) },
      {
        CategoryId: Number(cat!.category_id),
        SubCategoryId: Number(cat!.sub_category_id),
        Sort: 'Name_DESC',
      },
      { SearchText: 'zzz-none' },
      { SearchText: '%' },
      ...words.map((w) => ({ SearchText: w.toUpperCase() })),
      ...words.map((w) => ({ SearchText: w.slice(1, 4), Sort: 'Name_DESC', PageSize: 2, Page: 2 })),
    ];
    const v = await versions();
    for (const extra of bodies) {
      const body = ZReturnProductListRequest.parse(extra);
      const fromDb = await listReturnableProducts(t.database.db, scope, body);
      const fromCopy = await listReturnableProducts(t.database.db, scope, body, v);
      expect(fromCopy, JSON.stringify(extra)).toEqual(fromDb);
    }
    // The attribute filter narrows (so the agreement above is not of two full lists).
    const sized = await listReturnableProducts(
      t.database.db,
      scope,
      ZReturnProductListRequest.parse({ AttrFilter: sizeFilter, PageSize: 100 }),
      v,
    );
    expect(sized.total).toBeGreaterThan(0);
    expect(sized.total).toBeLessThan(all.total);
  });

  it('answers every history filter as the database does', async () => {
    const owner = { clientId: scope.clientId, retailerId: scope.retailerId };
    const all = await listReturns(t.database.db, owner, ZReturnViewRequest.parse({ PageSize: 100 }), zone);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const first = all.returns[0]! as TReturnHeader;
    const [y, m, d] = first.ReturnDate.slice(0, 10).split('-');
    const bodies = [
      {},
      { Page: 2, PageSize: 2 },
      { Status: 'C' },
      { Status: 'S' },
      { VendorId: first.DistributorId },
      { VendorId: 999_999 },
      { SearchText: first.SRH_No.toLowerCase() },
      { SearchText: first.SRH_No.slice(-3) },
      { SearchText: 'a' },
      { SearchText: '  ' },
      { Month: `${m}-${y}` },
      { FromDate: `${y}-${m}-${d}`, ToDate: `${y}-${m}-${d}` },
      { FromDate: '2020-01-01' },
      { ToDate: '2020-01-01' },
    ];
    const v = await versions();
    for (const extra of bodies) {
      const body = ZReturnViewRequest.parse(extra);
      const fromDb = await listReturns(t.database.db, owner, body, zone);
      const fromCopy = await listReturns(t.database.db, owner, body, zone, v);
      expect(fromCopy, JSON.stringify(extra)).toEqual(fromDb);
    }
  });

  it('never answers from a copy older than the last committed change', async () => {
    const before = await productList();
    const p = before.find((x) => x.ReturnableQty > 0)!;
    const reasonId = Number(
      (
        (await t.call('/SalesReturn/ReasonMaster', {}, { token })).body.Data as Array<{ ReasonId: number }>
      )[0]!.ReasonId,
    );

    // A summary line.
    await t.call('/SalesReturn/ReturnUpload', [{ PId: p.PId, ReasonId: reasonId, PieceQty: 1 }], { token });
    expect((await productList()).find((x) => x.PId === p.PId)!.SummaryQty).toBe(1);

    // A return's status moved by the distributor's side, straight in the database.
    const history = async () =>
      (await t.call('/SalesReturn/ReturnView', { PageSize: 100 }, { token })).body.Data as TReturnHeader[];
    const open = (await history()).find((r) => r.Status !== 'C')!;
    await t.database.db.execute(sql`update sales_returns set status = 'C' where id = ${open.SalesReturnId}`);
    expect((await history()).find((r) => r.SalesReturnId === open.SalesReturnId)!.Status).toBe('C');

    // A product's new name (the catalogue's version).
    await t.database.db.execute(sql`update products set name = name || ' (new pack)' where id = ${p.PId}`);
    expect((await productList()).find((x) => x.PId === p.PId)!.PName).toMatch(/\(new pack\)$/);

    // A new invoice of a product never invoiced before.
    const invoiced = new Set(before.map((x) => x.PId));
    const fresh = (await carriedProducts(t, scope.distributorId, 200)).find((id) => !invoiced.has(id))!;
    await placeTestOrder(t, {
      retailerId: scope.retailerId,
      distributorId: scope.distributorId,
      lines: [{ productId: fresh, qty: 4 }],
      at: new Date(Date.now() - 86_400_000),
      status: 'S',
    });
    const after = (await productList()).find((x) => x.PId === fresh);
    expect(after?.InvoicedQty).toBe(4);
  });

  it('answers the complaints list as the database does, and never from a copy older than a change', async () => {
    const owner = { clientId: scope.clientId, retailerId: scope.retailerId };
    const { returns } = await versions();
    for (const [Page, PageSize] of [
      [1, 20],
      [1, 2],
      [2, 2],
      [99, 5],
    ] as const) {
      const body = ZComplaintsRequest.parse({ Page, PageSize });
      expect(await listComplaints(t.database.db, owner, body, returns)).toEqual(
        await listComplaints(t.database.db, owner, body),
      );
    }
    const list = async () => {
      const res = await t.call('/Product/Complaints', { PageSize: 100 }, { token });
      expect(res.body.Status, res.body.Msg).toBe(1);
      return res.body.Data as Array<{ ComplaintId: number; Reason: string; DisposalMethod: string }>;
    };
    const first = (await list())[0]!;
    // The distributor's side decides a disposal method, straight in the database.
    const [method] = await rows<{ id: number; name: string }>(
      t,
      sql`select id, name from complaint_lovs where client_id = ${scope.clientId} and type = 'COMPL_DISP_MET' limit 1`,
    );
    await t.database.db.execute(
      sql`update complaints set disposal_method_id = ${method!.id} where id = ${first.ComplaintId}`,
    );
    expect((await list())[0]!.DisposalMethod).toBe(method!.name);
    // The client renames a reason.
    await t.database.db.execute(
      sql`update complaint_lovs set name = name || ' (renamed)' where name = ${first.Reason}`,
    );
    expect((await list())[0]!.Reason).toBe(`${first.Reason} (renamed)`);
  });
});
