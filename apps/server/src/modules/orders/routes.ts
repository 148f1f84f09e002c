import {
  type TOrderViewRequest,
  ZCancelOrderRequest,
  ZCancelOrderViewRequest,
  ZOrderInvoiceRequest,
  ZOrderViewDetailsRequest,
  ZOrderViewRequest,
} from '@restock/domain/contracts/orders';
import { ORDER_HISTORY_LIMIT } from '@restock/domain/rules/order-status';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { wakePushDispatcher } from '../notification/service.ts';
import { attachmentHeader, buildOrderHistoryWorkbook, exportFileName, XLSX_CONTENT_TYPE } from './export.ts';
import {
  findInvoices,
  findLinesOfOrders,
  findOrderById,
  findOrderByNo,
  findOrderLines,
  findStatusHistory,
  type HistoryKind,
  type OrderOwner,
} from './queries.ts';
import {
  cancelOrder,
  historyQuery,
  isSchemeFreeGoods,
  listOrders,
  orderNotFound,
  toDetailSummary,
  toFreeProduct,
  toInvoice,
  toOrderHeader,
  toOrderLine,
  toStatusEvents,
} from './service.ts';

const TAGS = ['SalesOrder'];

const VIEW_EXAMPLE: z.input<typeof ZOrderViewRequest> = {
  SearchText: '',
  FromDate: '',
  ToDate: '',
  Month: '',
  Page: 1,
  PageSize: 20,
};

function ownerOf(ctx: FullRouteContext<unknown>): OrderOwner {
  return { clientId: ctx.session.clientId, retailerId: ctx.session.retailerId };
}

/** Whether the caller asked for the file itself (the web's download does) rather than an envelope. */
function wantsFile(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.includes(XLSX_CONTENT_TYPE) || accept.includes('application/octet-stream');
}

/**
 * A route handler answers an envelope; a download is sent on the reply instead, and returning the
 * reply tells Fastify the answer is already on its way.
 */
function sendFile(reply: FastifyReply, bytes: Buffer, fileName: string) {
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentHeader(fileName))
    .header('cache-control', 'no-store')
    .send(bytes);
  return reply as unknown as ReturnType<typeof ok>;
}

export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  const views: Array<[path: string, kind: HistoryKind, summary: string]> = [
    [
      '/SalesOrder/OrderView',
      'history',
      `Order history: the retailer's orders (not cancelled), newest first, filtered by SearchText (order number or product name), FromDate/ToDate or Month, VendorId; paged; at most the newest ${ORDER_HISTORY_LIMIT}`,
    ],
    [
      '/SalesOrder/CancelOrderView',
      'cancelled',
      `Cancelled orders, with the same filter and paging as OrderView; at most the newest ${ORDER_HISTORY_LIMIT}`,
    ],
  ];
  for (const [path, kind, summary] of views) {
    post(
      app,
      deps,
      path,
      {
        body: kind === 'history' ? ZOrderViewRequest : ZCancelOrderViewRequest,
        summary,
        tags: TAGS,
        example: VIEW_EXAMPLE,
      },
      async (ctx) => {
        const body: TOrderViewRequest = ctx.body;
        const query = historyQuery(kind, body, ctx.client.timeZone);
        const { orders, total } = await listOrders(db, ownerOf(ctx), query, {
          page: body.Page,
          pageSize: body.PageSize,
        });
        return ok(orders, { totalCount: total });
      },
    );
  }

  post(
    app,
    deps,
    '/SalesOrder/OrderViewDetails',
    {
      body: ZOrderViewDetailsRequest,
      summary:
        "One order of the retailer: Data the lines (with the product's limits, stock and saleable flag today), OrderSummary[0] the header, delivery address, free goods and status history when NeedSummary; E012 when not the retailer's",
      tags: TAGS,
      example: { OrderId: 1, NeedSummary: true },
    },
    async (ctx) => {
      const row = await findOrderById(db, ownerOf(ctx), ctx.body.OrderId);
      if (!row) throw orderNotFound();
      const order = toOrderHeader(row);
      const lineRows = await findOrderLines(db, order.OrderId, order.DistributorId);
      const lines = lineRows.filter((r) => !isSchemeFreeGoods(r)).map((r) => toOrderLine(r, order));
      const summary = ctx.body.NeedSummary
        ? [
            toDetailSummary(
              order,
              row.address,
              lineRows.filter(isSchemeFreeGoods).map((r) => toFreeProduct(r, order)),
              toStatusEvents(await findStatusHistory(db, order.OrderId), order),
            ),
          ]
        : [];
      return { ...ok(lines), OrderSummary: summary };
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/CancelOrder',
    {
      body: ZCancelOrderRequest,
      summary:
        'Cancels an order of the retailer while it is open (I) or acknowledged (B); otherwise E017 "cancel order not possible"; E012 when not the retailer\'s. A repeat answers the same. ' +
        "An exchange's order takes its undecided return with it (Data.CancelledReturnNo); once that return is approved, E017 exchangeReturnApproved (decision 094).",
      tags: TAGS,
      example: { OrderNo: 'SO100001' },
    },
    async (ctx) => {
      const result = await cancelOrder(db, ownerOf(ctx), ctx.body.OrderNo, ctx.now);
      // The retailer's browsers hear of it by Web Push right after the answer (decision 123).
      if (result.notificationId !== null) wakePushDispatcher(db);
      return ok(
        { OrderNo: result.OrderNo, Status: result.Status, CancelledReturnNo: result.cancelledReturnNo },
        { msg: result.alreadyCancelled ? 'Order already cancelled' : 'Order cancelled' },
      );
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/OrderInvoice',
    {
      body: ZOrderInvoiceRequest,
      summary:
        "The invoices of an order of the retailer (several when partly completed), each with its lines; [] when not invoiced yet; E012 when not the retailer's",
      tags: TAGS,
      example: { OrderNo: 'SO100001' },
    },
    async (ctx) => {
      const owner = ownerOf(ctx);
      const found = await findOrderByNo(db, owner, ctx.body.OrderNo);
      if (!found) throw orderNotFound();
      const row = await findOrderById(db, owner, found.id);
      if (!row) throw orderNotFound();
      const order = toOrderHeader(row);
      const invoices = await findInvoices(db, order.OrderId);
      return ok(invoices.map(({ invoice, lines }) => toInvoice(order, invoice, lines)));
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/OrderHistoryExport',
    {
      body: ZOrderViewRequest,
      summary: `Order history as an .xlsx workbook (isEnableOrderHistoryExport): the OrderView filter without paging, at most the newest ${ORDER_HISTORY_LIMIT} orders. With Accept naming the spreadsheet type the file itself is answered (Content-Disposition attachment); otherwise an envelope whose Data holds FileName, ContentType and ContentBase64.`,
      tags: TAGS,
      example: { SearchText: '', FromDate: '', ToDate: '', Month: '' },
    },
    async (ctx) => {
      const settings = await findClientSettings(db, ctx.client.id);
      if (!settings.flags.isEnableOrderHistoryExport)
        throw new AppError('E017', 'Order history export is switched off', { http: 403 });
      const query = historyQuery('history', ctx.body, ctx.client.timeZone);
      const { orders } = await listOrders(db, ownerOf(ctx), query, {
        page: 1,
        pageSize: ORDER_HISTORY_LIMIT,
      });
      const lines = await findLinesOfOrders(
        db,
        orders.map((o) => o.OrderId),
      );
      const bytes = await buildOrderHistoryWorkbook(orders, lines, ctx.client.timeZone);
      const fileName = exportFileName(query, ctx.body.Month, ctx.now);
      if (wantsFile(ctx.req.headers.accept)) return sendFile(ctx.reply, bytes, fileName);
      return ok(
        { FileName: fileName, ContentType: XLSX_CONTENT_TYPE, ContentBase64: bytes.toString('base64') },
        { count: orders.length, totalCount: orders.length },
      );
    },
  );
}
