/**
 * Payment demo data (decision 090): for a retailer's invoices, oldest first, a payment history
 * the payment screens can show. Demo: the oldest invoice paid in full, the next partly paid after a
 * failed attempt, the third with a cancelled attempt and the fourth with a failed one (both still
 * unpaid), the rest unpaid. Large: the same pattern repeating every three invoices, for many
 * retailers. Rows are written as a successful callback would leave them (paid_amount, shares
 * applied, the ledger's credit), with test-gateway transaction ids.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { timestamp } from '../db/sql.ts';

interface PaymentSeed {
  clientId: number;
  /** Which invoices: a condition on `o` (orders) and `i` (invoices). */
  where: SQL;
  /** Transaction id prefix, unique per seed. */
  prefix: string;
  pattern: 'demo' | 'large';
  now: Date;
}

async function seedPayments(db: Db | Tx, s: PaymentSeed): Promise<void> {
  // k: the invoice's place among the retailer's, oldest first; its role from the pattern.
  const role =
    s.pattern === 'demo'
      ? sql`case k when 1 then 'paid' when 2 then 'part' when 3 then 'cancelled' when 4 then 'failed' else 'none' end`
      : sql`case k % 3 when 1 then 'paid' when 2 then 'part' else case when k % 2 = 0 then 'failed' else 'none' end end`;
  await db.execute(sql`create temporary table seed_pay on commit drop as
    select i.id as invoice_id, i.net_amount, o.retailer_id, o.distributor_id, i.created_at, ${role} as role
    from (select i.*, row_number() over (partition by o.retailer_id order by i.invoice_date, i.id) as k
          from invoices i join orders o on o.id = i.order_id
          where i.client_id = ${s.clientId} and i.net_amount > 0 and ${s.where}) i
    join orders o on o.id = i.order_id`);
  // Attempts that did not pay: a failure before the part payment, and the cancelled and failed ones.
  await db.execute(sql`insert into payments (client_id, retailer_id, distributor_id, txn_id, reference_no, request_hash,
      amount, status, gateway, mode, failure_reason, created_at, completed_at)
    select ${s.clientId}, retailer_id, distributor_id, ${`${s.prefix}F`} || invoice_id, 'seed-f-' || invoice_id, 'seed',
      net_amount, case role when 'cancelled' then 'cancelled' else 'failure' end, 'test',
      case role when 'cancelled' then null else 'CC' end,
      case role when 'cancelled' then 'Cancelled by user' else 'Bank declined the payment' end,
      least(${timestamp(s.now)}, created_at + interval '2 days'), least(${timestamp(s.now)}, created_at + interval '2 days')
    from seed_pay where role in ('part', 'cancelled', 'failed')`);
  // Successful payments: the whole invoice, or 40 % of it.
  await db.execute(sql`insert into payments (client_id, retailer_id, distributor_id, txn_id, reference_no, request_hash,
      amount, status, gateway, mode, bank_reference, gateway_payment_id, created_at, completed_at)
    select ${s.clientId}, retailer_id, distributor_id, ${`${s.prefix}S`} || invoice_id, 'seed-s-' || invoice_id, 'seed',
      case role when 'paid' then net_amount else round(net_amount * 0.4, 2) end, 'success', 'test',
      case role when 'paid' then 'UPI' else 'NB' end, 'TB' || lpad(invoice_id::text, 8, '0'), '40399' || lpad(invoice_id::text, 10, '0'),
      least(${timestamp(s.now)}, created_at + interval '3 days'), least(${timestamp(s.now)}, created_at + interval '3 days')
    from seed_pay where role in ('paid', 'part')`);
  await db.execute(sql`insert into payment_allocations (payment_id, invoice_id, seq, amount, applied_amount)
    select p.id, sp.invoice_id, 1, p.amount, case when p.status = 'success' then p.amount else 0 end
    from seed_pay sp join payments p on p.txn_id in (${`${s.prefix}F`} || sp.invoice_id, ${`${s.prefix}S`} || sp.invoice_id)`);
  await db.execute(sql`update invoices i set paid_amount = p.amount
    from seed_pay sp join payments p on p.txn_id = ${`${s.prefix}S`} || sp.invoice_id
    where i.id = sp.invoice_id`);
  // Each successful payment's credit in the ledger, as applySuccessfulPayment posts it (the same
  // source key, date in the client's zone, narration code and text as ledger/service.ts
  // paymentNarration).
  await db.execute(sql`insert into ledger_entries (client_id, retailer_id, distributor_id, entry_date, kind, reference,
      narration, narration_code, narration_params, credit, source_key, created_at)
    select p.client_id, p.retailer_id, p.distributor_id, to_char(p.completed_at at time zone c.time_zone, 'YYYY-MM-DD'),
      'PAY', p.txn_id, 'Payment for ' || string_agg(i.invoice_no, ', ' order by pa.seq) || ' (' || p.mode || ')',
      'payment', jsonb_build_object('invoices', string_agg(i.invoice_no, ', ' order by pa.seq), 'mode', p.mode),
      p.amount, 'PAY:' || p.txn_id, p.completed_at
    from payments p join clients c on c.id = p.client_id
      join payment_allocations pa on pa.payment_id = p.id join invoices i on i.id = pa.invoice_id
    where p.client_id = ${s.clientId} and p.status = 'success' and p.txn_id like ${`${s.prefix}S%`}
    group by p.id, c.time_zone
    on conflict (client_id, source_key) do nothing`);
  await db.execute(sql`drop table seed_pay`);
}

/** Retailer1's payment history at its distributor (the demo). */
export async function seedDemoPayments(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; distributorId: number; now: Date },
): Promise<void> {
  await seedPayments(db, {
    clientId: input.clientId,
    where: sql`o.retailer_id = ${input.retailerId} and o.distributor_id = ${input.distributorId}`,
    prefix: 'RSDEMO',
    pattern: 'demo',
    now: input.now,
  });
}

/** The large client's invoices (those of its first retailers, LINV*), every third paid or part paid. */
export async function seedLargePayments(db: Db | Tx, input: { clientId: number; now: Date }): Promise<void> {
  await seedPayments(db, {
    clientId: input.clientId,
    where: sql`i.invoice_no like 'LINV%'`,
    prefix: 'RSL',
    pattern: 'large',
    now: input.now,
  });
}
