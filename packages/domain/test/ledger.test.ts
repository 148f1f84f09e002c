import { describe, expect, it } from 'vitest';
import { isOfferedLedgerMonth, ledgerFileName, ledgerMonths, runningBalances } from '../src/rules/ledger.ts';

describe('ledger rules', () => {
  it('offers the current month and the ones before it, newest first, across a year end', () => {
    expect(ledgerMonths({ year: 2026, month: 2, day: 14 }, 4)).toEqual([
      { year: 2026, month: 2 },
      { year: 2026, month: 1 },
      { year: 2025, month: 12 },
      { year: 2025, month: 11 },
    ]);
    expect(ledgerMonths({ year: 2026, month: 2, day: 14 }, 12)).toHaveLength(12);
    expect(ledgerMonths({ year: 2026, month: 2, day: 14 }, 0)).toHaveLength(12);
    expect(ledgerMonths({ year: 2026, month: 2, day: 14 }, 10_000)).toHaveLength(120);
  });

  it('knows which months are offered', () => {
    const today = { year: 2026, month: 11, day: 26 };
    expect(isOfferedLedgerMonth({ year: 2026, month: 11 }, today, 12)).toBe(true);
    expect(isOfferedLedgerMonth({ year: 2025, month: 12 }, today, 12)).toBe(true);
    expect(isOfferedLedgerMonth({ year: 2025, month: 11 }, today, 12)).toBe(false);
    expect(isOfferedLedgerMonth({ year: 2026, month: 12 }, today, 12)).toBe(false);
  });

  it('runs the balance from the opening in exact paise', () => {
    expect(
      runningBalances(10n, [
        { debit: 25_050n, credit: 0n },
        { debit: 0n, credit: 10_025n },
        { debit: 0n, credit: 1n },
      ]),
    ).toEqual([25_060n, 15_035n, 15_034n]);
    expect(runningBalances(5n, [])).toEqual([]);
  });

  it('names the export AccountLedger_MM_YYYY.xlsx', () => {
    expect(ledgerFileName({ year: 2026, month: 3 })).toBe('AccountLedger_03_2026.xlsx');
  });
});
