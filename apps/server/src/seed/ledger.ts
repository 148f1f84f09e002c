/**
 * Demo ledgers (route retailerLedger; docs/decisions/092). Invoices post their own debits when the
 * order seed raises them (orders/fulfilment recordInvoice); this step adds what the distributor's
 * side would: a balance brought forward from before the app, a payment in every month the ledger
 * picker offers, and the credit notes of approved returns. The monthly payments are collections
 * the distributor received outside the app (cash, cheque, bank transfer to its salesman), recorded
 * as real payments (payment/service.ts recordCollection, decision 097): they settle the balance
 * brought forward first (on account: no invoice carries it), then the oldest invoices, through
 * applySuccessfulPayment, so invoices, payments and the ledger agree. The payments seed runs
 * before this one (its payments are older news on the same invoices).
 *
 * The large seed does the same for the retailers that have invoices.
 */
import { addDays, formatApiDate, todayIn } from '@restock/domain/rules/delivery';
import { DEFAULT_LEDGER_MONTHS, ledgerMonths } from '@restock/domain/rules/ledger';
import { divideRoundHalfUp, type Paise, toPaise } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows, timestamp } from '../db/sql.ts';
import { int } from '../db/values.ts';
import { postLedgerEntry } from '../modules/ledger/service.ts';
import { recordCollection } from '../modules/payment/service.ts';
import { postReturnCreditNote } from '../modules/sales-return/service.ts';

const MODES = ['UPI', 'NEFT', 'Cheque', 'Cash'];

/**
 * retailer1's ledger at its distributor: an opening balance on the first day of the oldest month
 * offered, then on the 10th of each month (today in the current month, when earlier) a collection
 * of about 30% of what is owed by then, so every month of the picker has entries and the balance
 * stays a realistic amount owed; and the credit notes of its approved returns. A collection is at
 * most what is left of the balance brought forward plus what the invoices dated by then still
 * owe (recordCollection), so none is money on account beyond the balance brought forward.
 */
export async function seedDemoLedger(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; distributorId: number; now: Date; timeZone: string },
): Promise<void> {
  const account = {
    clientId: input.clientId,
    retailerId: input.retailerId,
    distributorId: input.distributorId,
  };
  const today = todayIn(input.now, input.timeZone);
  const months = ledgerMonths(today, DEFAULT_LEDGER_MONTHS).reverse();
  const oldest = months[0]!;
  const firstDay = formatApiDate({ year: oldest.year, month: oldest.month, day: 1 });
  await postLedgerEntry(db, {
    ...account,
    date: firstDay,
    kind: 'OB',
    reference: 'OPENING',
    narration: { code: 'broughtForward' },
    debit: toPaise('86400.00'),
    sourceKey: `OB:${input.retailerId}:${input.distributorId}`,
    at: input.now,
  });

  const approved = await queryRows<{ id: number; at: Date | string }>(
    db,
    sql`select sr.id, max(h.changed_at) as at from sales_returns sr
        join sales_return_status_history h on h.return_id = sr.id and h.status = 'A'
        where sr.client_id = ${input.clientId} and sr.retailer_id = ${input.retailerId} and sr.status = 'A'
          and sr.kind = 'SR'
        group by sr.id`,
  );
  for (const r of approved) await postReturnCreditNote(db, int(r.id), new Date(r.at));

  let broughtForward: Paise = toPaise('86400.00');
  for (const [i, m] of months.entries()) {
    const day = Math.min(10, m.year === today.year && m.month === today.month ? today.day : 10);
    const date = formatApiDate({ year: m.year, month: m.month, day });
    const owed = await balanceThrough(db, account, date);
    // 30% of what is owed, in whole hundreds of rupees, and never less than ₹500.
    let amount: Paise = (divideRoundHalfUp(owed * 30n, 100n) / 10_000n) * 10_000n;
    if (amount < 50_000n) amount = 50_000n;
    const recorded = await recordCollection(db, {
      ...account,
      txnId: `DEMO${input.retailerId}D${input.distributorId}M${m.year}${String(m.month).padStart(2, '0')}`,
      amount,
      onAccount: broughtForward,
      date,
      mode: MODES[i % MODES.length]!,
      at: noonOf(date, input.now),
    });
    broughtForward -= recorded < broughtForward ? recorded : broughtForward;
  }
}

/** Midday (India) of a local date, but never after `now`: when a collection is recorded. */
function noonOf(date: string, now: Date): Date {
  const at = new Date(`${date}T06:30:00Z`);
  return at > now ? now : at;
}

async function balanceThrough(
  db: Db | Tx,
  account: { clientId: number; retailerId: number; distributorId: number },
  date: string,
): Promise<Paise> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select coalesce(sum(debit - credit), 0)::text as balance from ledger_entries
        where client_id = ${account.clientId} and retailer_id = ${account.retailerId}
          and distributor_id = ${account.distributorId} and entry_date <= ${date}`,
  );
  return toPaise(row?.balance ?? '0');
}

/**
 * The large client's ledgers, set-based: the debits of its invoices (written by the returns seed
 * without the order fulfilment), credit notes of its approved returns (one piece a line, at the
 * line's price), and for every retailer and distributor with invoices a payment on the 10th of
 * each of the last 12 months worth 80% of the invoices of the month before.
 */
export async function seedLargeLedger(db: Db | Tx, input: { clientId: number; now: Date; timeZone: string }) {
  const c = input.clientId;
  const at = timestamp(input.now);
  await db.execute(
    sql`insert into ledger_entries (client_id, retailer_id, distributor_id, entry_date, kind, reference, narration,
          narration_code, narration_params, debit, source_key, created_at)
        select i.client_id, o.retailer_id, o.distributor_id, i.invoice_date, 'INV', i.invoice_no,
          'Invoice for order ' || o.order_no, 'invoice', jsonb_build_object('order', o.order_no),
          i.net_amount, 'INV:' || i.id, i.created_at
        from invoices i join orders o on o.id = i.order_id
        where i.client_id = ${c} and i.net_amount > 0
        on conflict (client_id, source_key) do nothing`,
  );
  await db.execute(
    sql`insert into ledger_entries (client_id, retailer_id, distributor_id, entry_date, kind, reference, narration,
          narration_code, narration_params, credit, source_key, created_at)
        select sr.client_id, sr.retailer_id, sr.distributor_id, to_char(sr.updated_at + interval '1 day', 'YYYY-MM-DD'),
          'CN', sr.return_no, 'Credit note for return against ' || sr.invoice_no,
          'creditNote', jsonb_build_object('invoice', sr.invoice_no), sum(ol.price * it.qty),
          'CN:' || sr.id, ${at}
        from sales_returns sr join sales_return_items it on it.return_id = sr.id
        join invoice_lines il on il.invoice_id = sr.invoice_id
        join order_lines ol on ol.id = il.order_line_id and ol.product_id = it.product_id
        where sr.client_id = ${c} and sr.status = 'A' and sr.kind = 'SR'
        group by sr.id
        having sum(ol.price * it.qty) > 0
        on conflict (client_id, source_key) do nothing`,
  );
  const today = todayIn(input.now, input.timeZone);
  const months = ledgerMonths(today, DEFAULT_LEDGER_MONTHS).reverse();
  for (const m of months) {
    const day = m.year === today.year && m.month === today.month ? Math.min(10, today.day) : 10;
    const date = formatApiDate({ year: m.year, month: m.month, day });
    const prevFrom = formatApiDate(addDays({ year: m.year, month: m.month, day: 1 }, -1)).slice(0, 8);
    const accounts = await queryRows<{ retailer_id: number; distributor_id: number; amount: string }>(
      db,
      sql`select e.retailer_id, e.distributor_id, round(sum(e.debit) * 0.8, 2)::text as amount
          from ledger_entries e
          where e.client_id = ${c} and e.kind = 'INV' and e.entry_date like ${`${prevFrom}%`}
          group by e.retailer_id, e.distributor_id order by 1, 2`,
    );
    for (const a of accounts)
      await recordCollection(db, {
        clientId: c,
        retailerId: int(a.retailer_id),
        distributorId: int(a.distributor_id),
        txnId: `LPAY${a.retailer_id}D${a.distributor_id}M${date.slice(0, 7).replace('-', '')}`,
        amount: toPaise(a.amount),
        onAccount: 0n,
        date,
        mode: 'NEFT',
        at: noonOf(date, input.now),
      });
  }
}
