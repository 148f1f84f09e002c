import {
  type TBillsRequest,
  ZBillsRequest,
  ZGenerateHashRequest,
  ZOutstandingRequest,
  ZPaymentDetailsRequest,
  ZPaymentStatusRequest,
  ZTxnId,
} from '@restock/domain/contracts/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import { distributorManagementOf } from '../../integrations/distributor-management.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { hasMenuEntryAt } from '../orders/service.ts';
import { resolveScope } from '../product/service.ts';
import type { CollectionCaller, CollectionSource } from './collection-source.ts';
import { distributorManagementSource } from './dms-source.ts';
import { gatewayOf, paymentUrlOf, RETURN_PATH, TEST_GATEWAY_PATH, WEBHOOK_PATH } from './gateway.ts';
import {
  assertOwnCodes,
  outstandingOfRetailer,
  ownCollectionSource,
  paymentDetails,
  paymentStatus,
  settleCallback,
  sweepStalePayments,
  VERIFY_AFTER_MS,
  verifyStalePaymentsOf,
} from './service.ts';
import {
  isSignedCheckout,
  refusedPage,
  TEST_GATEWAY_COMPLETE_PATH,
  TEST_GATEWAY_POSTSERVICE_PATH,
  testGatewayPage,
  testGatewayRecord,
  testGatewayVerifier,
  testPostservice,
} from './test-gateway.ts';
import { type PaymentVerifier, payuVerifier } from './verify.ts';

const TAGS = ['Collection'];
/** Where the browser lands after the gateway: the web app's payment response screen. */
const RESPONSE_SCREEN = '/ivy/paymentResponse';

/**
 * The IvyPayment menu entry switches payments on for a client (spec section 3); the calls refuse
 * without it. The menu codes are kept under the client's config version (decision 088).
 */
async function requireMenu(db: Db, session: { clientId: number; configVersion: number }): Promise<void> {
  if (!(await hasMenuEntryAt(db, session.clientId, session.configVersion, 'IvyPayment')))
    throw new AppError('E017', 'Payments are switched off', { http: 403 });
}

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** A form body as plain strings (a field sent twice keeps its first value; non-strings are dropped). */
function formFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string' && !(k in out)) out[k] = v;
  }
  return out;
}

/** The API under /api/Collection: our prefix path without it (the app registers us under /api). */
const under = (path: string) => path.replace(/^\/api/, '');

export async function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  const gateway = gatewayOf(deps.config.payu);
  // What the test gateway knows of its transactions (its verify_payment answers from it).
  const testRecord = testGatewayRecord();
  const verifier: PaymentVerifier = deps.config.payu
    ? payuVerifier(gateway, deps.config.payu.verifyUrl)
    : testGatewayVerifier(testRecord);
  const logVerify = (message: string, err?: unknown) => app.log.warn({ err }, message);
  // The sweep (decision 098): payments still initiated after a few minutes are verified at the
  // gateway, whether or not anyone opens them. Once a minute; never two sweeps at a time.
  let sweeping = false;
  const sweep = setInterval(
    () => {
      if (sweeping) return;
      sweeping = true;
      sweepStalePayments(db, verifier, deps.clock(), logVerify)
        .catch((err) => logVerify('the payment sweep failed', err))
        .finally(() => {
          sweeping = false;
        });
    },
    Math.min(60_000, VERIFY_AFTER_MS),
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // The distributor-management service answers the lists and the hash when one is configured
  // (decision 093); otherwise our own database does.
  const dms = distributorManagementOf(deps.config.distributorManagement, deps.clock);
  const source: CollectionSource = dms
    ? distributorManagementSource(db, dms)
    : ownCollectionSource(db, gateway, (caller) =>
        paymentUrlOf(deps.config.payu, caller.paymentUrlSetting, caller.origin),
      );

  /** The caller after the menu check, with its distributor; codes in the body must be its own. */
  async function callerOf(
    ctx: FullRouteContext<{ RetailerCode?: string; DistributorCode?: string }>,
    checkCodes: boolean,
  ): Promise<CollectionCaller> {
    await requireMenu(db, ctx.session);
    const scope = await resolveScope(db, ctx.session, ctx.now);
    const settings = await findClientSettings(db, ctx.session.clientId, ctx.session.configVersion);
    const caller: CollectionCaller = {
      clientId: ctx.session.clientId,
      retailerId: ctx.session.retailerId,
      distributorId: scope.distributorId,
      paymentUrlSetting: settings.payUPaymentUrl,
      origin: originOf(ctx.req),
      now: ctx.now,
      returnsVersion: ctx.session.returnsVersion,
    };
    if (checkCodes) await assertOwnCodes(db, caller, ctx.body);
    return caller;
  }

  const page = (body: TBillsRequest) => ({ page: body.Page, pageSize: body.PageSize });

  post(
    app,
    deps,
    '/Collection/Outstanding',
    {
      body: ZOutstandingRequest,
      summary: 'What the retailer owes the selected distributor: TotalOutstanding (rupees) and InvoiceCount',
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      const caller = await callerOf(ctx, true);
      return ok([await outstandingOfRetailer(db, caller, caller.distributorId, caller.returnsVersion)]);
    },
  );

  post(
    app,
    deps,
    '/Collection/PendingBills',
    {
      body: ZBillsRequest,
      summary:
        "The retailer's unpaid and partly paid invoices at the selected distributor, oldest first (the order a payment settles them in), paged",
      tags: TAGS,
      example: { Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      const { bills, total } = await source.pendingBills(await callerOf(ctx, true), page(ctx.body));
      return ok(bills, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Collection/PaidBills',
    {
      body: ZBillsRequest,
      summary:
        "The retailer's paid invoices at the selected distributor, newest first, with the last transaction id, paged",
      tags: TAGS,
      example: { Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      const { bills, total } = await source.paidBills(await callerOf(ctx, true), page(ctx.body));
      return ok(bills, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Collection/GenerateHash',
    {
      body: ZGenerateHashRequest,
      summary:
        "Starts a payment of TotalAmount over InvoiceList (oldest share first; a part payment is any amount up to what is outstanding) and answers the gateway form signed with its request hash. E012 404 for an invoice or RetailerCode not the caller's, E014 for another DistributorCode, E023 when nothing is outstanding, E017 422 for an amount of 0 or above outstanding. The same ReferenceNo and body answer the same payment",
      tags: TAGS,
      example: {
        RetailerCode: 'R0001',
        DistributorCode: 'D001',
        InvoiceList: ['INV500001'],
        ReferenceNo: 'pay-0000000001',
        TotalAmount: 100,
      },
    },
    async (ctx) => ok(await source.generateHash(await callerOf(ctx, false), ctx.body)),
  );

  post(
    app,
    deps,
    '/Collection/PaymentDetails',
    {
      body: ZPaymentDetailsRequest,
      summary:
        "An invoice of the retailer with what is paid on it and every payment that named it (route paymentDetails/{invoiceId}); E012 404 when not the retailer's",
      tags: TAGS,
      example: { InvoiceId: 1 },
    },
    async (ctx) => {
      await requireMenu(db, ctx.session);
      // A payment of the invoice whose callback never came is asked about first (decision 098).
      await verifyStalePaymentsOf(
        db,
        verifier,
        ctx.session,
        { invoiceId: ctx.body.InvoiceId },
        ctx.now,
        logVerify,
      );
      return ok(await paymentDetails(db, ctx.session, ctx.body.InvoiceId));
    },
  );

  post(
    app,
    deps,
    '/Collection/PaymentStatus',
    {
      body: ZPaymentStatusRequest,
      summary:
        "One payment of the retailer by its transaction id, with the invoices it paid (route paymentResponse); E012 404 when not the retailer's",
      tags: TAGS,
      example: { TxnId: 'RS0000000000000000' },
    },
    async (ctx) => {
      await requireMenu(db, ctx.session);
      await verifyStalePaymentsOf(db, verifier, ctx.session, { txnId: ctx.body.TxnId }, ctx.now, logVerify);
      return ok(await paymentStatus(db, ctx.session, ctx.body.TxnId));
    },
  );

  // The gateway's side: form posts without a session, verified by their hash (decision 091).
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const noLimit = { rateLimit: false };

    // The browser's return (PayU's surl and furl): settle, then show the payment response screen.
    forms.post(under(RETURN_PATH), { schema: { hide: true }, config: noLimit }, async (req, reply) => {
      const form = formFields(req.body);
      // Only a well-formed transaction id goes back into the address (a lone surrogate would make
      // encodeURIComponent throw).
      const txn = ZTxnId.safeParse(form.txnid).success ? encodeURIComponent(form.txnid!) : '';
      try {
        const result = await settleCallback(db, gateway, form, deps.clock());
        return reply.redirect(`${RESPONSE_SCREEN}?txnid=${encodeURIComponent(result.txnId)}`, 303);
      } catch (err) {
        const code = err instanceof AppError ? err.code : 'E009';
        if (!(err instanceof AppError)) req.log.error(err);
        return reply.redirect(`${RESPONSE_SCREEN}?txnid=${txn}&code=${code}`, 303);
      }
    });

    // Server to server (PayU's webhook): the same settlement, answered as an envelope.
    forms.post(under(WEBHOOK_PATH), { schema: { hide: true }, config: noLimit }, async (req) => {
      const result = await settleCallback(db, gateway, formFields(req.body), deps.clock());
      return ok({ TxnId: result.txnId, Status: result.status, Changed: result.changed });
    });

    // The built-in test gateway's hosted page, only while no real gateway is configured.
    if (gateway.kind === 'test') {
      forms.post(
        under(TEST_GATEWAY_PATH),
        { schema: { hide: true }, config: noLimit },
        async (req, reply) => {
          const form = formFields(req.body);
          reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
          if (!isSignedCheckout(form)) return reply.code(400).send(refusedPage());
          return reply.send(testGatewayPage(form, deps.clock()));
        },
      );
      // A button of the page: the gateway records the outcome, then the browser posts the same
      // callback to our return address (307 keeps the method and the form).
      forms.post(
        under(TEST_GATEWAY_COMPLETE_PATH),
        { schema: { hide: true }, config: noLimit },
        async (req, reply) => {
          reply.header('cache-control', 'no-store');
          if (!testRecord.record(formFields(req.body)))
            return reply.code(400).type('text/html; charset=utf-8').send(refusedPage());
          return reply.redirect(RETURN_PATH, 307);
        },
      );
      // PayU's postservice stand-in: the verify_payment command, answered as PayU answers it.
      forms.post(
        under(TEST_GATEWAY_POSTSERVICE_PATH),
        { schema: { hide: true }, config: noLimit },
        async (req) => testPostservice(testRecord, formFields(req.body)),
      );
    }
  });
}
