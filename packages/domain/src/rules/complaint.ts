/**
 * Product complaint limits (returns spec sections 5 and 9; docs/decisions/085), applied by the
 * generate-complaint form and again by the server.
 */

export const COMPLAINT_INVOICE_MAX = 50;
export const COMPLAINT_REMARKS_MAX = 255;
export const COMPLAINT_CONSUMER_MAX = 100;
/** complaintUploadImageCount's default. */
export const COMPLAINT_IMAGES_DEFAULT = 5;
/** The most any client's setting may allow, whatever it says (a request is parsed against it). */
export const COMPLAINT_IMAGES_CEILING = 10;

/** The spec's image types: PNG, JPEG and JPG (one format, two file endings). */
export const COMPLAINT_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;

/** The browser compresses every picture: harder above 1 MB (spec section 5). */
export const COMPRESSION_THRESHOLD_BYTES = 1024 * 1024;
export const COMPRESSION_RATIO_LARGE = 0.2;
export const COMPRESSION_RATIO_SMALL = 0.6;
/** The browser also scales a picture to this longest side, so it stays under the server's pixel cap. */
export const COMPLAINT_IMAGE_MAX_SIDE = 2560;

/** The server's caps on one uploaded picture (decision 085). */
export const COMPLAINT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const COMPLAINT_IMAGE_MAX_PIXELS = 25_000_000;

/** The compression quality the spec gives for a picture of this many bytes. */
export function compressionRatio(bytes: number): number {
  return bytes > COMPRESSION_THRESHOLD_BYTES ? COMPRESSION_RATIO_LARGE : COMPRESSION_RATIO_SMALL;
}

/** How many pictures a complaint may carry under the client's complaintUploadImageCount. */
export function complaintImageLimit(setting: number): number {
  if (!Number.isInteger(setting) || setting < 1) return COMPLAINT_IMAGES_DEFAULT;
  return Math.min(setting, COMPLAINT_IMAGES_CEILING);
}

/** Whether a file name ends in one of the spec's image endings (the form's first check only). */
export function hasImageExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return (COMPLAINT_IMAGE_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}
