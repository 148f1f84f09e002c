import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveClientByHost } from '../../auth/clients.ts';
import type { AppDeps } from '../../deps.ts';
import { loginCardFor, placeLoginCard, readLoginCards, readStylesheet } from './login-card.ts';
import { buildManifest, buildPageConfig, injectPageConfig } from './page-config.ts';

/**
 * Serves the built web app: hashed assets cached for a year, the service worker and index.html
 * never cached, index.html carrying the client's page config, and every other path falling back to
 * index.html for the client-side router.
 */
export async function registerWebApp(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const dist = deps.config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  const built = existsSync(indexFile);
  const template = built ? readFileSync(indexFile, 'utf8') : null;
  const signInTexts = built ? findSignInTexts(path.join(dist, 'assets')) : {};
  const loginCards = built ? readLoginCards(dist) : {};
  const stylesheet = template ? readStylesheet(dist, template) : null;

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (req, reply) => {
    const client = await resolveClientByHost(deps.database.db, req.hostname);
    const config = await buildPageConfig(deps.database.db, client, deps.config.minAppVersion);
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(buildManifest(config));
  });

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run "npm run build" (npm start does it for you).');
    }
    const client = await resolveClientByHost(deps.database.db, req.hostname);
    const config = await buildPageConfig(deps.database.db, client, deps.config.minAppVersion);
    const card = loginCardFor(
      loginCards,
      config,
      { url: req.url, cookie: req.headers.cookie },
      deps.clock().getUTCFullYear(),
    );
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The login card depends on the signed-in hint cookie (decision 078).
        .header('vary', 'cookie')
        .send(
          card
            ? // The sign-in texts are named for the app to fetch after the card has painted.
              placeLoginCard(
                injectPageConfig(template, config),
                card,
                stylesheet,
                signInTexts[config.defaultLanguage],
              )
            : injectPageConfig(template, config, signInTexts),
        )
    );
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      // Files are sent by the catch-all route below, so index.html always gets the page config.
      serve: false,
      index: false,
      // The build writes .br and .gz next to each asset; the best one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(dist, filePath);
        if (rel.startsWith('assets')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/^(sw\.js|push-sw\.js|sw-order-sync\.js|workbox-.*\.js|registerSW\.js)$/.test(rel))
          res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.get('/', { schema: { hide: true } }, (req, reply) => sendIndex(req, reply));
  app.get('/index.html', { schema: { hide: true } }, (req, reply) => sendIndex(req, reply));
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/')) {
      return reply.callNotFound();
    }
    if (built) {
      const candidate = path.join(dist, path.normalize(urlPath));
      const isIndex = path.basename(candidate) === 'index.html';
      if (!isIndex && candidate.startsWith(dist) && existsSync(candidate) && statSync(candidate).isFile()) {
        return reply.sendFile(path.relative(dist, candidate));
      }
    }
    // A missing asset is a 404, not the app shell (a stale hashed file must not parse HTML as JS).
    if (/\.[a-z0-9]{2,5}$/i.test(urlPath)) return reply.code(404).type('text/plain').send('Not found');
    return sendIndex(req, reply);
  });
}

/**
 * The built sign-in texts of each language (`en-sign-in-<hash>.js`, apps/web/locale-parts.ts), by
 * language, as paths the page can load.
 */
function findSignInTexts(assets: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const file of existsSync(assets) ? readdirSync(assets) : []) {
    const match = /^([a-z]{2})-sign-in-[\w-]+\.js$/.exec(file);
    if (match) found[match[1]!] = `/assets/${file}`;
  }
  return found;
}
