import type { TOrderHeader } from '@restock/domain/contracts/orders';
import { formatMonth, localDateTime } from '@restock/domain/rules/delivery';
import { sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../src/modules/orders/export.ts';
import { clientIdOf } from './orders-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

const DAY = 24 * 60 * 60 * 1000;
const TZ = 'Asia/Kolkata';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
});
afterAll(async () => {
  await t.close();
});

async function download(body: Record<string, unknown>, accept = `${XLSX_CONTENT_TYPE}, application/json`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/SalesOrder/OrderHistoryExport',
    headers: { 'content-type': 'application/json', 'user-key': token, accept },
    payload: JSON.stringify(body),
  });
}

async function history(body: Record<string, unknown>): Promise<TOrderHeader[]> {
  const res = await t.call('/SalesOrder/OrderView', { ...body, PageSize: 100 }, { token });
  return res.body.Data as TOrderHeader[];
}

/** A date cell read back: a Date at midnight UTC, shown DD-MM-YYYY. */
function ddmmyyyy(cell: unknown): string {
  expect(cell).toBeInstanceOf(Date);
  const d = cell as Date;
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
}

describe(`order history export (${engine})`, () => {
  it('answers a real .xlsx file with the orders of the filter, as OrderView lists them', async () => {
    const res = await download({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="order-history_\d{2}-\d{2}-\d{4}\.xlsx"; filename\*=UTF-8''/,
    );
    const bytes = res.rawPayload;
    // A zip (PK) holding a workbook.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const sheets = await readXlsxFile(bytes);
    expect(sheets.map((s) => s.sheet)).toEqual(['Orders', 'Order lines']);
    const [orders, lines] = sheets;
    const expected = await history({});
    // Columns are found by their title, as a reader of the file finds them, so the test checks
    // what each titled column holds rather than restating the workbook's column list.
    const titles = orders!.data[0]!;
    const column = (title: string): number => {
      const i = titles.indexOf(title);
      expect(i, `column "${title}"`).toBeGreaterThanOrEqual(0);
      return i;
    };
    expect(titles[0]).toBe('Order No');
    expect(new Set(titles).size).toBe(titles.length);
    const body = orders!.data.slice(1);
    expect(body).toHaveLength(expected.length);
    for (const [i, o] of expected.entries()) {
      const row = body[i]!;
      const cell = (title: string) => row[column(title)];
      expect(cell('Order No')).toBe(o.OrderNo);
      const local = localDateTime(new Date(o.OrderDate), TZ).date;
      expect(ddmmyyyy(cell('Order Date'))).toBe(
        `${String(local.day).padStart(2, '0')}-${String(local.month).padStart(2, '0')}-${local.year}`,
      );
      expect(cell('Distributor')).toBe(o.DistributorName);
      expect(cell('Status')).toBe(o.StatusName);
      expect(ddmmyyyy(cell('Delivery Date'))).toBe(o.DeliveryDate.split('-').reverse().join('-'));
      const numbers = {
        Lines: o.LineCount,
        Quantity: o.TotalQty,
        'Gross Amount': o.GrossAmount,
        Discount: o.DiscAmount,
        Scheme: o.SchemeAmount,
        Tax: o.TaxAmount,
        'Net Amount': o.NetAmount,
        Invoices: o.InvoiceCount,
      };
      for (const [title, value] of Object.entries(numbers)) {
        expect(cell(title), title).toBe(value);
      }
    }
    // Every column is checked above.
    expect(titles).toHaveLength(13);
    // The lines sheet: every line of those orders.
    const [count] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from order_lines where order_id = any(${`{${expected.map((o) => o.OrderId).join(',')}}`}::int[])`,
    );
    expect(lines!.data.length - 1).toBe(Number(count!.n));
    expect(lines!.data[0]!.slice(0, 4)).toEqual(['Order No', 'Order Date', 'Product Code', 'Product']);
    const orderNos = new Set(expected.map((o) => o.OrderNo));
    for (const line of lines!.data.slice(1)) expect(orderNos.has(String(line[0]))).toBe(true);
  });

  it('applies the filter (a month; a text) and names the file after it', async () => {
    const month = formatMonth(localDateTime(new Date(Date.now() - 60 * DAY), TZ).date);
    const res = await download({ Month: month });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(`order-history_${month}_`);
    const [orders] = await readXlsxFile(res.rawPayload);
    const expected = await history({ Month: month });
    expect(expected.length).toBeGreaterThan(0);
    expect(orders!.data.slice(1).map((r) => r[0])).toEqual(expected.map((o) => o.OrderNo));

    const none = await download({ SearchText: 'no such order anywhere' });
    const [empty] = await readXlsxFile(none.rawPayload);
    expect(empty!.data).toHaveLength(1);
  });

  it('answers an envelope with the file inside when the caller does not ask for the spreadsheet', async () => {
    const res = await t.call('/SalesOrder/OrderHistoryExport', {}, { token });
    expect(res.status).toBe(200);
    const data = res.body.Data as { FileName: string; ContentType: string; ContentBase64: string };
    expect(res.body.Status).toBe(1);
    expect(data.ContentType).toBe(XLSX_CONTENT_TYPE);
    expect(data.FileName).toMatch(/^order-history_.*\.xlsx$/);
    const [orders] = await readXlsxFile(Buffer.from(data.ContentBase64, 'base64'));
    expect(orders!.data.length - 1).toBe((await history({})).length);
    expect(res.body.Count).toBe(orders!.data.length - 1);
  });

  it('is refused while isEnableOrderHistoryExport is off, and without a session', async () => {
    const clientId = await clientIdOf(t);
    await t.database.db.execute(
      sql`update client_settings set value = 'false' where client_id = ${clientId} and key = 'isEnableOrderHistoryExport'`,
    );
    try {
      const res = await download({});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ Status: 0, Code: 'E017' });
    } finally {
      await t.database.db.execute(
        sql`update client_settings set value = 'true' where client_id = ${clientId} and key = 'isEnableOrderHistoryExport'`,
      );
    }
    const anonymous = await t.call('/SalesOrder/OrderHistoryExport', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.Code).toBe('E000');
  });

  it('refuses a bad filter with E008 as JSON, even when the spreadsheet was asked for', async () => {
    const res = await download({ FromDate: '2025-13-01' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ Status: 0, Code: 'E008' });
  });
});
