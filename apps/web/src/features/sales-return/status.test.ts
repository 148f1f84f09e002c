import { SALES_RETURN_STATUS_CODES } from '@restock/domain/rules/sales-return';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { readStatusParam, returnStatusTone, STATUS_FILTER_ORDER } from './status';

describe('sales return status', () => {
  it('offers every stored status once in the filter, each with a label and its own colours', () => {
    expect([...STATUS_FILTER_ORDER].sort()).toEqual([...SALES_RETURN_STATUS_CODES].sort());
    const labels = en.salesReturn.status as Record<string, string>;
    for (const code of SALES_RETURN_STATUS_CODES) expect(labels[code], code).toBeTruthy();
    expect(new Set(SALES_RETURN_STATUS_CODES.map(returnStatusTone)).size).toBe(
      SALES_RETURN_STATUS_CODES.length,
    );
  });

  it('reads the status of the address, dropping anything else', () => {
    expect(readStatusParam('C')).toBe('C');
    expect(readStatusParam('R')).toBeNull();
    expect(readStatusParam("S' OR 1=1")).toBeNull();
    expect(readStatusParam(null)).toBeNull();
  });
});
