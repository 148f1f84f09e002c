import { describe, expect, it } from 'vitest';
import {
  checkDeliveryDate,
  defaultDeliveryDate,
  deviceToday,
  INVOICE_PAGE_SIZE,
  invoiceListRequest,
  nextInvoicePage,
} from './invoice-delivery';

const today = { year: 2026, month: 5, day: 20 };

describe('invoice delivery list', () => {
  it('asks PendingOrderInvoice without a search and SearchOrderInvoice with one', () => {
    expect(invoiceListRequest('', 1)).toEqual({
      path: '/SalesOrder/PendingOrderInvoice',
      body: { Page: 1, PageSize: INVOICE_PAGE_SIZE },
    });
    expect(invoiceListRequest('   ', 2).path).toBe('/SalesOrder/PendingOrderInvoice');
    expect(invoiceListRequest(' INV5 ', 3)).toEqual({
      path: '/SalesOrder/SearchOrderInvoice',
      body: { SearchText: 'INV5', Page: 3, PageSize: INVOICE_PAGE_SIZE },
    });
  });

  it('asks for the next page until every invoice is in', () => {
    expect(nextInvoicePage([])).toBeUndefined();
    expect(nextInvoicePage([{ page: 1, count: 20, totalCount: 45 }])).toBe(2);
    expect(
      nextInvoicePage([
        { page: 1, count: 20, totalCount: 45 },
        { page: 2, count: 20, totalCount: 45 },
        { page: 3, count: 5, totalCount: 45 },
      ]),
    ).toBeUndefined();
    expect(nextInvoicePage([{ page: 1, count: 0, totalCount: 3 }])).toBeUndefined();
  });
});

describe('delivery date of the mark', () => {
  it('sends a day between the latest invoice date and today as YYYY-MM-DD', () => {
    expect(checkDeliveryDate('20-05-2026', ['2026-05-01'], today)).toEqual({
      ok: true,
      apiDate: '2026-05-20',
    });
    expect(checkDeliveryDate('03-05-2026', ['2026-05-01', '2026-05-03'], today)).toEqual({
      ok: true,
      apiDate: '2026-05-03',
    });
  });

  it('refuses a day that does not exist, one after today and one before an invoice', () => {
    for (const bad of ['', '31-02-2026', '2026-05-10', '10/05/2026', '1-5-2026'])
      expect(checkDeliveryDate(bad, [], today), bad).toEqual({ ok: false, problem: 'invalidDate' });
    expect(checkDeliveryDate('21-05-2026', [], today)).toEqual({ ok: false, problem: 'future' });
    expect(checkDeliveryDate('02-05-2026', ['2026-04-30', '2026-05-03'], today)).toEqual({
      ok: false,
      problem: 'beforeInvoice',
      earliest: '03-05-2026',
    });
  });

  it('takes an invoice dated after the device’s today as today (the client’s zone is ahead)', () => {
    expect(checkDeliveryDate('21-05-2026', ['2026-05-21'], today)).toEqual({
      ok: true,
      apiDate: '2026-05-21',
    });
    expect(defaultDeliveryDate(['2026-05-21'], today)).toBe('21-05-2026');
    expect(defaultDeliveryDate(['2026-05-02'], today)).toBe('20-05-2026');
  });

  it('reads the device date', () => {
    expect(deviceToday(new Date(2026, 0, 9, 23, 30))).toEqual({ year: 2026, month: 1, day: 9 });
  });
});
