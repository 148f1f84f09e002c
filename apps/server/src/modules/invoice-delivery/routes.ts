import {
  type TSearchOrderInvoiceRequest,
  ZPendingOrderInvoiceRequest,
  ZSearchOrderInvoiceRequest,
  ZUpdateInvoiceStatusRequest,
} from '@restock/domain/contracts/invoice-delivery';
import { formatApiDate } from '@restock/domain/rules/delivery';
import { INVOICE_STATUS_UPDATED } from '@restock/domain/rules/invoice-delivery';
import { resolveHistoryFilter } from '@restock/domain/rules/order-status';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import { hasMenuEntry } from '../orders/service.ts';
import { resolveScope } from '../product/service.ts';
import type { InvoiceOwner, PendingQuery } from './queries.ts';
import { listPendingInvoices, markDelivered } from './service.ts';

const TAGS = ['SalesOrder'];

function ownerOf(ctx: FullRouteContext<unknown>): InvoiceOwner {
  return { clientId: ctx.session.clientId, retailerId: ctx.session.retailerId };
}

/**
 * The OrderStatusDelivery menu entry switches the screen on for a client (spec section 3); without
 * it the calls refuse too, as cancelling does without CancelOrder.
 */
async function requireMenu(db: Db, clientId: number): Promise<void> {
  if (!(await hasMenuEntry(db, clientId, 'OrderStatusDelivery')))
    throw new AppError('E017', 'Invoice delivery marking is switched off', { http: 403 });
}

/** The pending-list query of a search (the contract has already refused a bad filter). */
function searchQuery(body: TSearchOrderInvoiceRequest, distributorId: number): PendingQuery {
  const range = resolveHistoryFilter(body);
  if (!range.ok) throw new AppError('E008', `Invalid Request: ${range.problem}`);
  return {
    distributorId,
    text: body.SearchText,
    from: range.from ? formatApiDate(range.from) : null,
    to: range.to ? formatApiDate(range.to) : null,
  };
}

export function registerInvoiceDeliveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  /** A page of the invoices waiting for delivery that `query` picks at the session's distributor. */
  async function pendingPage(
    ctx: FullRouteContext<{ Page: number; PageSize: number }>,
    query: (distributorId: number) => PendingQuery,
  ) {
    await requireMenu(db, ctx.session.clientId);
    const scope = await resolveScope(db, ctx.session, ctx.now);
    const { invoices, total } = await listPendingInvoices(db, ownerOf(ctx), query(scope.distributorId), {
      page: ctx.body.Page,
      pageSize: ctx.body.PageSize,
    });
    return ok(invoices, { totalCount: total });
  }

  post(
    app,
    deps,
    '/SalesOrder/PendingOrderInvoice',
    {
      body: ZPendingOrderInvoiceRequest,
      summary:
        "Invoices of the retailer's orders at the selected distributor that are not marked delivered yet, newest invoice first, paged (PageSize at most 100); E014 when the distributor is no longer mapped",
      tags: TAGS,
      example: { Page: 1, PageSize: 20 },
    },
    (ctx) => pendingPage(ctx, (distributorId) => ({ distributorId, text: '', from: null, to: null })),
  );

  post(
    app,
    deps,
    '/SalesOrder/SearchOrderInvoice',
    {
      body: ZSearchOrderInvoiceRequest,
      summary:
        'The invoices waiting for delivery (as PendingOrderInvoice) whose invoice or order number contains SearchText, dated FromDate..ToDate or in Month (MM-YYYY, it wins), paged',
      tags: TAGS,
      example: { SearchText: 'INV', FromDate: '', ToDate: '', Month: '', Page: 1, PageSize: 20 },
    },
    (ctx) => pendingPage(ctx, (distributorId) => searchQuery(ctx.body, distributorId)),
  );

  post(
    app,
    deps,
    '/SalesOrder/UpdateInvoiceStatus',
    {
      body: ZUpdateInvoiceStatusRequest,
      summary: `Marks invoices of the retailer delivered on DeliveryDate (YYYY-MM-DD), all or nothing: E012 404 when one is not the retailer's; E017 422 when the day is after today (client's zone) or before an invoice date; an invoice already marked keeps its first day (MarkedNow false). Success: Msg ${INVOICE_STATUS_UPDATED} (the spec's keyed message)`,
      tags: TAGS,
      example: { InvoiceNos: ['INV500001'], DeliveryDate: '2026-01-15' },
    },
    async (ctx) => {
      await requireMenu(db, ctx.session.clientId);
      const result = await markDelivered(db, ownerOf(ctx), ctx.body, {
        now: ctx.now,
        timeZone: ctx.client.timeZone,
      });
      return ok(result, { msg: INVOICE_STATUS_UPDATED });
    },
  );
}
