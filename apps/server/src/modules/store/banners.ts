/**
 * The retailer's store banners and images (decision 122): one picture each, checked by its content
 * and re-encoded exactly as complaint pictures are (complaint/images.ts through its service), kept
 * in the file store under server-made keys, listed newest first, served only to their owner.
 * Every check runs before anything is stored: a refused upload leaves no row and no file.
 */
import { createHash, randomBytes } from 'node:crypto';
import type {
  TAddStoreBannerRequest,
  TStoreBanner,
  TStoreBannersRequest,
} from '@restock/domain/contracts/store';
import { STORE_MEDIA_MAX, type StoreMediaKind } from '@restock/domain/rules/store';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { int } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import type { FileStore, StoredFile } from '../../integrations/file-store.ts';
import { processComplaintImage } from '../complaint/service.ts';
import {
  countMedia,
  deleteMedia,
  findMedia,
  findMediaByKey,
  findMediaFilesInUse,
  findMediaPage,
  insertMediaWithin,
  type MediaRow,
  type StoreOwner,
  updateMediaActive,
} from './queries.ts';

/** Where the app reads a picture and its thumbnail (routes.ts serves them to the owner only). */
export const bannerUrl = (id: number) => `/api/Store/Banner/${id}`;
export const bannerThumbUrl = (id: number) => `/api/Store/Banner/${id}/thumb`;

const toBanner = (r: MediaRow): TStoreBanner => ({
  Id: int(r.id),
  Kind: r.kind as StoreMediaKind,
  Title: r.title,
  Active: Boolean(r.active),
  Url: bannerUrl(int(r.id)),
  ThumbnailUrl: bannerThumbUrl(int(r.id)),
  Width: int(r.width),
  Height: int(r.height),
  CreatedOn: new Date(r.created_at).toISOString(),
});

export async function listStoreBanners(
  db: Db,
  o: StoreOwner,
  body: TStoreBannersRequest,
): Promise<{ items: TStoreBanner[]; total: number }> {
  const { rows, total } = await findMediaPage(db, o, body.Kind, {
    offset: (body.Page - 1) * body.PageSize,
    limit: body.PageSize,
  });
  return { items: rows.map(toBanner), total };
}

const capRefusal = () =>
  new AppError('E008', `storeMediaLimit: a store keeps at most ${STORE_MEDIA_MAX} banners and images`, {
    http: 409,
  });

/** What makes two uploads the same: kind, title and the picture's bytes. */
function requestHash(body: TAddStoreBannerRequest, picture: Buffer): string {
  return createHash('sha256')
    .update(JSON.stringify([body.Kind, body.Title]))
    .update(createHash('sha256').update(picture).digest())
    .digest('hex');
}

/** The first row of a key, when the retry is the same request; another request is 422. */
async function replay(db: Db, o: StoreOwner, key: string, hash: string): Promise<TStoreBanner | null> {
  const prior = await findMediaByKey(db, o, key);
  if (!prior) return null;
  if (prior.request_hash !== hash)
    throw new AppError('E008', 'Invalid Request: this Idempotency-Key was used with another request', {
      http: 422,
    });
  return toBanner(prior);
}

export interface StoreBannerInput {
  owner: StoreOwner;
  body: TAddStoreBannerRequest;
  /** The uploaded files in order; exactly one is a picture to keep. */
  uploads: Buffer[];
  idempotencyKey: string | null;
  files: FileStore;
  now: Date;
}

/**
 * Adds a banner or image. Refusals, all before anything is stored: no picture or more than one
 * (E008 400 storeBannerImageRequired), the cap (E008 409 storeMediaLimit), the picture's content
 * (E008 413/415, the complaint picture keys).
 */
export async function addStoreBanner(db: Db, input: StoreBannerInput): Promise<TStoreBanner> {
  const { owner, body } = input;
  const [picture] = input.uploads;
  if (!picture || input.uploads.length !== 1)
    throw new AppError('E008', 'storeBannerImageRequired: send exactly one picture in the field image');
  const key = input.idempotencyKey;
  const hash = key ? requestHash(body, picture) : null;
  if (key && hash) {
    const first = await replay(db, owner, key, hash);
    if (first) return first;
  }
  // Before decoding: a full store need not pay for the picture's work.
  if ((await countMedia(db, owner)) >= STORE_MEDIA_MAX) throw capRefusal();
  const image = await processComplaintImage(picture, 0);

  // The spec's root directory for banners; store images beside it.
  const root = body.Kind === 'Banner' ? 'banners' : 'store-images';
  const id = randomBytes(16).toString('base64url');
  const fileKey = `${root}/${id}.jpg`;
  const thumbKey = `${root}/${id}.thumb.jpg`;
  try {
    await input.files.put(fileKey, { contentType: 'image/jpeg', bytes: image.full });
    await input.files.put(thumbKey, { contentType: 'image/jpeg', bytes: image.thumb });
    const row = await db.transaction((tx) =>
      insertMediaWithin(
        tx,
        owner,
        {
          kind: body.Kind,
          title: body.Title,
          fileKey,
          thumbKey,
          width: image.width,
          height: image.height,
          size: image.full.length,
          idempotencyKey: key,
          requestHash: hash,
          createdAt: input.now,
        },
        STORE_MEDIA_MAX,
      ),
    );
    if (!row) throw capRefusal();
    return toBanner(row);
  } catch (err) {
    // No row was written: its files would be orphans.
    await input.files.delete([fileKey, thumbKey]).catch(() => undefined);
    // The same key raced in from a retry and won: answer its row.
    if (key && hash && isUniqueViolation(err)) {
      const first = await replay(db, owner, key, hash);
      if (first) return first;
    }
    throw err;
  }
}

/** Removes one of the owner's pictures and its files; E012 for anyone else's or none. */
export async function deleteStoreBanner(db: Db, files: FileStore, o: StoreOwner, id: number): Promise<void> {
  const row = await deleteMedia(db, o, id);
  if (!row) throw new AppError('E012', 'No data found');
  // The row is gone first: a file left by a failed delete is unreachable, never a broken picture.
  // A file another row still shows (the large seed shares two) stays.
  const keys = [row.file_key, row.thumb_key];
  const inUse = await findMediaFilesInUse(db, keys);
  await files.delete(keys.filter((k) => !inUse.has(k))).catch(() => undefined);
}

export async function setStoreBannerActive(
  db: Db,
  o: StoreOwner,
  id: number,
  active: boolean,
): Promise<TStoreBanner> {
  const row = await updateMediaActive(db, o, id, active);
  if (!row) throw new AppError('E012', 'No data found');
  return toBanner(row);
}

/** A picture (or its thumbnail) of the owner's; E012 for anyone else's or none. */
export async function readStoreBannerImage(
  db: Db,
  files: FileStore,
  o: StoreOwner,
  rawId: string,
  thumbnail: boolean,
): Promise<StoredFile> {
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : 0;
  const row = id > 0 && id <= 2147483647 ? await findMedia(db, o, id) : null;
  const file = row ? await files.get(thumbnail ? row.thumb_key : row.file_key) : null;
  if (!file) throw new AppError('E012', 'No data found');
  return file;
}
