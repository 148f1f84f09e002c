/**
 * The ledger export: a month's statement as an .xlsx workbook named AccountLedger_MM_YYYY.xlsx
 * (spec section 9), written with write-excel-file like the order history export (orders/export.ts,
 * docs/decisions/048). One sheet "Ledger": who and which month, then a table of the opening line,
 * the entries with their running balance, and the closing line. Amounts are numbers with two
 * decimals formatted as money; dates are real dates. Every text of the file, the narrations
 * included, is in the request's language (en, es, de; decision 097).
 */
import type { TRetailerLedger } from '@restock/domain/contracts/ledger';
import { formatDisplayDate, parseApiDate } from '@restock/domain/rules/delivery';
import { isLedgerKind, type LedgerKind } from '@restock/domain/rules/ledger';
import { type NarrationLanguage, narrationFor } from '@restock/domain/rules/ledger-narration';
import writeXlsxFile, { type Row, type SheetData } from 'write-excel-file/node';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd-mm-yyyy';

interface ExportTexts {
  retailer: string;
  distributor: string;
  period: string;
  to: string;
  columns: string[];
  opening: string;
  broughtForward: string;
  closing: string;
  kinds: Record<LedgerKind, string>;
}

/** The file's texts per language (the screen's words, locales ledger.*). */
const TEXTS: Record<NarrationLanguage, ExportTexts> = {
  en: {
    retailer: 'Retailer',
    distributor: 'Distributor',
    period: 'Period',
    to: 'to',
    columns: ['Date', 'Type', 'Reference', 'Narration', 'Debit', 'Credit', 'Balance'],
    opening: 'Opening balance',
    broughtForward: 'Balance brought forward',
    closing: 'Closing balance',
    kinds: { INV: 'Invoice', PAY: 'Payment', CN: 'Credit note', DN: 'Debit note', OB: 'Opening balance' },
  },
  es: {
    retailer: 'Tienda',
    distributor: 'Distribuidor',
    period: 'Periodo',
    to: 'a',
    columns: ['Fecha', 'Tipo', 'Referencia', 'Concepto', 'Cargo', 'Abono', 'Saldo'],
    opening: 'Saldo inicial',
    broughtForward: 'Saldo anterior',
    closing: 'Saldo final',
    kinds: { INV: 'Factura', PAY: 'Pago', CN: 'Nota de crédito', DN: 'Nota de cargo', OB: 'Saldo inicial' },
  },
  de: {
    retailer: 'Geschäft',
    distributor: 'Händler',
    period: 'Zeitraum',
    to: 'bis',
    columns: ['Datum', 'Art', 'Beleg', 'Buchungstext', 'Soll', 'Haben', 'Saldo'],
    opening: 'Anfangssaldo',
    broughtForward: 'Saldovortrag',
    closing: 'Endsaldo',
    kinds: { INV: 'Rechnung', PAY: 'Zahlung', CN: 'Gutschrift', DN: 'Belastung', OB: 'Vortrag' },
  },
};

export const LEDGER_COLUMNS = TEXTS.en.columns;

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
export async function buildLedgerWorkbook(
  ledger: TRetailerLedger,
  language: NarrationLanguage = 'en',
): Promise<Buffer> {
  const x = TEXTS[language];
  const from = parseApiDate(ledger.FromDate);
  const to = parseApiDate(ledger.ToDate);
  const period = from && to ? `${formatDisplayDate(from)} ${x.to} ${formatDisplayDate(to)}` : '';
  const data: SheetData = [
    [bold(x.retailer), ledger.RetailerCode],
    [bold(x.distributor), `${ledger.DistributorName} (${ledger.DistributorCode})`],
    [bold(x.period), period],
    [],
    x.columns.map(bold),
    [
      dateCell(ledger.FromDate),
      x.opening,
      '',
      x.broughtForward,
      null,
      null,
      moneyCell(ledger.OpeningBalance),
    ],
    ...ledger.Entries.map(
      (e): Row => [
        dateCell(e.EntryDate),
        isLedgerKind(e.Kind) ? x.kinds[e.Kind] : e.KindName,
        e.Reference,
        narrationFor({ narration: e.Narration, code: e.NarrationCode, params: e.NarrationParams }, language),
        moneyCell(e.Debit === 0 ? null : e.Debit),
        moneyCell(e.Credit === 0 ? null : e.Credit),
        moneyCell(e.Balance),
      ],
    ),
    [
      dateCell(ledger.ToDate),
      bold(x.closing),
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
