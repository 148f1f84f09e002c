/**
 * The query layer of the retailer ledger: the one insert every entry goes through, and the reads of
 * a month's statement. Amounts are read as numeric text and summed by PostgreSQL's exact numeric.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows, timestamp } from '../../db/sql.ts';

export interface LedgerAccount {
  clientId: number;
  retailerId: number;
  distributorId: number;
}

export interface EntryRow {
  id: number;
  entry_date: string;
  kind: string;
  reference: string;
  narration: string;
  debit: string;
  credit: string;
  source_key?: string;
  retailer_id?: number;
  distributor_id?: number;
}

/**
 * Writes an entry unless one with its source key exists; answers the stored row and whether this
 * call wrote it.
 */
export async function insertEntryOnce(
  tx: Db | Tx,
  e: LedgerAccount & {
    entryDate: string;
    kind: string;
    reference: string;
    narration: string;
    debit: string;
    credit: string;
    sourceKey: string;
    at: Date;
  },
): Promise<{ row: EntryRow; created: boolean }> {
  const inserted = await queryRows<EntryRow>(
    tx,
    sql`insert into ledger_entries (client_id, retailer_id, distributor_id, entry_date, kind, reference,
          narration, debit, credit, source_key, created_at)
        values (${e.clientId}, ${e.retailerId}, ${e.distributorId}, ${e.entryDate}, ${e.kind}, ${e.reference},
          ${e.narration}, ${e.debit}, ${e.credit}, ${e.sourceKey}, ${timestamp(e.at)})
        on conflict (client_id, source_key) do nothing
        returning id, entry_date, kind, reference, narration, debit::text as debit, credit::text as credit`,
  );
  if (inserted[0]) return { row: inserted[0], created: true };
  const [existing] = await queryRows<EntryRow>(
    tx,
    sql`select id, entry_date, kind, reference, narration, debit::text as debit, credit::text as credit,
          retailer_id, distributor_id
        from ledger_entries where client_id = ${e.clientId} and source_key = ${e.sourceKey}`,
  );
  return { row: existing!, created: false };
}

/** Debits minus credits of every entry dated before `from` (YYYY-MM-DD): the opening balance. */
export async function findBalanceBefore(db: Db, account: LedgerAccount, from: string): Promise<string> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select coalesce(sum(debit - credit), 0)::text as balance from ledger_entries
        where client_id = ${account.clientId} and retailer_id = ${account.retailerId}
          and distributor_id = ${account.distributorId} and entry_date < ${from}`,
  );
  return row?.balance ?? '0';
}

/** The entries dated from..to (YYYY-MM-DD, inclusive), oldest first (date, then posting order). */
export async function findEntriesBetween(
  db: Db,
  account: LedgerAccount,
  from: string,
  to: string,
): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`select id, entry_date, kind, reference, narration, debit::text as debit, credit::text as credit
        from ledger_entries
        where client_id = ${account.clientId} and retailer_id = ${account.retailerId}
          and distributor_id = ${account.distributorId} and entry_date between ${from} and ${to}
        order by entry_date, id`,
  );
}

/** The retailer's code and the distributor's code and name, when the retailer trades with it. */
export async function findAccountNames(
  db: Db,
  account: LedgerAccount,
): Promise<{ retailer_code: string; distributor_code: string; distributor_name: string } | null> {
  const [row] = await queryRows<{
    retailer_code: string;
    distributor_code: string;
    distributor_name: string;
  }>(
    db,
    sql`select r.code as retailer_code, d.code as distributor_code, d.name as distributor_name
        from retailers r, distributors d
        where r.id = ${account.retailerId} and r.client_id = ${account.clientId}
          and d.id = ${account.distributorId} and d.client_id = ${account.clientId}`,
  );
  return row ?? null;
}
