/**
 * Checkout calls (ordering-core sections 5 and 7; docs/decisions/042, 046, 049): the delivery
 * dates, the order code, and the order submit with its Idempotency-Key.
 */
import {
  type TDeliveryDates,
  ZGetDeliveryDateRequest,
  ZOrderSubmitRequest,
  ZRequestOrderOtpRequest,
  ZValidateOrderOtpRequest,
} from '@restock/domain/contracts/checkout';
import { DELIVERY_CUTOFF, formatApiDate } from '@restock/domain/rules/delivery';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { ok } from '../../../http/envelope.ts';
import { idempotencyKeyOf } from '../../../http/idempotency-key.ts';
import { type FullRouteContext, post } from '../../../http/route.ts';
import { type CartContext, loadCartContext, offeredDeliveryDates } from '../context.ts';
import { type OrderCodeCall, requestOrderCode, submitOrder, validateOrderCode } from './service.ts';

/** Per-address limits (per minute) of the order code calls, as the sign-in code calls. */
const CODE_SEND_PER_MINUTE = 10;
const CODE_CHECK_PER_MINUTE = 30;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function deliveryDatesAnswer(cart: CartContext): TDeliveryDates {
  const dates = offeredDeliveryDates(cart);
  return {
    StandardDeliveryDate: formatApiDate(dates.standard),
    ExpressDeliveryDate: dates.express ? formatApiDate(dates.express) : null,
    CutoffTime: `${pad2(DELIVERY_CUTOFF.hour)}:${pad2(DELIVERY_CUTOFF.minute)}`,
    CutoffPassed: dates.afterCutoff,
    TimeZone: cart.timeZone,
    BookedOn: formatApiDate(dates.bookedOn),
  };
}

export function registerCheckoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const context = (ctx: FullRouteContext<unknown>): Promise<CartContext> =>
    loadCartContext(db, ctx.session, ctx.client, ctx.now);
  const codeCall = async (ctx: FullRouteContext<unknown>): Promise<OrderCodeCall> => ({
    deps,
    client: ctx.client,
    session: ctx.session,
    cart: await context(ctx),
    ip: ctx.req.ip,
  });

  post(
    app,
    deps,
    '/Appconfig/GetDeliveryDate',
    {
      body: ZGetDeliveryDateRequest,
      summary:
        "Standard and express delivery dates of an order booked now at the selected distributor (its schedule, the client's " +
        'time zone, the 3 PM cut-off)',
      tags: ['AppConfig'],
      example: {},
    },
    async (ctx) => ok(deliveryDatesAnswer(await context(ctx))),
  );

  post(
    app,
    deps,
    '/SalesOrder/OrderSubmit',
    {
      body: ZOrderSubmitRequest,
      summary:
        'Turns the cart into orders (one per split), in one transaction; Data the order ids. Idempotent: the same ' +
        'Idempotency-Key (header or body) answers the same ids (another body: 422), and a keyless repeat of a submitted ' +
        "cart answers its ids. With Expected (the cart the retailer confirmed: NetAmount, and each line's ProductId, Qty, " +
        'Price), a cart that differs now is refused with E005 (409) and Data { NetAmount, Changes } (decision 128). ' +
        'E021 empty cart, E022 nothing orderable, E016 address, E005 date, E011 order code, E017 rules',
      tags: ['SalesOrder'],
      example: {
        DeliveryDate: '2030-01-15',
        AddressId: 1,
        Expected: { NetAmount: '120.00', Lines: [{ ProductId: 1, Qty: 2, Price: '60.00' }] },
      },
    },
    async (ctx) => {
      const key = idempotencyKeyOf(ctx);
      const result = await submitOrder(db, await context(ctx), {
        deliveryDate: ctx.body.DeliveryDate,
        addressId: ctx.body.AddressId,
        idempotencyKey: key,
        expected: ctx.body.Expected ?? null,
      });
      if (result.replayed) ctx.reply.header('idempotent-replayed', 'true');
      return ok(result.orderIds, { msg: 'Order placed' });
    },
  );

  post(
    app,
    deps,
    '/SalesOrder/RequestOrderOTP',
    {
      body: ZRequestOrderOtpRequest,
      rateLimitPerMinute: CODE_SEND_PER_MINUTE,
      summary: "Texts the order code to the retailer's mobile number (otpAuthBeforeOrder)",
      tags: ['SalesOrder'],
      example: {},
    },
    async (ctx) => ok(await requestOrderCode(await codeCall(ctx)), { msg: 'Code sent' }),
  );

  post(
    app,
    deps,
    '/SalesOrder/ValidateOrderOTP',
    {
      body: ZValidateOrderOtpRequest,
      rateLimitPerMinute: CODE_CHECK_PER_MINUTE,
      summary:
        'Checks the order code; the cart as it is now may then be submitted (E011 wrong or expired code)',
      tags: ['SalesOrder'],
      example: { OrderOTP: '1234' },
    },
    async (ctx) => {
      await validateOrderCode(await codeCall(ctx), ctx.body.OrderOTP);
      return ok(true, { msg: 'Order confirmed' });
    },
  );
}
