/**
 * The query layer of payments: the retailer's invoices with what is paid on them, payments and
 * their shares of invoices. Every read is scoped by client and retailer through the invoice's
 * order: someone else's invoice or payment is simply not found.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { and, queryRows, timestamp } from '../../db/sql.ts';
import { int } from '../../db/values.ts';

export interface PaymentOwner {
  clientId: number;
  retailerId: number;
}

export type Row = Record<string, unknown>;

/** The latest successful payment that put money on an invoice (for the lists' transaction id). */
const LAST_PAYMENT = sql`left join lateral (
    select p.txn_id, p.mode, p.completed_at from payment_allocations pa join payments p on p.id = pa.payment_id
    where pa.invoice_id = i.id and p.status = 'success' and pa.applied_amount > 0
    order by p.completed_at desc, p.id desc limit 1) lp on true`;

const BILL_COLUMNS = sql`i.id, i.invoice_no, i.invoice_date, i.net_amount::text as net_amount,
  i.paid_amount::text as paid_amount, o.order_no, o.distributor_id, d.name as distributor_name,
  lp.txn_id as last_txn_id, lp.mode as last_mode, lp.completed_at as last_paid_at`;

const BILL_FROM = sql`invoices i join orders o on o.id = i.order_id join distributors d on d.id = o.distributor_id`;

function ownerWhere(owner: PaymentOwner, distributorId: number | null): SQL[] {
  const parts = [
    sql`o.client_id = ${owner.clientId}`,
    sql`o.retailer_id = ${owner.retailerId}`,
    sql`i.client_id = ${owner.clientId}`,
  ];
  if (distributorId !== null) parts.push(sql`o.distributor_id = ${distributorId}`);
  return parts;
}

/** The codes and names GenerateHash checks and the gateway's form carries. */
export async function findPayer(
  db: Db,
  owner: PaymentOwner,
  distributorId: number,
): Promise<{
  retailerCode: string;
  retailerName: string;
  email: string;
  mobile: string;
  distributorCode: string;
  distributorName: string;
} | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select r.code as retailer_code, r.name as retailer_name, r.email, r.mobile, d.code as distributor_code, d.name as distributor_name
        from retailers r join distributors d on d.id = ${distributorId} and d.client_id = ${owner.clientId}
        where r.id = ${owner.retailerId} and r.client_id = ${owner.clientId}`,
  );
  if (!row) return null;
  return {
    retailerCode: String(row.retailer_code),
    retailerName: String(row.retailer_name ?? ''),
    email: String(row.email ?? ''),
    mobile: String(row.mobile ?? ''),
    distributorCode: String(row.distributor_code),
    distributorName: String(row.distributor_name ?? ''),
  };
}

/**
 * A page of the retailer's invoices at a distributor: 'pending' (something still to pay) oldest
 * first, the order a payment settles them in; 'paid' newest first. And how many there are.
 */
export async function findBillPage(
  db: Db,
  owner: PaymentOwner,
  distributorId: number,
  kind: 'pending' | 'paid',
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const where = and([
    ...ownerWhere(owner, distributorId),
    kind === 'pending' ? sql`i.paid_amount < i.net_amount` : sql`i.paid_amount >= i.net_amount`,
  ]);
  const order = kind === 'pending' ? sql`i.invoice_date asc, i.id asc` : sql`i.invoice_date desc, i.id desc`;
  const [rows, count] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${BILL_COLUMNS} from ${BILL_FROM} ${LAST_PAYMENT} where ${where}
          order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from invoices i join orders o on o.id = i.order_id where ${where}`,
    ),
  ]);
  return { rows, total: int(count[0]?.n) };
}

/**
 * Every invoice of the retailer at a distributor with its payment columns, in the pending order
 * (invoice date, then id): the rows of the per-process copy (bills-copy.ts).
 */
export async function findBillCopyRows(db: Db, owner: PaymentOwner, distributorId: number): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select ${BILL_COLUMNS} from ${BILL_FROM} ${LAST_PAYMENT} where ${and(ownerWhere(owner, distributorId))}
        order by i.invoice_date asc, i.id asc`,
  );
}

/** What the retailer owes a distributor in all, and on how many invoices. */
export async function findOutstanding(
  db: Db,
  owner: PaymentOwner,
  distributorId: number,
): Promise<{ total: string; count: number }> {
  const [row] = await queryRows<Row>(
    db,
    sql`select coalesce(sum(i.net_amount - i.paid_amount), 0)::text as total, count(*)::int as n
        from invoices i join orders o on o.id = i.order_id
        where ${and([...ownerWhere(owner, distributorId), sql`i.paid_amount < i.net_amount`])}`,
  );
  return { total: String(row?.total ?? '0'), count: int(row?.n) };
}

/** The retailer's own invoices at the distributor among `invoiceNos`; others' numbers are absent. */
export async function findOwnInvoices(
  db: Db | Tx,
  owner: PaymentOwner,
  distributorId: number,
  invoiceNos: readonly string[],
): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select i.id, i.invoice_no, i.invoice_date, i.net_amount::text as net_amount, i.paid_amount::text as paid_amount
        from invoices i join orders o on o.id = i.order_id
        where ${and([
          ...ownerWhere(owner, distributorId),
          sql`i.invoice_no in (${sql.join(
            invoiceNos.map((n) => sql`${n}`),
            sql`, `,
          )})`,
        ])}`,
  );
}

/** One invoice of the retailer (any distributor) with its payment columns. */
export async function findOwnBill(db: Db, owner: PaymentOwner, invoiceId: number): Promise<Row | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${BILL_COLUMNS} from ${BILL_FROM} ${LAST_PAYMENT}
        where ${and([...ownerWhere(owner, null), sql`i.id = ${invoiceId}`])}`,
  );
  return row ?? null;
}

const PAYMENT_COLUMNS = sql`p.id, p.txn_id, p.reference_no, p.request_hash, p.amount::text as amount, p.status,
  p.gateway, p.mode, p.bank_reference, p.failure_reason, p.created_at, p.completed_at, p.retailer_id,
  p.distributor_id, p.client_id`;

/** Every payment that named the invoice, newest first, with its share of it. */
export async function findPaymentsOfInvoice(db: Db, invoiceId: number): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select ${PAYMENT_COLUMNS}, pa.amount::text as share, pa.applied_amount::text as applied
        from payment_allocations pa join payments p on p.id = pa.payment_id
        where pa.invoice_id = ${invoiceId} order by p.created_at desc, p.id desc`,
  );
}

/** A payment of the retailer by its transaction id. */
export async function findOwnPayment(db: Db, owner: PaymentOwner, txnId: string): Promise<Row | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${PAYMENT_COLUMNS} from payments p
        where p.txn_id = ${txnId} and p.client_id = ${owner.clientId} and p.retailer_id = ${owner.retailerId}`,
  );
  return row ?? null;
}

/** A payment's shares of invoices, in the order they are settled. */
export async function findAllocations(db: Db | Tx, paymentId: number): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select pa.invoice_id, i.invoice_no, pa.amount::text as amount, pa.applied_amount::text as applied
        from payment_allocations pa join invoices i on i.id = pa.invoice_id
        where pa.payment_id = ${paymentId} order by pa.seq`,
  );
}

export interface NewPayment {
  clientId: number;
  retailerId: number;
  distributorId: number;
  txnId: string;
  referenceNo: string;
  requestHash: string;
  amount: string;
  gateway: string;
  at: Date;
}

/** Starts a payment; null when the retailer already has one under this reference. */
export async function insertPayment(tx: Tx, p: NewPayment): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into payments (client_id, retailer_id, distributor_id, txn_id, reference_no, request_hash, amount, gateway, created_at)
        values (${p.clientId}, ${p.retailerId}, ${p.distributorId}, ${p.txnId}, ${p.referenceNo}, ${p.requestHash},
          ${p.amount}, ${p.gateway}, ${timestamp(p.at)})
        on conflict (retailer_id, reference_no) do nothing
        returning id`,
  );
  return row ? int(row.id) : null;
}

export async function findPaymentByReference(
  tx: Tx,
  retailerId: number,
  referenceNo: string,
): Promise<Row | null> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select ${PAYMENT_COLUMNS} from payments p where p.retailer_id = ${retailerId} and p.reference_no = ${referenceNo}`,
  );
  return row ?? null;
}

export async function insertAllocations(
  tx: Tx,
  paymentId: number,
  shares: ReadonlyArray<{ invoiceId: number; amount: string }>,
): Promise<void> {
  await tx.execute(
    sql`insert into payment_allocations (payment_id, invoice_id, seq, amount) values ${sql.join(
      shares.map((s, i) => sql`(${paymentId}, ${s.invoiceId}, ${i + 1}, ${s.amount})`),
      sql`, `,
    )}`,
  );
}

/** The payment of a callback, locked: concurrent callbacks of one transaction run one at a time. */
export async function lockPaymentByTxn(tx: Tx, txnId: string): Promise<Row | null> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select ${PAYMENT_COLUMNS} from payments p where p.txn_id = ${txnId} for update`,
  );
  return row ?? null;
}

/** Invoices locked in id order (two payments of overlapping invoices cannot deadlock). */
export async function lockInvoices(tx: Tx, invoiceIds: readonly number[]): Promise<Row[]> {
  if (invoiceIds.length === 0) return [];
  return queryRows<Row>(
    tx,
    sql`select id, net_amount::text as net_amount, paid_amount::text as paid_amount from invoices
        where id in (${sql.join(
          invoiceIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`,
  );
}

export async function addPaidAmount(tx: Tx, invoiceId: number, amount: string): Promise<void> {
  await tx.execute(
    sql`update invoices set paid_amount = paid_amount + ${amount}::numeric where id = ${invoiceId}`,
  );
}

export async function setAppliedAmount(
  tx: Tx,
  paymentId: number,
  invoiceId: number,
  amount: string,
): Promise<void> {
  await tx.execute(
    sql`update payment_allocations set applied_amount = ${amount}::numeric
        where payment_id = ${paymentId} and invoice_id = ${invoiceId}`,
  );
}

export interface Settlement {
  status: 'success' | 'failure' | 'cancelled';
  gatewayPaymentId: string | null;
  mode: string | null;
  bankReference: string | null;
  failureReason: string | null;
  unapplied: string;
  at: Date;
}

export async function settlePayment(tx: Tx, paymentId: number, s: Settlement): Promise<void> {
  await tx.execute(
    sql`update payments set status = ${s.status}, gateway_payment_id = ${s.gatewayPaymentId}, mode = ${s.mode},
          bank_reference = ${s.bankReference}, failure_reason = ${s.failureReason},
          unapplied_amount = ${s.unapplied}::numeric, completed_at = ${timestamp(s.at)}
        where id = ${paymentId}`,
  );
}

/** What the ledger's credit of a payment needs: its account, amount and the client's time zone. */
export async function findPaymentAccount(tx: Tx, paymentId: number): Promise<Row> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select p.client_id, p.retailer_id, p.distributor_id, p.txn_id, p.amount::text as amount, c.time_zone
        from payments p join clients c on c.id = p.client_id where p.id = ${paymentId}`,
  );
  if (!row) throw new Error(`payment ${paymentId} not found`);
  return row;
}

/**
 * Payments still initiated that started between the two times, oldest first: of one retailer
 * (one transaction, or those that named an invoice) or all (the sweep).
 */
export async function findStalePayments(
  db: Db,
  q: {
    owner?: PaymentOwner;
    txnId?: string;
    invoiceId?: number;
    startedBefore: Date;
    startedAfter: Date;
    limit: number;
  },
): Promise<Array<{ txnId: string; createdAt: Date }>> {
  const where: SQL[] = [
    sql`p.status = 'initiated'`,
    sql`p.created_at < ${timestamp(q.startedBefore)}`,
    sql`p.created_at > ${timestamp(q.startedAfter)}`,
  ];
  if (q.owner) where.push(sql`p.client_id = ${q.owner.clientId}`, sql`p.retailer_id = ${q.owner.retailerId}`);
  if (q.txnId !== undefined) where.push(sql`p.txn_id = ${q.txnId}`);
  if (q.invoiceId !== undefined)
    where.push(
      sql`exists (select 1 from payment_allocations pa where pa.payment_id = p.id and pa.invoice_id = ${q.invoiceId})`,
    );
  const found = await queryRows<Row>(
    db,
    sql`select p.txn_id, p.created_at from payments p where ${and(where)} order by p.created_at, p.id limit ${q.limit}`,
  );
  return found.map((r) => ({ txnId: String(r.txn_id), createdAt: new Date(r.created_at as string | Date) }));
}

/** The retailer's invoices at a distributor dated up to `upTo` with something still to pay, oldest first, locked. */
export async function lockOutstandingInvoicesUpTo(
  tx: Tx,
  owner: PaymentOwner,
  distributorId: number,
  upTo: string,
): Promise<Row[]> {
  return queryRows<Row>(
    tx,
    sql`select i.id, i.invoice_no, i.net_amount::text as net_amount, i.paid_amount::text as paid_amount
        from invoices i join orders o on o.id = i.order_id
        where ${and([...ownerWhere(owner, distributorId), sql`i.paid_amount < i.net_amount`, sql`i.invoice_date <= ${upTo}`])}
        order by i.invoice_date, i.id for update of i`,
  );
}
