/**
 * Complaint pictures are taken by their content, never by their name or declared type (decision
 * 085): the bytes must be one whole PNG or JPEG and nothing else (no data after its end, no
 * script or markup inside), within the byte and pixel caps; what is kept is a new JPEG that sharp
 * draws from the decoded pixels (no metadata, nothing of the upload's bytes) and a thumbnail.
 */
import { COMPLAINT_IMAGE_MAX_BYTES, COMPLAINT_IMAGE_MAX_PIXELS } from '@restock/domain/rules/complaint';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { AppError } from '../../http/errors.ts';

/** Longest side of the kept picture and of its thumbnail (square). */
const KEPT_MAX_SIDE = 1600;
const THUMB_SIDE = 240;

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | null = null;

/**
 * sharp (libvips) on first use: loading it costs a process about 24 MB, which a process that
 * never sees a picture should not pay (the bench's memory budget counts every megabyte).
 */
export function loadSharp(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Decoding is CPU work done per request: no cache of decoded images between calls.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export type ImageFormat = 'png' | 'jpeg';

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Why a picture is refused; the Msg starts with this key so the app can say which. */
export type ImageProblem =
  | 'complaintImageType'
  | 'complaintImageDamaged'
  | 'complaintImageForeignContent'
  | 'complaintImageTooLarge'
  | 'complaintImageTooManyPixels';

export function imageRefusal(problem: ImageProblem, index: number): AppError {
  const http = problem === 'complaintImageTooLarge' || problem === 'complaintImageTooManyPixels' ? 413 : 415;
  const text: Record<ImageProblem, string> = {
    complaintImageType: 'only PNG or JPEG pictures are accepted',
    complaintImageDamaged: 'the picture cannot be read',
    complaintImageForeignContent: 'the picture carries other content',
    complaintImageTooLarge: `a picture may have at most ${COMPLAINT_IMAGE_MAX_BYTES} bytes`,
    complaintImageTooManyPixels: `a picture may have at most ${COMPLAINT_IMAGE_MAX_PIXELS} pixels`,
  };
  return new AppError('E008', `${problem}: picture ${index + 1}, ${text[problem]}`, { http });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the first bytes say, or null. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Where a picture's bytes end, and its segments that are not pixel data (headers, metadata). */
export interface ImageLayout {
  /** The byte after the image's end marker; -1 when the structure does not add up. */
  end: number;
  metadata: Buffer[];
}

const DAMAGED: ImageLayout = { end: -1, metadata: [] };

/** A PNG's chunks up to IEND; every chunk but the compressed pixels (IDAT) is metadata. */
export function pngLayout(bytes: Buffer): ImageLayout {
  const metadata: Buffer[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (next > bytes.length) return DAMAGED;
    if (type !== 'IDAT') metadata.push(bytes.subarray(at + 4, at + 8 + length));
    if (type === 'IEND') return { end: next, metadata };
    at = next;
  }
  return DAMAGED;
}

/**
 * A JPEG's marker segments up to EOI, skipping the entropy-coded data after each SOS (where FF is
 * followed by 00 or a restart marker); every segment is metadata, the entropy data is not.
 */
export function jpegLayout(bytes: Buffer): ImageLayout {
  const metadata: Buffer[] = [];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return DAMAGED;
    let marker = bytes[at + 1]!;
    // Fill bytes: any number of FF before a marker.
    while (marker === 0xff && at + 2 < bytes.length) {
      at++;
      marker = bytes[at + 1]!;
    }
    if (marker === 0xd9) return { end: at + 2, metadata };
    // Markers without a length: TEM and RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return DAMAGED;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return DAMAGED;
    metadata.push(bytes.subarray(at + 4, at + 2 + length));
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 00 or a restart.
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff) {
          const b = bytes[at + 1]!;
          if (b !== 0x00 && !(b >= 0xd0 && b <= 0xd7) && b !== 0xff) break;
        }
        at++;
      }
    }
  }
  return DAMAGED;
}

/**
 * Text no picture needs and an attacker's file carries: markup, scripts, PHP, and the signatures
 * of archives and documents (not `<?xml`: a camera's XMP metadata may hold it). Looked for in
 * every segment but the pixel data (a polyglot hides it in a comment, metadata or a chunk of its
 * own), not in the compressed pixels, where short markers would turn up by chance.
 */
const FOREIGN_MARKERS = [
  '<script',
  '<html',
  '<body',
  '<svg',
  '<iframe',
  '<?php',
  'javascript:',
  '%PDF-',
  'PK\u0003\u0004',
  'PK\u0005\u0006',
].map((m) => Buffer.from(m.toLowerCase(), 'latin1'));

export function hasForeignContent(segments: Buffer[]): boolean {
  return segments.some((segment) => {
    // latin1 keeps one character per byte, so lower-casing lets the markers match any case.
    const lower = Buffer.from(segment.toString('latin1').toLowerCase(), 'latin1');
    return FOREIGN_MARKERS.some((m) => lower.includes(m));
  });
}

/**
 * Checks one uploaded picture and makes what is kept of it. Refusals are coded (E008, 413 or
 * 415) and name the picture by its place in the upload.
 */
export async function processComplaintImage(bytes: Buffer, index: number): Promise<ProcessedImage> {
  if (bytes.length > COMPLAINT_IMAGE_MAX_BYTES) throw imageRefusal('complaintImageTooLarge', index);
  const format = sniffFormat(bytes);
  if (!format) throw imageRefusal('complaintImageType', index);
  const layout = format === 'png' ? pngLayout(bytes) : jpegLayout(bytes);
  if (layout.end < 0) throw imageRefusal('complaintImageDamaged', index);
  if (layout.end !== bytes.length || hasForeignContent(layout.metadata))
    throw imageRefusal('complaintImageForeignContent', index);

  const sharp = await loadSharp();
  const input = () =>
    sharp(bytes, { limitInputPixels: COMPLAINT_IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true });
  let meta: Metadata;
  try {
    // The header alone (no pixels decoded), so the pixel cap below can name the refusal.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageRefusal('complaintImageDamaged', index);
  }
  // sharp sniffs the content too: it must agree with the signature.
  if (meta.format !== format) throw imageRefusal('complaintImageType', index);
  if (!meta.width || !meta.height) throw imageRefusal('complaintImageDamaged', index);
  if (meta.width * meta.height > COMPLAINT_IMAGE_MAX_PIXELS)
    throw imageRefusal('complaintImageTooManyPixels', index);
  if ((meta.pages ?? 1) > 1) throw imageRefusal('complaintImageType', index);

  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none).
    const full = await input()
      .rotate()
      .resize({ width: KEPT_MAX_SIDE, height: KEPT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data)
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'cover' })
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw imageRefusal('complaintImageDamaged', index);
  }
}
