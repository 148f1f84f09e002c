import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Digital content is served to img, video and a tags, which send no token: its address carries a
 * signature of the client, the id and the variant, so only an address the API handed to a
 * signed-in retailer of the client opens a file; counting through ids finds nothing, and another
 * client's host refuses it (decision 104, as decision 070 does for promotion pictures).
 */
export type MediaVariant = 'file' | 'thumb';

/** IMAGE_URL_KEY when set (several processes share it); otherwise this process's own. */
let key: Buffer = randomBytes(32);
/** Moves on with each key set, so what was signed with an earlier key is not handed out again. */
let keyGeneration = 0;

export function useMediaKey(secret: string | null): void {
  if (secret) key = Buffer.from(`media:${secret}`, 'utf8');
  keyGeneration++;
  signatures.clear();
}

export function mediaKeyGeneration(): number {
  return keyGeneration;
}

/** Signatures made already (a list page signs two per item); emptied when it grows past the cap. */
const signatures = new Map<string, string>();
const SIGNATURES_CAP = 50_000;

/** 22 base64url characters: 132 bits of an HMAC-SHA256. */
function signature(clientId: number, id: number, variant: MediaVariant): string {
  const what = `media/${clientId}/${id}/${variant}`;
  let made = signatures.get(what);
  if (made === undefined) {
    made = createHmac('sha256', key).update(what).digest('base64url').slice(0, 22);
    if (signatures.size >= SIGNATURES_CAP) signatures.clear();
    signatures.set(what, made);
  }
  return made;
}

export function mediaPath(clientId: number, id: number, variant: MediaVariant): string {
  return `/media/${id}-${signature(clientId, id, variant)}/${variant}`;
}

/** The id of a signed reference (`{id}-{signature}`) for this client and variant, else null. */
export function verifyMediaRef(clientId: number, ref: string, variant: MediaVariant): number | null {
  const match = /^(\d{1,9})-([\w-]{22})$/.exec(ref);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(clientId, id, variant));
  const actual = Buffer.from(match[2]!);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
