import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readSecure, removeSecure, writeSecure } from './secure-storage';

/**
 * The answers a retailer has seen, kept on the device so the app starts and browses offline
 * (decision 124). A chunk of its own: the shell loads it when the browser is idle, or at once when
 * it starts without a network (the service worker has it cached). Sealed like the session
 * (decision 008), one entry for the signed-in retailer, removed at sign-out.
 */
const ENTRY = 'queryCache';
/** Answers older than this are not shown, even offline. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Size of the kept answers (as JSON); the oldest go first past it. */
export const MAX_CHARS = 3_000_000;
const WRITE_AFTER_MS = 1000;

/**
 * One kept answer. Written with the cache's own setQueryData, not TanStack Query's dehydrate and
 * hydrate: those would join the query library's chunk, which home loads first (decision 114).
 */
interface KeptQuery {
  queryKey: QueryKey;
  queryHash: string;
  data: unknown;
  dataUpdatedAt: number;
}

interface Kept {
  /** Whose answers: the retailer's id. Another account's entry is dropped, never shown. */
  owner: number;
  savedAt: number;
  queries: KeptQuery[];
}

/** Keeps the newest answers that fit the cap and the age, at most one per query key. */
export function trimQueries(queries: KeptQuery[], now: number, maxChars = MAX_CHARS): KeptQuery[] {
  const seen = new Set<string>();
  const kept: KeptQuery[] = [];
  let size = 0;
  for (const q of [...queries].sort((a, b) => b.dataUpdatedAt - a.dataUpdatedAt)) {
    if (seen.has(q.queryHash) || now - q.dataUpdatedAt > MAX_AGE_MS) continue;
    seen.add(q.queryHash);
    let chars: number;
    try {
      chars = JSON.stringify(q).length;
    } catch {
      continue;
    }
    if (size + chars > maxChars) continue;
    size += chars;
    kept.push(q);
  }
  return kept;
}

async function readKept(owner: number): Promise<KeptQuery[]> {
  const kept = await readSecure<Kept>(ENTRY);
  if (!kept) return [];
  if (kept.owner !== owner) {
    await removeSecure(ENTRY);
    return [];
  }
  // Only the age: the size was capped when the entry was written (measuring it again on the
  // offline start's path would delay the first screen).
  const now = Date.now();
  return kept.queries.filter((q) => now - q.dataUpdatedAt <= MAX_AGE_MS);
}

/** Puts the kept answers into the cache (a query already holding newer data keeps its own). */
export async function restoreCache(client: QueryClient, owner: number): Promise<void> {
  for (const q of await readKept(owner)) {
    const held = client.getQueryCache().get(q.queryHash);
    if (held && held.state.dataUpdatedAt >= q.dataUpdatedAt) continue;
    client.setQueryData(q.queryKey, q.data, { updatedAt: q.dataUpdatedAt });
  }
}

/**
 * Keeps the cache's successful answers on the device as they change (at most once a second), merged
 * with what was kept before and not asked for this time. `stillOwner` is checked before each write,
 * so nothing is written after sign-out. Returns the unsubscribe.
 */
export function persistCache(client: QueryClient, owner: number, stillOwner: () => boolean): () => void {
  let earlier: Promise<KeptQuery[]> | null = readKept(owner);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const write = async () => {
    timer = null;
    const previous = (await earlier) ?? [];
    if (stopped || !stillOwner()) return;
    const current: KeptQuery[] = [];
    for (const q of client.getQueryCache().getAll()) {
      if (q.state.status !== 'success' || q.state.data === undefined) continue;
      current.push({
        queryKey: q.queryKey,
        queryHash: q.queryHash,
        data: q.state.data,
        dataUpdatedAt: q.state.dataUpdatedAt,
      });
    }
    const queries = trimQueries([...current, ...previous], Date.now());
    earlier = Promise.resolve(queries);
    await writeSecure(ENTRY, { owner, savedAt: Date.now(), queries } satisfies Kept);
  };
  const schedule = () => {
    timer ??= setTimeout(() => void write(), WRITE_AFTER_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') schedule();
  });
  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}

/** Removes the kept answers (sign-out). */
export function clearCache(): Promise<void> {
  return removeSecure(ENTRY);
}

/**
 * When the answers on the screen were fetched: the oldest of the queries in use, or null when none
 * hold data.
 */
export function shownDataTime(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const q of client.getQueryCache().findAll({ type: 'active' })) {
    const at = q.state.dataUpdatedAt;
    if (at > 0 && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

/**
 * Whether the screen waits for an answer that was never kept on the device: a query in use with no
 * data, paused until the network returns (the strip then says the screen is not saved offline).
 */
export function waitsForUnkeptAnswer(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .findAll({ type: 'active' })
    .some((q) => q.state.data === undefined && q.state.fetchStatus === 'paused');
}
