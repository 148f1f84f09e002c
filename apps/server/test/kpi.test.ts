import { ZKpiMonthly } from '@restock/domain/contracts/kpi';
import { ZInvoiceList, ZOrderViewDetailsResponse } from '@restock/domain/contracts/orders';
import { todayIn } from '@restock/domain/rules/delivery';
import { monthsUpTo } from '@restock/domain/rules/kpi';
import { monthKey } from '@restock/domain/rules/loyalty';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriedProducts, placeTestOrder } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The KPI dashboard (/KPI/Monthly; decision 110), the invoices' waybill numbers and the orders'
 * sources. The expected numbers are computed here from the tables, line by line in JavaScript, not
 * with the module's queries.
 */

let t: TestApp;
let token: string;
let r1: number;
let r2: number;

const kpi = (body: unknown = {}, tk = token) => t.call('/KPI/Monthly', body, { token: tk });
const currentMonth = () => monthKey(todayIn(new Date(), 'Asia/Kolkata'));

/** Rupees text to paise, by string arithmetic. */
function paise(text: string): number {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(`${frac}00`.slice(0, 2));
}

interface Line {
  month: string;
  net_amount: string;
  qty: number;
  is_free: boolean;
  product_id: number;
}

/** What the tables say a retailer achieved in each month, and its targets. */
async function expected(retailerId: number) {
  const lines = await rows<Line>(
    t,
    sql`select substr(i.invoice_date, 1, 7) as month, il.net_amount::text as net_amount, il.qty, ol.is_free,
          ol.product_id
        from orders o, invoices i, invoice_lines il, order_lines ol
        where i.order_id = o.id and il.invoice_id = i.id and ol.id = il.order_line_id and o.retailer_id = ${retailerId}`,
  );
  const orders = await rows<{ month: string; status: string }>(
    t,
    sql`select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month, status from orders
        where retailer_id = ${retailerId}`,
  );
  const targets = await rows<{ month: string; kpi: string; target: string }>(
    t,
    sql`select month, kpi, target::text as target from kpi_targets where retailer_id = ${retailerId}`,
  );
  return {
    achieved(code: string, month: string): number {
      const ls = lines.filter((l) => l.month === month);
      if (code === 'SV') return ls.reduce((n, l) => n + paise(l.net_amount), 0) / 100;
      if (code === 'PV') return ls.filter((l) => !l.is_free).reduce((n, l) => n + Number(l.qty), 0);
      if (code === 'BSKU') return new Set(ls.filter((l) => !l.is_free).map((l) => Number(l.product_id))).size;
      return orders.filter((o) => o.month === month && o.status !== 'C').length;
    },
    target(code: string, month: string): number | null {
      const row = targets.find((r) => r.kpi === code && r.month === month);
      return row ? Number(row.target) : null;
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  r1 = await idOf(t, 'retailers', 'R0001');
  r2 = await idOf(t, 'retailers', 'R0002');
});
afterAll(async () => {
  await t?.close();
});

describe(`KPI Monthly (${engine})`, () => {
  it('answers every KPI of the current month and the five before it, as the tables add up', async () => {
    const res = await kpi({});
    expect(res.body.Status, res.body.Msg).toBe(1);
    const data = ZKpiMonthly.parse(res.body.Data);
    expect(data.Month).toBe(currentMonth());
    expect(data.CurrentMonth).toBe(currentMonth());
    expect(data.Kpis.map((k) => k.Code)).toEqual(['SV', 'PV', 'BSKU', 'ORD']);
    const e = await expected(r1);
    const months = monthsUpTo(currentMonth(), 6);
    for (const k of data.Kpis) {
      expect(k.Trend.map((p) => p.Month)).toEqual(months);
      for (const p of k.Trend) {
        expect(p.Achievement, `${k.Code} ${p.Month}`).toBe(e.achieved(k.Code, p.Month));
        expect(p.Target, `${k.Code} ${p.Month} target`).toBe(e.target(k.Code, p.Month));
      }
      expect(k.Achievement).toBe(e.achieved(k.Code, data.Month));
      expect(k.Target).toBe(e.target(k.Code, data.Month));
    }
    expect(res.body.Count).toBe(4);
  });

  it('has a year of targets and achievement to show for the demo retailer', async () => {
    const data = ZKpiMonthly.parse((await kpi({ Months: 12 })).body.Data);
    const sv = data.Kpis.find((k) => k.Code === 'SV')!;
    expect(sv.Trend).toHaveLength(12);
    expect(sv.Trend.every((p) => p.Target !== null && p.Target > 0)).toBe(true);
    expect(sv.Trend.filter((p) => p.Achievement > 0).length).toBeGreaterThanOrEqual(8);
    // Some months met, some not: the targets are drawn around the retailer's own average.
    const met = sv.Trend.filter((p) => p.Achievement >= (p.Target ?? 0)).length;
    expect(met).toBeGreaterThan(0);
    expect(met).toBeLessThan(12);
  });

  it('gives the percentage (rounded down) and the balance of a past month', async () => {
    const month = monthsUpTo(currentMonth(), 5)[0]!;
    const data = ZKpiMonthly.parse((await kpi({ Month: month, Months: 3 })).body.Data);
    expect(data.Month).toBe(month);
    expect(data.Kpis[0]!.Trend.map((p) => p.Month)).toEqual(monthsUpTo(month, 3));
    for (const k of data.Kpis) {
      expect(k.Target).not.toBeNull();
      const target = k.Code === 'SV' ? Math.round(k.Target! * 100) : k.Target!;
      const achieved = k.Code === 'SV' ? Math.round(k.Achievement * 100) : k.Achievement;
      expect(k.AchievedPercent, k.Code).toBe(Math.floor((achieved * 10_000) / target) / 100);
      const balance = Math.max(0, target - achieved);
      expect(k.Balance, k.Code).toBe(k.Code === 'SV' ? balance / 100 : balance);
    }
  });

  it('counts a new invoice and a new order at once', async () => {
    const before = ZKpiMonthly.parse((await kpi({ Months: 1 })).body.Data);
    const d1 = await idOf(t, 'distributors', 'D001');
    const [productId] = await carriedProducts(t, d1, 1);
    await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: [{ productId: productId!, qty: 9 }],
      at: new Date(Date.now() - 60 * 60 * 1000),
      status: 'S',
    });
    const after = ZKpiMonthly.parse((await kpi({ Months: 1 })).body.Data);
    const of = (d: typeof after, code: string) => d.Kpis.find((k) => k.Code === code)!.Achievement;
    // The order may be dated last month in the client's zone right after midnight: skip then.
    if (after.Month === before.Month) {
      expect(of(after, 'PV')).toBe(of(before, 'PV') + 9);
      expect(of(after, 'ORD')).toBe(of(before, 'ORD') + 1);
    }
    const e = await expected(r1);
    expect(of(after, 'SV')).toBe(e.achieved('SV', after.Month));
  });

  it('shows another retailer only its own numbers', async () => {
    const token2 = await t.tokenFor('9000000002');
    const data = ZKpiMonthly.parse((await kpi({ Months: 12 }, token2)).body.Data);
    const e = await expected(r2);
    for (const k of data.Kpis)
      for (const p of k.Trend) {
        expect(p.Achievement).toBe(e.achieved(k.Code, p.Month));
        expect(p.Target).toBe(e.target(k.Code, p.Month));
      }
  });

  it('answers null targets for a retailer the company set none for', async () => {
    await t.database.db.execute(sql`delete from kpi_targets where retailer_id = ${r2}`);
    const token2 = await t.tokenFor('9000000002');
    const data = ZKpiMonthly.parse((await kpi({}, token2)).body.Data);
    for (const k of data.Kpis) {
      expect(k.Target).toBeNull();
      expect(k.AchievedPercent).toBeNull();
      expect(k.Balance).toBeNull();
    }
  });

  it('refuses bad input with E008 and changes nothing', async () => {
    const before = await rows(t, sql`select * from kpi_targets order by retailer_id, month, kpi`);
    for (const body of [
      { Month: '2026-13' },
      { Month: '26-11' },
      { Month: 202611 },
      { Months: 0 },
      { Months: 13 },
      { Months: '6' },
      { Month: '2026-11-01' },
    ]) {
      const res = await kpi(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
    const [y, m] = currentMonth().split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const future = await kpi({ Month: next });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ Status: 0, Code: 'E008' });
    expect(await rows(t, sql`select * from kpi_targets order by retailer_id, month, kpi`)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await t.call('/KPI/Monthly', {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ Status: 0, Code: 'E000' });
  });
});

describe(`Waybill numbers and order sources (${engine})`, () => {
  it('sends the waybill of a shipped invoice with the order invoice and the delivery list', async () => {
    const [row] = await rows<{ order_no: string; invoice_no: string; awb_number: string }>(
      t,
      sql`select o.order_no, i.invoice_no, i.awb_number from invoices i join orders o on o.id = i.order_id
          where o.retailer_id = ${r1} and i.awb_number is not null order by i.id desc limit 1`,
    );
    expect(row?.awb_number).toMatch(/^\d{11}$/);
    const res = await t.call('/SalesOrder/OrderInvoice', { OrderNo: row!.order_no }, { token });
    const list = ZInvoiceList.parse(res.body.Data);
    expect(list.find((i) => i.InvoiceNo === row!.invoice_no)?.AwbNumber).toBe(row!.awb_number);
    const pending = await rows<{ invoice_no: string; awb_number: string | null }>(
      t,
      sql`select i.invoice_no, i.awb_number from invoices i join orders o on o.id = i.order_id
          where o.retailer_id = ${r1} and i.delivered_on is null and o.distributor_id = (select id from distributors where code = 'D001')`,
    );
    if (pending.length > 0) {
      const page = await t.call('/SalesOrder/PendingOrderInvoice', { Page: 1, PageSize: 100 }, { token });
      expect(page.body.Status, page.body.Msg).toBe(1);
      for (const inv of page.body.Data as Array<{ InvoiceNo: string; AwbNumber: string | null }>) {
        const db = pending.find((p) => p.invoice_no === inv.InvoiceNo);
        if (db) expect(inv.AwbNumber).toBe(db.awb_number);
      }
    }
  });

  it('sends each order its source, APP for the orders the app places', async () => {
    const sources = await rows<{ id: number; order_source: string }>(
      t,
      sql`select id, order_source from orders where retailer_id = ${r1} and status <> 'C' order by id`,
    );
    expect(new Set(sources.map((s) => s.order_source))).toEqual(new Set(['APP', 'SALES_REP', 'CALL_CENTRE']));
    for (const source of ['APP', 'SALES_REP', 'CALL_CENTRE']) {
      const one = sources.find((s) => s.order_source === source)!;
      const res = await t.call(
        '/SalesOrder/OrderViewDetails',
        { OrderId: Number(one.id), NeedSummary: 1 },
        { token },
      );
      const detail = ZOrderViewDetailsResponse.parse(res.body);
      expect(detail.OrderSummary[0]!.OrderSource).toBe(source);
    }
    const history = await t.call('/SalesOrder/OrderView', { PageSize: 100 }, { token });
    expect(history.body.Status, history.body.Msg).toBe(1);
    for (const o of history.body.Data as Array<{ OrderId: number; OrderSource: string }>) {
      expect(o.OrderSource).toBe(sources.find((s) => Number(s.id) === o.OrderId)?.order_source ?? 'APP');
    }
  });
});
