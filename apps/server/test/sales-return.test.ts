import type {
  TReturnDetail,
  TReturnHeader,
  TReturnProduct,
  TReturnReason,
  TReturnSummaryItem,
} from '@restock/domain/contracts/sales-return';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveReturnStatus } from '../src/modules/sales-return/service.ts';
import { d001, setSetting } from './cart-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Sales return calls (issue 17; docs/decisions/082): the masters, the returnable products (invoiced
 * by the selected distributor less returned), the summary, the submit in one transaction with its
 * codes, the history and details, bad input refused with a code and nothing stored, 20 concurrent
 * submits making one return, and the distributor switch refused while the summary holds lines.
 */
describe(`Sales return (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let d1: number;
  let reasons: TReturnReason[];
  let products: TReturnProduct[];

  const call = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    t.call(path, body, { token, headers });
  const summary = async () => {
    const res = await call('/SalesReturn/ReturnSummary');
    expect(res.body.Status, res.body.Msg).toBe(1);
    return res.body.Data as TReturnSummaryItem[];
  };
  const productList = async (body: unknown = { PageSize: 100 }) => {
    const res = await call('/SalesReturn/ProductList', body);
    expect(res.body.Status, res.body.Msg).toBe(1);
    return res.body.Data as TReturnProduct[];
  };
  /** What the database holds of returns and summaries: compared before and after a refused call. */
  const stored = async () =>
    JSON.stringify(
      await Promise.all([
        rows(t, sql`select * from sales_return_lines order by product_id, reason_id`),
        rows(t, sql`select id, status, return_no from sales_returns order by id`),
        rows(t, sql`select count(*)::int as n from sales_return_items`),
        rows(t, sql`select count(*)::int as n from sales_return_status_history`),
      ]),
    );
  const clear = async () => expect((await call('/SalesReturn/ClearCart')).body.Status).toBe(1);
  /** Invoiced and returned (not rejected) pieces of a product, straight from the tables. */
  const truth = async (productId: number) => {
    const [row] = await rows<{ invoiced: number; returned: number }>(
      t,
      sql`select
          (select coalesce(sum(il.qty), 0)::int from invoice_lines il join invoices i on i.id = il.invoice_id
            join orders o on o.id = i.order_id join order_lines ol on ol.id = il.order_line_id
            where o.retailer_id = (select retailer_id from users where login_id = 'retailer1')
              and o.distributor_id = ${d1} and ol.product_id = ${productId}) as invoiced,
          (select coalesce(sum(it.qty), 0)::int from sales_return_items it join sales_returns sr on sr.id = it.return_id
            where sr.retailer_id = (select retailer_id from users where login_id = 'retailer1')
              and sr.distributor_id = ${d1} and sr.status <> 'C' and it.product_id = ${productId}) as returned`,
    );
    return { invoiced: Number(row!.invoiced), returned: Number(row!.returned) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    d1 = await d001(t);
    const sw = await call('/Distributor/SwitchDistributor', { dId: d1 });
    expect(sw.body.Status, sw.body.Msg).toBe(1);
    reasons = (await call('/SalesReturn/ReasonMaster')).body.Data as TReturnReason[];
    products = await productList();
  });
  afterAll(async () => t?.close());

  it('answers the reasons and conditions masters on each of their paths', async () => {
    expect(reasons.length).toBeGreaterThanOrEqual(4);
    expect(reasons[0]).toEqual({ ReasonId: expect.any(Number), ReasonName: 'Damaged in transit' });
    const copy = await call('/appconfig/reasonmaster');
    expect(copy.body.Data).toEqual(reasons);
    const conditions = await call('/Appconfig/ConditionMaster');
    expect(conditions.body.Status).toBe(1);
    expect((conditions.body.Data as Array<{ ConditionName: string }>).map((c) => c.ConditionName)).toContain(
      'Saleable',
    );
  });

  it('lists only what the distributor invoiced, with invoiced less returned as returnable, in name order', async () => {
    expect(products.length).toBeGreaterThan(3);
    for (const p of products.slice(0, 8)) {
      const { invoiced, returned } = await truth(p.PId);
      expect(invoiced).toBeGreaterThan(0);
      expect(p.InvoicedQty).toBe(invoiced);
      expect(p.ReturnedQty).toBe(returned);
      expect(p.ReturnableQty).toBe(Math.max(0, invoiced - returned));
    }
    // The seeded returns took pieces of some products.
    expect(products.some((p) => p.ReturnedQty > 0)).toBe(true);
    const names = products.map((p) => p.PName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await productList({ PageSize: 100, Sort: 'Name_DESC' });
    expect(desc.map((p) => p.PId)).toEqual([...products].reverse().map((p) => p.PId));
    // A price sort is not allowed here: the name order answers.
    const price = await productList({ PageSize: 100, Sort: 'Price_DESC' });
    expect(price.map((p) => p.PId)).toEqual(products.map((p) => p.PId));
    // Never a product the distributor did not invoice.
    const notInvoiced = await rows<{ id: number }>(
      t,
      sql`select dp.product_id as id from distributor_products dp where dp.distributor_id = ${d1}
          and dp.product_id <> all(${`{${products.map((p) => p.PId).join(',')}}`}::int[]) limit 1`,
    );
    expect(products.map((p) => p.PId)).not.toContain(Number(notInvoiced[0]!.id));
    // Paging.
    const page = await call('/SalesReturn/ProductList', { Page: 2, PageSize: 2 });
    expect(page.body.TotalCount).toBe(products.length);
    expect((page.body.Data as TReturnProduct[]).map((p) => p.PId)).toEqual(
      products.slice(2, 4).map((p) => p.PId),
    );
  });

  it('searches by invoice number from 3 characters', async () => {
    const [inv] = await rows<{ invoice_no: string; product_id: number }>(
      t,
      sql`select i.invoice_no, ol.product_id from invoices i join orders o on o.id = i.order_id
          join invoice_lines il on il.invoice_id = i.id join order_lines ol on ol.id = il.order_line_id
          where o.distributor_id = ${d1} and o.retailer_id = (select retailer_id from users where login_id = 'retailer1')
          order by i.id limit 1`,
    );
    const found = await productList({ InvoiceNo: inv!.invoice_no, PageSize: 100 });
    expect(found.map((p) => p.PId)).toContain(Number(inv!.product_id));
    expect(found.length).toBeLessThan(products.length);
    const short = await call('/SalesReturn/ProductList', { InvoiceNo: 'IN' });
    expect(short.status).toBe(400);
    expect(short.body.Code).toBe('E008');
  });

  it("narrows the list by the catalogue's attribute filter: a value, a range, the price; a price sort falls back to name", async () => {
    const ids = `{${products.map((p) => p.PId).join(',')}}`;
    const attr = async (code: string) =>
      Number(
        (await rows<{ id: number }>(t, sql`select id from attributes where code = ${code} limit 1`))[0]!.id,
      );
    /** The listed products (name order) that are among `keep`. */
    const expected = (keep: number[]) => products.map((p) => p.PId).filter((id) => keep.includes(id));
    const packSize = await attr('PACKSIZE');
    const [value] = await rows<{ value_id: number }>(
      t,
      sql`select value_id from product_attribute_values where attribute_id = ${packSize}
          and product_id = any(${ids}::int[]) group by value_id order by count(*) desc, value_id limit 1`,
    );
    const withValue = (
      await rows<{ id: number }>(
        t,
        sql`select product_id as id from product_attribute_values where attribute_id = ${packSize}
            and value_id = ${value!.value_id} and product_id = any(${ids}::int[])`,
      )
    ).map((r) => Number(r.id));
    const byValue = await productList({
      PageSize: 100,
      AttrFilter: [{ AttrId: packSize, AttrValues: [Number(value!.value_id)] }],
    });
    expect(byValue.length).toBeGreaterThan(0);
    expect(byValue.length).toBeLessThan(products.length);
    expect(byValue.map((p) => p.PId)).toEqual(expected(withValue));
    // A price sort with an attribute filter is not refused: it falls back to name ascending.
    for (const Sort of ['Price_ASC', 'Price_DESC']) {
      const res = await call('/SalesReturn/ProductList', {
        PageSize: 100,
        Sort,
        AttrFilter: [
          { AttrId: packSize, AttrValues: [Number(value!.value_id)], Sorting: 'DESC', Sequence: 1 },
        ],
      });
      expect(res.status).toBe(200);
      expect((res.body.Data as TReturnProduct[]).map((p) => p.PId)).toEqual(expected(withValue));
    }
    // A range of a number attribute, and of the distributor's price.
    const net = await attr('NETQTY');
    const [bounds] = await rows<{ lo: string; hi: string }>(
      t,
      sql`select percentile_disc(0.25) within group (order by value)::text as lo,
            percentile_disc(0.75) within group (order by value)::text as hi
          from product_attribute_numbers where attribute_id = ${net} and product_id = any(${ids}::int[])`,
    );
    const [lo, hi] = [Number(bounds!.lo), Number(bounds!.hi)];
    const inRange = (
      await rows<{ id: number }>(
        t,
        sql`select product_id as id from product_attribute_numbers where attribute_id = ${net}
            and value between ${lo} and ${hi} and product_id = any(${ids}::int[])`,
      )
    ).map((r) => Number(r.id));
    const byRange = await productList({
      PageSize: 100,
      AttrFilter: [{ AttrId: net, AttrRangeValues: [lo, hi] }],
    });
    expect(byRange.length).toBeGreaterThan(0);
    expect(byRange.map((p) => p.PId)).toEqual(expected(inRange));
    const price = await attr('PRICE');
    const cheap = (
      await rows<{ id: number }>(
        t,
        sql`select product_id as id from distributor_products where distributor_id = ${d1}
            and price between 10 and 60 and product_id = any(${ids}::int[])`,
      )
    ).map((r) => Number(r.id));
    const byPrice = await productList({
      PageSize: 100,
      AttrFilter: [{ AttrId: price, AttrRangeValues: [10, 60] }],
    });
    expect(byPrice.map((p) => p.PId)).toEqual(expected(cheap));
    // Entries combine (AND), with the other filters too; paging counts the filtered list.
    const both = await call('/SalesReturn/ProductList', {
      PageSize: 1,
      Page: 1,
      AttrFilter: [
        { AttrId: packSize, AttrValues: [Number(value!.value_id)] },
        { AttrId: net, AttrRangeValues: [lo, hi] },
      ],
    });
    expect(both.body.TotalCount).toBe(expected(withValue.filter((id) => inRange.includes(id))).length);
    // An attribute of no product (or of another client) matches nothing.
    expect(await productList({ AttrFilter: [{ AttrId: 999_999, AttrValues: [1] }] })).toEqual([]);
  });

  it('refuses a bad AttrFilter with E008 (400) and changes nothing', async () => {
    const attr = async (code: string) =>
      Number(
        (await rows<{ id: number }>(t, sql`select id from attributes where code = ${code} limit 1`))[0]!.id,
      );
    const net = await attr('NETQTY');
    const packSize = await attr('PACKSIZE');
    const packType = await attr('PACKTYPE');
    const before = await stored();
    for (const AttrFilter of [
      [{ AttrId: net, AttrRangeValues: [5] }],
      [{ AttrId: net, AttrRangeValues: [10, 5] }],
      [{ AttrId: net, AttrRangeValues: ['a', 'b'] }],
      [{ AttrId: 'abc', AttrValues: [1] }],
      [{ AttrValues: [1] }],
      [{ AttrId: net, AttrValues: [1] }],
      [{ AttrId: packSize, AttrRangeValues: [1, 2] }],
      [{ AttrId: packSize, AttrValues: [1], Sorting: 'UP' }],
      [{ AttrId: packType, AttrValues: [1, 2] }],
      [
        { AttrId: packSize, AttrValues: [1] },
        { AttrId: packSize, AttrValues: [2] },
      ],
      Array.from({ length: 21 }, (_, i) => ({ AttrId: i + 1 })),
      { AttrId: packSize },
    ]) {
      const res = await call('/SalesReturn/ProductList', { AttrFilter, Sort: 'Price_ASC' });
      expect(res.status, JSON.stringify(AttrFilter)).toBe(400);
      expect(res.body.Code, JSON.stringify(AttrFilter)).toBe('E008');
    }
    expect(await stored()).toBe(before);
  });

  it('keeps the summary per product and reason in cases and pieces, S001 on upload, 0 and 0 removes', async () => {
    const p = products.find((x) => x.ConversionQty > 1 && x.ReturnableQty >= x.ConversionQty + 2)!;
    expect(p).toBeDefined();
    const up = await call('/SalesReturn/ReturnUpload', [
      { PId: p.PId, ReasonId: reasons[0]!.ReasonId, CaseQty: 1, PieceQty: 0, MfgDate: '2026-01-15' },
      { PId: p.PId, ReasonId: reasons[1]!.ReasonId, CaseQty: 0, PieceQty: 2 },
    ]);
    expect(up.body.Status, up.body.Msg).toBe(1);
    expect(up.body.Code).toBe('S001');
    const s = await summary();
    expect(s).toHaveLength(1);
    expect(s[0]).toMatchObject({
      PId: p.PId,
      selectedCaseQty: 1,
      selectedPieceQty: 2,
      TotalQty: p.ConversionQty + 2,
      MfgDate: '2026-01-15',
    });
    expect(s[0]!.Reasons.map((r) => [r.ReasonId, r.Qty])).toEqual([
      [reasons[0]!.ReasonId, p.ConversionQty],
      [reasons[1]!.ReasonId, 2],
    ]);
    // Summary quantity shows on the list.
    expect((await productList()).find((x) => x.PId === p.PId)!.SummaryQty).toBe(p.ConversionQty + 2);
    await call('/SalesReturn/ReturnUpload', [
      { PId: p.PId, ReasonId: reasons[1]!.ReasonId, CaseQty: 0, PieceQty: 0 },
    ]);
    expect((await summary())[0]!.Reasons).toHaveLength(1);
    // Clear one product, then all.
    const cleared = await call('/SalesReturn/ClearCart', { PId: p.PId });
    expect(cleared.body.Data).toEqual({ Removed: 1 });
    expect(await summary()).toEqual([]);
  });

  it('refuses bad input with a coded 4xx and stores nothing', async () => {
    const p = products.find((x) => x.ReturnableQty > 1)!;
    const notInvoiced = await rows<{ id: number }>(
      t,
      sql`select p.id from products p where p.client_id = (select id from clients where code = 'demo')
          and p.id <> all(${`{${products.map((x) => x.PId).join(',')}}`}::int[]) limit 1`,
    );
    // Something in the summary already, so "nothing stored" also means "nothing changed".
    await call('/SalesReturn/ReturnUpload', [{ PId: p.PId, ReasonId: reasons[0]!.ReasonId, PieceQty: 1 }]);
    const before = await stored();
    const r = reasons[0]!.ReasonId;
    const line = (extra: Record<string, unknown>) => [{ PId: p.PId, ReasonId: r, PieceQty: 1, ...extra }];
    const cases: Array<[string, string, unknown, string]> = [
      ['negative pieces', '/SalesReturn/ReturnUpload', line({ PieceQty: -1 }), 'E008'],
      ['negative cases', '/SalesReturn/ReturnUpload', line({ CaseQty: -2 }), 'E008'],
      ['fractional pieces', '/SalesReturn/ReturnUpload', line({ PieceQty: 1.5 }), 'E008'],
      ['pieces as text', '/SalesReturn/ReturnUpload', line({ PieceQty: '2' }), 'E008'],
      ['huge pieces', '/SalesReturn/ReturnUpload', line({ PieceQty: 1e9 }), 'E008'],
      [
        'unknown product',
        '/SalesReturn/ReturnUpload',
        [{ PId: 99_999_999, ReasonId: r, PieceQty: 1 }],
        'E012',
      ],
      [
        'product not invoiced',
        '/SalesReturn/ReturnUpload',
        [{ PId: Number(notInvoiced[0]!.id), ReasonId: r, PieceQty: 1 }],
        'E012',
      ],
      ['unknown reason', '/SalesReturn/ReturnUpload', line({ ReasonId: 99_999 }), 'E008'],
      ['future manufacturing date', '/SalesReturn/ReturnUpload', line({ MfgDate: '2999-01-01' }), 'E008'],
      ['not a date', '/SalesReturn/ReturnUpload', line({ MfgDate: '2026-02-30' }), 'E008'],
      ['the same product and reason twice', '/SalesReturn/ReturnUpload', [...line({}), ...line({})], 'E008'],
      ['an empty upload', '/SalesReturn/ReturnUpload', [], 'E008'],
      [
        'above invoiced less returned',
        '/SalesReturn/ReturnUpload',
        line({ PieceQty: p.ReturnableQty + 1 }),
        'E017',
      ],
      [
        'a good line with one above the returnable',
        '/SalesReturn/ReturnUpload',
        [
          { PId: p.PId, ReasonId: reasons[1]!.ReasonId, PieceQty: 1 },
          { PId: p.PId, ReasonId: r, PieceQty: p.ReturnableQty },
        ],
        'E017',
      ],
      ['remarks over 255', '/SalesReturn/ReturnSubmit', { Remarks: 'x'.repeat(256) }, 'E008'],
      ['remarks with a NUL', '/SalesReturn/ReturnSubmit', { Remarks: 'bad\u0000' }, 'E008'],
      ['invoice over 50', '/SalesReturn/ReturnSubmit', { Invoice: 'I'.repeat(51) }, 'E008'],
      ['an invoice not the retailer\u2019s', '/SalesReturn/ReturnSubmit', { Invoice: 'INV000000' }, 'E012'],
      ['a short idempotency key', '/SalesReturn/ReturnSubmit', { IdempotencyKey: 'short' }, 'E008'],
      ['details of no return', '/SalesReturn/ReturnViewDetails', { SalesReturnId: 99_999_999 }, 'E012'],
      ['details with a bad id', '/SalesReturn/ReturnViewDetails', { SalesReturnId: -1 }, 'E008'],
      ['history with a bad month', '/SalesReturn/ReturnView', { Month: '13-2026' }, 'E008'],
      [
        'history from after to',
        '/SalesReturn/ReturnView',
        { FromDate: '2026-05-02', ToDate: '2026-05-01' },
        'E008',
      ],
      ['history with an unknown status', '/SalesReturn/ReturnView', { Status: 'X' }, 'E008'],
    ];
    const wrong: string[] = [];
    for (const [what, path, body, code] of cases) {
      const res = await call(path, body);
      if (res.status < 400 || res.status >= 500 || res.body.Status !== 0 || res.body.Code !== code)
        wrong.push(`${what}: ${res.status} ${res.body.Code} ${res.body.Msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await stored()).toBe(before);
    // A unit the client does not take: cases when salesReturnUom is piece only.
    await setSetting(t, 'salesReturnUom', 'piece');
    const caseRes = await call('/SalesReturn/ReturnUpload', line({ CaseQty: 1, PieceQty: 0 }));
    await setSetting(t, 'salesReturnUom', 'case,piece');
    expect([caseRes.status, caseRes.body.Code]).toEqual([400, 'E008']);
    expect(await stored()).toBe(before);
    await clear();
  });

  it('E013 for an empty summary; a submit makes one return with S002, empties the summary and shows in history', async () => {
    await clear();
    const empty = await call('/SalesReturn/ReturnSubmit', { Remarks: 'nothing' });
    expect([empty.status, empty.body.Status, empty.body.Code]).toEqual([422, 0, 'E013']);

    const p = products.find((x) => x.ReturnableQty >= 3)!;
    const before = await truth(p.PId);
    await call('/SalesReturn/ReturnUpload', [
      { PId: p.PId, ReasonId: reasons[2]!.ReasonId, PieceQty: 2, MfgDate: '2026-03-01' },
    ]);
    const [inv] = await rows<{ invoice_no: string }>(
      t,
      sql`select i.invoice_no from invoices i join orders o on o.id = i.order_id where o.distributor_id = ${d1}
          and o.retailer_id = (select retailer_id from users where login_id = 'retailer1') order by i.id limit 1`,
    );
    const res = await call('/SalesReturn/ReturnSubmit', {
      Invoice: inv!.invoice_no,
      Remarks: '  Torn packs  ',
    });
    expect(res.body.Status, res.body.Msg).toBe(1);
    expect(res.body.Code).toBe('S002');
    const made = (res.body.Data as Array<{ SRH_No: string; SalesReturnId: number }>)[0]!;
    expect(made.SRH_No).toMatch(/^SRH\d+$/);
    expect(await summary()).toEqual([]);
    expect(await truth(p.PId)).toEqual({ invoiced: before.invoiced, returned: before.returned + 2 });
    expect((await productList()).find((x) => x.PId === p.PId)!.ReturnableQty).toBe(p.ReturnableQty - 2);

    const history = await call('/SalesReturn/ReturnView', { PageSize: 50 });
    const list = history.body.Data as TReturnHeader[];
    expect(list[0]).toMatchObject({
      SalesReturnId: made.SalesReturnId,
      SRH_No: made.SRH_No,
      Status: 'S',
      StatusName: 'Submitted',
      Invoice: inv!.invoice_no,
      Remarks: 'Torn packs',
      LineCount: 1,
      TotalQty: 2,
      DistributorId: d1,
    });
    const detail = await call('/SalesReturn/ReturnViewDetails', {
      SalesReturnId: String(made.SalesReturnId),
    });
    const d = (detail.body.Data as TReturnDetail[])[0]!;
    expect(d.ProductList).toEqual([
      expect.objectContaining({
        PId: p.PId,
        ReasonId: reasons[2]!.ReasonId,
        Qty: 2,
        PieceQty: 2,
        MfgDate: '2026-03-01',
      }),
    ]);
    expect(d.StatusHistory.map((h) => h.Status)).toEqual(['S']);
  });

  it('shows the seeded history in several statuses with their status history, and filters it', async () => {
    const all = (await call('/SalesReturn/ReturnView', { PageSize: 100 })).body.Data as TReturnHeader[];
    expect(new Set(all.map((r) => r.Status)).size).toBeGreaterThanOrEqual(4);
    const approved = all.find((r) => r.Status === 'A')!;
    const detail = (await call('/SalesReturn/ReturnViewDetails', { SalesReturnId: approved.SalesReturnId }))
      .body.Data as TReturnDetail[];
    expect(detail[0]!.StatusHistory.map((h) => h.Status)).toEqual(['S', 'P', 'A']);
    expect(detail[0]!.ProductList.length).toBeGreaterThan(0);
    const byStatus = (await call('/SalesReturn/ReturnView', { Status: 'C' })).body.Data as TReturnHeader[];
    expect(byStatus.length).toBeGreaterThan(0);
    expect(byStatus.every((r) => r.Status === 'C')).toBe(true);
    const byNo = (await call('/SalesReturn/ReturnView', { SearchText: approved.SRH_No })).body
      .Data as TReturnHeader[];
    expect(byNo.map((r) => r.SalesReturnId)).toEqual([approved.SalesReturnId]);
    const at = new Date(approved.ReturnDate);
    const month = `${String(at.getUTCMonth() + 1).padStart(2, '0')}-${at.getUTCFullYear()}`;
    const inMonth = (await call('/SalesReturn/ReturnView', { Month: month, PageSize: 100 })).body
      .Data as TReturnHeader[];
    expect(inMonth.map((r) => r.SalesReturnId)).toContain(approved.SalesReturnId);
    expect(inMonth.length).toBeLessThan(all.length);
    const otherVendor = await idOf(t, 'distributors', 'D002');
    expect((await call('/SalesReturn/ReturnView', { VendorId: otherVendor })).body.Data).toEqual([]);
  });

  it('a rejected return gives its pieces back', async () => {
    const p = products.find((x) => x.ReturnableQty >= 2)!;
    await clear();
    const now = (await productList()).find((x) => x.PId === p.PId)!;
    await call('/SalesReturn/ReturnUpload', [
      { PId: p.PId, ReasonId: reasons[0]!.ReasonId, PieceQty: now.ReturnableQty },
    ]);
    const made = (await call('/SalesReturn/ReturnSubmit', {})).body.Data as Array<{ SalesReturnId: number }>;
    expect((await productList()).find((x) => x.PId === p.PId)!.ReturnableQty).toBe(0);
    const over = await call('/SalesReturn/ReturnUpload', [
      { PId: p.PId, ReasonId: reasons[0]!.ReasonId, PieceQty: 1 },
    ]);
    expect(over.body.Code).toBe('E017');
    await moveReturnStatus(t.database.db, {
      returnId: made[0]!.SalesReturnId,
      status: 'C',
      remarks: 'Rejected',
      at: new Date(),
    });
    expect((await productList()).find((x) => x.PId === p.PId)!.ReturnableQty).toBe(now.ReturnableQty);
  });

  it('checks again at submit: a summary that no longer fits is refused and kept', async () => {
    await clear();
    const p = products.find((x) => x.ReturnableQty >= 2)!;
    const fresh = (await productList()).find((x) => x.PId === p.PId)!;
    await call('/SalesReturn/ReturnUpload', [
      { PId: p.PId, ReasonId: reasons[0]!.ReasonId, PieceQty: fresh.ReturnableQty },
    ]);
    // Meanwhile another return (written by the distributor's side) took a piece.
    const [r] = await rows<{ id: number }>(
      t,
      sql`select id from sales_returns where status <> 'C' order by id desc limit 1`,
    );
    await t.database.db.execute(
      sql`insert into sales_return_items (return_id, product_id, reason_id, qty, piece_qty) values (${r!.id}, ${p.PId}, ${reasons[0]!.ReasonId}, 1, 1)`,
    );
    const before = await stored();
    const res = await call('/SalesReturn/ReturnSubmit', { Remarks: 'late' });
    expect([res.status, res.body.Code]).toEqual([422, 'E017']);
    expect(await stored()).toBe(before);
    await clear();
  });

  it('replays the same Idempotency-Key and refuses it with another body', async () => {
    const p = products.find((x) => x.ReturnableQty >= 1 && x.ReturnedQty === 0) ?? products[0]!;
    await clear();
    const fresh = (await productList()).find((x) => x.PId === p.PId)!;
    expect(fresh.ReturnableQty).toBeGreaterThan(0);
    await call('/SalesReturn/ReturnUpload', [{ PId: p.PId, ReasonId: reasons[0]!.ReasonId, PieceQty: 1 }]);
    const key = 'return-key-0001';
    const first = await call('/SalesReturn/ReturnSubmit', { Remarks: 'once' }, { 'idempotency-key': key });
    expect(first.body.Status, first.body.Msg).toBe(1);
    const again = await call('/SalesReturn/ReturnSubmit', { Remarks: 'once', IdempotencyKey: key });
    expect(again.body.Data).toEqual(first.body.Data);
    const other = await call('/SalesReturn/ReturnSubmit', { Remarks: 'twice' }, { 'idempotency-key': key });
    expect([other.status, other.body.Code]).toEqual([422, 'E008']);
  });

  it('20 concurrent submits of the same summary make exactly one return', async () => {
    await clear();
    const p = products.find((x) => x.ReturnableQty >= 1)!;
    const fresh = (await productList()).find((x) => x.PId === p.PId)!;
    await call('/SalesReturn/ReturnUpload', [
      { PId: p.PId, ReasonId: reasons[3]!.ReasonId, PieceQty: fresh.ReturnableQty },
    ]);
    const [{ n: before }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from sales_returns`,
    )) as [{ n: number }];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('/SalesReturn/ReturnSubmit', { Remarks: 'race' })),
    );
    const made = answers.filter((a) => a.body.Status === 1);
    expect(made).toHaveLength(1);
    expect(answers.filter((a) => a.body.Code === 'E013')).toHaveLength(19);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const [{ n: after }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from sales_returns`,
    )) as [{ n: number }];
    expect(after).toBe(Number(before) + 1);
    expect((await productList()).find((x) => x.PId === p.PId)!.ReturnableQty).toBe(0);
  });

  it('refuses switching distributor while the return summary holds lines (E028), allows it once cleared', async () => {
    await clear();
    expect((await call('/SalesOrder/ClearCart')).body.Status).toBe(1);
    const p = (await productList()).find((x) => x.ReturnableQty >= 1)!;
    await call('/SalesReturn/ReturnUpload', [{ PId: p.PId, ReasonId: reasons[0]!.ReasonId, PieceQty: 1 }]);
    const d2 = await idOf(t, 'distributors', 'D002');
    const refused = await call('/Distributor/SwitchDistributor', { dId: d2 });
    expect([refused.status, refused.body.Code]).toEqual([409, 'E028']);
    expect((await summary()).length).toBe(1);
    await clear();
    const switched = await call('/Distributor/SwitchDistributor', { dId: d2 });
    expect(switched.body.Status, switched.body.Msg).toBe(1);
    // At D002 the summary is its own (empty), and the list holds D002's invoiced products only.
    expect(await summary()).toEqual([]);
    const back = await call('/Distributor/SwitchDistributor', { dId: d1 });
    expect(back.body.Status).toBe(1);
  });

  it('is refused when the client has sales return switched off', async () => {
    await setSetting(t, 'isShowSalesReturn', 'false');
    const res = await call('/SalesReturn/ReturnSummary');
    await setSetting(t, 'isShowSalesReturn', 'true');
    expect([res.status, res.body.Code]).toEqual([403, 'E017']);
  });
});
