/**
 * Support helpline and digital content (returns spec sections 3, 5, 6 and 7; decision 104). The
 * helpline shows the client's contacts of the types its supportHelplineSections names. Digital
 * content is the client's media: metadata in digital_content, the file and a PNG thumbnail in the
 * file store under random server-made keys; addresses are signed (media-links.ts).
 */
import { randomBytes } from 'node:crypto';
import type { THelplineContact, TMediaItem } from '@restock/domain/contracts/content';
import {
  type HelplineType,
  helplineTypesShown,
  isMediaExtension,
  MEDIA_EXTENSIONS,
  type MediaKind,
} from '@restock/domain/rules/content';
import type { Db } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { readThrough, versionedCache } from '../../db/versioned-cache.ts';
import { AppError } from '../../http/errors.ts';
import type { FileStore, StoredFile } from '../../integrations/file-store.ts';
import { loadSharp } from '../complaint/service.ts';
import { mediaKeyGeneration, mediaPath } from './media-links.ts';
import {
  findHelplineContacts,
  findMedia,
  findMediaFile,
  findMediaPage,
  insertHelplineContacts,
  insertMedia,
  type MediaRow,
} from './queries.ts';

export { useMediaKey, verifyMediaRef } from './media-links.ts';

/** The helpline contacts the client shows (its supportHelplineSections), in order. */
export async function listHelplineContacts(
  db: Db,
  clientId: number,
  sections: readonly string[],
): Promise<THelplineContact[]> {
  const types = helplineTypesShown(sections);
  const rows = await findHelplineContacts(db, clientId, types);
  return rows.map((r) => ({
    Type: r.type as HelplineType,
    Label: r.label,
    Value: r.value,
    Note: r.note,
  }));
}

function toItem(clientId: number, r: MediaRow): TMediaItem {
  const id = int(r.id);
  return {
    Id: id,
    Title: r.title,
    Description: r.description,
    FileType: r.file_type,
    Kind: r.kind as MediaKind,
    FileName: r.file_name,
    Size: int(r.size),
    FileUrl: mediaPath(clientId, id, 'file'),
    Thumbnail: r.has_thumb ? mediaPath(clientId, id, 'thumb') : '',
    CreatedOn: new Date(r.created_at).toISOString(),
  };
}

type MediaPage = { items: TMediaItem[]; total: number };

/**
 * Pages of a client's list as answered, kept per process under the client's config version, which
 * every change of its digital content moves (migration 0025, decision 113): the list is the same
 * for all the client's retailers and changes only when its staff add media, so a page is read from
 * the database once per change. Bounded: the cache empties itself past 500 pages.
 */
const mediaPages = versionedCache<string, Promise<MediaPage>>(500);

/**
 * A page of the client's digital content, newest first. With the session's config version it is
 * read through the per-process copy; without one (tools, tests) from the database.
 */
export function listDigitalContent(
  db: Db,
  clientId: number,
  request: { Page: number; PageSize: number; Kind: MediaKind | '' },
  configVersion?: number,
): Promise<MediaPage> {
  const read = async () => {
    const { rows, total } = await findMediaPage(db, clientId, request.Kind, {
      offset: (request.Page - 1) * request.PageSize,
      limit: request.PageSize,
    });
    return { items: rows.map((r) => toItem(clientId, r)), total };
  };
  if (configVersion === undefined) return read();
  const key = `${clientId}:${request.Kind}:${request.Page}:${request.PageSize}`;
  return readThrough(mediaPages, db, key, `${configVersion}:${mediaKeyGeneration()}`, read);
}

export async function findDigitalContent(db: Db, clientId: number, id: number): Promise<TMediaItem> {
  const row = await findMedia(db, clientId, id);
  if (!row) throw new AppError('E012', 'No such content', { http: 404 });
  return toItem(clientId, row);
}

/** A media file or thumbnail, with its download name; null when the client has no such item. */
export async function readMediaFile(
  db: Db,
  files: FileStore,
  clientId: number,
  id: number,
  thumbnail: boolean,
): Promise<(StoredFile & { fileName: string; fileType: string }) | null> {
  const row = await findMediaFile(db, clientId, id);
  if (!row) return null;
  const key = thumbnail ? row.thumbKey : row.fileKey;
  if (!key) return null;
  const file = await files.get(key);
  return file ? { ...file, fileName: row.fileName, fileType: row.fileType } : null;
}

/** Thumbnails are at most this wide and high. */
const THUMB_EDGE = 360;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A document's or video's cover: its type and title on a tinted card, drawn as a PNG. */
async function drawCover(fileType: string, title: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const tint: Record<string, string> = {
    pdf: '#dc2626',
    ppt: '#ea580c',
    pptx: '#ea580c',
    doc: '#2563eb',
    docx: '#2563eb',
    xls: '#16a34a',
    xlsx: '#16a34a',
    ods: '#16a34a',
    csv: '#0d9488',
    txt: '#475569',
    mp4: '#7c3aed',
    mov: '#7c3aed',
  };
  const colour = tint[fileType] ?? '#475569';
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${w}`.length <= 22) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="24" y="${200 + i * 30}" font-family="sans-serif" font-size="24" fill="#0f172a">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_EDGE}" height="${(THUMB_EDGE * 3) / 4}">
    <rect width="100%" height="100%" fill="#f8fafc"/>
    <rect x="216" y="24" width="120" height="120" rx="16" fill="${colour}"/>
    <text x="276" y="96" text-anchor="middle" font-family="sans-serif" font-size="32" font-weight="bold" fill="#ffffff">${escapeXml(fileType.toUpperCase())}</text>
    ${text}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Adds a media item to the client's digital content: the extension must be one the spec lists,
 * pictures are checked by decoding them (a thumbnail drawn from them), documents and videos get a
 * drawn cover. The file is kept as given (it comes from the client's staff, not from a retailer).
 */
export async function addDigitalContent(
  db: Db,
  files: FileStore,
  input: {
    clientId: number;
    title: string;
    description: string;
    fileName: string;
    bytes: Buffer;
    createdAt?: Date;
  },
): Promise<number> {
  const ext = input.fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!isMediaExtension(ext)) throw new AppError('E008', `Unsupported file type: ${ext}`);
  const { kind, type } = MEDIA_EXTENSIONS[ext];
  let thumb: Buffer;
  if (kind === 'image') {
    const sharp = await loadSharp();
    thumb = await sharp(input.bytes, { failOn: 'error', animated: false })
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } else {
    thumb = await drawCover(ext, input.title);
  }
  const fileKey = `media/${randomBytes(16).toString('base64url')}`;
  const thumbKey = `media/${randomBytes(16).toString('base64url')}`;
  await files.put(fileKey, { contentType: type, bytes: input.bytes });
  await files.put(thumbKey, { contentType: 'image/png', bytes: thumb });
  try {
    return await insertMedia(db, {
      clientId: input.clientId,
      title: input.title,
      description: input.description,
      fileType: ext,
      kind,
      fileName: input.fileName,
      size: input.bytes.length,
      fileKey,
      thumbKey,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    });
  } catch (err) {
    await files.delete([fileKey, thumbKey]);
    throw err;
  }
}

/** The client's helpline contacts (seed). */
export async function addHelplineContacts(
  db: Db,
  clientId: number,
  contacts: Array<{ type: HelplineType; label: string; value: string; note?: string }>,
): Promise<void> {
  await insertHelplineContacts(
    db,
    contacts.map((c, i) => ({
      clientId,
      type: c.type,
      label: c.label,
      value: c.value,
      note: c.note ?? '',
      seq: (i + 1) * 10,
    })),
  );
}
