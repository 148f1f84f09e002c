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
  narration_code?: string | null;
  narration_params?: Record<string, string> | null;
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
    narrationCode: string | null;
    narrationParams: Record<string, string> | null;
    debit: string;
    credit: string;
    sourceKey: string;
    at: Date;
  },
): Promise<{ row: EntryRow; created: boolean }> {
  const inserted = await queryRows<EntryRow>(
    tx,
    sql`insert into ledger_entries (client_id, retailer_id, distributor_id, entry_date, kind, reference,
          narration, narration_code, narration_params, debit, credit, source_key, created_at)
        values (${e.clientId}, ${e.retailerId}, ${e.distributorId}, ${e.entryDate}, ${e.kind}, ${e.reference},
          ${e.narration}, ${e.narrationCode}, ${e.narrationParams === null ? null : JSON.stringify(e.narrationParams)}::jsonb,
          ${e.debit}, ${e.credit}, ${e.sourceKey}, ${timestamp(e.at)})
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

export interface LedgerMonthRow {
  retailer_code: string;
  distributor_code: string;
  distributor_name: string;
  /** Debits minus credits of every entry before the month. */
  opening: string;
  /** The month's entries, oldest first (json_agg: parsed by both drivers). */
  entries: EntryRow[] | null;
}

/**
 * A month of an account in one statement (a list call under the catalogue's budget, decision 092):
 * the retailer's and distributor's codes, the opening balance and the month's entries, oldest
 * first. Null when the retailer or distributor is not the client's. Prepared: its text never
 * changes, and the plan (the ledger_entries_account index for both parts) is the same for any
 * account.
 */
export async function findLedgerMonth(
  db: Db,
  account: LedgerAccount,
  from: string,
  to: string,
): Promise<LedgerMonthRow | null> {
  const [row] = await queryRows<LedgerMonthRow>(
    db,
    sql`select r.code as retailer_code, d.code as distributor_code, d.name as distributor_name,
          (select coalesce(sum(e.debit - e.credit), 0)::text from ledger_entries e
            where e.retailer_id = r.id and e.distributor_id = d.id and e.client_id = r.client_id
              and e.entry_date < ${from}) as opening,
          (select json_agg(json_build_object('id', m.id, 'entry_date', m.entry_date, 'kind', m.kind,
              'reference', m.reference, 'narration', m.narration, 'narration_code', m.narration_code,
              'narration_params', m.narration_params, 'debit', m.debit::text, 'credit', m.credit::text)
              order by m.entry_date, m.id)
            from ledger_entries m
            where m.retailer_id = r.id and m.distributor_id = d.id and m.client_id = r.client_id
              and m.entry_date between ${from} and ${to}) as entries
        from retailers r join distributors d on d.id = ${account.distributorId} and d.client_id = r.client_id
        where r.id = ${account.retailerId} and r.client_id = ${account.clientId}`,
    { prepare: 'ledger-month' },
  );
  return row ?? null;
}
