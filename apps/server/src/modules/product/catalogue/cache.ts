import type { CatalogueScope } from '../scope.ts';

/**
 * Catalogue answers that depend on the catalogue alone (not on the retailer, nor on the time), kept
 * per process while the catalogue's version is the one they were read at (docs/decisions/053).
 * Every call reads the version with its session, so an entry is never used after a catalogue
 * change has committed. Kept per database handle, least recently used first out.
 */
export interface CatalogueCache<V> {
  get(db: object, scope: CatalogueScope, key: string): V | undefined;
  set(db: object, scope: CatalogueScope, key: string, value: V): void;
}

export function catalogueCache<V>(maxEntries: number): CatalogueCache<V> {
  const byDb = new WeakMap<object, { version: number; entries: Map<string, V> }>();
  const entriesFor = (db: object, version: number) => {
    let cache = byDb.get(db);
    if (!cache || cache.version !== version) {
      cache = { version, entries: new Map() };
      byDb.set(db, cache);
    }
    return cache.entries;
  };
  return {
    get(db, scope, key) {
      if (scope.catalogueVersion === null) return undefined;
      const entries = entriesFor(db, scope.catalogueVersion);
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(db, scope, key, value) {
      if (scope.catalogueVersion === null) return;
      const entries = entriesFor(db, scope.catalogueVersion);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
