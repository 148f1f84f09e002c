import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ZReturnProductListRequest,
  ZReturnSubmitRequest,
  ZReturnUploadRequest,
} from '../src/contracts/sales-return.ts';
import {
  checkReturnLine,
  fitsReturnable,
  normaliseReturnStatus,
  returnableQty,
  returnPieces,
  returnStatusName,
  splitPieces,
} from '../src/rules/sales-return.ts';

const today = { year: 2026, month: 6, day: 15 };

describe('sales return rules', () => {
  it('counts pieces as cases of the conversion quantity plus pieces', () => {
    expect(returnPieces(2, 3, 12)).toBe(27);
    expect(returnPieces(2, 3, 0)).toBe(5);
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.integer({ min: 1, max: 48 }), (c, p, conv) => {
        const pieces = returnPieces(c, p, conv);
        const back = splitPieces(pieces, conv);
        expect(returnPieces(back.cases, back.pieces, conv)).toBe(pieces);
      }),
    );
  });

  it('returnable is invoiced less returned, never below 0, and a return fits within it', () => {
    expect(returnableQty(10, 3)).toBe(7);
    expect(returnableQty(3, 10)).toBe(0);
    expect(fitsReturnable(7, 10, 3)).toBe(true);
    expect(fitsReturnable(8, 10, 3)).toBe(false);
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (want, inv, ret) => {
        expect(fitsReturnable(want, inv, ret)).toBe(want + ret <= inv || want === 0);
      }),
    );
  });

  it('takes only the units salesReturnUom names (empty: piece only) and no future manufacturing date', () => {
    const line = { caseQty: 1, pieceQty: 0, mfgDate: '' };
    expect(checkReturnLine(line, [], today)).toBe('caseNotAllowed');
    expect(checkReturnLine(line, ['case'], today)).toBeNull();
    expect(checkReturnLine({ ...line, caseQty: 0, pieceQty: 1 }, ['case'], today)).toBe('pieceNotAllowed');
    expect(checkReturnLine({ ...line, mfgDate: '2026-06-15' }, ['case'], today)).toBeNull();
    expect(checkReturnLine({ ...line, mfgDate: '2026-06-16' }, ['case'], today)).toBe('mfgDateInFuture');
  });

  it('reads R as approved and names the statuses', () => {
    expect(normaliseReturnStatus('R')).toBe('A');
    expect(normaliseReturnStatus('X')).toBeNull();
    expect(['S', 'A', 'C', 'P', 'I'].map((s) => returnStatusName(normaliseReturnStatus(s)!))).toEqual([
      'Submitted',
      'Approved',
      'Rejected',
      'Pending',
      'Open',
    ]);
  });
});

describe('sales return contracts', () => {
  it('refuses negative, fractional and text quantities and a repeated product and reason', () => {
    const ok = { PId: 1, ReasonId: 2, CaseQty: 1, PieceQty: 2 };
    expect(ZReturnUploadRequest.safeParse([ok]).success).toBe(true);
    for (const bad of [
      { PieceQty: -1 },
      { CaseQty: 1.5 },
      { PieceQty: '2' },
      { PId: 0 },
      { MfgDate: '2026-13-01' },
    ])
      expect(ZReturnUploadRequest.safeParse([{ ...ok, ...bad }]).success).toBe(false);
    expect(ZReturnUploadRequest.safeParse([ok, ok]).success).toBe(false);
    expect(ZReturnUploadRequest.safeParse([]).success).toBe(false);
  });

  it('limits remarks to 255 and invoices to 50, and the invoice search starts at 3 characters', () => {
    expect(ZReturnSubmitRequest.parse({ Remarks: `  ${'x'.repeat(255)}  ` }).Remarks).toHaveLength(255);
    expect(ZReturnSubmitRequest.safeParse({ Remarks: 'x'.repeat(256) }).success).toBe(false);
    expect(ZReturnSubmitRequest.safeParse({ Remarks: 'two\nlines' }).success).toBe(true);
    expect(ZReturnSubmitRequest.safeParse({ Invoice: 'I'.repeat(51) }).success).toBe(false);
    expect(ZReturnProductListRequest.safeParse({ InvoiceNo: 'IN' }).success).toBe(false);
    expect(ZReturnProductListRequest.safeParse({ InvoiceNo: 'INV' }).success).toBe(true);
    expect(ZReturnProductListRequest.parse({}).InvoiceNo).toBe('');
  });
});
