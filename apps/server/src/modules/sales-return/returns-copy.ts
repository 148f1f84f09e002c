/**
 * The per-process copy the return lists read (docs/decisions/086): a retailer's returnable products
 * at a distributor and its return history, each read from the database once per version and then
 * filtered, sorted and paged in memory. The version is the retailer's `returns_version` (moved by
 * every change of its summaries, returns and invoices, migration 0015) read with the session, and
 * for the products also the catalogue version (names, pictures): a copy is never used after a
 * change has committed. A call without versions reads the database (queries.ts), as the
 * differential test does to prove both give the same answer.
 */
import { formatApiDate } from '@restock/domain/rules/delivery';
import type { Db } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { readThrough, versionedCache } from '../../db/versioned-cache.ts';
import {
  findReturnableCopyRows,
  findReturnHistoryCopyRows,
  type ProductListQuery,
  type ReturnHistoryQuery,
  type Row,
} from './queries.ts';

/** Versions read with the session; a null one means the copy is not used. */
export interface CopyVersions {
  returns: number | null;
  catalogue: number | null;
}

interface ReturnableEntry {
  row: Row;
  name: string;
  code: string;
  categoryId: number;
  subCategoryId: number;
  invoiceNos: string[];
}

interface HistoryEntry {
  row: Row;
  localDate: string;
  status: string;
  distributorId: number;
  returnNo: string;
  invoiceNo: string;
  productNames: string[];
}

// A retailer's returnable products are hundreds of rows at most (what it was invoiced); a few
// hundred copies are a few megabytes. Full, the cache starts again (versioned-cache.ts).
const returnable = versionedCache<string, Promise<ReturnableEntry[]>>(300);
const history = versionedCache<string, Promise<HistoryEntry[]>>(300);

const fold = (s: unknown): string => String(s ?? '').toLowerCase();

/**
 * A page of the returnable products from the copy (ProductList), or null when the versions are not
 * known. Same rules as queries.findReturnableProducts: name or code contains the text, the invoice
 * number contains InvoiceNo, category and sub-category, an attribute filter's matches, name order (ties by id) either way.
 */
export async function returnablePageFromCopy(
  db: Db,
  scope: { clientId: number; retailerId: number; distributorId: number },
  versions: CopyVersions,
  q: ProductListQuery,
): Promise<{ rows: Row[]; total: number } | null> {
  if (versions.returns === null || versions.catalogue === null) return null;
  const version = `${versions.returns}:${versions.catalogue}`;
  const entries = await readThrough(
    returnable,
    db,
    `${scope.clientId}:${scope.retailerId}:${scope.distributorId}`,
    version,
    async () =>
      (await findReturnableCopyRows(db, scope)).map((row) => ({
        row,
        name: fold(row.name),
        code: fold(row.code),
        categoryId: row.category_id === null ? -1 : int(row.category_id),
        subCategoryId: row.sub_category_id === null ? -1 : int(row.sub_category_id),
        invoiceNos: ((row.invoice_nos as string[] | null) ?? []).map(fold),
      })),
  );
  const text = fold(q.text);
  const invoice = fold(q.invoiceNo);
  const only = q.productIds === null ? null : new Set(q.productIds);
  const matching = entries.filter(
    (e) =>
      (only === null || only.has(int(e.row.id))) &&
      (text === '' || e.name.includes(text) || e.code.includes(text)) &&
      (q.categoryId === undefined || e.categoryId === q.categoryId) &&
      (q.subCategoryId === undefined || e.subCategoryId === q.subCategoryId) &&
      (invoice === '' || e.invoiceNos.some((no) => no.includes(invoice))),
  );
  if (q.descending) matching.reverse();
  return {
    rows: matching.slice(q.offset, q.offset + q.limit).map((e) => e.row),
    total: matching.length,
  };
}

/**
 * A page of the return history from the copy (ReturnView), or null when the version is not known.
 * Same rules as queries.findReturnPage: the dates are the client's calendar days, the text is in the
 * return number, the invoice number or a product's name, newest first.
 */
export async function returnHistoryPageFromCopy(
  db: Db,
  owner: { clientId: number; retailerId: number },
  returnsVersion: number | null,
  q: ReturnHistoryQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number } | null> {
  if (returnsVersion === null) return null;
  const entries = await readThrough(
    history,
    db,
    `${owner.clientId}:${owner.retailerId}:${q.timeZone}`,
    returnsVersion,
    async () =>
      (await findReturnHistoryCopyRows(db, owner, q.timeZone)).map((row) => ({
        row,
        localDate: String(row.local_date),
        status: String(row.status),
        distributorId: int(row.distributor_id),
        returnNo: fold(row.return_no),
        invoiceNo: fold(row.invoice_no),
        productNames: ((row.product_names as string[] | null) ?? []).map(fold),
      })),
  );
  const from = q.range.from ? formatApiDate(q.range.from) : null;
  const to = q.range.to ? formatApiDate(q.range.to) : null;
  const text = fold(q.text.trim());
  const matching = entries.filter(
    (e) =>
      (from === null || e.localDate >= from) &&
      (to === null || e.localDate <= to) &&
      (q.vendorId === undefined || e.distributorId === q.vendorId) &&
      (q.status === undefined || e.status === q.status) &&
      (text === '' ||
        e.returnNo.includes(text) ||
        e.invoiceNo.includes(text) ||
        e.productNames.some((n) => n.includes(text))),
  );
  return {
    rows: matching.slice(page.offset, page.offset + page.limit).map((e) => e.row),
    total: matching.length,
  };
}
