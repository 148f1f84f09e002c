/**
 * Product complaints (returns spec sections 3, 5 and 7; docs/decisions/085): the client's
 * complaint metadata, a retailer's complaints newest first, and a new complaint with pictures.
 * Every check (fields, product, metadata, picture count, each picture's content) runs before
 * anything is stored, so a refused complaint leaves no row and no file. Pictures are kept only as
 * the JPEGs images.ts draws from them, under random server-made keys, in the file store.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  COMPLAINT_LOV_GROUPS,
  type ComplaintLovType,
  type TAddComplaintRequest,
  type TComplaint,
  type TComplaintLovs,
  type TComplaintsRequest,
} from '@restock/domain/contracts/complaint';
import { complaintImageLimit } from '@restock/domain/rules/complaint';
import type { AppSettings } from '@restock/domain/settings';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { int } from '../../db/values.ts';
import { readThrough, versionedCache } from '../../db/versioned-cache.ts';
import { AppError } from '../../http/errors.ts';
import type { FileStore, StoredFile } from '../../integrations/file-store.ts';
import { type ProcessedImage, processComplaintImage } from './images.ts';
import {
  type ComplaintOwner,
  countImagesSince,
  findComplaintByKey,
  findComplaintPage,
  findImageOfOwner,
  findInvoiceDate,
  findLovs,
  findLovsById,
  findProduct,
  findRetailerMobile,
  insertComplaint,
  type NewComplaintImage,
  type Row,
} from './queries.ts';

export { imageRefusal, loadSharp, processComplaintImage } from './images.ts';
export type { ComplaintOwner, NewComplaintImage } from './queries.ts';

/** Pictures one retailer may store in 24 hours: a quota, so no one fills the store. */
export const COMPLAINT_IMAGES_PER_DAY = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the app reads a picture and its thumbnail (routes.ts serves them to the owner only). */
export const imageUrl = (id: string) => `/api/Complaint/Image/${id}`;
export const thumbnailUrl = (id: string) => `/api/Complaint/Image/${id}/thumb`;
/** Picture ids are 22 characters of base64url (128 random bits). */
export const IMAGE_ID = /^[A-Za-z0-9_-]{22}$/;

export async function listComplaintLovs(db: Db, clientId: number): Promise<TComplaintLovs> {
  const groups: TComplaintLovs = {
    ComplaintTypes: [],
    ComplaintReasons: [],
    DisposalMethods: [],
    ReturnTo: [],
  };
  for (const r of await findLovs(db, clientId)) {
    const type = String(r.type) as ComplaintLovType;
    const group = COMPLAINT_LOV_GROUPS[type];
    if (!group) continue;
    groups[group].push({ Id: int(r.id), Type: type, Code: String(r.code), Name: String(r.name) });
  }
  return groups;
}

/** The page query's pictures ([id, width, height] in order; node-postgres parses json, PGlite too). */
function imagesOf(value: unknown): TComplaint['Images'] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as Array<[string, number, number]>;
  return list.map(([id, width, height]) => ({
    ImageId: id,
    Url: imageUrl(id),
    ThumbnailUrl: thumbnailUrl(id),
    Width: int(width),
    Height: int(height),
  }));
}

function toComplaint(r: Row): TComplaint {
  return {
    ComplaintId: int(r.id),
    ReferenceNo: String(r.reference_no),
    ConsumerName: String(r.consumer_name),
    ContactNo: String(r.contact_no),
    ComplaintDate: new Date(r.created_at as string | Date).toISOString(),
    ProductId: int(r.product_id),
    SkuName: String(r.product_name),
    SkuCode: String(r.product_code),
    InvoiceNo: String(r.invoice_no),
    InvoiceDate: r.invoice_date ? String(r.invoice_date) : '',
    ReasonId: int(r.reason_id),
    Reason: String(r.reason_name),
    TypeId: r.type_id === null ? null : int(r.type_id),
    Type: r.type_name ? String(r.type_name) : '',
    DisposalMethod: r.disposal_name ? String(r.disposal_name) : '',
    ReturnTo: r.return_to_name ? String(r.return_to_name) : '',
    Remarks: String(r.remarks),
    Images: imagesOf(r.images),
  };
}

/** A retailer's complaints kept in the copy at most; with more, its pages are read from the database. */
const COPY_MAX = 1000;
/** Per retailer, its complaints newest first (null: too many to keep), under its returns version. */
const complaintsCopy = versionedCache<string, Promise<TComplaint[] | null>>(300);

/**
 * A page of the retailer's complaints, newest first. With the returns version read with the
 * session (complaints, their pictures and the client's complaint metadata move it, migration 0018;
 * decision 088) from a per-process copy; without it, from the database.
 */
export async function listComplaints(
  db: Db,
  owner: ComplaintOwner,
  body: TComplaintsRequest,
  returnsVersion: number | null = null,
): Promise<{ complaints: TComplaint[]; total: number }> {
  const page = { offset: (body.Page - 1) * body.PageSize, limit: body.PageSize };
  if (returnsVersion !== null) {
    const all = await readThrough(
      complaintsCopy,
      db,
      `${owner.clientId}:${owner.retailerId}`,
      returnsVersion,
      async () => {
        const { rows, total } = await findComplaintPage(db, owner, { offset: 0, limit: COPY_MAX });
        return total <= COPY_MAX ? rows.map(toComplaint) : null;
      },
    );
    if (all) return { complaints: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }
  const { rows, total } = await findComplaintPage(db, owner, page);
  return { complaints: rows.map(toComplaint), total };
}

/** Checks every picture and makes what is kept; the first refusal stops (nothing is stored yet). */
export async function processComplaintImages(
  uploads: Buffer[],
  settings: Pick<AppSettings, 'complaintUploadImageCount'>,
): Promise<ProcessedImage[]> {
  const limit = complaintImageLimit(settings.complaintUploadImageCount);
  if (uploads.length > limit)
    throw new AppError('E008', `complaintImageCount: at most ${limit} pictures`, { http: 400 });
  const processed: ProcessedImage[] = [];
  // One at a time: decoding is CPU-heavy and a request should not take every core.
  for (const [i, bytes] of uploads.entries()) processed.push(await processComplaintImage(bytes, i));
  return processed;
}

/** Stores a processed picture and its thumbnail under new random keys. */
export async function storeComplaintImage(
  files: FileStore,
  image: ProcessedImage,
): Promise<NewComplaintImage> {
  const id = randomBytes(16).toString('base64url');
  const fileKey = `complaints/${id}.jpg`;
  const thumbKey = `complaints/${id}.thumb.jpg`;
  await files.put(fileKey, { contentType: 'image/jpeg', bytes: image.full });
  await files.put(thumbKey, { contentType: 'image/jpeg', bytes: image.thumb });
  return { id, fileKey, thumbKey, width: image.width, height: image.height, size: image.full.length };
}

export interface ComplaintInput {
  owner: ComplaintOwner;
  /** An Idempotency-Key (header or body): a retry answers the first complaint. */
  idempotencyKey?: string | null;
  distributorId: number | null;
  body: TAddComplaintRequest;
  uploads: Buffer[];
  settings: Pick<AppSettings, 'complaintUploadImageCount'>;
  files: FileStore;
  now: Date;
  /** Set by seeds only: the company's word on an older complaint (over the retailer's). */
  handled?: { disposalMethodId: number | null; returnToId: number | null };
}

/**
 * Raises a complaint. Refusals, in order, all before anything is stored: an unknown product
 * (E012), a reason, type, disposal method or return-to that is not the client's entry of that kind
 * (E008), too many pictures or a picture refused by its content (E008 400/413/415), the daily
 * picture quota (E005 429).
 */
/** What makes two AddComplaint requests the same: every field and every picture's bytes. */
function requestHash(body: TAddComplaintRequest, uploads: Buffer[]): string {
  const { IdempotencyKey: _key, ...fields } = body;
  const hash = createHash('sha256').update(JSON.stringify(fields));
  for (const u of uploads) hash.update(createHash('sha256').update(u).digest());
  return hash.digest('hex');
}

/** The first complaint of a key, when the retry is the same request; another request is 422. */
async function replay(db: Db, retailerId: number, key: string, hash: string) {
  const prior = await findComplaintByKey(db, retailerId, key);
  if (!prior) return null;
  if (prior.request_hash !== hash)
    throw new AppError('E008', 'Invalid Request: this Idempotency-Key was used with another request', {
      http: 422,
    });
  return { ComplaintId: int(prior.id), ReferenceNo: String(prior.reference_no) };
}

export async function addComplaint(
  db: Db,
  input: ComplaintInput,
): Promise<{ ComplaintId: number; ReferenceNo: string }> {
  const { owner, body } = input;
  const key = input.idempotencyKey ?? null;
  const hash = key ? requestHash(body, input.uploads) : null;
  if (key && hash) {
    const first = await replay(db, owner.retailerId, key, hash);
    if (first) return first;
  }
  const product = await findProduct(db, owner.clientId, body.productId);
  if (!product) throw new AppError('E012', 'No data found: unknown product');
  const wanted: Array<[number, ComplaintLovType]> = [[body.complaintReasonId, 'COMPL_REASON']];
  if (body.complaintTypeId !== undefined) wanted.push([body.complaintTypeId, 'COMPL_TYPE']);
  if (body.disposalMethodId !== undefined) wanted.push([body.disposalMethodId, 'COMPL_DISP_MET']);
  if (body.returnToId !== undefined) wanted.push([body.returnToId, 'COMPL_RET_TO']);
  const lovs = new Map(
    (
      await findLovsById(
        db,
        owner.clientId,
        wanted.map(([id]) => id),
      )
    ).map((r) => [int(r.id), String(r.type)]),
  );
  for (const [id, type] of wanted) {
    if (lovs.get(id) !== type) throw new AppError('E008', `Invalid Request: ${type} ${id} is not known`);
  }
  if (input.uploads.length > 0) {
    const stored = await countImagesSince(db, owner.retailerId, new Date(input.now.getTime() - DAY_MS));
    if (stored + input.uploads.length > COMPLAINT_IMAGES_PER_DAY)
      throw new AppError('E005', 'complaintImageQuota: too many pictures today, please retry tomorrow', {
        http: 429,
      });
  }
  const processed = await processComplaintImages(input.uploads, input.settings);

  const invoiceDate =
    body.InvoiceDate || (body.InvoiceNo ? await findInvoiceDate(db, owner, body.InvoiceNo) : null) || null;
  const contactNo = body.ContactNo || (await findRetailerMobile(db, owner.retailerId));

  const stored: NewComplaintImage[] = [];
  try {
    for (const image of processed) stored.push(await storeComplaintImage(input.files, image));
    const made = await db.transaction((tx) =>
      insertComplaint(
        tx,
        {
          clientId: owner.clientId,
          retailerId: owner.retailerId,
          distributorId: input.distributorId,
          productId: int(product.id),
          productName: String(product.name),
          productCode: String(product.code),
          typeId: body.complaintTypeId ?? null,
          reasonId: body.complaintReasonId,
          disposalMethodId: input.handled?.disposalMethodId ?? body.disposalMethodId ?? null,
          returnToId: input.handled?.returnToId ?? body.returnToId ?? null,
          invoiceNo: body.InvoiceNo,
          invoiceDate,
          consumerName: body.ConsumerName,
          contactNo,
          remarks: body.Remarks,
          idempotencyKey: key,
          requestHash: hash,
          createdAt: input.now,
        },
        stored,
      ),
    );
    return { ComplaintId: made.id, ReferenceNo: made.referenceNo };
  } catch (err) {
    // The complaint was not written: its files would be orphans.
    await input.files.delete(stored.flatMap((s) => [s.fileKey, s.thumbKey])).catch(() => undefined);
    // The same key raced in from a retry and won: answer its complaint.
    if (key && hash && isUniqueViolation(err)) {
      const first = await replay(db, owner.retailerId, key, hash);
      if (first) return first;
    }
    throw err;
  }
}

/** A picture (or its thumbnail) of the owner's complaint; E012 for anyone else's or none. */
export async function readComplaintImage(
  db: Db,
  files: FileStore,
  owner: ComplaintOwner,
  imageId: string,
  thumbnail: boolean,
): Promise<StoredFile> {
  const row = IMAGE_ID.test(imageId) ? await findImageOfOwner(db, owner, imageId) : null;
  const file = row ? await files.get(String(thumbnail ? row.thumb_key : row.file_key)) : null;
  if (!file) throw new AppError('E012', 'No data found');
  return file;
}
