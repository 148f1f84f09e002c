/**
 * Complaint calls (returns spec section 7; contracts/complaint; docs/decisions/085):
 * /Appconfig/ComplaintLovs, /Product/Complaints, /Product/AddComplaint (multipart with pictures, or
 * JSON without), and GET /api/Complaint/Image/{id}[/thumb], which serves a picture only to the
 * session of the retailer whose complaint it is. Without the Complaints menu entry every call
 * answers E017 403.
 */
import { ZAddComplaintRequest, ZComplaintsRequest } from '@restock/domain/contracts/complaint';
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  COMPLAINT_CONSUMER_MAX,
  COMPLAINT_IMAGE_MAX_BYTES,
  COMPLAINT_IMAGES_CEILING,
} from '@restock/domain/rules/complaint';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { acceptMultipartForm } from '../../http/multipart-form.ts';
import { type FullRouteContext, getWithSession, post } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { hasMenuEntryAt } from '../orders/service.ts';
import { imageRefusal } from './images.ts';
import { addComplaint, listComplaintLovs, listComplaints, readComplaintImage } from './service.ts';

const TAGS = ['Complaint'];

/** The multipart field that carries pictures; a file under any other name is refused. */
const IMAGES_FIELD = 'images';

/** Pictures never change under their id: a year in the owner's browser, never in a shared cache. */
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

export function registerComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  const assertOn = async (ctx: FullRouteContext<unknown>) => {
    if (!(await hasMenuEntryAt(db, ctx.session.clientId, ctx.session.configVersion, 'Complaints')))
      throw new AppError('E017', 'Complaints are not enabled', { http: 403 });
  };
  const ownerOf = (ctx: FullRouteContext<unknown>) => ({
    clientId: ctx.session.clientId,
    retailerId: ctx.session.retailerId,
  });

  post(
    app,
    deps,
    '/Appconfig/ComplaintLovs',
    {
      body: ZEmptyRequest,
      summary:
        'Complaint metadata: entries (Id, Type, Code, Name) of Type COMPL_TYPE, COMPL_REASON, COMPL_DISP_MET and ' +
        'COMPL_RET_TO grouped as ComplaintTypes, ComplaintReasons, DisposalMethods and ReturnTo',
      tags: ['AppConfig'],
      example: {},
    },
    async (ctx) => {
      await assertOn(ctx);
      return ok(await listComplaintLovs(db, ctx.session.clientId));
    },
  );

  post(
    app,
    deps,
    '/Product/Complaints',
    {
      body: ZComplaintsRequest,
      summary:
        "The retailer's complaints, newest first, paged: reference number, consumer, contact, date, SKU, invoice " +
        'number and date, reason, type, disposal method, return to, remarks and picture addresses',
      tags: TAGS,
      example: { Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      // The menu check and the page side by side: the list only reads.
      const [, { complaints, total }] = await Promise.all([
        assertOn(ctx),
        listComplaints(db, ownerOf(ctx), ctx.body, ctx.session.returnsVersion),
      ]);
      return ok(complaints, { totalCount: total });
    },
  );

  // Multipart only for AddComplaint, in its own scope (http/multipart-form.ts): the pictures.
  app.register(async (scope) => {
    const takeFiles = await acceptMultipartForm(scope, {
      limits: {
        fileSize: COMPLAINT_IMAGE_MAX_BYTES,
        files: COMPLAINT_IMAGES_CEILING,
        fields: 20,
        fieldSize: 4 * COMPLAINT_CONSUMER_MAX * 4,
      },
      takesFileIn: (field) => field === IMAGES_FIELD,
      wrongField: `pictures go in the field ${IMAGES_FIELD}`,
      tooLarge: (index) => imageRefusal('complaintImageTooLarge', index),
    });

    post(
      scope,
      deps,
      '/Product/AddComplaint',
      {
        body: ZAddComplaintRequest,
        summary:
          'Raises a complaint: productId, complaintReasonId, complaintTypeId, InvoiceNo (50), InvoiceDate, Remarks ' +
          '(255), ConsumerName (100), ContactNo; as multipart/form-data, pictures in `images` (PNG or JPEG by ' +
          'content, at most complaintUploadImageCount, 5 MB and 25 megapixels each; re-encoded). A refusal ' +
          '(E008 400/413/415, E012 unknown product) stores nothing. Idempotency-Key (header or ' +
          'body) answers the same complaint (another request: 422). Data: ComplaintId, ReferenceNo',
        tags: TAGS,
        example: {
          productId: 1,
          complaintReasonId: 5,
          InvoiceNo: '',
          Remarks: 'Seal broken',
          ConsumerName: 'A. Consumer',
        },
      },
      async (ctx) => {
        const uploads = takeFiles(ctx.req).map((f) => f.bytes);
        await assertOn(ctx);
        const settings = await findClientSettings(db, ctx.session.clientId, ctx.session.configVersion);
        const made = await addComplaint(db, {
          owner: ownerOf(ctx),
          idempotencyKey: idempotencyKeyOf(ctx),
          distributorId: ctx.session.selectedDistributorId,
          body: ctx.body,
          uploads,
          settings,
          files: deps.files,
          now: ctx.now,
        });
        return ok(made, { msg: 'generateComplaintSuccess' });
      },
    );
  });

  const serveImage =
    (thumbnail: boolean) => async (ctx: FullRouteContext<undefined> & { params: { id: string } }) => {
      await assertOn(ctx);
      const file = await readComplaintImage(db, deps.files, ownerOf(ctx), ctx.params.id, thumbnail);
      // The answer depends on who asks: a cache keeps it per session token.
      ctx.reply.header('cache-control', IMAGE_CACHE).header('vary', 'user-key').type(file.contentType);
      return file.bytes;
    };
  getWithSession(app, deps, '/Complaint/Image/:id', serveImage(false));
  getWithSession(app, deps, '/Complaint/Image/:id/thumb', serveImage(true));
}
