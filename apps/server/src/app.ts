import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { compareVersions, VERSION_PATTERN } from '@restock/domain/app/version';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { tileImageSource } from './config.ts';
import type { AppDeps } from './deps.ts';
import { failure } from './http/envelope.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerAppConfigRoutes } from './modules/appconfig/routes.ts';
import { registerCheckoutRoutes } from './modules/cart/checkout/routes.ts';
import { registerCartRoutes } from './modules/cart/routes.ts';
import { registerComplaintRoutes } from './modules/complaint/routes.ts';
import { registerContentRoutes, registerMediaFiles } from './modules/content/routes.ts';
import { registerDevRoutes } from './modules/dev/routes.ts';
import { registerDistributorRoutes } from './modules/distributor/routes.ts';
import { registerExchangeReturnRoutes } from './modules/exchange-return/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerInvoiceDeliveryRoutes } from './modules/invoice-delivery/routes.ts';
import { registerKpiRoutes } from './modules/kpi/routes.ts';
import { registerLedgerRoutes } from './modules/ledger/routes.ts';
import { registerLoginRoutes } from './modules/login/routes.ts';
import { registerLoyaltyRoutes } from './modules/loyalty/routes.ts';
import { registerNotificationRoutes } from './modules/notification/routes.ts';
import { registerOrderRoutes } from './modules/orders/routes.ts';
import { registerPaymentRoutes } from './modules/payment/routes.ts';
import { registerCatalogueImages } from './modules/product/images.ts';
import { registerProductRoutes } from './modules/product/routes.ts';
import { registerRetailerRoutes } from './modules/retailer/routes.ts';
import { registerGiftPictures, registerRewardRoutes } from './modules/rewards/routes.ts';
import { registerSalesReturnRoutes } from './modules/sales-return/routes.ts';
import { registerSmartListRoutes } from './modules/smart-list/routes.ts';
import { registerStoreRoutes } from './modules/store/routes.ts';
import { registerSurveyRoutes } from './modules/survey/routes.ts';
import { registerWebApp } from './modules/web-host/routes.ts';

/**
 * Fastify's proxy trust from TRUST_PROXY (decision 069). A number of hops is a function: Fastify 5.12
 * reads a bare number as "trust nothing". With hop n trusted, the caller's address is the one the
 * outermost trusted proxy saw: a client's own X-Forwarded-For entries to its left are never read.
 */
function trustedProxies(
  trust: AppDeps['config']['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * A client's X-Request-Id is kept only when it is a plain token (8-64 of A-Z a-z 0-9 . _ -), so it
 * cannot carry text into logs or answers; otherwise, or when sent twice, the server makes its own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Builds the whole app: external plugins, then ours, then routes. Tests build it the same way. */
export async function buildApp(
  deps: AppDeps,
  options: { logger?: boolean | object } = {},
): Promise<FastifyInstance> {
  const timeouts = deps.config.http;
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(deps.config.trustProxy),
    genReqId: (req) => requestId(req.headers['x-request-id']),
    return503OnClosing: true,
    // Slow mobile networks get time, a stalled or trickling request does not hold a socket for ever
    // (decision 070). Node checks the headers and request deadlines every connectionsCheckingInterval
    // (30 s by default), so it is kept well below them.
    http: {
      headersTimeout: timeouts.headers,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headers / 4)),
    },
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every call is JSON (uploads add multipart where they need it).
  app.removeContentTypeParser('text/plain');
  app.decorate('routeTable', []);
  app.decorateRequest('session', null);
  app.decorateRequest('client', null);
  // While shutting down, answers still in flight close their keep-alive connection, so close()
  // ends as soon as they are sent instead of waiting for idle clients.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback style: an async hook costs every call a promise and a turn of the microtask queue.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Phones on slow networks: answers over 1 KB (API JSON, index.html) are compressed; brotli at
  // quality 4 costs about as much CPU as gzip for a smaller answer. Built assets are compressed once
  // at build time and sent as they are (apps/web precompress plugin, @fastify/static preCompressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the barcode decoder compile its WebAssembly; it allows no
        // JavaScript eval, and scripts still load only from our origin.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Inline style attributes come from the UI primitives; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The consumers' map view draws tiles from MAP_TILE_URL's server (decision 121).
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(deps.config.mapTileUrl)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The payment screen posts its form to the gateway's hosted page (decision 091).
        formAction: ["'self'", ...(deps.config.payu ? [new URL(deps.config.payu.paymentUrl).origin] : [])],
        frameAncestors: ["'none'"],
      },
    },
    // Strict-Transport-Security is added per request, only to answers of HTTPS requests.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same rule as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...failure('E005', `Too many requests, please retry in ${Math.ceil(ctx.ttl / 1000)} seconds`),
      message: `Too many requests, please retry in ${Math.ceil(ctx.ttl / 1000)} seconds`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Restock API',
        version: '1.0.0',
        description: 'Every call is POST with a JSON body and answers an envelope.',
      },
      components: { securitySchemes: { userKey: { type: 'apiKey', in: 'header', name: 'user-key' } } },
    },
    transform: jsonSchemaTransform,
  });

  registerErrorHandling(app);

  await app.register(
    async (api) => {
      // API answers carry personal data (the retailer, the cart, orders, the token at sign-in):
      // no cache keeps them. A route that wants caching sets its own header (decision 070).
      api.addHook('onRequest', (_req, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      api.addHook('onRequest', async (req, reply) => {
        const version = req.headers['app-version'];
        if (typeof version === 'string' && version.length > 0) {
          if (!VERSION_PATTERN.test(version) || compareVersions(version, deps.config.minAppVersion) < 0) {
            return reply
              .code(426)
              .send(failure('E_INVALID_VERSION', 'A new version is available, please wait for reload'));
          }
        }
      });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      registerLoginRoutes(api, deps);
      registerAppConfigRoutes(api, deps);
      registerDistributorRoutes(api, deps);
      registerProductRoutes(api, deps);
      registerCartRoutes(api, deps);
      registerCheckoutRoutes(api, deps);
      registerRetailerRoutes(api, deps);
      registerOrderRoutes(api, deps);
      registerInvoiceDeliveryRoutes(api, deps);
      await registerPaymentRoutes(api, deps);
      registerSmartListRoutes(api, deps);
      registerSalesReturnRoutes(api, deps);
      registerExchangeReturnRoutes(api, deps);
      registerComplaintRoutes(api, deps);
      registerLedgerRoutes(api, deps);
      registerRewardRoutes(api, deps);
      registerLoyaltyRoutes(api, deps);
      registerKpiRoutes(api, deps);
      registerContentRoutes(api, deps);
      registerNotificationRoutes(api, deps);
      registerStoreRoutes(api, deps);
      registerSurveyRoutes(api, deps);
      registerDevRoutes(api, deps);
    },
    { prefix: '/api' },
  );
  registerHealthRoutes(app, deps);
  registerCatalogueImages(app, deps);
  registerGiftPictures(app, deps);
  registerMediaFiles(app, deps);
  await registerWebApp(app, deps);
  return app;
}
