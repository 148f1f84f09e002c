import type { TReturnSummaryItem } from '@restock/domain/contracts/sales-return';
import { describe, expect, it } from 'vitest';
import {
  type EntryRow,
  exceededProducts,
  invoiceSearch,
  readEntry,
  returnSort,
  returnUnits,
  rowsOfSummary,
} from './entry';

const today = { year: 2026, month: 11, day: 26 };
const product = { PId: 7, PrincipalId: 3, ConversionQty: 12, ReturnableQty: 30 };
const both = { cases: true, pieces: true };
const row = (patch: Partial<EntryRow>): EntryRow => ({
  key: `k${Math.random()}`,
  reasonId: '1',
  cases: '',
  pieces: '',
  mfg: '',
  ...patch,
});

describe('sales return entry', () => {
  it('reads rows into upload lines, cases counted as conversion pieces, the date as YYYY-MM-DD', () => {
    const read = readEntry(
      [
        row({ reasonId: '1', cases: '2', pieces: '3', mfg: '01-10-2026' }),
        row({ reasonId: '2', pieces: '1' }),
      ],
      product,
      both,
      today,
    );
    expect(read).toEqual({
      ok: true,
      pieces: 28,
      lines: [
        { PId: 7, ReasonId: 1, CaseQty: 2, PieceQty: 3, MfgDate: '2026-10-01', PrincipalId: 3 },
        { PId: 7, ReasonId: 2, CaseQty: 0, PieceQty: 1, MfgDate: '', PrincipalId: 3 },
      ],
    });
  });

  it('refuses more pieces than may be returned, every reason together', () => {
    const read = readEntry(
      [row({ reasonId: '1', cases: '2' }), row({ reasonId: '2', pieces: '7' })],
      product,
      both,
      today,
    );
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.exceeds).toBe(true);
      expect(read.pieces).toBe(31);
    }
  });

  it('marks a missing or repeated reason, no quantity, a bad or future date on their row', () => {
    const rows = [
      row({ key: 'a', reasonId: '', pieces: '1' }),
      row({ key: 'b', reasonId: '2', pieces: '0' }),
      row({ key: 'c', reasonId: '2', pieces: '1', mfg: '31-02-2026' }),
      row({ key: 'd', reasonId: '3', pieces: '1', mfg: '27-11-2026' }),
      row({ key: 'e', reasonId: '4', pieces: '1x' }),
    ];
    const read = readEntry(rows, product, both, today);
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.rows).toEqual({
        a: { reason: 'reasonRequired' },
        b: { qty: 'qtyRequired' },
        c: { reason: 'reasonTwice', mfg: 'mfgInvalid' },
        d: { mfg: 'mfgFuture' },
        e: { qty: 'qtyInvalid' },
      });
  });

  it('takes only the units salesReturnUom names (none named: pieces only)', () => {
    expect(returnUnits({ isEnableSalesReturnCase: false, isEnableSalesReturnPiece: false })).toEqual({
      cases: false,
      pieces: true,
    });
    const casesOnly = returnUnits({ isEnableSalesReturnCase: true, isEnableSalesReturnPiece: false });
    // Pieces typed while only cases are taken are not sent (the box is not shown).
    const read = readEntry([row({ cases: '1', pieces: '5' })], product, casesOnly, today);
    expect(read.ok && read.lines[0]).toMatchObject({ CaseQty: 1, PieceQty: 0 });
  });

  it('sends 0 and 0 for a reason taken out, which removes it from the summary', () => {
    const read = readEntry([row({ reasonId: '2', pieces: '4' })], product, both, today, [1, 2]);
    expect(read.ok && read.lines).toEqual([
      { PId: 7, ReasonId: 2, CaseQty: 0, PieceQty: 4, MfgDate: '', PrincipalId: 3 },
      { PId: 7, ReasonId: 1, CaseQty: 0, PieceQty: 0, MfgDate: '', PrincipalId: 3 },
    ]);
    const none = readEntry([], product, both, today, [1]);
    expect(none.ok && none.lines.map((l) => [l.ReasonId, l.PieceQty])).toEqual([[1, 0]]);
  });

  it('starts from the summary: one row per reason with its cases, pieces and date', () => {
    const item = {
      PId: 7,
      Reasons: [
        { ReasonId: 4, ReasonName: 'Damaged', Qty: 14, CaseQty: 1, PieceQty: 2, MfgDate: '2026-09-05' },
      ],
    } as TReturnSummaryItem;
    expect(rowsOfSummary(item)).toMatchObject([
      { reasonId: '4', cases: '1', pieces: '2', mfg: '05-09-2026' },
    ]);
    expect(rowsOfSummary(undefined)).toMatchObject([{ reasonId: '', cases: '', pieces: '' }]);
  });

  it('reads the products of an E017 returnQtyExceedsInvoiced refusal, and nothing else', () => {
    expect(exceededProducts('E017', 'returnQtyExceedsInvoiced: Tea 250g, Soap')).toEqual([
      'Tea 250g',
      'Soap',
    ]);
    expect(exceededProducts('E017', 'Sales return is not enabled')).toBeNull();
    expect(exceededProducts('E008', 'returnQtyExceedsInvoiced: Tea')).toBeNull();
  });

  it('sorts by name only (a price sort falls back to A-Z) and searches invoices from 3 characters', () => {
    expect(returnSort('Name_DESC')).toBe('Name_DESC');
    expect(returnSort('Price_ASC')).toBe('Name_ASC');
    expect(returnSort(null)).toBe('Name_ASC');
    expect(invoiceSearch(' IN', 3)).toBe('');
    expect(invoiceSearch(' INV ', 3)).toBe('INV');
  });
});
