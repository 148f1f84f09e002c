/**
 * Support and content calls (returns spec section 7; decision 104): /Principal/ContactHelpline,
 * /Product/DigitalContent, /Product/DigitalContentDetail, and GET /media/{id}-{signature}/{file|thumb},
 * which serves a media file at the signed address the API gave (img, video and a tags send no
 * token). Without the SupportHelpline or DigitalContent menu entry their calls answer E017 403.
 */
import { ZDigitalContentDetailRequest, ZDigitalContentRequest } from '@restock/domain/contracts/content';
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import { opensInBrowser } from '@restock/domain/rules/content';
import type { FastifyInstance } from 'fastify';
import { resolveClientByHost } from '../../auth/clients.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { hasMenuEntryAt } from '../orders/service.ts';
import {
  findDigitalContent,
  listDigitalContent,
  listHelplineContacts,
  readMediaFile,
  useMediaKey,
  verifyMediaRef,
} from './service.ts';

/** Files never change under their id: a day in the browser; the signature keeps others out. */
const MEDIA_CACHE = 'private, max-age=86400';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` over a file of `size` bytes; null: the whole file. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | 'bad' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

export function registerContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  const assertMenu = async (ctx: FullRouteContext<unknown>, tCode: string) => {
    if (!(await hasMenuEntryAt(db, ctx.session.clientId, ctx.session.configVersion, tCode)))
      throw new AppError('E017', `${tCode} is not enabled`, { http: 403 });
  };

  post(
    app,
    deps,
    '/Principal/ContactHelpline',
    {
      body: ZEmptyRequest,
      summary:
        "The client's support helpline: contacts (Type Mobile, Email or ExternalLink, Label, Value, Note) of " +
        'the types supportHelplineSections names, in order',
      tags: ['Content'],
      example: {},
    },
    async (ctx) => {
      await assertMenu(ctx, 'SupportHelpline');
      const settings = await findClientSettings(db, ctx.session.clientId, ctx.session.configVersion);
      return ok(await listHelplineContacts(db, ctx.session.clientId, settings.supportHelplineSections));
    },
  );

  post(
    app,
    deps,
    '/Product/DigitalContent',
    {
      body: ZDigitalContentRequest,
      summary:
        "A page of the client's digital content, newest first, of one Kind (image, video, document) or all: " +
        'Id, Title, Description, FileType (extension), Kind, FileName, Size, FileUrl and Thumbnail (signed addresses)',
      tags: ['Content'],
      example: { Page: 1, PageSize: 20, Kind: '' },
    },
    async (ctx) => {
      const [, { items, total }] = await Promise.all([
        assertMenu(ctx, 'DigitalContent'),
        listDigitalContent(db, ctx.session.clientId, ctx.body, ctx.session.configVersion),
      ]);
      return ok(items, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Product/DigitalContentDetail',
    {
      body: ZDigitalContentDetailRequest,
      summary: 'One item of the digital content by Id (E012 404 when the client has none such)',
      tags: ['Content'],
      example: { Id: 1 },
    },
    async (ctx) => {
      await assertMenu(ctx, 'DigitalContent');
      return ok(await findDigitalContent(db, ctx.session.clientId, ctx.body.Id));
    },
  );
}

/** GET /media/{id}-{signature}/{file|thumb}: outside /api, so the browser may cache it. */
export function registerMediaFiles(app: FastifyInstance, deps: AppDeps): void {
  useMediaKey(deps.config.imageUrlKey);
  // Any other address under /media is no file of ours (not the web app's page either).
  for (const path of ['/media', '/media/*']) {
    app.get(path, { schema: { hide: true } }, async (_req, reply) =>
      reply.code(404).type('text/plain').send('Not found'),
    );
  }
  app.get<{ Params: { ref: string; variant: string } }>(
    '/media/:ref/:variant',
    { schema: { hide: true } },
    async (req, reply) => {
      const variant =
        req.params.variant === 'thumb' ? 'thumb' : req.params.variant === 'file' ? 'file' : null;
      const notFound = () => reply.code(404).type('text/plain').send('Not found');
      if (!variant) return notFound();
      const client = await resolveClientByHost(deps.database.db, req.hostname);
      const id = verifyMediaRef(client.id, req.params.ref, variant);
      if (id === null) return notFound();
      const file = await readMediaFile(deps.database.db, deps.files, client.id, id, variant === 'thumb');
      if (!file) return notFound();
      const inline = variant === 'thumb' || opensInBrowser(file.fileType);
      const name = file.fileName.replace(/[^\w. -]/g, '_');
      reply
        .header('cache-control', MEDIA_CACHE)
        .header('accept-ranges', 'bytes')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        // A file is never a page of ours: no script of it runs, even when opened directly. PDFs
        // keep the browser's own viewer (it needs object-src), nothing else.
        .header(
          'content-security-policy',
          file.fileType === 'pdf' && variant === 'file'
            ? "default-src 'none'; object-src 'self'"
            : "default-src 'none'; style-src 'unsafe-inline'",
        )
        .type(file.contentType);
      const range = rangeOf(req.headers.range, file.bytes.length);
      if (range === 'bad') {
        return reply.code(416).header('content-range', `bytes */${file.bytes.length}`).send();
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.bytes.length}`)
          .send(file.bytes.subarray(range.start, range.end + 1));
      }
      return reply.send(file.bytes);
    },
  );
}
