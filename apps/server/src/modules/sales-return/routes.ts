/**
 * /SalesReturn/* calls and the return masters (returns spec section 7; contracts/sales-return;
 * docs/decisions/082). Every call works on the session's retailer; the summary and the submit on
 * its selected distributor. Switched off (isShowSalesReturn false), every call answers E017 403.
 */
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  ZReturnClearRequest,
  ZReturnProductListRequest,
  ZReturnSubmitRequest,
  ZReturnUploadRequest,
  ZReturnViewDetailsRequest,
  ZReturnViewRequest,
} from '@restock/domain/contracts/sales-return';
import { isValidTimeZone } from '@restock/domain/rules/delivery';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { resolveScope } from '../product/service.ts';
import {
  assertReturnableListOn,
  assertSalesReturnOn,
  clearReturnSummary,
  listConditions,
  listReasons,
  listReturnableProducts,
  listReturns,
  loadSummary,
  type ReturnScope,
  returnDetails,
  submitReturn,
  uploadReturnLines,
} from './service.ts';

const TAGS = ['SalesReturn'];

export function registerSalesReturnRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  const settingsOf = async (ctx: FullRouteContext<unknown>) => {
    const settings = await findClientSettings(db, ctx.session.clientId, ctx.session.configVersion);
    assertSalesReturnOn(settings);
    return settings;
  };
  const scopeOf = async (ctx: FullRouteContext<unknown>): Promise<ReturnScope> => {
    const s = await resolveScope(db, ctx.session, ctx.now);
    return { clientId: s.clientId, retailerId: s.retailerId, distributorId: s.distributorId };
  };
  const versionsOf = (ctx: FullRouteContext<unknown>) => ({
    returns: ctx.session.returnsVersion,
    catalogue: ctx.session.catalogueVersion,
  });
  const zoneOf = (ctx: FullRouteContext<unknown>) =>
    isValidTimeZone(ctx.client.timeZone) ? ctx.client.timeZone : 'UTC';

  post(
    app,
    deps,
    '/SalesReturn/ProductList',
    {
      body: ZReturnProductListRequest,
      summary:
        'Returnable products: what the selected distributor invoiced the retailer, with pieces invoiced, returned ' +
        '(returns not rejected) and still returnable; SearchText (name or code), InvoiceNo (from 3 characters), ' +
        "category; the catalogue's AttrFilter (as ProductList: AttrId, AttrValues, AttrRangeValues, E008 when an " +
        'entry does not fit its attribute); name order (a price sort falls back to Name_ASC, with an attribute ' +
        'filter too); paged. Open when isShowSalesReturn or ' +
        'isEnableExchangeReturn is on (the exchange return picks its returned goods here)',
      tags: TAGS,
      example: { SearchText: '', InvoiceNo: '', Sort: 'Name_ASC', AttrFilter: [], Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      assertReturnableListOn(await findClientSettings(db, ctx.session.clientId, ctx.session.configVersion));
      const { products, total } = await listReturnableProducts(
        db,
        await scopeOf(ctx),
        ctx.body,
        versionsOf(ctx),
      );
      return ok(products, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/SalesReturn/ReturnSummary',
    {
      body: ZEmptyRequest,
      summary:
        'The return summary at the selected distributor: products with their reasons, cases and pieces',
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      await settingsOf(ctx);
      return ok(await loadSummary(db, await scopeOf(ctx)));
    },
  );

  post(
    app,
    deps,
    '/SalesReturn/ReturnUpload',
    {
      body: ZReturnUploadRequest,
      summary:
        'Sets return summary lines per product and reason (CaseQty, PieceQty, MfgDate; 0 and 0 removes). All or ' +
        'nothing: an unknown product (E012) or reason (E008), a unit salesReturnUom does not take or a future ' +
        'MfgDate (E008), or a product total above invoiced less returned (E017 returnQtyExceedsInvoiced) stores ' +
        'nothing. Answers the summary with S001',
      tags: TAGS,
      example: [{ PId: 1, ReasonId: 1, CaseQty: 0, PieceQty: 1, MfgDate: '' }],
    },
    async (ctx) => {
      const settings = await settingsOf(ctx);
      const summary = await uploadReturnLines(db, await scopeOf(ctx), ctx.body, {
        settings,
        timeZone: zoneOf(ctx),
        now: ctx.now,
      });
      return ok(summary, { code: 'S001', msg: 'Products added to sales return' });
    },
  );

  post(
    app,
    deps,
    '/SalesReturn/ClearCart',
    {
      body: ZReturnClearRequest,
      summary: "Empties the return summary at the selected distributor (or one product's lines with PId)",
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      await settingsOf(ctx);
      const removed = await clearReturnSummary(db, await scopeOf(ctx), ctx.body.PId);
      return ok({ Removed: removed }, { msg: 'clearAllSalesReturnSummary' });
    },
  );

  post(
    app,
    deps,
    '/SalesReturn/ReturnSubmit',
    {
      body: ZReturnSubmitRequest,
      summary:
        'Turns the return summary into a return (status S) in one transaction and empties it; Data[0].SRH_No, ' +
        'code S002. E013 when the summary is empty; the quantities are checked again (E017); Invoice, when given, ' +
        "is one of the retailer's invoices from the distributor (E012). Idempotency-Key (header or body) answers " +
        'the same return (another body: 422)',
      tags: TAGS,
      example: { Invoice: '', Remarks: 'Damaged in transit' },
    },
    async (ctx) => {
      await settingsOf(ctx);
      const key = idempotencyKeyOf(ctx);
      const result = await submitReturn(db, await scopeOf(ctx), ctx.body, key, ctx.now);
      return ok([{ SalesReturnId: result.SalesReturnId, SRH_No: result.SRH_No }], {
        code: 'S002',
        msg: 'Return request raised',
      });
    },
  );

  const reasons = async (ctx: FullRouteContext<unknown>) => {
    await settingsOf(ctx);
    return ok(await listReasons(db, ctx.session.clientId));
  };
  post(
    app,
    deps,
    '/SalesReturn/ReasonMaster',
    { body: ZEmptyRequest, summary: 'Sales return reasons', tags: TAGS, example: {} },
    reasons,
  );
  post(
    app,
    deps,
    '/appconfig/reasonmaster',
    {
      body: ZEmptyRequest,
      summary: 'Sales return reasons (the app config copy)',
      tags: ['AppConfig'],
      example: {},
    },
    reasons,
  );
  post(
    app,
    deps,
    '/appconfig/conditionmaster',
    { body: ZEmptyRequest, summary: 'Conditions of returned goods', tags: ['AppConfig'], example: {} },
    async (ctx) => {
      await settingsOf(ctx);
      return ok(await listConditions(db, ctx.session.clientId));
    },
  );

  post(
    app,
    deps,
    '/SalesReturn/ReturnView',
    {
      body: ZReturnViewRequest,
      summary:
        "Return history: the retailer's returns, newest first, filtered by SearchText (return number, invoice or " +
        'product name), FromDate/ToDate or Month, VendorId and Status; paged',
      tags: TAGS,
      example: { SearchText: '', FromDate: '', ToDate: '', Month: '', Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      await settingsOf(ctx);
      const owner = { clientId: ctx.session.clientId, retailerId: ctx.session.retailerId };
      const { returns, total } = await listReturns(db, owner, ctx.body, zoneOf(ctx), versionsOf(ctx));
      return ok(returns, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/SalesReturn/ReturnViewDetails',
    {
      body: ZReturnViewDetailsRequest,
      summary:
        "A return's header (Summary), lines (ProductList) and status history; E012 when not the caller's",
      tags: TAGS,
      example: { SalesReturnId: 1 },
    },
    async (ctx) => {
      await settingsOf(ctx);
      const owner = { clientId: ctx.session.clientId, retailerId: ctx.session.retailerId };
      return ok([await returnDetails(db, owner, ctx.body.SalesReturnId)]);
    },
  );
}
