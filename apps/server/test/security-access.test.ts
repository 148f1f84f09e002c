import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, distributors, retailerDistributors, retailers, users } from '../src/db/schema.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Access control (issue 5, security suite): retailer1 owns an order, an invoiced order, an address
 * and a smart list. Another retailer of the same client, and a retailer of another client, call
 * every call that takes one of those ids: each gets "not found" (Status 0, no data, none of the
 * owner's values in the answer), and nothing of the owner's changes. New calls that take an id
 * belong in CALLS_WITH_IDS below.
 */
interface Owned {
  orderId: number;
  orderNo: string;
  invoicedOrderNo: string;
  /** An invoice of retailer1 still waiting for delivery. */
  invoiceNo: string;
  addressId: number;
  templateId: number;
  /** A sales return of retailer1 and its number. */
  returnId: number;
  returnNo: string;
  /** A product retailer1 may return and an exchange reason (ExchangeSubmit names the owner's address). */
  exchangeProductId: number;
  exchangeReasonId: number;
  /** A sales return reason of retailer1's client (ReturnUpload names a product and a reason). */
  returnReasonId: number;
  /** A complaint of retailer1, one of its pictures, and the product and reason it names. */
  complaintNo: string;
  complaintImageId: string;
  complaintProductId: number;
  complaintReasonId: number;
  /** An unpaid invoice of retailer1 (payments) and a payment of it. */
  billId: number;
  billNo: string;
  txnId: string;
  /** A redemption of retailer1 delivered and waiting for its confirmation (rewards). */
  redemptionId: number;
  /** An unread notification of retailer1. */
  notificationId: number;
}

const CALLS_WITH_IDS: Array<{ path: string; body: (o: Owned) => unknown; write: boolean }> = [
  {
    path: '/SalesOrder/OrderViewDetails',
    body: (o) => ({ OrderId: o.orderId, NeedSummary: true }),
    write: false,
  },
  { path: '/SalesOrder/OrderInvoice', body: (o) => ({ OrderNo: o.invoicedOrderNo }), write: false },
  { path: '/SalesOrder/CancelOrder', body: (o) => ({ OrderNo: o.orderNo }), write: true },
  {
    path: '/SalesOrder/UpdateInvoiceStatus',
    body: (o) => ({ InvoiceNos: [o.invoiceNo], DeliveryDate: new Date().toISOString().slice(0, 10) }),
    write: true,
  },
  { path: '/SalesOrder/OrderTemplateDetail', body: (o) => ({ TemplateId: o.templateId }), write: false },
  { path: '/SalesOrder/DeleteOrderTemplate', body: (o) => ({ TemplateId: o.templateId }), write: true },
  { path: '/SalesReturn/ReturnViewDetails', body: (o) => ({ SalesReturnId: o.returnId }), write: false },
  { path: '/SalesReturn/ReturnSubmit', body: (o) => ({ Invoice: o.invoiceNo, Remarks: 'x' }), write: true },
  {
    path: '/SalesReturn/ReturnUpload',
    body: (o) => [{ PId: o.exchangeProductId, ReasonId: o.returnReasonId, CaseQty: 0, PieceQty: 1 }],
    write: true,
  },
  {
    path: '/SalesReturn/ExchangeSubmit',
    body: (o) => ({
      AddressId: o.addressId,
      ExReturn: [{ PId: o.exchangeProductId, ReasonId: o.exchangeReasonId, PieceQty: 1 }],
      ExOrder: [{ PId: o.exchangeProductId, PieceQty: 1 }],
    }),
    write: true,
  },
  { path: '/Collection/PaymentDetails', body: (o) => ({ InvoiceId: o.billId }), write: false },
  { path: '/Reward/RedemptionViewDetails', body: (o) => ({ RedemptionId: o.redemptionId }), write: false },
  { path: '/Reward/RewardDeliverySubmit', body: (o) => ({ RedemptionId: o.redemptionId }), write: true },
  { path: '/Collection/PaymentStatus', body: (o) => ({ TxnId: o.txnId }), write: false },
  {
    path: '/Collection/GenerateHash',
    body: (o) => ({
      RetailerCode: 'R0001',
      DistributorCode: 'D001',
      InvoiceList: [o.billNo],
      ReferenceNo: 'stranger-pays-1',
      TotalAmount: 1,
    }),
    write: true,
  },
  { path: '/Retailer/DeleteRetailerAddress', body: (o) => ({ RetAddress_Id: o.addressId }), write: true },
  { path: '/Notification/NotificationStatus', body: (o) => ({ Ids: [o.notificationId] }), write: true },
  {
    path: '/Retailer/AddRetailerAddress',
    body: (o) => ({
      RetAddress_Id: o.addressId,
      Address1: 'Taken Over 1',
      City: 'Pune',
      State: 'Maharashtra',
      Country: 'India',
      Zip: '411001',
      MobileNo: '9876543210',
    }),
    write: true,
  },
];

describe(`Access control between retailers and clients (${engine})`, () => {
  let t: TestApp;
  let owner: string;
  let owned: Owned;
  const strangers: Array<[string, string]> = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.tokenFor('retailer1');
    const db = t.database.db;

    // A retailer of another client, with its own distributor, selected.
    const [other] = await db
      .insert(clients)
      .values({ code: 'other', name: 'Other Foods', hosts: ['other.localhost'], appName: 'Other' })
      .returning({ id: clients.id });
    // The same settings and menus as the demo client, so its gates let the calls reach the ownership checks.
    await t.database.db.execute(sql`insert into client_settings (client_id, key, value)
      select ${other!.id}, key, value from client_settings where client_id = (select id from clients where code = 'demo')`);
    await t.database.db.execute(sql`insert into menus (client_id, t_code, l_code, target, icon, seq)
      select ${other!.id}, t_code, l_code, target, icon, seq from menus where client_id = (select id from clients where code = 'demo')`);
    const [dist] = await db
      .insert(distributors)
      .values({ clientId: other!.id, code: 'OD1', name: 'Other Distributor' })
      .returning({ id: distributors.id });
    const [ret] = await db
      .insert(retailers)
      .values({ clientId: other!.id, code: 'OR1', name: 'Other Store' })
      .returning({ id: retailers.id });
    await db
      .insert(retailerDistributors)
      .values({ retailerId: ret!.id, distributorId: dist!.id, isDefault: true });
    await db.insert(users).values({
      clientId: other!.id,
      retailerId: ret!.id,
      loginId: 'otherclient1',
      passwordHash: null,
      selectedDistributorId: dist!.id,
    });
    const sameClient = await t.tokenFor('9000000002');
    strangers.push(['another retailer of the client', sameClient]);
    // Its default distributor selected, so the sales return calls reach the invoice's ownership check.
    const r2d1 = (await t.call('/Distributor/List', {}, { token: sameClient })).body.Data as Array<{
      dId: number;
    }>;
    await t.call('/Distributor/SwitchDistributor', { dId: r2d1[0]!.dId }, { token: sameClient });
    strangers.push(['a retailer of another client', await t.tokenFor('otherclient1')]);

    // What retailer1 owns: an order it can cancel, an invoiced order, an address, a smart list.
    const history = (await t.call('/SalesOrder/OrderView', { PageSize: 100 }, { token: owner })).body
      .Data as Array<{
      OrderId: number;
      OrderNo: string;
      CanCancel: boolean;
      InvoiceCount: number;
    }>;
    const open = history.find((o) => o.CanCancel)!;
    const invoiced = history.find((o) => o.InvoiceCount > 0)!;
    expect(open).toBeDefined();
    expect(invoiced).toBeDefined();
    const addresses = (await t.call('/Retailer/GetRetailerAddress', {}, { token: owner })).body
      .Data as Array<{
      RetAddress_Id: number;
    }>;
    const products = (await t.call('/Product/SearchProduct', { page: 1 }, { token: owner })).body
      .Data as Array<{
      ProductId: number;
      PrincipalId: number;
      DistributorId: number;
    }>;
    const saved = await t.call(
      '/SalesOrder/AddOrderTemplate',
      {
        TemplateName: 'Owner list',
        TemplateDetail: products.slice(0, 2).map((p) => ({
          DistributorId: p.DistributorId,
          PId: p.ProductId,
          PrincipalId: p.PrincipalId,
          Qty: 5,
        })),
      },
      { token: owner },
    );
    expect(saved.body.Status, saved.body.Msg).toBe(1);
    const pendingInvoices = (await t.call('/SalesOrder/PendingOrderInvoice', {}, { token: owner })).body
      .Data as Array<{ InvoiceNo: string }>;
    expect(pendingInvoices.length).toBeGreaterThan(0);
    const returns = (await t.call('/SalesReturn/ReturnView', { PageSize: 100 }, { token: owner })).body
      .Data as Array<{ SalesReturnId: number; SRH_No: string }>;
    expect(returns.length).toBeGreaterThan(0);
    const returnable = (await t.call('/SalesReturn/ProductList', { PageSize: 5 }, { token: owner })).body
      .Data as Array<{ PId: number }>;
    const exReasons = (await t.call('/SalesReturn/ExReasonMaster', {}, { token: owner })).body.Data as Array<{
      ReasonId: number;
    }>;
    const srReasons = (await t.call('/SalesReturn/ReasonMaster', {}, { token: owner })).body.Data as Array<{
      ReasonId: number;
    }>;
    const complaints = (await t.call('/Product/Complaints', { PageSize: 100 }, { token: owner })).body
      .Data as Array<{
      ReferenceNo: string;
      ProductId: number;
      ReasonId: number;
      Images: Array<{ ImageId: string }>;
    }>;
    const pictured = complaints.find((c) => c.Images.length > 0)!;
    expect(pictured).toBeDefined();
    const bills = (await t.call('/Collection/PendingBills', {}, { token: owner })).body.Data as Array<{
      InvoiceId: number;
      InvoiceNo: string;
    }>;
    const paid = (await t.call('/Collection/PaidBills', {}, { token: owner })).body.Data as Array<{
      LastTxnId: string;
    }>;
    expect(bills.length).toBeGreaterThan(0);
    expect(paid[0]?.LastTxnId).toBeTruthy();
    const redemptions = (await t.call('/Reward/RedemptionView', { Status: 'D' }, { token: owner })).body
      .Data as Array<{ RedemptionId: number }>;
    expect(redemptions.length).toBeGreaterThan(0);
    const unread = (
      (await t.call('/Notification/NotificationDetail', { PageSize: 100 }, { token: owner })).body
        .Data as Array<{
        Id: number;
        IsRead: boolean;
      }>
    ).filter((n) => !n.IsRead);
    expect(unread.length).toBeGreaterThan(0);
    owned = {
      notificationId: unread[0]!.Id,
      redemptionId: redemptions[0]!.RedemptionId,
      billId: bills[0]!.InvoiceId,
      billNo: bills[0]!.InvoiceNo,
      txnId: paid[0]!.LastTxnId,
      exchangeProductId: returnable[0]!.PId,
      exchangeReasonId: exReasons[0]!.ReasonId,
      returnReasonId: srReasons[0]!.ReasonId,
      complaintNo: pictured.ReferenceNo,
      complaintImageId: pictured.Images[0]!.ImageId,
      complaintProductId: pictured.ProductId,
      complaintReasonId: pictured.ReasonId,
      returnId: returns[0]!.SalesReturnId,
      returnNo: returns[0]!.SRH_No,
      orderId: open.OrderId,
      orderNo: open.OrderNo,
      invoicedOrderNo: invoiced.OrderNo,
      invoiceNo: pendingInvoices[0]!.InvoiceNo,
      addressId: addresses[0]!.RetAddress_Id,
      templateId: (saved.body.Data as { TemplateId: number }).TemplateId,
    };
  });
  afterAll(async () => t?.close());

  /** The owner's things as the database holds them, to compare before and after. */
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        rows(t, sql`select id, status, cancelled_at from orders where id = ${owned.orderId}`),
        rows(t, sql`select * from retailer_addresses where id = ${owned.addressId}`),
        rows(t, sql`select id, name from order_templates where id = ${owned.templateId}`),
        rows(t, sql`select id, status, updated_at from sales_returns where id = ${owned.returnId}`),
        rows(t, sql`select count(*)::int as n from sales_returns`),
        rows(
          t,
          sql`select retailer_id, product_id, reason_id, case_qty, piece_qty from sales_return_lines order by 1, 2, 3`,
        ),
        rows(t, sql`select count(*)::int as n from complaints`),
        rows(t, sql`select id, status, completed_at from payments order by id`),
        rows(t, sql`select id, paid_amount from invoices order by id`),
        rows(t, sql`select count(*)::int as n from stored_files`),
        rows(t, sql`select id, status, status_at from reward_redemptions order by id`),
        rows(t, sql`select count(*)::int as n from reward_point_entries`),
        rows(t, sql`select count(*)::int as n from order_status_history where order_id = ${owned.orderId}`),
        rows(t, sql`select id, read_at from notifications where id = ${owned.notificationId}`),
        rows(
          t,
          sql`select id, delivered_on, delivery_marked_at from invoices where invoice_no = ${owned.invoiceNo}`,
        ),
      ]),
    );

  it('answers "not found" to other retailers on every call that takes an id, and changes nothing', async () => {
    const before = await snapshot();
    const leaks: string[] = [];
    for (const [who, token] of strangers) {
      for (const call of CALLS_WITH_IDS) {
        const res = await t.call(call.path, call.body(owned), { token });
        const text = JSON.stringify(res.body);
        if (res.body.Status !== 0 || res.status !== 404 || !['E012', 'E016'].includes(res.body.Code))
          leaks.push(`${call.path} for ${who}: ${res.status} ${res.body.Code} ${res.body.Msg}`);
        if (
          text.includes(owned.orderNo) ||
          text.includes(owned.invoicedOrderNo) ||
          text.includes(owned.invoiceNo) ||
          text.includes(owned.returnNo) ||
          text.includes(owned.billNo) ||
          text.includes(owned.txnId) ||
          text.includes('Owner list')
        )
          leaks.push(`${call.path} for ${who} shows the owner's data`);
      }
    }
    // Complaint pictures (GET, by id): "not found" to anyone but their owner, who gets the bytes.
    const picture = (id: string, token: string, thumb = false) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Complaint/Image/${id}${thumb ? '/thumb' : ''}`,
        headers: { 'user-key': token },
      });
    for (const [who, token] of strangers) {
      for (const thumb of [false, true]) {
        const res = await picture(owned.complaintImageId, token, thumb);
        if (res.statusCode !== 404 || (res.json() as { Code: string }).Code !== 'E012')
          leaks.push(`complaint picture (thumb ${thumb}) for ${who}: ${res.statusCode}`);
      }
    }
    expect((await picture(owned.complaintImageId, owner)).statusCode).toBe(200);
    // Another client's retailer cannot name this client's product or reason in a complaint.
    const otherClient = strangers[1]![1];
    const foreign = await t.call(
      '/Product/AddComplaint',
      { productId: owned.complaintProductId, complaintReasonId: owned.complaintReasonId },
      { token: otherClient },
    );
    if (foreign.body.Status !== 0 || foreign.status !== 404)
      leaks.push(
        `/Product/AddComplaint with another client's product: ${foreign.status} ${foreign.body.Code}`,
      );
    // Nor this client's disposal method or return-to (decision 095), beside its own product and reason.
    const ownLovs = (await t.call('/Appconfig/ComplaintLovs', {}, { token: owner })).body.Data as {
      DisposalMethods: Array<{ Id: number }>;
      ReturnTo: Array<{ Id: number }>;
    };
    // The other client's own reason and product (the test client has none of either).
    const [theirReason] = await rows<{ id: number; client_id: number }>(
      t,
      sql`insert into complaint_lovs (client_id, type, code, name)
          select client_id, 'COMPL_REASON', 'ACL', 'Access check' from users where login_id = 'otherclient1'
          returning id, client_id`,
    );
    const [theirProduct] = await rows<{ id: number }>(
      t,
      sql`insert into products (client_id, code, name, category_id, sub_category_id, brand_id, mrp)
          select ${theirReason!.client_id}, 'ACL1', 'Access check', category_id, sub_category_id, brand_id, 1
          from products limit 1 returning id`,
    );
    expect(theirProduct).toBeDefined();
    for (const extra of [
      { disposalMethodId: ownLovs.DisposalMethods[0]!.Id },
      { returnToId: ownLovs.ReturnTo[0]!.Id },
    ]) {
      const res = await t.call(
        '/Product/AddComplaint',
        { productId: Number(theirProduct!.id), complaintReasonId: Number(theirReason!.id), ...extra },
        { token: otherClient },
      );
      if (res.body.Status !== 0 || res.body.Code !== 'E008')
        leaks.push(`/Product/AddComplaint with another client's ${Object.keys(extra)[0]}: ${res.body.Code}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
    // The owner still reaches all of it.
    for (const call of CALLS_WITH_IDS.filter((c) => !c.write)) {
      const res = await t.call(call.path, call.body(owned), { token: owner });
      expect(res.body.Status, `${call.path} for the owner`).toBe(1);
    }
  });

  it("leaves the owner's return summary alone when others clear theirs, by product or whole (ClearCart)", async () => {
    const line = { PId: owned.exchangeProductId, ReasonId: owned.returnReasonId, CaseQty: 0, PieceQty: 1 };
    const up = await t.call('/SalesReturn/ReturnUpload', [line], { token: owner });
    expect(up.body.Code, up.body.Msg).toBe('S001');
    const summary = () =>
      rows(
        t,
        sql`select product_id, reason_id, piece_qty from sales_return_lines
            where retailer_id = (select retailer_id from users where login_id = 'retailer1')`,
      );
    const before = JSON.stringify(await summary());
    expect(before).toContain(`"product_id":${owned.exchangeProductId}`);
    try {
      for (const [who, token] of strangers) {
        for (const body of [{ PId: owned.exchangeProductId }, {}]) {
          const res = await t.call('/SalesReturn/ClearCart', body, { token });
          expect(res.status, `${who} ${JSON.stringify(body)}`).toBeLessThan(500);
          expect(JSON.stringify(res.body)).not.toContain(owned.returnNo);
        }
      }
      expect(JSON.stringify(await summary())).toBe(before);
    } finally {
      const cleared = await t.call('/SalesReturn/ClearCart', {}, { token: owner });
      expect(cleared.body.Status, cleared.body.Msg).toBe(1);
    }
    expect(await summary()).toEqual([]);
  });

  it("refuses the owner's ledger to other retailers (E010 / E014, 403), with none of its entries", async () => {
    const now = new Date();
    const month = { Month: Number(now.toISOString().slice(5, 7)), Year: now.getUTCFullYear() };
    const ownerLedger = await t.call(
      '/CustomerLedgerReport/Masters',
      { RetailerCode: 'R0001', DistributorCode: 'D001', ...month },
      { token: owner },
    );
    expect(ownerLedger.body.Status, ownerLedger.body.Msg).toBe(1);
    const references = (ownerLedger.body.Data as { Entries: Array<{ Reference: string }> }).Entries.map(
      (e) => e.Reference,
    );
    expect(references.length).toBeGreaterThan(0);
    const bodies = [
      { RetailerCode: 'R0001', DistributorCode: 'D001', ...month },
      { RetailerCode: 'OR1', DistributorCode: 'D001', ...month },
    ];
    for (const [who, token] of strangers) {
      for (const path of ['/CustomerLedgerReport/Masters', '/CustomerLedgerReport/Export']) {
        for (const body of bodies) {
          const res = await t.call(path, body, { token });
          expect(res.status, `${path} ${JSON.stringify(body)} for ${who}`).toBe(403);
          expect(['E010', 'E014']).toContain(res.body.Code);
          expect(res.body.Data).toBeNull();
          const text = JSON.stringify(res.body);
          for (const ref of references) expect(text).not.toContain(ref);
        }
      }
    }
  });

  it("keeps the client's digital content and helpline from another client's retailers (decision 104)", async () => {
    const media = (await t.call('/Product/DigitalContent', { PageSize: 50 }, { token: owner })).body
      .Data as Array<{
      Id: number;
      Title: string;
      FileUrl: string;
      Thumbnail: string;
    }>;
    expect(media.length).toBeGreaterThan(0);
    const item = media[0]!;
    const otherClient = strangers[1]![1];
    // The content is the client's: another retailer of it sees the item, another client's does not.
    const same = await t.call('/Product/DigitalContentDetail', { Id: item.Id }, { token: strangers[0]![1] });
    expect(same.body.Status).toBe(1);
    const foreign = await t.call('/Product/DigitalContentDetail', { Id: item.Id }, { token: otherClient });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ Status: 0, Code: 'E012' });
    expect(JSON.stringify(foreign.body)).not.toContain(item.Title);
    const list = JSON.stringify(
      (await t.call('/Product/DigitalContent', { PageSize: 50 }, { token: otherClient })).body,
    );
    expect(list).not.toContain(item.Title);
    const helpline = JSON.stringify(
      (await t.call('/Principal/ContactHelpline', {}, { token: otherClient })).body,
    );
    expect(helpline).not.toContain('restock.example');
    // A signed address opens on the client's host only, with or without a token.
    for (const url of [item.FileUrl, item.Thumbnail]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      const there = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'other.localhost', 'user-key': otherClient },
      });
      expect(there.statusCode, url).toBe(404);
    }
  });

  it('keeps other retailers out of the owner\u2019s lists', async () => {
    for (const [, token] of strangers) {
      const history = JSON.stringify(
        (await t.call('/SalesOrder/OrderView', { PageSize: 100 }, { token })).body,
      );
      expect(history).not.toContain(owned.orderNo);
      for (const path of ['/SalesOrder/PendingOrderInvoice', '/SalesOrder/SearchOrderInvoice']) {
        const invoices = (await t.call(path, { PageSize: 100, SearchText: owned.invoiceNo }, { token })).body;
        expect(invoices.Status, path).toBe(1);
        expect(JSON.stringify(invoices), path).not.toContain(owned.invoiceNo);
      }
      const returns = JSON.stringify(
        (await t.call('/SalesReturn/ReturnView', { PageSize: 100, SearchText: owned.returnNo }, { token }))
          .body,
      );
      expect(returns).not.toContain(owned.returnNo);
      const returnable = (
        await t.call('/SalesReturn/ProductList', { PageSize: 100, InvoiceNo: owned.invoiceNo }, { token })
      ).body;
      expect(returnable.Status).toBe(1);
      expect(returnable.Data).toEqual([]);
      const complaints = await t.call('/Product/Complaints', { PageSize: 100 }, { token });
      expect(complaints.body.Status).toBe(1);
      expect(JSON.stringify(complaints.body)).not.toContain(owned.complaintNo);
      const lists = JSON.stringify((await t.call('/SalesOrder/OrderTemplate', {}, { token })).body);
      expect(lists).not.toContain('Owner list');
      const addresses = (await t.call('/Retailer/GetRetailerAddress', {}, { token })).body.Data as Array<{
        RetAddress_Id: number;
      }>;
      expect(addresses.map((a) => a.RetAddress_Id)).not.toContain(owned.addressId);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.loginId, 'otherclient1'));
    expect(user).toBeDefined();
  });

  it("ignores a retailer's or distributor's ids sent to the invoice delivery lists: each sees only its own, nothing changes", async () => {
    const [ids] = await rows<{ r1: number; d1: number; od1: number; or1: number }>(
      t,
      sql`select (select id from retailers where code = 'R0001' and client_id = (select id from clients where code = 'demo')) as r1,
                 (select id from distributors where code = 'D001' and client_id = (select id from clients where code = 'demo')) as d1,
                 (select id from distributors where code = 'OD1') as od1,
                 (select id from retailers where code = 'OR1') as or1`,
    );
    const idsOf = (
      retailerId: number,
      retailerCode: string,
      distributorId: number,
      distributorCode: string,
    ) => ({
      RetailerId: retailerId,
      RetailerCode: retailerCode,
      DistributorId: distributorId,
      DistributorCode: distributorCode,
      dId: distributorId,
      PageSize: 100,
    });
    const before = await snapshot();
    const paths = ['/SalesOrder/PendingOrderInvoice', '/SalesOrder/SearchOrderInvoice'];
    // The strangers name the owner and its distributor: they still see none of the owner's invoices.
    for (const [who, token] of strangers) {
      for (const path of paths) {
        for (const body of [
          idsOf(ids!.r1, 'R0001', ids!.d1, 'D001'),
          { ...idsOf(ids!.r1, 'R0001', ids!.d1, 'D001'), SearchText: owned.invoiceNo },
        ]) {
          const res = await t.call(path, body, { token });
          expect(res.body.Status, `${path} for ${who}`).toBe(1);
          expect(JSON.stringify(res.body), `${path} for ${who}`).not.toContain(owned.invoiceNo);
          expect(JSON.stringify(res.body), `${path} for ${who}`).not.toContain(owned.invoicedOrderNo);
        }
      }
    }
    // The owner naming another client's retailer and distributor gets its own list, as without them.
    for (const path of paths) {
      const plain = (await t.call(path, { PageSize: 100 }, { token: owner })).body;
      const named = (await t.call(path, idsOf(ids!.or1, 'OR1', ids!.od1, 'OD1'), { token: owner })).body;
      expect(named.Status, path).toBe(1);
      expect(named.Data, path).toEqual(plain.Data);
      expect(JSON.stringify(named.Data), path).toContain(owned.invoiceNo);
    }
    expect(await snapshot()).toBe(before);
  });

  it("refuses this client's clubs to another client's retailer (E012, 404) and shows no one the owner's enrolment", async () => {
    // The other client's retailer in a club of its own, so its calls reach the club's ownership check.
    const otherClient = strangers[1]![1];
    const [other] = await rows<{ client_id: number; id: number }>(
      t,
      sql`select client_id, id from retailers where code = 'OR1'`,
    );
    const [club] = await rows<{ id: number }>(
      t,
      sql`insert into loyalty_clubs (client_id, code, name, seq, min_value_target, min_volume_target)
          values (${other!.client_id}, 'OWN', 'Own Club', 1, 1000, 10) returning id`,
    );
    await t.database.db.execute(
      sql`insert into retailer_clubs (retailer_id, client_id, club_id) values (${other!.id}, ${other!.client_id}, ${club!.id})`,
    );
    const [gold] = await rows<{ id: number }>(
      t,
      sql`select c.id from loyalty_clubs c join clients x on x.id = c.client_id where x.code = 'demo' and c.code = 'GOLD'`,
    );
    const before = JSON.stringify(await rows(t, sql`select * from club_enrollments order by id`));
    const own = await t.call(
      '/Loyalty/GetClubEnrollmentCalc',
      { RequestedClubId: club!.id, TargetType: 'SV' },
      { token: otherClient },
    );
    expect(own.body.Status, own.body.Msg).toBe(1);
    for (const [path, body] of [
      ['/Loyalty/GetClubEnrollmentCalc', { RequestedClubId: gold!.id, TargetType: 'SV' }],
      [
        '/Loyalty/SubmitClubEnrollment',
        { RequestedClubId: gold!.id, TargetType: 'SV', YearlyTarget: 150000, Confirmed: true },
      ],
    ] as const) {
      const res = await t.call(path, body, { token: otherClient });
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ Status: 0, Code: 'E012' });
      expect(JSON.stringify(res.body)).not.toContain('Gold');
    }
    expect(JSON.stringify(await rows(t, sql`select * from club_enrollments order by id`))).toBe(before);
    // retailer2's enrolment (the demo's) is its own: no one else's CheckEnrollmentExists shows it.
    for (const token of [owner, otherClient]) {
      const res = await t.call('/Loyalty/CheckEnrollmentExists', {}, { token });
      expect(res.body.Status).toBe(1);
      expect((res.body.Data as { IsEnrolledAlready: boolean }).IsEnrolledAlready).toBe(false);
    }
  });

  it("shows no one else the owner's KPI targets and achievement (/KPI/Monthly is the session's own)", async () => {
    const targetsOf = async (code: string) =>
      (
        await rows<{ month: string; target: string }>(
          t,
          sql`select k.month, k.target::text as target from kpi_targets k join retailers r on r.id = k.retailer_id
              where r.code = ${code} and k.kpi = 'SV'`,
        )
      ).map((r) => [r.month, Number(r.target)] as const);
    type Kpis = {
      Kpis: Array<{
        Code: string;
        Trend: Array<{ Month: string; Target: number | null; Achievement: number }>;
      }>;
    };
    const svOf = async (token: string) => {
      const res = await t.call('/KPI/Monthly', { Months: 12 }, { token });
      expect(res.body.Status, res.body.Msg).toBe(1);
      return (res.body.Data as Kpis).Kpis.find((k) => k.Code === 'SV')!.Trend;
    };
    const ownerTrend = await svOf(owner);
    expect(ownerTrend.some((p) => p.Achievement > 0)).toBe(true);
    expect((await targetsOf('R0001')).length).toBeGreaterThan(0);
    for (const [i, [who, token]] of strangers.entries()) {
      const trend = await svOf(token);
      // Each sees the targets the company set for it (none for the other client's retailer), never the owner's.
      const own = new Map(await targetsOf(i === 0 ? 'R0002' : 'OR1'));
      for (const p of trend) expect(p.Target, `${who} ${p.Month}`).toBe(own.get(p.Month) ?? null);
      expect(
        trend.map((p) => p.Achievement),
        who,
      ).not.toEqual(ownerTrend.map((p) => p.Achievement));
    }
  });

  it("refuses the owner's store products, assets and consumers to every stranger (E012, 404) and lists none of them", async () => {
    const [product] = await rows<{ id: number; sku_code: string }>(
      t,
      sql`select p.id, p.sku_code from store_products p join users u on u.retailer_id = p.retailer_id
          where u.login_id = 'retailer1' order by p.id limit 1`,
    );
    const [asset] = await rows<{ id: number }>(
      t,
      sql`select a.id from store_assets a join users u on u.retailer_id = a.retailer_id
          where u.login_id = 'retailer1' order by a.id limit 1`,
    );
    const [consumer] = await rows<{ id: number; phone: string }>(
      t,
      sql`select k.id, k.phone from consumers k join users u on u.retailer_id = k.retailer_id
          where u.login_id = 'retailer1' and k.status = 'P' order by k.id limit 1`,
    );
    const [category] = await rows<{ id: number }>(
      t,
      sql`select c.id from store_categories c join users u on u.retailer_id = c.retailer_id
          where u.login_id = 'retailer1' order by c.id limit 1`,
    );
    const [banner] = await rows<{ id: number }>(
      t,
      sql`select m.id from store_media m join users u on u.retailer_id = m.retailer_id
          where u.login_id = 'retailer1' order by m.id limit 1`,
    );
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all(
          [
            'store_categories',
            'store_brands',
            'store_products',
            'store_assets',
            'consumers',
            'store_media',
          ].map((table) => rows(t, sql`select * from ${sql.identifier(table)} order by id`)),
        ),
      );
    const before = await snapshot();
    const item = {
      CategoryCode: 'BEV',
      BrandCode: 'SUNF',
      SkuCode: 'X1',
      SkuName: 'Taken',
      MrpPrice: '1',
      SellPrice: '1',
    };
    for (const [who, token] of strangers) {
      for (const [path, body] of [
        ['/Retailer/AddOrUpdateProduct', { Items: [{ Action: 'D', ProductId: product!.id }] }],
        ['/Retailer/AddOrUpdateProduct', { Items: [{ Action: 'U', ProductId: product!.id, ...item }] }],
        [
          '/Retailer/AddOrUpdateAsset',
          { Id: asset!.id, Kind: 'Display', Name: 'N', Value: '1', Vendor: 'V', Type: 'T' },
        ],
        [
          '/Retailer/AddOrUpdateAsset',
          { Id: asset!.id, Kind: 'Asset', Name: 'N', Value: '1', Vendor: 'V', Type: 'T' },
        ],
        ['/Retailer/AddBrand', { ParentId: category!.id, BrandCode: 'STOLEN', BrandName: 'Stolen' }],
        ['/Consumer/Update', { ConsumerId: consumer!.id, Name: 'N', Phone: '9111111111', Address: 'A' }],
        ['/Consumer/Approve', { ConsumerId: consumer!.id, Action: 'A' }],
        ['/Consumer/Approve', { ConsumerId: consumer!.id, Action: 'R' }],
        ['/Retailer/DeleteStoreBanner', { Id: banner!.id }],
        ['/Retailer/SetStoreBannerActive', { Id: banner!.id, Active: false }],
      ] as const) {
        const res = await t.call(path, body, { token });
        expect(res.status, `${who} ${path}`).toBe(404);
        expect(res.body, `${who} ${path}`).toMatchObject({ Status: 0, Code: 'E012' });
      }
      // The store's pictures (GET, by id): "not found" to anyone but their owner.
      for (const suffix of ['', '/thumb']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/Store/Banner/${banner!.id}${suffix}`,
          headers: { 'user-key': token },
        });
        expect([res.statusCode, (res.json() as { Code: string }).Code], `${who} banner${suffix}`).toEqual([
          404,
          'E012',
        ]);
      }
      const lists = JSON.stringify(
        await Promise.all(
          [
            ['/Retailer/Products', { PageSize: 100 }],
            ['/Retailer/Brands', { Ids: [category!.id] }],
            ['/Consumer/List', { Status: 'P', PageSize: 100 }],
            ['/Consumer/List', { Status: 'A', PageSize: 100 }],
            ['/Retailer/Banners', { PageSize: 100 }],
          ].map(async ([path, body]) => (await t.call(path as string, body, { token })).body),
        ),
      );
      // retailer2's own store has the same demo codes; ids are the owner's alone.
      expect(lists, who).not.toContain(`"ProductId":${product!.id},`);
      expect(lists, who).not.toContain(`"ConsumerId":${consumer!.id},`);
      expect(lists, who).not.toContain(consumer!.phone);
      expect(lists, who).not.toContain(`"Id":${banner!.id},`);
    }
    expect(await snapshot()).toBe(before);
  });

  it("keeps the owner's surveys and responses from other retailers and clients (4xx, nothing stored)", async () => {
    const answered = (await t.call('/Survey/GetSurveyList', { Status: 'Answered' }, { token: owner })).body
      .Data as Array<{ SurveyId: number; ResponseId: number }>;
    const response = answered[0]!;
    const detail = (
      await t.call(
        '/Survey/GetSurveyDetails',
        { SurveyId: response.SurveyId, ResponseId: response.ResponseId },
        { token: owner },
      )
    ).body.Data as { Questions: Array<{ Answer: { Files: Array<{ Url: string }> } | null }> };
    const fileUrl = detail.Questions.flatMap((q) => q.Answer?.Files ?? [])[0]?.Url;
    // A survey for retailer1 alone.
    const [own] = await rows<{ id: number }>(
      t,
      sql`insert into surveys (client_id, name, type, frequency, targeted)
          select client_id, 'Owner survey', 'Audit', 'once', true from retailers where code = 'R0001' returning id`,
    );
    await t.database.db.execute(
      sql`insert into survey_retailers (survey_id, retailer_id) select ${own!.id}, id from retailers where code = 'R0001'`,
    );
    const [question] = await rows<{ id: number }>(
      t,
      sql`insert into survey_questions (survey_id, question, component_type) values (${own!.id}, 'Owner question', 'text') returning id`,
    );
    const before = JSON.stringify(await rows(t, sql`select id from survey_responses order by id`));
    for (const [who, token] of strangers) {
      for (const [path, body] of [
        ['/Survey/GetSurveyDetails', { SurveyId: response.SurveyId, ResponseId: response.ResponseId }],
        ['/Survey/GetSurveyDetails', { SurveyId: own!.id }],
        ['/Survey/SubmitSurvey', { SurveyId: own!.id, Answers: [{ QuestionId: question!.id, Value: 'x' }] }],
      ] as const) {
        const res = await t.call(path, body, { token });
        expect(res.status, `${who} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${who} ${path}`).toBeLessThan(500);
        expect(res.body.Status).toBe(0);
        expect(JSON.stringify(res.body)).not.toContain('Owner');
      }
      for (const status of ['Pending', 'Answered']) {
        const res = await t.call('/Survey/GetSurveyList', { Status: status }, { token });
        expect(JSON.stringify(res.body)).not.toContain('Owner survey');
        if (status === 'Answered' && res.body.Status === 1)
          expect((res.body.Data as Array<{ ResponseId: number }>).map((r) => r.ResponseId)).not.toContain(
            response.ResponseId,
          );
      }
      if (fileUrl) {
        const file = await t.app.inject({ method: 'GET', url: fileUrl, headers: { 'user-key': token } });
        expect([403, 404], who).toContain(file.statusCode);
      }
    }
    expect(JSON.stringify(await rows(t, sql`select id from survey_responses order by id`))).toBe(before);
  });
});
