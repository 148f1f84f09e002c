import { ZAddComplaintRequest } from '@restock/domain/contracts/complaint';
import { describe, expect, it } from 'vitest';
import { invoiceDateForApi } from './invoice-date';

describe('the complaint form invoice date', () => {
  it('sends DD-MM-YYYY as YYYY-MM-DD, nothing as empty', () => {
    expect(invoiceDateForApi('10-09-2025')).toBe('2025-09-10');
    expect(invoiceDateForApi(' 01-12-2024 ')).toBe('2024-12-01');
    expect(invoiceDateForApi('')).toBe('');
  });

  it('passes a half-typed or impossible date on, for the schema to refuse', () => {
    for (const typed of ['10-09', '31-02-2025', '2025-09-10x']) {
      const sent = invoiceDateForApi(typed);
      const parsed = ZAddComplaintRequest.safeParse({
        productId: 1,
        complaintReasonId: 1,
        InvoiceDate: sent,
      });
      expect(parsed.success, typed).toBe(false);
    }
  });
});
