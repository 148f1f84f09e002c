/** Database errors the services answer in their own words. */

/**
 * A unique index refused the row (PostgreSQL's 23505), however deep the driver or Drizzle wrapped
 * the error: another request saved the same key, code or name first.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
