import { ZIdempotencyKey } from '@restock/domain/contracts/fields';
import { AppError } from './errors.ts';
import type { FullRouteContext } from './route.ts';

/**
 * A submit's Idempotency-Key: the header or the body's IdempotencyKey (the same key when both
 * come), or null. A malformed header, or a header and body that differ, is bad input (E008).
 */
export function idempotencyKeyOf(
  ctx: FullRouteContext<{ IdempotencyKey?: string | undefined }>,
): string | null {
  const raw = ctx.req.headers['idempotency-key'];
  const header = Array.isArray(raw) ? raw[0] : raw;
  const body = ctx.body.IdempotencyKey ?? null;
  if (header === undefined) return body;
  const parsed = ZIdempotencyKey.safeParse(header);
  if (!parsed.success) throw new AppError('E008', 'Invalid Request: the Idempotency-Key header is malformed');
  if (body !== null && body !== parsed.data) {
    throw new AppError('E008', 'Invalid Request: the Idempotency-Key header and body differ');
  }
  return parsed.data;
}
