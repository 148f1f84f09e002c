import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ZSearchOrderInvoiceRequest,
  ZUpdateInvoiceStatusRequest,
} from '../src/contracts/invoice-delivery.ts';
import {
  addDays,
  type CalendarDate,
  compareDates,
  formatApiDate,
  parseApiDate,
} from '../src/rules/delivery.ts';
import {
  assumedToday,
  checkDeliveryMarkDate,
  INVOICE_DELIVERY_STATUS_CODES,
  latestApiDate,
} from '../src/rules/invoice-delivery.ts';

const d = (iso: string): CalendarDate => {
  const parsed = parseApiDate(iso);
  if (!parsed) throw new Error(iso);
  return parsed;
};

const anyDate = fc
  .record({ year: fc.integer({ min: 2000, max: 2099 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.integer({ min: 1, max: 28 }).map((day): CalendarDate => ({ year, month, day })),
  );

describe('invoice delivery marking', () => {
  it('has two statuses: pending and delivered', () => {
    expect(INVOICE_DELIVERY_STATUS_CODES).toEqual(['P', 'D']);
  });

  it('accepts a day from the latest invoice date up to today', () => {
    const today = d('2026-05-20');
    const invoices = ['2026-05-10', '2026-05-14'];
    expect(checkDeliveryMarkDate(d('2026-05-14'), invoices, today)).toEqual({ ok: true });
    expect(checkDeliveryMarkDate(d('2026-05-20'), invoices, today)).toEqual({ ok: true });
    expect(checkDeliveryMarkDate(d('2026-05-17'), invoices, today)).toEqual({ ok: true });
  });

  it('refuses a day after today', () => {
    expect(checkDeliveryMarkDate(d('2026-05-21'), ['2026-05-10'], d('2026-05-20'))).toEqual({
      ok: false,
      problem: 'future',
    });
  });

  it('refuses a day before the latest invoice date and names it', () => {
    expect(checkDeliveryMarkDate(d('2026-05-13'), ['2026-05-10', '2026-05-14'], d('2026-05-20'))).toEqual({
      ok: false,
      problem: 'beforeInvoice',
      earliest: '2026-05-14',
    });
  });

  it('reads the latest of some dates, ignoring unreadable ones', () => {
    expect(latestApiDate([])).toBeNull();
    expect(latestApiDate(['nope', ''])).toBeNull();
    expect(latestApiDate(['2026-01-31', 'x', '2026-02-01', '2025-12-31'])).toEqual(d('2026-02-01'));
  });

  it('takes a later invoice date as today when the device is behind the client', () => {
    expect(assumedToday(d('2026-05-20'), ['2026-05-21'])).toEqual(d('2026-05-21'));
    expect(assumedToday(d('2026-05-20'), ['2026-05-02'])).toEqual(d('2026-05-20'));
    expect(assumedToday(d('2026-05-20'), [])).toEqual(d('2026-05-20'));
  });

  it('accepts exactly the days between the latest invoice date and today (property)', () => {
    fc.assert(
      fc.property(
        fc.array(anyDate, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -90, max: 90 }),
        (invoiceDates, daysToToday, offset) => {
          const texts = invoiceDates.map(formatApiDate);
          const latest = latestApiDate(texts)!;
          const today = addDays(latest, daysToToday);
          const day = addDays(latest, offset);
          const inRange = compareDates(day, latest) >= 0 && compareDates(day, today) <= 0;
          expect(checkDeliveryMarkDate(day, texts, today).ok).toBe(inRange);
        },
      ),
    );
  });
});

describe('invoice delivery contracts', () => {
  it('reads a mark: numbers trimmed and counted once, a real YYYY-MM-DD day', () => {
    expect(
      ZUpdateInvoiceStatusRequest.parse({
        InvoiceNos: [' INV1 ', 'INV2', 'INV1'],
        DeliveryDate: '2026-05-20',
      }),
    ).toEqual({ InvoiceNos: ['INV1', 'INV2'], DeliveryDate: '2026-05-20' });
    for (const bad of [
      { InvoiceNos: [], DeliveryDate: '2026-05-20' },
      { InvoiceNos: ['INV1'], DeliveryDate: '20-05-2026' },
      { InvoiceNos: ['INV1'], DeliveryDate: '2026-02-30' },
      { InvoiceNos: ['INV\u0007'], DeliveryDate: '2026-05-20' },
      { InvoiceNos: Array.from({ length: 101 }, (_, i) => `INV${i}`), DeliveryDate: '2026-05-20' },
    ])
      expect(ZUpdateInvoiceStatusRequest.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('reads a search with the history filter rules', () => {
    expect(ZSearchOrderInvoiceRequest.parse({})).toEqual({
      SearchText: '',
      FromDate: '',
      ToDate: '',
      Month: '',
      Page: 1,
      PageSize: 20,
    });
    expect(
      ZSearchOrderInvoiceRequest.safeParse({ FromDate: '2026-05-02', ToDate: '2026-05-01' }).success,
    ).toBe(false);
    expect(ZSearchOrderInvoiceRequest.safeParse({ Month: '13-2026' }).success).toBe(false);
  });
});
