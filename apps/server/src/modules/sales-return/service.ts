/**
 * Sales returns (returns spec sections 3-5 and 7; docs/decisions/082): the return summary a
 * retailer fills per product and reason at its selected distributor, the submit that turns it into
 * a return (SRH number, status S) in one transaction, and the history. The ceiling of every product
 * is rules/sales-return: pieces invoiced by the distributor less pieces in returns not rejected.
 * Every writer takes the retailer-distributor row's lock (queries lockReturnScope) first, so an
 * upload, a clear and any number of concurrent submits of one summary apply one after the other.
 */
import { createHash } from 'node:crypto';
import type {
  TReturnCondition,
  TReturnDetail,
  TReturnHeader,
  TReturnLine,
  TReturnProduct,
  TReturnProductListRequest,
  TReturnReason,
  TReturnSubmitRequest,
  TReturnSummaryItem,
  TReturnUploadRequest,
  TReturnViewRequest,
} from '@restock/domain/contracts/sales-return';
import { formatApiDate, todayIn } from '@restock/domain/rules/delivery';
import { resolveHistoryFilter } from '@restock/domain/rules/order-status';
import { divideRoundHalfUp, toPaise } from '@restock/domain/rules/pricing';
import {
  checkReturnLine,
  fitsReturnable,
  normaliseReturnStatus,
  RETURN_SUMMARY_MAX_LINES,
  returnableQty,
  returnPieces,
  returnStatusName,
  type SalesReturnStatus,
} from '@restock/domain/rules/sales-return';
import type { AppSettings } from '@restock/domain/settings';
import type { Db, Tx } from '../../db/client.ts';
import { int, isoDate } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { postLedgerEntry, returnCreditNote } from '../ledger/service.ts';
import { findAttributeFilterProductIds } from '../product/service.ts';
import {
  countSummaryLines,
  deleteSummary,
  deleteSummaryLine,
  findConditions,
  findExchangeReturn,
  findInvoiceByNo,
  findInvoicedProductIds,
  findProductFacts,
  findReasons,
  findReasonsById,
  findReturnableProducts,
  findReturnById,
  findReturnByKey,
  findReturnCreditFacts,
  findReturnItems,
  findReturnPage,
  findReturnStatusHistory,
  findSummaryLines,
  insertReturn,
  insertReturnStatus,
  lockExchangeReturnOfOrder,
  lockReturnScope,
  type ReturnOwner,
  type ReturnScope,
  type ReturnWrite,
  type Row,
  updateReturnStatus,
  upsertSummaryLine,
} from './queries.ts';
import { type CopyVersions, returnablePageFromCopy, returnHistoryPageFromCopy } from './returns-copy.ts';

export type { ReturnOwner, ReturnScope, ReturnWrite } from './queries.ts';
export type { CopyVersions } from './returns-copy.ts';

/** Versions that read the database, not the copy. */
const NO_COPY: CopyVersions = { returns: null, catalogue: null };

/** The message key a return above what may be returned answers with (E017). */
export const RETURN_EXCEEDS_KEY = 'returnQtyExceedsInvoiced';
export const RETURN_NOT_FOUND_MSG = 'Invalid return or No data found';

const imageOf = (productId: number, stored: unknown): string =>
  stored ? String(stored) : `/images/products/${productId}.svg`;

/** Sales return is switched on by isShowSalesReturn; off, every call is refused (E017, 403). */
export function assertSalesReturnOn(settings: AppSettings): void {
  if (!settings.flags.isShowSalesReturn)
    throw new AppError('E017', 'Sales return is not enabled', { http: 403 });
}

/**
 * The returnable products list (ProductList) serves the sales return and the exchange return's
 * return step (docs/decisions/084): either switch opens it.
 */
export function assertReturnableListOn(settings: AppSettings): void {
  if (!settings.flags.isShowSalesReturn && !settings.flags.isEnableExchangeReturn)
    throw new AppError('E017', 'Sales return is not enabled', { http: 403 });
}

/** The client's active return reasons of a kind: SR sales return, EX exchange return. */
export async function listReasons(db: Db, clientId: number, kind = 'SR'): Promise<TReturnReason[]> {
  const rows = await findReasons(db, clientId, kind);
  return rows.map((r) => ({ ReasonId: int(r.id), ReasonName: String(r.name) }));
}

export async function listConditions(db: Db, clientId: number): Promise<TReturnCondition[]> {
  const rows = await findConditions(db, clientId);
  return rows.map((r) => ({
    ConditionId: int(r.id),
    ConditionCode: String(r.code),
    ConditionName: String(r.name),
  }));
}

/**
 * The returnable products an attribute filter keeps, by the catalogue's rules (product module), or
 * null when the filter holds no condition. Attribute facts are the catalogue's, read each call; the
 * copy (or the database) then keeps these ids. A bad entry is E008.
 */
async function attributeMatches(
  db: Db,
  scope: ReturnScope,
  body: TReturnProductListRequest,
): Promise<number[] | null> {
  if (body.AttrFilter.length === 0) return null;
  const ids = await findAttributeFilterProductIds(
    db,
    scope,
    body.AttrFilter,
    await findInvoicedProductIds(db, scope),
  );
  return ids === null ? null : [...ids];
}

/**
 * ProductList: a page of the returnable products. With the session's versions it reads the
 * per-process copy (returns-copy.ts), without them the database.
 */
export async function listReturnableProducts(
  db: Db,
  scope: ReturnScope,
  body: TReturnProductListRequest,
  versions: CopyVersions = NO_COPY,
): Promise<{ products: TReturnProduct[]; total: number }> {
  const query = {
    text: body.SearchText.trim(),
    invoiceNo: body.InvoiceNo,
    categoryId: body.CategoryId,
    subCategoryId: body.SubCategoryId,
    // Only the name sorts the return list; a price (or any other) sort falls back to Name_ASC,
    // with an attribute filter or without (spec section 5, decision 127).
    descending: body.Sort === 'Name_DESC',
    productIds: await attributeMatches(db, scope, body),
    offset: (body.Page - 1) * body.PageSize,
    limit: body.PageSize,
  };
  const { rows, total } =
    (await returnablePageFromCopy(db, scope, versions, query)) ??
    (await findReturnableProducts(db, scope, query));
  return {
    products: rows.map((r) => {
      const id = int(r.id);
      const invoiced = int(r.invoiced);
      const returned = int(r.returned);
      return {
        PId: id,
        PName: String(r.name),
        ProductCode: String(r.code),
        PrincipalId: int(r.principal_id),
        ConversionQty: Math.max(1, int(r.conversion_qty)),
        UomId: 1,
        ImageUrl: imageOf(id, r.image_url),
        InvoicedQty: invoiced,
        ReturnedQty: returned,
        ReturnableQty: returnableQty(invoiced, returned),
        SummaryQty: int(r.summary_qty),
      };
    }),
    total,
  };
}

/** The summary grouped by product, each with its reasons and the pieces it may still return. */
export async function loadSummary(db: Db | Tx, scope: ReturnScope): Promise<TReturnSummaryItem[]> {
  const lines = await findSummaryLines(db, scope);
  if (lines.length === 0) return [];
  const facts = await findProductFacts(db, scope, [...new Set(lines.map((l) => int(l.product_id)))]);
  const factOf = new Map(facts.map((f) => [int(f.id), f]));
  const items = new Map<number, TReturnSummaryItem>();
  for (const l of lines) {
    const pid = int(l.product_id);
    let item = items.get(pid);
    if (!item) {
      const f = factOf.get(pid);
      item = {
        PId: pid,
        PName: String(l.product_name),
        PrincipalId: int(l.principal_id),
        ConversionQty: Math.max(1, int(l.conversion_qty)),
        UomId: 1,
        MfgDate: '',
        Reasons: [],
        selectedCaseQty: 0,
        selectedPieceQty: 0,
        TotalQty: 0,
        ReturnableQty: f ? returnableQty(int(f.invoiced), int(f.returned)) : 0,
      };
      items.set(pid, item);
    }
    const mfg = l.mfg_date ? String(l.mfg_date) : '';
    item.Reasons.push({
      ReasonId: int(l.reason_id),
      ReasonName: String(l.reason_name),
      Qty: int(l.qty),
      CaseQty: int(l.case_qty),
      PieceQty: int(l.piece_qty),
      MfgDate: mfg,
    });
    item.selectedCaseQty += int(l.case_qty);
    item.selectedPieceQty += int(l.piece_qty);
    item.TotalQty += int(l.qty);
    if (item.MfgDate === '') item.MfgDate = mfg;
  }
  return [...items.values()];
}

/** A refusal for lines above what may be returned, naming the products. */
function exceeds(names: string[]): AppError {
  return new AppError('E017', `${RETURN_EXCEEDS_KEY}: ${names.join(', ')}`);
}

/**
 * Sets summary lines (ReturnUpload): each (product, reason) gets the cases and pieces sent, 0 and 0
 * removes it. All or nothing: a line of an unknown product or reason, a unit the client does not
 * take, a manufacturing date after today or a product total above what may be returned refuses
 * the whole upload and stores nothing.
 */
export async function uploadReturnLines(
  db: Db,
  scope: ReturnScope,
  lines: TReturnUploadRequest,
  ctx: { settings: AppSettings; timeZone: string; now: Date },
): Promise<TReturnSummaryItem[]> {
  const today = todayIn(ctx.now, ctx.timeZone);
  for (const l of lines) {
    const problem = checkReturnLine(
      { caseQty: l.CaseQty, pieceQty: l.PieceQty, mfgDate: l.MfgDate },
      ctx.settings.salesReturnUom,
      today,
    );
    if (problem) throw new AppError('E008', `Invalid Request: ${problem} (product ${l.PId})`);
  }
  return db.transaction(async (tx) => {
    if (!(await lockReturnScope(tx, scope))) throw new AppError('E014');
    const productIds = [...new Set(lines.map((l) => l.PId))];
    const reasonIds = [...new Set(lines.map((l) => l.ReasonId))];
    // One statement at a time: a transaction's queries share one connection.
    const facts = await findProductFacts(tx, scope, productIds);
    const reasons = await findReasonsById(tx, scope.clientId, reasonIds);
    const current = await findSummaryLines(tx, scope);
    const factOf = new Map(facts.map((f) => [int(f.id), f]));
    const unknownProducts = productIds.filter((id) => {
      const f = factOf.get(id);
      return !f || int(f.invoiced) === 0;
    });
    if (unknownProducts.length > 0)
      throw new AppError('E012', `Not invoiced by this distributor: products ${unknownProducts.join(', ')}`);
    const known = new Set(reasons.map((r) => int(r.id)));
    const unknownReasons = reasonIds.filter((id) => !known.has(id));
    if (unknownReasons.length > 0)
      throw new AppError('E008', `Invalid Request: unknown return reasons ${unknownReasons.join(', ')}`);

    // The summary as it will be: current lines, with the uploaded (product, reason) entries replaced.
    const next = new Map<string, { productId: number; qty: number }>();
    for (const c of current) {
      next.set(`${int(c.product_id)}:${int(c.reason_id)}`, { productId: int(c.product_id), qty: int(c.qty) });
    }
    const writes = lines.map((l) => {
      const f = factOf.get(l.PId)!;
      const qty = returnPieces(l.CaseQty, l.PieceQty, int(f.conversion_qty));
      return { l, qty };
    });
    for (const { l, qty } of writes) {
      const key = `${l.PId}:${l.ReasonId}`;
      if (qty === 0) next.delete(key);
      else next.set(key, { productId: l.PId, qty });
    }
    if (next.size > RETURN_SUMMARY_MAX_LINES)
      throw new AppError(
        'E008',
        `Invalid Request: a return summary holds at most ${RETURN_SUMMARY_MAX_LINES} lines`,
      );
    const wanted = new Map<number, number>();
    for (const v of next.values()) wanted.set(v.productId, (wanted.get(v.productId) ?? 0) + v.qty);
    const over = productIds.filter((id) => {
      const f = factOf.get(id)!;
      return !fitsReturnable(wanted.get(id) ?? 0, int(f.invoiced), int(f.returned));
    });
    if (over.length > 0) throw exceeds(over.map((id) => String(factOf.get(id)!.name)));

    for (const { l, qty } of writes) {
      if (qty === 0) await deleteSummaryLine(tx, scope, l.PId, l.ReasonId);
      else
        await upsertSummaryLine(
          tx,
          scope,
          {
            productId: l.PId,
            reasonId: l.ReasonId,
            qty,
            caseQty: l.CaseQty,
            pieceQty: l.PieceQty,
            mfgDate: l.MfgDate === '' ? null : l.MfgDate,
          },
          ctx.now,
        );
    }
    return loadSummary(tx, scope);
  });
}

/** ClearCart: empties the summary (or one product's lines). Answers how many lines went. */
export async function clearReturnSummary(db: Db, scope: ReturnScope, productId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await lockReturnScope(tx, scope))) throw new AppError('E014');
    return deleteSummary(tx, scope, productId);
  });
}

/**
 * For the distributor switch (distributor/service.ts), inside its transaction: takes the summary's
 * lock, so an upload or submit in flight finishes first, and answers how many lines it holds.
 */
export async function lockAndCountReturnSummary(tx: Tx, scope: ReturnScope): Promise<number> {
  await lockReturnScope(tx, scope);
  return countSummaryLines(tx, scope);
}

/** For the distributor switch with ClearCart, inside its transaction (after lockAndCountReturnSummary). */
export async function emptyReturnSummary(tx: Tx, scope: ReturnScope): Promise<void> {
  await deleteSummary(tx, scope);
}

export interface SubmitResult {
  SalesReturnId: number;
  SRH_No: string;
  replayed: boolean;
}

function submitHash(body: TReturnSubmitRequest): string {
  return createHash('sha256')
    .update(JSON.stringify({ Invoice: body.Invoice, Remarks: body.Remarks }))
    .digest('hex');
}

/**
 * ReturnSubmit: under the scope's lock, the summary (E013 when empty) is checked again against
 * what may be returned, written as a return with status S and its first status row, and emptied,
 * in one transaction. The same Idempotency-Key with the same body answers the first return; with
 * another body it is refused (422). A concurrent submit of the same summary waits for the lock and
 * then finds the summary empty (E013), so one summary makes one return.
 */
export async function submitReturn(
  db: Db,
  scope: ReturnScope,
  body: TReturnSubmitRequest,
  key: string | null,
  now: Date,
): Promise<SubmitResult> {
  const hash = submitHash(body);
  return db.transaction(async (tx) => {
    if (!(await lockReturnScope(tx, scope))) throw new AppError('E014');
    if (key !== null) {
      const prior = await findReturnByKey(tx, scope.retailerId, key);
      if (prior) {
        if (prior.request_hash !== hash)
          throw new AppError('E008', 'Invalid Request: this Idempotency-Key was used with another request', {
            http: 422,
          });
        return { SalesReturnId: int(prior.id), SRH_No: String(prior.return_no), replayed: true };
      }
    }
    // The invoice first: someone else's invoice number is "not found" whatever the summary holds.
    let invoice: Row | null = null;
    if (body.Invoice !== '') {
      invoice = await findInvoiceByNo(tx, scope, body.Invoice);
      if (!invoice) throw new AppError('E012', 'Invoice not found');
    }
    const lines = await findSummaryLines(tx, scope);
    if (lines.length === 0) throw new AppError('E013');
    const productIds = [...new Set(lines.map((l) => int(l.product_id)))];
    const facts = await findProductFacts(tx, scope, productIds);
    const factOf = new Map(facts.map((f) => [int(f.id), f]));
    const wanted = new Map<number, number>();
    for (const l of lines) wanted.set(int(l.product_id), (wanted.get(int(l.product_id)) ?? 0) + int(l.qty));
    const over = productIds.filter((id) => {
      const f = factOf.get(id);
      return !f || !fitsReturnable(wanted.get(id) ?? 0, int(f.invoiced), int(f.returned));
    });
    if (over.length > 0)
      throw exceeds(
        over.map((id) =>
          String(factOf.get(id)?.name ?? lines.find((l) => int(l.product_id) === id)?.product_name),
        ),
      );
    const made = await insertReturn(tx, scope, {
      invoiceId: invoice ? int(invoice.id) : null,
      invoiceNo: invoice ? String(invoice.invoice_no) : '',
      remarks: body.Remarks,
      idempotencyKey: key,
      requestHash: hash,
      status: 'S',
      at: now,
      items: lines.map((l) => ({
        productId: int(l.product_id),
        productName: String(l.product_name),
        productCode: String(l.product_code),
        conversionQty: Math.max(1, int(l.conversion_qty)),
        reasonId: int(l.reason_id),
        reasonName: String(l.reason_name),
        caseQty: int(l.case_qty),
        pieceQty: int(l.piece_qty),
        qty: int(l.qty),
        mfgDate: l.mfg_date ? String(l.mfg_date) : null,
      })),
    });
    await deleteSummary(tx, scope);
    return { SalesReturnId: made.id, SRH_No: made.returnNo, replayed: false };
  });
}

function statusOf(value: unknown): SalesReturnStatus {
  return normaliseReturnStatus(String(value)) ?? 'S';
}

function toHeader(r: Row): TReturnHeader {
  const s = statusOf(r.status);
  return {
    SalesReturnId: int(r.id),
    SRH_No: String(r.return_no),
    ReturnDate: isoDate(r.created_at),
    Status: s,
    StatusName: returnStatusName(s),
    DistributorId: int(r.distributor_id),
    DistributorName: String(r.distributor_name ?? ''),
    Invoice: String(r.invoice_no ?? ''),
    Remarks: String(r.remarks ?? ''),
    LineCount: int(r.line_count),
    TotalQty: int(r.total_qty),
    Kind: r.kind === 'EX' ? 'EX' : 'SR',
    ExchangeOrderId: r.exchange_order_id == null ? null : int(r.exchange_order_id),
    ExchangeOrderNo: r.exchange_order_no == null ? null : String(r.exchange_order_no),
  };
}

/** ReturnView: a page of the retailer's returns, newest first, with the shared history filter. */
export async function listReturns(
  db: Db,
  owner: ReturnOwner,
  body: TReturnViewRequest,
  timeZone: string,
  versions: CopyVersions = NO_COPY,
): Promise<{ returns: TReturnHeader[]; total: number }> {
  const range = resolveHistoryFilter(body);
  if (!range.ok) throw new AppError('E008', `Invalid Request: ${range.problem}`);
  const query = { text: body.SearchText, range, vendorId: body.VendorId, status: body.Status, timeZone };
  const page = { offset: (body.Page - 1) * body.PageSize, limit: body.PageSize };
  const { rows, total } =
    (await returnHistoryPageFromCopy(db, owner, versions.returns, query, page)) ??
    (await findReturnPage(db, owner, query, page));
  return { returns: rows.map(toHeader), total };
}

/** ReturnViewDetails: the return's header, lines and status history; E012 when not the caller's. */
export async function returnDetails(db: Db, owner: ReturnOwner, returnId: number): Promise<TReturnDetail> {
  const row = await findReturnById(db, owner, returnId);
  if (!row) throw new AppError('E012', RETURN_NOT_FOUND_MSG);
  const [items, history] = await Promise.all([
    findReturnItems(db, returnId),
    findReturnStatusHistory(db, returnId),
  ]);
  const lines: TReturnLine[] = items.map((i) => ({
    PId: int(i.product_id),
    PName: String(i.product_name),
    ProductCode: String(i.product_code),
    ConversionQty: Math.max(1, int(i.conversion_qty)),
    ReasonId: int(i.reason_id),
    Reason: String(i.reason_name),
    CaseQty: int(i.case_qty),
    PieceQty: int(i.piece_qty),
    Qty: int(i.qty),
    MfgDate: i.mfg_date ? String(i.mfg_date) : '',
    ImageUrl: imageOf(int(i.product_id), i.image_url),
  }));
  return {
    SalesReturnId: int(row.id),
    Summary: toHeader(row),
    ProductList: lines,
    StatusHistory: history.map((h) => {
      const s = statusOf(h.status);
      return {
        Status: s,
        StatusName: returnStatusName(s),
        ChangedOn: isoDate(h.changed_at),
        Remarks: String(h.remarks),
      };
    }),
  };
}

export { findExchangeReturn, lockExchangeReturnOfOrder };

/**
 * The distributor's side (seeds and tests): moves a return to a status and records it. Approving a
 * sales return (A) credits the retailer's ledger with a credit note worth the returned pieces at
 * the net price they were invoiced at, in the same transaction (docs/decisions/092); approving it
 * again posts nothing more.
 */
export async function moveReturnStatus(
  db: Db | Tx,
  input: { returnId: number; status: SalesReturnStatus; remarks: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateReturnStatus(tx, input.returnId, input.status, input.at);
    await insertReturnStatus(tx, input.returnId, input.status, input.remarks, input.at);
    if (input.status === 'A') await postReturnCreditNote(tx, input.returnId, input.at);
  });
}

/**
 * The credit note of an approved sales return: each item's pieces times its product's net amount
 * per piece on the return's invoice, rounded half up to the paisa. An exchange (EX) is settled by
 * its replacement order, and a return without an invoice has no price: neither gets one.
 */
export async function postReturnCreditNote(tx: Db | Tx, returnId: number, at: Date): Promise<void> {
  const facts = await findReturnCreditFacts(tx, returnId);
  if (facts?.head.kind !== 'SR' || facts.head.invoice_id === null) return;
  let amount = 0n;
  for (const item of facts.items) {
    const invoicedQty = int(item.invoiced_qty);
    if (invoicedQty <= 0 || item.invoiced_net === null) continue;
    amount += divideRoundHalfUp(toPaise(item.invoiced_net) * BigInt(int(item.qty)), BigInt(invoicedQty));
  }
  const timeZone = String(facts.head.time_zone ?? 'Asia/Kolkata');
  await postLedgerEntry(
    tx,
    returnCreditNote({
      clientId: int(facts.head.client_id),
      retailerId: int(facts.head.retailer_id),
      distributorId: int(facts.head.distributor_id),
      returnId,
      returnNo: String(facts.head.return_no),
      invoiceNo: String(facts.head.invoice_no ?? ''),
      date: formatApiDate(todayIn(at, timeZone)),
      amount,
      at,
    }),
  );
}

/** A return line as another flow (the exchange return) asks for it: a product's units for a reason. */
export interface ReturnLineInput {
  PId: number;
  ReasonId: number;
  CaseQty: number;
  PieceQty: number;
  MfgDate: string;
}

export type PlannedReturnItem = ReturnWrite['items'][number];

/** Takes the lock of the retailer's returns at the distributor (see lockReturnScope); E014 when unmapped. */
export async function lockReturns(tx: Tx, scope: ReturnScope): Promise<void> {
  if (!(await lockReturnScope(tx, scope))) throw new AppError('E014');
}

/**
 * The lines of a return another flow makes (the exchange return, docs/decisions/084), checked by the
 * sales return's rules and nothing written: units and date (E008), products the distributor invoiced
 * (E012), reasons of `reasonKind` (E008), and each product's pieces within invoiced less returned
 * (E017 returnQtyExceedsInvoiced). Call under lockReturns. Answers the items insertReturn writes.
 */
export async function planReturnItems(
  tx: Tx,
  scope: ReturnScope,
  lines: readonly ReturnLineInput[],
  ctx: { settings: AppSettings; timeZone: string; now: Date; reasonKind: string },
): Promise<PlannedReturnItem[]> {
  const today = todayIn(ctx.now, ctx.timeZone);
  for (const l of lines) {
    const problem = checkReturnLine(
      { caseQty: l.CaseQty, pieceQty: l.PieceQty, mfgDate: l.MfgDate },
      ctx.settings.salesReturnUom,
      today,
    );
    if (problem) throw new AppError('E008', `Invalid Request: ${problem} (product ${l.PId})`);
  }
  const productIds = [...new Set(lines.map((l) => l.PId))];
  const reasonIds = [...new Set(lines.map((l) => l.ReasonId))];
  const facts = await findProductFacts(tx, scope, productIds);
  const reasons = await findReasonsById(tx, scope.clientId, reasonIds, ctx.reasonKind);
  const factOf = new Map(facts.map((f) => [int(f.id), f]));
  const unknown = productIds.filter((id) => int(factOf.get(id)?.invoiced) === 0);
  if (unknown.length > 0)
    throw new AppError('E012', `Not invoiced by this distributor: products ${unknown.join(', ')}`);
  const reasonOf = new Map(reasons.map((r) => [int(r.id), String(r.name)]));
  const unknownReasons = reasonIds.filter((id) => !reasonOf.has(id));
  if (unknownReasons.length > 0)
    throw new AppError('E008', `Invalid Request: unknown return reasons ${unknownReasons.join(', ')}`);
  const items = lines.map((l) => {
    const f = factOf.get(l.PId)!;
    const conversionQty = Math.max(1, int(f.conversion_qty));
    return {
      productId: l.PId,
      productName: String(f.name),
      productCode: String(f.code),
      conversionQty,
      reasonId: l.ReasonId,
      reasonName: reasonOf.get(l.ReasonId)!,
      caseQty: l.CaseQty,
      pieceQty: l.PieceQty,
      qty: returnPieces(l.CaseQty, l.PieceQty, conversionQty),
      mfgDate: l.MfgDate === '' ? null : l.MfgDate,
    };
  });
  const wanted = new Map<number, number>();
  for (const i of items) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.qty);
  const over = productIds.filter((id) => {
    const f = factOf.get(id)!;
    return !fitsReturnable(wanted.get(id) ?? 0, int(f.invoiced), int(f.returned));
  });
  if (over.length > 0) throw exceeds(over.map((id) => String(factOf.get(id)!.name)));
  return items;
}

/** Writes a return checked by planReturnItems (its lines and first status); answers its id and number. */
export async function writeReturn(
  tx: Tx,
  scope: ReturnScope,
  r: ReturnWrite,
): Promise<{ id: number; returnNo: string }> {
  return insertReturn(tx, scope, r);
}
