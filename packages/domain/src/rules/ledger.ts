/**
 * The retailer ledger (route retailerLedger, second spec): the debits and credits between a retailer
 * and a distributor, read a month at a time. A balance is debits minus credits: positive means the
 * retailer owes the distributor. Amounts are exact paise (rules/pricing), never floating point.
 * See docs/decisions/092.
 */
import type { CalendarDate, CalendarMonth } from './delivery.ts';
import type { Paise } from './pricing.ts';

/** What an entry records. INV and DN debit the retailer; PAY and CN credit it; OB either way. */
export const LEDGER_KINDS = {
  INV: 'Invoice',
  PAY: 'Payment',
  CN: 'Credit note',
  DN: 'Debit note',
  OB: 'Opening balance',
} as const;
export type LedgerKind = keyof typeof LEDGER_KINDS;
export const LEDGER_KIND_CODES = Object.keys(LEDGER_KINDS) as LedgerKind[];

export function isLedgerKind(code: unknown): code is LedgerKind {
  return typeof code === 'string' && Object.hasOwn(LEDGER_KINDS, code);
}

/** Months offered when the client sets none (retailerLedgerMonthCount). */
export const DEFAULT_LEDGER_MONTHS = 12;
/** The most months a client may offer (ten years). */
export const MAX_LEDGER_MONTHS = 120;

/** The months a retailer may pick, newest first: the current month and the `count - 1` before it. */
export function ledgerMonths(today: CalendarDate, count: number): CalendarMonth[] {
  const n = Math.min(MAX_LEDGER_MONTHS, Math.max(1, Math.floor(count) || DEFAULT_LEDGER_MONTHS));
  const months: CalendarMonth[] = [];
  let { year, month } = today;
  for (let i = 0; i < n; i++) {
    months.push({ year, month });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** Whether `m` is one of the months offered on `today`. */
export function isOfferedLedgerMonth(m: CalendarMonth, today: CalendarDate, count: number): boolean {
  return ledgerMonths(today, count).some((o) => o.year === m.year && o.month === m.month);
}

/** The balance after each entry, starting from `opening`. The last one is the closing balance. */
export function runningBalances(
  opening: Paise,
  entries: ReadonlyArray<{ debit: Paise; credit: Paise }>,
): Paise[] {
  let balance = opening;
  return entries.map((e) => {
    balance += e.debit - e.credit;
    return balance;
  });
}

/** The export's file name: AccountLedger_MM_YYYY.xlsx (spec section 9: prefix AccountLedger with month and year). */
export function ledgerFileName(m: CalendarMonth): string {
  return `AccountLedger_${String(m.month).padStart(2, '0')}_${String(m.year).padStart(4, '0')}.xlsx`;
}
