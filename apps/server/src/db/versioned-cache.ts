/**
 * A per-process cache of what a client's configuration decides (settings, distributor terms),
 * valid while the client's config_version is the one it was read with (docs/decisions/052). Every
 * call reads the current version with its session, so an entry is never used after a change has
 * committed: no time-based staleness. Entries are kept per database handle (tests open several).
 */
/** A version: a counter, or several counters joined into one text. */
export type Version = number | string;

export interface VersionedCache<K, V> {
  get(db: object, key: K, version: Version): V | undefined;
  set(db: object, key: K, version: Version, value: V): void;
}

/** Caches at most `maxEntries` keys per database (clients and distributors are few). */
export function versionedCache<K, V>(maxEntries = 1000): VersionedCache<K, V> {
  const byDb = new WeakMap<object, Map<K, { version: Version; value: V }>>();
  return {
    get(db, key, version) {
      const hit = byDb.get(db)?.get(key);
      return hit?.version === version ? hit.value : undefined;
    },
    set(db, key, version, value) {
      let entries = byDb.get(db);
      if (!entries) {
        entries = new Map();
        byDb.set(db, entries);
      }
      if (entries.size >= maxEntries && !entries.has(key)) entries.clear();
      entries.set(key, { version, value });
    },
  };
}

/**
 * The value of a key at a version from the cache, else read (once, however many calls ask at the
 * same time) and kept; a failed read is not kept.
 */
export function readThrough<K, V>(
  cache: VersionedCache<K, Promise<V>>,
  db: object,
  key: K,
  version: Version,
  read: () => Promise<V>,
): Promise<V> {
  const hit = cache.get(db, key, version);
  if (hit) return hit;
  const reading = read();
  cache.set(db, key, version, reading);
  reading.catch(() => {
    if (cache.get(db, key, version) === reading) cache.set(db, key, 'failed', reading);
  });
  return reading;
}
