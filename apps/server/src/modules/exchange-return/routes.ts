/**
 * The exchange return's calls (returns spec section 7; docs/decisions/084): /SalesReturn/ExReasonMaster
 * and /SalesReturn/ExchangeSubmit, on the session's retailer at its selected distributor. Switched
 * off (isEnableExchangeReturn false), both answer E017 403. The return step lists its goods with
 * /SalesReturn/ProductList, the order step with the catalogue's product list.
 */
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import { ZExchangeSubmitRequest } from '@restock/domain/contracts/exchange-return';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { post } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { loadCartContext } from '../cart/service.ts';
import { assertExchangeOn, listExchangeReasons, submitExchange } from './service.ts';

const TAGS = ['SalesReturn'];

export function registerExchangeReturnRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  post(
    app,
    deps,
    '/SalesReturn/ExReasonMaster',
    { body: ZEmptyRequest, summary: 'Exchange return reasons', tags: TAGS, example: {} },
    async (ctx) => {
      assertExchangeOn(await findClientSettings(db, ctx.session.clientId, ctx.session.configVersion));
      return ok(await listExchangeReasons(db, ctx.session.clientId));
    },
  );

  post(
    app,
    deps,
    '/SalesReturn/ExchangeSubmit',
    {
      body: ZExchangeSubmitRequest,
      summary:
        'Returns goods the selected distributor invoiced (ExReturn: PId, ReasonId, CaseQty, PieceQty, MfgDate) and ' +
        'orders replacement goods (ExOrder: PId, CaseQty, PieceQty) in one transaction; lines at 0 are left out. ' +
        'Returned and ordered pieces must match (E017 exchangeQtyMismatch); the return stays within invoiced less ' +
        'returned (E017 returnQtyExceedsInvoiced); ordered goods must be sold by the distributor now (E017 ' +
        "exchangeNotOrderable); AddressId is one of the retailer's addresses (E016). Answers OrderId, OrderNo, " +
        'ReturnId, ReturnNo. Idempotency-Key (header or body) answers the same exchange (another body: 422)',
      tags: TAGS,
      example: {
        AddressId: 1,
        DeliveryDate: '',
        ExReturn: [{ PId: 1, ReasonId: 1, CaseQty: 0, PieceQty: 2 }],
        ExOrder: [{ PId: 2, CaseQty: 0, PieceQty: 2 }],
      },
    },
    async (ctx) => {
      const cart = await loadCartContext(db, ctx.session, ctx.client, ctx.now);
      assertExchangeOn(cart.settings);
      const key = idempotencyKeyOf(ctx);
      const { replayed: _replayed, ...result } = await submitExchange(db, cart, ctx.body, key);
      return ok(result, { msg: 'Exchange request raised' });
    },
  );
}
