/**
 * The ledger export: a month's statement as an .xlsx workbook named AccountLedger_MM_YYYY.xlsx
 * (spec section 9), written with write-excel-file like the order history export (orders/export.ts,
 * docs/decisions/048). One sheet "Ledger": who and which month, then a table of the opening line,
 * the entries with their running balance, and the closing line. Amounts are numbers with two
 * decimals formatted as money; dates are real dates.
 */
import type { TRetailerLedger } from '@restock/domain/contracts/ledger';
import { formatDisplayDate, parseApiDate } from '@restock/domain/rules/delivery';
import writeXlsxFile, { type Row, type SheetData } from 'write-excel-file/node';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd-mm-yyyy';

export const LEDGER_COLUMNS = ['Date', 'Type', 'Reference', 'Narration', 'Debit', 'Credit', 'Balance'];

function dateCell(text: string): Row[number] {
  const d = parseApiDate(text);
  if (!d) return text;
  return { value: new Date(Date.UTC(d.year, d.month - 1, d.day)), type: Date, format: DATE_FORMAT };
}

function moneyCell(v: number | null): Row[number] {
  return v === null ? null : { value: v, type: Number, format: MONEY_FORMAT };
}

const bold = (value: string): Row[number] => ({ value, fontWeight: 'bold' as const });

/** The workbook's bytes. */
export async function buildLedgerWorkbook(ledger: TRetailerLedger): Promise<Buffer> {
  const from = parseApiDate(ledger.FromDate);
  const to = parseApiDate(ledger.ToDate);
  const period = from && to ? `${formatDisplayDate(from)} to ${formatDisplayDate(to)}` : '';
  const data: SheetData = [
    [bold('Retailer'), ledger.RetailerCode],
    [bold('Distributor'), `${ledger.DistributorName} (${ledger.DistributorCode})`],
    [bold('Period'), period],
    [],
    LEDGER_COLUMNS.map(bold),
    [
      dateCell(ledger.FromDate),
      'Opening balance',
      '',
      'Balance brought forward',
      null,
      null,
      moneyCell(ledger.OpeningBalance),
    ],
    ...ledger.Entries.map(
      (e): Row => [
        dateCell(e.EntryDate),
        e.KindName,
        e.Reference,
        e.Narration,
        moneyCell(e.Debit === 0 ? null : e.Debit),
        moneyCell(e.Credit === 0 ? null : e.Credit),
        moneyCell(e.Balance),
      ],
    ),
    [
      dateCell(ledger.ToDate),
      bold('Closing balance'),
      '',
      '',
      moneyCell(ledger.TotalDebit),
      moneyCell(ledger.TotalCredit),
      moneyCell(ledger.ClosingBalance),
    ],
  ];
  return writeXlsxFile([
    { data, sheet: 'Ledger', columns: [12, 16, 18, 44, 14, 14, 14].map((width) => ({ width })) },
  ]).toBuffer();
}

/** Content-Disposition for a download (as orders/export.ts: RFC 6266, filename* for safety). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
