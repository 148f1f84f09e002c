import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Promotion pictures (schemes and banners, some of them made for one retailer) are served without a
 * token, since img tags send none. Their address carries a signature of the id, so only an address
 * the API handed to a signed-in retailer opens one; counting through ids finds nothing
 * (decision 070). Product, category and brand pictures stay addressed by id: they show what every
 * retailer of the client sees on the shelf.
 */
export type PromotionPictureKind = 'schemes' | 'banners';

/** IMAGE_URL_KEY when set; otherwise this process's own, so links change when it restarts. */
let key: Buffer = randomBytes(32);

export function usePictureKey(secret: string | null): void {
  if (secret) key = Buffer.from(secret, 'utf8');
}

/** 22 base64url characters: 132 bits of an HMAC-SHA256 of the kind and id. */
function signature(kind: PromotionPictureKind, id: number): string {
  return createHmac('sha256', key).update(`${kind}/${id}`).digest('base64url').slice(0, 22);
}

export function promotionPicturePath(kind: PromotionPictureKind, id: number): string {
  return `/images/${kind}/${id}-${signature(kind, id)}.svg`;
}

/** Whether `given` is the signature of this picture, compared in constant time. */
export function isPromotionPictureSigned(kind: PromotionPictureKind, id: number, given: string): boolean {
  const expected = Buffer.from(signature(kind, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
