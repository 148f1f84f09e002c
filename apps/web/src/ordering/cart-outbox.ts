/**
 * The cart edits made without a network and not yet sent (decision 124, "Cart edits offline"): kept
 * sealed on the device (`cartOutbox`, like the kept answers, tagged with the retailer's id and
 * removed at sign-out), one per `${DistributorId}:${PId}` (the latest quantity wins), and sent
 * through /SalesOrder/OrderUpload when the network returns. An upload line carries the line's new
 * absolute quantity (0 removes it), so sending one twice is harmless.
 *
 * Not in the first load of login or home: only lazily loaded code imports it (the cart page, the
 * add-to-cart bar, the screens that put lines in the cart, and the sender the offline keeper loads).
 */
import type { TCartLine, TOrderUploadLineInput } from '@restock/domain/contracts/cart';
import { chunkUploadLines } from '@restock/domain/requests/cart';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api';
import { isOnline } from '../lib/network-state';
import { notify } from '../lib/notify';
import { readSecure, removeSecure, writeSecure } from '../lib/secure-storage';
import { useSession } from '../lib/session';
import { invalidateCart, uploadCartLines } from './cart-calls';
import { cartFailure } from './messages';

const ENTRY = 'cartOutbox';
/** Rounds of one flush: edits queued while a round was out go in the next one. */
const MAX_ROUNDS = 5;

/**
 * What the screens knew of the product beyond the upload line, to show a line the cart does not
 * hold yet (ConversionQty for the case and piece inputs, the minimum order rule, the stock).
 */
export type QueuedProduct = Partial<
  Pick<
    TCartLine,
    | 'ProductCode'
    | 'Price'
    | 'ConversionQty'
    | 'MinORDQty'
    | 'MaxORDQty'
    | 'IsSaleable'
    | 'IsFree'
    | 'SIH'
    | 'BrandId'
    | 'BrandName'
  >
>;

/** One queued edit: the OrderUpload line as planned on the device. */
export interface QueuedEdit {
  /** `${DistributorId}:${PId}`. */
  key: string;
  line: TOrderUploadLineInput;
  product?: QueuedProduct;
  /** When it was queued (ms, increasing within a tab): tells a newer edit of the same product. */
  at: number;
}

interface Outbox {
  /** Whose edits: the retailer's id. Another account's entry is dropped, never sent. */
  owner: number;
  edits: QueuedEdit[];
}

export type FlushResult = 'empty' | 'sent' | 'offline';

export function editKey(line: Pick<TOrderUploadLineInput, 'DistributorId' | 'PId'>): string {
  return `${Number(line.DistributorId)}:${Number(line.PId)}`;
}

/**
 * The queue with `incoming` merged in: one edit per product and distributor, the latest wins and
 * goes last (the order the retailer made them). A newer edit without product details keeps the
 * earlier one's.
 */
export function mergeCartEdits(edits: readonly QueuedEdit[], incoming: readonly QueuedEdit[]): QueuedEdit[] {
  const byKey = new Map(edits.map((e) => [e.key, e]));
  for (const e of incoming) {
    const earlier = byKey.get(e.key);
    byKey.delete(e.key);
    const product = e.product ?? earlier?.product;
    byKey.set(e.key, product ? { ...e, product } : e);
  }
  return [...byKey.values()];
}

/** The queue without the edits that were sent (or refused): a newer edit of the same product stays. */
export function withoutEdits(edits: readonly QueuedEdit[], done: readonly QueuedEdit[]): QueuedEdit[] {
  const gone = new Set(done.map((e) => `${e.key}@${e.at}`));
  return edits.filter((e) => !gone.has(`${e.key}@${e.at}`));
}

/**
 * A coded answer that will not change by sending again (a rule's refusal, a product gone): its
 * lines are dropped so the queue cannot get stuck. An expired session, a version change, a
 * conflict to retry and too many attempts are not: the lines stay.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status < 400 || error.status >= 500) return false;
  if ([401, 408, 429].includes(error.status)) return false;
  return !['E000', 'EXP', 'E22', 'E005', 'E_INVALID_VERSION'].includes(error.code);
}

/** A call that never reached the server. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

// ------------------------------------------------------------------------------------------
// The kept queue
// ------------------------------------------------------------------------------------------

const NONE: readonly QueuedEdit[] = [];
let state: Outbox | null = null;
let lastAt = 0;
let chain: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

function currentOwner(): number {
  const { token, user } = useSession.getState();
  return token ? (user?.retailerid ?? 0) : 0;
}

/** Runs storage changes one after another (reads see the previous write). */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => {});
  return run;
}

async function readOutbox(owner: number): Promise<QueuedEdit[]> {
  const kept = await readSecure<Outbox>(ENTRY);
  if (!kept) return [];
  if (kept.owner !== owner) {
    await removeSecure(ENTRY);
    return [];
  }
  return kept.edits;
}

function setState(owner: number, edits: QueuedEdit[]): void {
  state = { owner, edits };
  emit();
}

/** Reads the queue from the device (again: another tab may have changed it) and applies `change`. */
function update(owner: number, change: (edits: QueuedEdit[]) => QueuedEdit[]): Promise<QueuedEdit[]> {
  return serial(async () => {
    const next = change(await readOutbox(owner));
    // Nothing is written once the session has changed hands or ended.
    if (currentOwner() !== owner) return next;
    if (next.length > 0) await writeSecure(ENTRY, { owner, edits: next } satisfies Outbox);
    else await removeSecure(ENTRY);
    setState(owner, next);
    return next;
  });
}

/** Reads the signed-in retailer's queue from the device into memory. */
export function loadCartOutbox(owner = currentOwner()): Promise<readonly QueuedEdit[]> {
  if (!owner) return Promise.resolve(NONE);
  return serial(async () => {
    const edits = await readOutbox(owner);
    if (currentOwner() === owner) setState(owner, edits);
    return edits;
  });
}

/** Queues upload lines (planned by the domain rules as online) with what is known of their products. */
export function queueCartLines(
  owner: number,
  lines: readonly TOrderUploadLineInput[],
  products: ReadonlyMap<string, QueuedProduct> = new Map(),
): Promise<readonly QueuedEdit[]> {
  const incoming = lines.map((line): QueuedEdit => {
    lastAt = Math.max(Date.now(), lastAt + 1);
    const key = editKey(line);
    const product = products.get(key);
    return product ? { key, line, product, at: lastAt } : { key, line, at: lastAt };
  });
  return update(owner, (edits) => mergeCartEdits(edits, incoming));
}

/** The signed-in retailer's queued edits (as last read; `loadCartOutbox` reads them). */
export function queuedCartEdits(): readonly QueuedEdit[] {
  const owner = currentOwner();
  return state && owner && state.owner === owner ? state.edits : NONE;
}

export function hasQueuedCartEdits(): boolean {
  return queuedCartEdits().length > 0;
}

export function subscribeCartOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queued edits, for a screen ("3 changes waiting for network"). */
export function useQueuedCartEdits(): readonly QueuedEdit[] {
  return useSyncExternalStore(subscribeCartOutbox, queuedCartEdits);
}

// ------------------------------------------------------------------------------------------
// Sending
// ------------------------------------------------------------------------------------------

/** The screens' translate function (react-i18next's `t`). */
export type Translate = TFunction;

let boundClient: QueryClient | null = null;
let translate: Translate | null = null;
let flushing: Promise<FlushResult> | null = null;

/**
 * The query client whose cart queries a flush reloads (the shell's) and the texts a refusal is
 * told in. Handed in rather than imported: the offline keeper's chunk starts the sender, and
 * importing the translation library there made the bundler split the chunks every screen shares.
 */
export function bindCartOutbox(client: QueryClient, t?: Translate): void {
  boundClient = client;
  if (t) translate = t;
}

function reportRefused(error: unknown, edits: readonly QueuedEdit[]): void {
  const names = edits.map((e) => e.line.PName || String(e.line.PId)).join(', ');
  const t = translate;
  // Not bound yet (nothing of the cart on screen since the start): the server's own message.
  const reason = t ? cartFailure(error, t).message : error instanceof Error ? error.message : '';
  notify.error(t ? `${t('cart.offline.refused', { names })} ${reason}` : `${names}: ${reason}`);
}

/**
 * Sends the selected distributor's queued edits (another distributor's wait for a switch to it),
 * in calls of at most 500 lines, and removes what the server took. Without a network (no answer,
 * or the browser offline) or on a server failure the rest stays: 'offline'. A coded refusal drops
 * the refused call's lines and says so, so the queue cannot get stuck. Then reloads the cart.
 * One flush at a time: a second call while one runs gets the same promise (and what was queued
 * meanwhile goes in its next round). 'empty' when nothing was due.
 */
export function flushCartOutbox(client: QueryClient | null = boundClient): Promise<FlushResult> {
  flushing ??= runFlush(client).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function runFlush(client: QueryClient | null): Promise<FlushResult> {
  const owner = currentOwner();
  if (!owner) return 'empty';
  await loadCartOutbox(owner);
  let result: FlushResult = 'empty';
  let changed = false;
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const distId = useSession.getState().selectedDistributor?.dId ?? 0;
      const due = queuedCartEdits().filter((e) => Number(e.line.DistributorId) === distId);
      if (due.length === 0 || currentOwner() !== owner) break;
      if (!isOnline()) return 'offline';
      const { sent, error } = await uploadCartLines(due.map((e) => e.line));
      const done = due.slice(0, sent);
      if (error !== null && isRefusal(error)) {
        const refused = chunkUploadLines(due.slice(sent))[0] ?? [];
        reportRefused(error, refused);
        done.push(...refused);
      }
      if (done.length > 0) {
        changed = true;
        await update(owner, (edits) => withoutEdits(edits, done));
      }
      if (error !== null && !isRefusal(error)) return 'offline';
      result = 'sent';
    }
    return result;
  } finally {
    if (changed && client) void invalidateCart(client);
  }
}

/** Drops one distributor's queued edits (the cart was cleared: they must not come back). */
export function forgetQueuedEdits(distributorId: number): Promise<readonly QueuedEdit[]> {
  const owner = currentOwner();
  if (!owner) return Promise.resolve(NONE);
  return update(owner, (edits) => edits.filter((e) => Number(e.line.DistributorId) !== distributorId));
}
