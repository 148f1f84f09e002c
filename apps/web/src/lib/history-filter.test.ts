import { ZOrderViewRequest } from '@restock/domain/contracts/orders';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTER,
  formOfFilter,
  historyFilterParams,
  isFilterApplied,
  maskDisplayDate,
  readFilterForm,
  readHistoryFilter,
  recentMonths,
  toOrderViewRequest,
} from './history-filter';

describe('history filter in the address', () => {
  it('reads text, dates, month and vendor, and writes them back', () => {
    const params = new URLSearchParams('q=%20SO12%20&from=2025-05-01&to=2025-05-31&vendor=7');
    const filter = readHistoryFilter(params);
    expect(filter).toEqual({
      searchText: 'SO12',
      fromDate: '2025-05-01',
      toDate: '2025-05-31',
      month: '',
      vendorId: 7,
    });
    expect(historyFilterParams(filter).toString()).toBe('q=SO12&from=2025-05-01&to=2025-05-31&vendor=7');
  });

  it('drops what is malformed instead of sending it', () => {
    const filter = readHistoryFilter(
      new URLSearchParams('from=2025-02-30&to=31-05-2025&month=13-2025&vendor=-3'),
    );
    expect(filter).toEqual(EMPTY_FILTER);
    expect(readHistoryFilter(new URLSearchParams('vendor=abc')).vendorId).toBeNull();
  });

  it('keeps only the month when a month is set', () => {
    const filter = { ...EMPTY_FILTER, month: '02-2024', fromDate: '2024-01-01' };
    expect(historyFilterParams(filter).toString()).toBe('month=02-2024');
  });
});

describe('filter to request', () => {
  it('sends dates as YYYY-MM-DD with the page and page size', () => {
    const body = toOrderViewRequest(
      { ...EMPTY_FILTER, searchText: 'rice', fromDate: '2025-05-01', toDate: '2025-05-31', vendorId: 3 },
      2,
    );
    expect(body).toEqual({
      SearchText: 'rice',
      FromDate: '2025-05-01',
      ToDate: '2025-05-31',
      Month: '',
      VendorId: 3,
      Page: 2,
      PageSize: 20,
    });
    expect(ZOrderViewRequest.safeParse(body).success).toBe(true);
  });

  it('a month wins over the range and is sent alone', () => {
    const body = toOrderViewRequest({ ...EMPTY_FILTER, month: '02-2024', fromDate: '2023-01-01' }, 1);
    expect(body).toMatchObject({ Month: '02-2024', FromDate: '', ToDate: '' });
    expect(ZOrderViewRequest.safeParse(body).success).toBe(true);
  });

  it('no vendor sends no VendorId; a range the rule refuses is left out', () => {
    const body = toOrderViewRequest({ ...EMPTY_FILTER, fromDate: '2025-06-01', toDate: '2025-05-01' }, 1);
    expect(body).not.toHaveProperty('VendorId');
    expect(body).toMatchObject({ FromDate: '', ToDate: '' });
    expect(ZOrderViewRequest.safeParse(body).success).toBe(true);
  });

  it('every request the empty filter makes is valid', () => {
    for (const page of [1, 5, 25]) {
      expect(ZOrderViewRequest.safeParse(toOrderViewRequest(EMPTY_FILTER, page)).success).toBe(true);
    }
  });

  it('counts the narrowing filters', () => {
    expect(isFilterApplied(EMPTY_FILTER)).toBe(false);
    expect(isFilterApplied({ ...EMPTY_FILTER, searchText: 'x' })).toBe(true);
    expect(activeFilterCount({ ...EMPTY_FILTER, fromDate: '2025-01-01', vendorId: 2 })).toBe(2);
  });
});

describe('filter form', () => {
  it('shows DD-MM-YYYY and reads it back as YYYY-MM-DD', () => {
    const filter = { ...EMPTY_FILTER, fromDate: '2025-05-01', toDate: '2025-05-31', vendorId: 4 };
    const form = formOfFilter(filter, true);
    expect(form).toEqual({ mode: 'range', from: '01-05-2025', to: '31-05-2025', month: '', vendorId: '4' });
    expect(readFilterForm(form, EMPTY_FILTER)).toEqual({ ok: true, filter });
  });

  it('refuses dates that do not exist and a From after To', () => {
    const base = { mode: 'range' as const, month: '', vendorId: '' };
    expect(readFilterForm({ ...base, from: '31-04-2025', to: '' }, EMPTY_FILTER)).toEqual({
      ok: false,
      errors: { from: 'invalidDate' },
    });
    expect(readFilterForm({ ...base, from: '', to: '2025-05-01' }, EMPTY_FILTER)).toEqual({
      ok: false,
      errors: { to: 'invalidDate' },
    });
    expect(readFilterForm({ ...base, from: '02-05-2025', to: '01-05-2025' }, EMPTY_FILTER)).toEqual({
      ok: false,
      errors: { to: 'fromAfterTo' },
    });
    expect(readFilterForm({ ...base, from: '29-02-2024', to: '29-02-2024' }, EMPTY_FILTER).ok).toBe(true);
  });

  it('month mode clears the range and keeps the text', () => {
    const current = { ...EMPTY_FILTER, searchText: 'SO9', fromDate: '2025-01-01' };
    const read = readFilterForm({ mode: 'month', from: '', to: '', month: '03-2025', vendorId: '' }, current);
    expect(read).toEqual({ ok: true, filter: { ...EMPTY_FILTER, searchText: 'SO9', month: '03-2025' } });
    expect(formOfFilter({ ...EMPTY_FILTER, month: '03-2025' }, false).mode).toBe('range');
  });

  it('puts the hyphens in as digits are typed', () => {
    expect(maskDisplayDate('0')).toBe('0');
    expect(maskDisplayDate('010')).toBe('01-0');
    expect(maskDisplayDate('01052025')).toBe('01-05-2025');
    expect(maskDisplayDate('01-05-2025x9')).toBe('01-05-2025');
  });

  it('offers the last twelve months, newest first, across the year', () => {
    const months = recentMonths({ year: 2025, month: 2 }, 4);
    expect(months).toEqual([
      { year: 2025, month: 2 },
      { year: 2025, month: 1 },
      { year: 2024, month: 12 },
      { year: 2024, month: 11 },
    ]);
    expect(recentMonths({ year: 2025, month: 6 })).toHaveLength(12);
  });
});
