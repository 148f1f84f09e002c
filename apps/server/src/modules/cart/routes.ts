/**
 * /SalesOrder/* cart calls (ordering-core section 7; contracts/cart; docs/decisions/044, 046,
 * 049): upload, cart detail, count, clear, FOC validation, order summary and bulk orders. Every call
 * works on the session's retailer's cart at the selected distributor.
 */
import {
  ZBulkOrderUploadRequest,
  ZCartCountRequest,
  ZCartDetailRequest,
  ZClearCartRequest,
  ZOrderSummaryDetailRequest,
  ZOrderSummaryRequest,
  ZOrderUploadRequest,
  ZValidateCartRequest,
} from '@restock/domain/contracts/cart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import {
  type CartContext,
  cartModeRefusal,
  clearCart,
  loadCartContext,
  loadPricedCart,
  planBulkOrder,
  uploadToCart,
} from './service.ts';
import { cartBadgeCount, cartDetailEnvelope, summaryGroups } from './summary.ts';

const TAGS = ['SalesOrder'];

const UPLOAD_EXAMPLE = [{ PId: 1, Qty: 2, PrincipalId: 1, DistributorId: 1 }];

export function registerCartRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const context = (ctx: FullRouteContext<unknown>): Promise<CartContext> =>
    loadCartContext(db, ctx.session, ctx.client, ctx.now);

  post(
    app,
    deps,
    '/SalesOrder/OrderUpload',
    {
      body: ZOrderUploadRequest,
      summary:
        'Sets cart quantities (pieces; Qty 0 removes). Minimum order rounding applies; products not carried or not ' +
        'saleable are skipped (E039 when nothing applies); FOC and paid lines never mix and, with ' +
        'isRestrictSIHProducts, a line above stock refuses the upload (E017, Msg the message key)',
      tags: TAGS,
      example: UPLOAD_EXAMPLE,
    },
    async (ctx) => {
      const cart = await context(ctx);
      const result = await uploadToCart(db, cart, ctx.body);
      return {
        ...ok(
          {
            Applied: result.applied,
            RoundedProductIds: result.rounded,
            SkippedProductIds: result.skipped,
          },
          { msg: 'Cart updated' },
        ),
        isShowSIHWarning: result.isShowSIHWarning,
      };
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/CartDetail',
    {
      body: ZCartDetailRequest,
      summary:
        'The cart: Data the priced lines; isShowSIHWarning, FreeProducts, Totals (ReqCode MyCart), IsFOC and the ' +
        'delivery dates next to the envelope',
      tags: TAGS,
      example: { ReqCode: 'MyCart', NeedFOC: false },
    },
    async (ctx) => {
      const cart = await loadPricedCart(db, await context(ctx));
      return cartDetailEnvelope(cart, ctx.body.ReqCode === 'MyCart');
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/CartCount',
    {
      body: ZCartCountRequest,
      summary: 'The cart badge count: lines plus free goods lines',
      tags: TAGS,
      example: {},
    },
    async (ctx) => ok(cartBadgeCount(await loadPricedCart(db, await context(ctx)))),
  );

  post(
    app,
    deps,
    '/SalesOrder/ClearCart',
    { body: ZClearCartRequest, summary: 'Removes every line of the cart', tags: TAGS, example: {} },
    async (ctx) => {
      await clearCart(db, await context(ctx));
      return ok(null, { msg: 'Cart cleared' });
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/ValidateCart',
    {
      body: ZValidateCartRequest,
      summary:
        'Whether a FOC (IsFOC true) or normal order may go on with the cart: Data true, or false with the ' +
        "spec's message key in Msg (always true while isEnableFoc is off)",
      tags: TAGS,
      example: { IsFOC: false },
    },
    async (ctx) => {
      const refused = await cartModeRefusal(db, await context(ctx), ctx.body.IsFOC);
      return refused ? ok(false, { msg: refused }) : ok(true);
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/OrderSummary',
    { body: ZOrderSummaryRequest, summary: "The cart's totals", tags: TAGS, example: {} },
    async (ctx) => ok((await loadPricedCart(db, await context(ctx))).totals),
  );

  post(
    app,
    deps,
    '/SalesOrder/OrderSummaryDetail',
    {
      body: ZOrderSummaryDetailRequest,
      summary: "The cart's lines grouped per orderSummaryFilterLevelCode, each group with its totals",
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      const cart = await context(ctx);
      return ok(summaryGroups(await loadPricedCart(db, cart), cart.settings.orderSummaryFilterLevelCode));
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/BulkOrderUpload',
    {
      body: ZBulkOrderUploadRequest,
      summary:
        'Puts the products of a filter in the cart, Qty pieces each (suggested quantity when Qty 0 and IsRelevant), ' +
        'at most bulkOrderProductCount; Data.ProductList the lines, Data.OutOfStock those cut or left out',
      tags: TAGS,
      example: { FilterLevelCode: 'CAT', FilterIdList: [1], Qty: 1, NeedFOC: false, IsRelevant: false },
    },
    async (ctx) => {
      const cart = await context(ctx);
      if (!cart.settings.flags.isEnableBulkOrderUpload) {
        throw new AppError('E017', 'Bulk order upload is switched off', { http: 403 });
      }
      const plan = await planBulkOrder(db, cart, ctx.body);
      const result = await uploadToCart(db, cart, plan.lines);
      const uploaded = new Set(plan.lines.map((l) => l.PId));
      const priced = await loadPricedCart(db, cart);
      const productList = priced.lines.filter((l) => uploaded.has(l.line.ProductId)).map((l) => l.line);
      return {
        ...ok({ ProductList: productList, OutOfStock: plan.outOfStock }, { msg: 'Cart updated' }),
        isShowSIHWarning: result.isShowSIHWarning || plan.outOfStock.length > 0,
      };
    },
  );
}
