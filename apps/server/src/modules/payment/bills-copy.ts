/**
 * The per-process copy the payment lists read (decision 097, as decision 086 for the return
 * lists): a retailer's invoices at a distributor with what is paid on them and each one's latest
 * successful payment, read from the database once per version and then split, sorted and paged in
 * memory. The version is the retailer's `returns_version`, read with the session: the invoice
 * triggers of migration 0015 move it with every statement that inserts, updates or deletes an
 * invoice (a payment applied changes `invoices.paid_amount` in the same transaction, and the
 * latest payment shown is always one that changed an invoice), and a distributor's name change
 * moves it too. A call without a version reads the database (queries.ts findBillPage), as the
 * differential test does to prove both answer the same.
 */
import { toPaise } from '@restock/domain/rules/pricing';
import type { Db } from '../../db/client.ts';
import { readThrough, versionedCache } from '../../db/versioned-cache.ts';
import { findBillCopyRows, type PaymentOwner, type Row } from './queries.ts';

interface BillEntry {
  row: Row;
  pending: boolean;
  outstanding: bigint;
}

// A retailer's invoices at one distributor: hundreds of rows at most; a few hundred copies are a
// few megabytes. Full, the cache starts again (versioned-cache.ts).
const bills = versionedCache<string, Promise<BillEntry[]>>(300);

function entriesOf(db: Db, owner: PaymentOwner, distributorId: number, version: number) {
  return readThrough(bills, db, `${owner.clientId}:${owner.retailerId}:${distributorId}`, version, async () =>
    (await findBillCopyRows(db, owner, distributorId)).map((row) => {
      const net = toPaise(String(row.net_amount));
      const paid = toPaise(String(row.paid_amount));
      return { row, pending: paid < net, outstanding: paid < net ? net - paid : 0n };
    }),
  );
}

/**
 * A page of the pending (oldest first) or paid (newest first) invoices from the copy, or null when
 * the version is not known. Same rules as queries.findBillPage.
 */
export async function billPageFromCopy(
  db: Db,
  owner: PaymentOwner,
  distributorId: number,
  returnsVersion: number | null,
  kind: 'pending' | 'paid',
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number } | null> {
  if (returnsVersion === null) return null;
  // The copy is in the pending order (invoice date, then id, ascending).
  const entries = await entriesOf(db, owner, distributorId, returnsVersion);
  const matching = entries.filter((e) => e.pending === (kind === 'pending'));
  if (kind === 'paid') matching.reverse();
  return {
    rows: matching.slice(page.offset, page.offset + page.limit).map((e) => e.row),
    total: matching.length,
  };
}

/** What is outstanding from the copy (as queries.findOutstanding), or null without a version. */
export async function outstandingFromCopy(
  db: Db,
  owner: PaymentOwner,
  distributorId: number,
  returnsVersion: number | null,
): Promise<{ total: bigint; count: number } | null> {
  if (returnsVersion === null) return null;
  const entries = await entriesOf(db, owner, distributorId, returnsVersion);
  let total = 0n;
  let count = 0;
  for (const e of entries)
    if (e.pending) {
      total += e.outstanding;
      count += 1;
    }
  return { total, count };
}
