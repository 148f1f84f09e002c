import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../../lib/history-filter';
import { exportFileName, exportRequest, fileNameOfDisposition, safeFileName } from './export';

const NOW = new Date(2025, 5, 9, 10, 30);

describe('export file name', () => {
  it('names what the file holds and the day it was made', () => {
    expect(exportFileName(EMPTY_FILTER, NOW)).toBe('order-history_09-06-2025.xlsx');
    expect(exportFileName({ ...EMPTY_FILTER, month: '05-2025' }, NOW)).toBe(
      'order-history_05-2025_09-06-2025.xlsx',
    );
    expect(exportFileName({ ...EMPTY_FILTER, fromDate: '2025-05-01', toDate: '2025-05-31' }, NOW)).toBe(
      'order-history_01-05-2025_to_31-05-2025_09-06-2025.xlsx',
    );
    expect(exportFileName({ ...EMPTY_FILTER, fromDate: '2025-05-01' }, NOW)).toBe(
      'order-history_from_01-05-2025_09-06-2025.xlsx',
    );
    expect(exportFileName({ ...EMPTY_FILTER, toDate: '2025-05-31' }, NOW)).toBe(
      'order-history_until_31-05-2025_09-06-2025.xlsx',
    );
  });

  it('takes the server name from Content-Disposition, filename* first', () => {
    expect(fileNameOfDisposition('attachment; filename="orders.xlsx"')).toBe('orders.xlsx');
    expect(fileNameOfDisposition('attachment; filename=orders-may.xlsx')).toBe('orders-may.xlsx');
    expect(
      fileNameOfDisposition(
        `attachment; filename="fallback.xlsx"; filename*=UTF-8''Bestellungen%20M%C3%A4rz.xlsx`,
      ),
    ).toBe('Bestellungen März.xlsx');
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });

  it('never lets a server name reach outside the downloads folder', () => {
    expect(fileNameOfDisposition('attachment; filename="../../etc/passwd"')).toBe('-..-etc-passwd.xlsx');
    expect(safeFileName('a\u0000b:c?.xlsx')).toBe('ab-c-.xlsx');
    expect(safeFileName('...')).toBe('');
    expect(safeFileName('report')).toBe('report.xlsx');
  });

  it('sends the history filter without paging', () => {
    expect(exportRequest({ ...EMPTY_FILTER, searchText: 'dal', month: '01-2025', vendorId: 2 })).toEqual({
      SearchText: 'dal',
      FromDate: '',
      ToDate: '',
      Month: '01-2025',
      VendorId: 2,
    });
  });
});
