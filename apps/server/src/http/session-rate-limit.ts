/**
 * The per-session call limit (decision 075): each signed-in session may make `perMinute` calls a
 * minute on average, with bursts up to a minute's worth (a token bucket that refills
 * continuously). One retailer's script then cannot take the server from everyone else, while the
 * app (a handful of calls per screen) never meets it. Counted per process: behind a proxy with N
 * processes a session may reach N times the limit, which still bounds it.
 */
export interface SessionRateLimit {
  /** Takes one call from the session's allowance; the seconds to wait when none is left. */
  take(sessionId: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

/** Buckets kept before full ones (idle sessions) are forgotten. */
const MAX_TRACKED = 20_000;

export function sessionRateLimit(perMinute: number, now: () => number = performance.now.bind(performance)) {
  const capacity = perMinute;
  const perMs = perMinute / 60_000;
  const buckets = new Map<number, { tokens: number; at: number }>();

  const refill = (bucket: { tokens: number; at: number }, t: number) => {
    bucket.tokens = Math.min(capacity, bucket.tokens + (t - bucket.at) * perMs);
    bucket.at = t;
  };

  const forgetIdle = (t: number) => {
    for (const [id, bucket] of buckets) {
      refill(bucket, t);
      if (bucket.tokens >= capacity) buckets.delete(id);
    }
  };

  return {
    take(sessionId: number) {
      const t = now();
      let bucket = buckets.get(sessionId);
      if (!bucket) {
        if (buckets.size >= MAX_TRACKED) forgetIdle(t);
        bucket = { tokens: capacity, at: t };
        buckets.set(sessionId, bucket);
      }
      refill(bucket, t);
      if (bucket.tokens < 1) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
        };
      }
      bucket.tokens -= 1;
      return { allowed: true };
    },
  } satisfies SessionRateLimit;
}
