/**
 * A return entry of one product, as the retailer types it (docs/decisions/083, 094): a row per
 * reason with cases and/or pieces (the units salesReturnUom names; none named: pieces only) and a
 * manufacturing date (DD-MM-YYYY, optional, not after today). Read into return lines; a reason
 * taken out of the entry is sent as 0 and 0, which removes it. Every quantity is compared in
 * pieces with what may still be returned (rules/sales-return). Shared by the sales return and the
 * exchange return, whose return lines have the same reasons, units and dates.
 */
import type { TReturnUploadLine } from '@restock/domain/contracts/sales-return';
import {
  type CalendarDate,
  compareDates,
  formatApiDate,
  formatDisplayDate,
  parseApiDate,
  parseDisplayDate,
} from '@restock/domain/rules/delivery';
import { RETURN_MAX_CASES, RETURN_MAX_PIECES, returnPieces } from '@restock/domain/rules/sales-return';

export interface EntryRow {
  /** A stable key for the row's inputs. */
  key: string;
  /** The reason's id as the select holds it ('' until chosen). */
  reasonId: string;
  cases: string;
  pieces: string;
  /** DD-MM-YYYY or ''. */
  mfg: string;
}

export interface Units {
  cases: boolean;
  pieces: boolean;
}

/** salesReturnUom's units; an empty setting takes pieces only (ordering-core section 3). */
export function returnUnits(flags: {
  isEnableSalesReturnCase: boolean;
  isEnableSalesReturnPiece: boolean;
}): Units {
  if (!flags.isEnableSalesReturnCase && !flags.isEnableSalesReturnPiece)
    return { cases: false, pieces: true };
  return { cases: flags.isEnableSalesReturnCase, pieces: flags.isEnableSalesReturnPiece };
}

let rowSeq = 0;
export function emptyRow(reasonId = ''): EntryRow {
  rowSeq += 1;
  return { key: `r${rowSeq}`, reasonId, cases: '', pieces: '', mfg: '' };
}

/** A reason's quantities as a summary holds them (MfgDate YYYY-MM-DD or ''). */
export interface EnteredReason {
  ReasonId: number;
  CaseQty: number;
  PieceQty: number;
  MfgDate: string;
}

/** The rows of a product already entered (one per reason), or one empty row. */
export function rowsOfReasons(reasons: readonly EnteredReason[] | undefined): EntryRow[] {
  if (!reasons || reasons.length === 0) return [emptyRow()];
  return reasons.map((r) => {
    const mfg = parseApiDate(r.MfgDate);
    return {
      ...emptyRow(String(r.ReasonId)),
      cases: r.CaseQty > 0 ? String(r.CaseQty) : '',
      pieces: r.PieceQty > 0 ? String(r.PieceQty) : '',
      mfg: mfg ? formatDisplayDate(mfg) : '',
    };
  });
}

export type RowProblem =
  | 'reasonRequired'
  | 'reasonTwice'
  | 'qtyRequired'
  | 'qtyInvalid'
  | 'mfgInvalid'
  | 'mfgFuture';
export type RowErrors = Partial<Record<'reason' | 'qty' | 'mfg', RowProblem>>;

export interface EntryProduct {
  PId: number;
  PrincipalId: number;
  ConversionQty: number;
  /** Pieces that may still be returned (invoiced less returned), the summary not counted. */
  ReturnableQty: number;
}

export type EntryResult =
  | { ok: true; lines: TReturnUploadLine[]; pieces: number }
  | { ok: false; rows: Record<string, RowErrors>; exceeds: boolean; pieces: number };

/** A whole number 0..max typed in a box ('' is 0); null when it is not one. */
function readQty(text: string, max: number): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  return n <= max ? n : null;
}

/**
 * Reads the rows into upload lines: each row a chosen reason (once), a quantity above 0 in the
 * units offered, a real date not after today; together no more pieces than may be returned.
 * `previousReasonIds`: the reasons the summary holds for the product now; those no longer in the
 * rows are sent as 0 and 0. No rows at all removes the product.
 */
export function readEntry(
  rows: readonly EntryRow[],
  product: EntryProduct,
  units: Units,
  today: CalendarDate,
  previousReasonIds: readonly number[] = [],
): EntryResult {
  const errors: Record<string, RowErrors> = {};
  const lines: TReturnUploadLine[] = [];
  const seen = new Set<string>();
  let pieces = 0;
  for (const row of rows) {
    const e: RowErrors = {};
    if (row.reasonId === '') e.reason = 'reasonRequired';
    else if (seen.has(row.reasonId)) e.reason = 'reasonTwice';
    seen.add(row.reasonId);
    const cases = units.cases ? readQty(row.cases, RETURN_MAX_CASES) : 0;
    const loose = units.pieces ? readQty(row.pieces, RETURN_MAX_PIECES) : 0;
    if (cases === null || loose === null) e.qty = 'qtyInvalid';
    else if (cases === 0 && loose === 0) e.qty = 'qtyRequired';
    else pieces += returnPieces(cases, loose, product.ConversionQty);
    let mfgDate = '';
    const mfgText = row.mfg.trim();
    if (mfgText !== '') {
      const d = parseDisplayDate(mfgText);
      if (!d) e.mfg = 'mfgInvalid';
      else if (compareDates(d, today) > 0) e.mfg = 'mfgFuture';
      else mfgDate = formatApiDate(d);
    }
    if (Object.keys(e).length > 0) errors[row.key] = e;
    else
      lines.push({
        PId: product.PId,
        ReasonId: Number(row.reasonId),
        CaseQty: cases ?? 0,
        PieceQty: loose ?? 0,
        MfgDate: mfgDate,
        PrincipalId: product.PrincipalId,
      });
  }
  const exceeds = pieces > product.ReturnableQty;
  if (Object.keys(errors).length > 0 || exceeds) return { ok: false, rows: errors, exceeds, pieces };
  const kept = new Set(lines.map((l) => l.ReasonId));
  for (const reasonId of previousReasonIds) {
    if (!kept.has(reasonId))
      lines.push({
        PId: product.PId,
        ReasonId: reasonId,
        CaseQty: 0,
        PieceQty: 0,
        MfgDate: '',
        PrincipalId: product.PrincipalId,
      });
  }
  return { ok: true, lines, pieces };
}
