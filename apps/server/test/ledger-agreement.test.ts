import { ZRetailerLedger } from '@restock/domain/contracts/ledger';
import { ZOutstanding } from '@restock/domain/contracts/payments';
import { todayIn } from '@restock/domain/rules/delivery';
import { ledgerMonths } from '@restock/domain/rules/ledger';
import { type Paise, toPaise } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The demo's invoices, payments and ledger agree (decision 097). For every retailer and
 * distributor, exactly:
 *
 *   ledger closing balance = outstanding (/Collection/Outstanding)
 *                            + balances brought forward (OB) - credit notes (CN)
 *                            - money received on account (successful payments' unapplied amounts)
 *
 * because every invoice debits its net amount, every successful payment credits its whole amount,
 * and what a payment applied is what its invoices' paid amounts hold. In the demo the monthly
 * collections settle the balance brought forward first, so for retailer1 the ledger is the
 * outstanding total less its credit notes.
 */
describe(`The demo's ledger and payments agree (${engine})`, () => {
  let t: TestApp;
  const ZONE = 'Asia/Kolkata';

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** The closing balance of the newest month of the picker that has entries. */
  async function closing(token: string, retailerCode: string, distributorCode: string): Promise<Paise> {
    for (const m of ledgerMonths(todayIn(t.deps.clock(), ZONE), 12)) {
      const res = await t.call(
        '/CustomerLedgerReport/Masters',
        { RetailerCode: retailerCode, DistributorCode: distributorCode, Month: m.month, Year: m.year },
        { token },
      );
      if (res.status === 404 && res.body.Code === 'noRetailerLedgerError') continue;
      expect(res.status, res.body.Msg).toBe(200);
      return toPaise(ZRetailerLedger.parse(res.body.Data).ClosingBalance);
    }
    return 0n;
  }

  async function sums(retailerId: number, distributorId: number) {
    const [row] = await rows<{ ob: string; cn: string; unapplied: string }>(
      t,
      sql`select
            (select coalesce(sum(debit), 0) from ledger_entries
              where retailer_id = ${retailerId} and distributor_id = ${distributorId} and kind = 'OB')::text as ob,
            (select coalesce(sum(credit), 0) from ledger_entries
              where retailer_id = ${retailerId} and distributor_id = ${distributorId} and kind = 'CN')::text as cn,
            (select coalesce(sum(unapplied_amount), 0) from payments
              where retailer_id = ${retailerId} and distributor_id = ${distributorId} and status = 'success')::text as unapplied`,
    );
    return { ob: toPaise(row!.ob), cn: toPaise(row!.cn), unapplied: toPaise(row!.unapplied) };
  }

  it('for every demo retailer at its distributor, the ledger closing balance is exactly the outstanding total adjusted as written', async () => {
    for (const [login, retailerCode, distributorCode] of [
      ['retailer1', 'R0001', 'D001'],
      ['9000000002', 'R0002', 'D001'],
      ['newpass', 'R0004', 'D002'],
    ] as const) {
      const token = await t.tokenFor(login);
      const res = await t.call('/Collection/Outstanding', {}, { token });
      expect(res.body.Status, res.body.Msg).toBe(1);
      const [outstanding] = ZOutstanding.array().parse(res.body.Data);
      expect(outstanding!.DistributorCode).toBe(distributorCode);
      const s = await sums(
        await idOf(t, 'retailers', retailerCode),
        await idOf(t, 'distributors', distributorCode),
      );
      const ledger = await closing(token, retailerCode, distributorCode);
      expect(ledger, `${retailerCode} at ${distributorCode}`).toBe(
        toPaise(outstanding!.TotalOutstanding) + s.ob - s.cn - s.unapplied,
      );
      if (retailerCode === 'R0001') {
        // The collections settled the balance brought forward first, and nothing more on account.
        expect(s.ob).toBeGreaterThan(0n);
        expect(s.unapplied).toBe(s.ob);
        expect(ledger).toBe(toPaise(outstanding!.TotalOutstanding) - s.cn);
      }
    }
  });

  it('every payment credit in the ledger is a successful payment of that amount, and every success is credited', async () => {
    const credits = await rows<{ reference: string; credit: string }>(
      t,
      sql`select reference, credit::text from ledger_entries where kind = 'PAY' order by reference`,
    );
    const payments = await rows<{ txn_id: string; amount: string }>(
      t,
      sql`select txn_id, amount::text from payments where status = 'success' order by txn_id`,
    );
    expect(credits.map((c) => [c.reference, c.credit])).toEqual(payments.map((p) => [p.txn_id, p.amount]));
    // The monthly collections are payments applied to invoices, oldest first, not only credits.
    const [applied] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from payment_allocations pa join payments p on p.id = pa.payment_id
          where p.gateway = 'offline' and pa.applied_amount > 0`,
    );
    expect(Number(applied!.n)).toBeGreaterThan(0);
  });
});
