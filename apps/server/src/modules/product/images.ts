import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { resolveClientByHost } from '../../auth/clients.ts';
import type { AppDeps } from '../../deps.ts';
import { isPromotionPictureSigned, usePictureKey } from './picture-links.ts';
import {
  findBannerPicture,
  findBrandPicture,
  findCategoryPicture,
  findProductPicture,
  findSchemePicture,
} from './queries/images.ts';
import { bannerSvg, brandSvg, categorySvg, productSvg } from './svg.ts';

const KINDS = ['products', 'categories', 'brands', 'banners', 'schemes'] as const;
type Kind = (typeof KINDS)[number];
/** Pictures change only when the catalogue does; a day keeps the list fast and still fresh. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

async function renderImage(deps: AppDeps, kind: Kind, id: number, clientId: number): Promise<string | null> {
  const db = deps.database.db;
  switch (kind) {
    case 'products': {
      const row = await findProductPicture(db, id, clientId);
      return row
        ? productSvg({
            name: String(row.name),
            brand: String(row.brand),
            packSize: String(row.pack_size),
            packType: String(row.pack_type),
            colour: String(row.colour),
          })
        : null;
    }
    case 'categories': {
      const row = await findCategoryPicture(db, id, clientId);
      return row ? categorySvg(String(row.name), String(row.colour)) : null;
    }
    case 'brands': {
      const row = await findBrandPicture(db, id, clientId);
      return row ? brandSvg(String(row.name), String(row.colour)) : null;
    }
    case 'banners': {
      const row = await findBannerPicture(db, id, clientId);
      return row ? bannerSvg(String(row.title), String(row.subtitle), String(row.colour), 'banner') : null;
    }
    case 'schemes': {
      const row = await findSchemePicture(db, id, clientId);
      return row ? bannerSvg(String(row.name), String(row.narration), String(row.colour), 'scheme') : null;
    }
  }
}

/** Promotion pictures need the signature the API put in their address; the others are named by id. */
function isNamedRight(kind: Kind, id: number, signature: string | undefined): boolean {
  if (kind === 'schemes' || kind === 'banners') {
    return signature !== undefined && isPromotionPictureSigned(kind, id, signature);
  }
  return signature === undefined;
}

/**
 * GET /images/{products|categories|brands}/{id}.svg and /images/{banners|schemes}/{id}-{signature}.svg:
 * the generated picture of a catalogue row of the client serving this host (img tags send no token,
 * so the host scopes it; promotion pictures also need their signed name, picture-links.ts).
 * Cached a day, with an ETag for cheap revalidation.
 */
export function registerCatalogueImages(app: FastifyInstance, deps: AppDeps): void {
  usePictureKey(deps.config.imageUrlKey);
  app.get<{ Params: { kind: string; file: string } }>(
    '/images/:kind/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const kind = KINDS.find((k) => k === req.params.kind);
      const match = /^(\d{1,9})(?:-([\w-]{22}))?\.svg$/.exec(req.params.file);
      if (!kind || !match || !isNamedRight(kind, Number(match[1]), match[2])) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      const client = await resolveClientByHost(deps.database.db, req.hostname);
      const svg = await renderImage(deps, kind, Number(match[1]), client.id);
      if (!svg) return reply.code(404).type('text/plain').send('Not found');
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', etag)
        // The picture is an image, never a document: no script runs even if opened directly.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
