import type { Db } from '../../../db/client.ts';
import type { CatalogueScope } from '../scope.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { buildCatalogueIndex, CatalogueMovedError } from './index-build.ts';

/**
 * Most products kept in memory over all indexes of one database handle, about 800 bytes each
 * (a line's JSON text and its columns): three distributors of the large seed's 80,000 products.
 */
const MAX_INDEXED_PRODUCTS = 250_000;
/** After a failed build, the next waits this long (the database may be down). */
const RETRY_AFTER_MS = 5_000;

interface Slot {
  index: CatalogueIndex | null;
}

interface Registry {
  log: { warn(obj: object, msg: string): void };
  /** Per client and distributor, least recently used first. */
  slots: Map<string, Slot>;
  /** One build at a time: a build reads a whole catalogue, and calls must not queue behind many. */
  building: boolean;
  failedAt: number;
}

const registries = new WeakMap<object, Registry>();

/** Lets the product calls on this database handle keep catalogue indexes (the app does). */
export function enableCatalogueIndexes(db: Db, log: Registry['log']): void {
  if (!registries.has(db)) registries.set(db, { log, slots: new Map(), building: false, failedAt: 0 });
}

/**
 * The index of the scope's distributor when it is at the session's catalogue version, else null:
 * the call takes the SQL path, and a build starts in the background. An index whose lines'
 * schemes or discounts have started or ended since is still used (those lines are read from the
 * database) while its successor is built.
 */
export function readyCatalogueIndex(db: Db, scope: CatalogueScope): CatalogueIndex | null {
  const registry = registries.get(db);
  if (!registry || scope.catalogueVersion === null) return null;
  const key = `${scope.clientId}/${scope.distributorId}`;
  const slot = registry.slots.get(key) ?? { index: null };
  registry.slots.delete(key);
  registry.slots.set(key, slot);
  const index = slot.index;
  const current = index !== null && index.version === scope.catalogueVersion;
  const fresh = current && scope.now.getTime() < index.earliestChange;
  const newer = index !== null && index.version > scope.catalogueVersion;
  if (!fresh && !newer) startBuild(db, registry, slot, scope);
  return current ? index : null;
}

function startBuild(db: Db, registry: Registry, slot: Slot, scope: CatalogueScope): void {
  if (registry.building || Date.now() - registry.failedAt < RETRY_AFTER_MS) return;
  registry.building = true;
  buildCatalogueIndex(db, scope)
    .then((index) => {
      if (slot.index === null || index.version >= slot.index.version) slot.index = index;
      evict(registry, slot);
    })
    .catch((err: unknown) => {
      // A change committed meanwhile: the next call starts a build at the new version.
      if (err instanceof CatalogueMovedError) return;
      registry.failedAt = Date.now();
      registry.log.warn({ err }, 'catalogue index: build failed, lists read the database meanwhile');
    })
    .finally(() => {
      registry.building = false;
    });
}

/** Drops the least recently used indexes (not `keep`) while they hold too many products. */
function evict(registry: Registry, keep: Slot): void {
  let total = 0;
  for (const slot of registry.slots.values()) total += slot.index?.size ?? 0;
  for (const [key, slot] of registry.slots) {
    if (total <= MAX_INDEXED_PRODUCTS) break;
    if (slot === keep || slot.index === null) continue;
    total -= slot.index.size;
    registry.slots.delete(key);
  }
}
