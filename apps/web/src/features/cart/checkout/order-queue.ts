/**
 * An order placed without a network (issue 23, decisions 124 and 128). Pressing "Place order"
 * offline keeps the submit on the device, sealed like the session (`orderQueue`, tagged with the
 * retailer), with the Idempotency-Key made then and the cart the retailer confirmed (`Expected`).
 * It is sent when the network returns or the app next opens online, or with the app closed by the
 * service worker's Background Sync (sw/order-sync.js); the same key makes the orders once however
 * often it is sent. The server re-checks the cart: when prices, quantities, stock or
 * the total changed, the order waits for the retailer to confirm the new total (a new submit, with
 * a new key), or to cancel it. One order waits at a time: the cart is one.
 */
import type { TCartDetailResponse } from '@restock/domain/contracts/cart';
import {
  type TOrderSubmitChanges,
  type TOrderSubmitExpected,
  type TOrderSubmitRequest,
  ZOrderSubmitChanges,
} from '@restock/domain/contracts/checkout';
import { ApiError } from '../../../lib/api';
import { isOnline } from '../../../lib/network-state';
import { readSecure, removeSecure, writeSecure } from '../../../lib/secure-storage';
import { useSession } from '../../../lib/session';
import { submitOrder } from './api';

const ENTRY = 'orderQueue';
/** The Background Sync tag the service worker sends the kept order on (the same in sw/order-sync.js). */
const SEND_ORDER_TAG = 'restock-send-order';

/**
 * Asks the browser to wake the service worker when it has a network, even with the app closed, to
 * send the kept order (sw/order-sync.js). Where there is no Background Sync (or no worker) nothing
 * happens: the page sends it when the network returns or the app next opens.
 */
export async function askForBackgroundSend(): Promise<void> {
  try {
    if (!('SyncManager' in globalThis) || !('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(SEND_ORDER_TAG);
  } catch {
    // Refused (a permission, a private window): the page sends it.
  }
}

/**
 * Reads the kept order again when the service worker sent it (or kept its answer) while this page
 * was open in the background; `placed` is true when it was placed.
 */
export function onBackgroundSend(listener: (placed: boolean) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; placed?: boolean } | null;
    if (data?.type === 'restock:order-queue') listener(data.placed === true);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

export type QueuedOrderState =
  /** Not sent yet, or its last try found no network. */
  | { kind: 'waiting' }
  | { kind: 'sending' }
  /** The server found the cart changed: the retailer confirms the new total or cancels. */
  | { kind: 'changed'; changes: TOrderSubmitChanges }
  /** Refused for another reason (a date no longer offered, an empty cart): the message to show. */
  | { kind: 'refused'; code: string; message: string };

export interface QueuedOrder {
  owner: number;
  distributorId: number;
  distributorName: string;
  key: string;
  /** With Expected, except when it was first sent online under this key (a lost answer). */
  body: TOrderSubmitRequest;
  queuedAt: number;
  itemCount: number;
  /** The total the retailer confirmed. */
  total: number;
  state: QueuedOrderState;
}

/** What the retailer confirmed, from the cart detail on the screen. */
export function expectedOf(cart: Pick<TCartDetailResponse, 'Data' | 'Totals'>): TOrderSubmitExpected {
  return {
    NetAmount: cart.Totals?.NetAmount ?? 0,
    Lines: cart.Data.map((l) => ({ ProductId: l.ProductId, Qty: l.Qty, Price: l.Price })),
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** undefined until read from the device. */
let current: QueuedOrder | null | undefined;
let sending: Promise<SendResult> | null = null;

function emit(): void {
  for (const l of listeners) l();
}

export function subscribeQueuedOrder(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queuedOrder(): QueuedOrder | null {
  return current ?? null;
}

async function save(order: QueuedOrder | null): Promise<void> {
  current = order;
  emit();
  if (order) await writeSecure(ENTRY, order);
  else await removeSecure(ENTRY);
}

/** Keeps an order waiting to be sent and asks for a background send (not waited for). */
async function saveAndAsk(order: QueuedOrder): Promise<void> {
  await save(order);
  void askForBackgroundSend();
}

/** Reads the signed-in retailer's queued order from the device (another retailer's is dropped). */
export async function loadQueuedOrder(owner: number): Promise<QueuedOrder | null> {
  if (sending) return current ?? null;
  const kept = await readSecure<QueuedOrder>(ENTRY);
  if (kept && kept.owner !== owner) {
    await save(null);
    return null;
  }
  // A send cut off by closing the app is sent again (same key: placed once).
  current = kept
    ? { ...kept, state: kept.state.kind === 'sending' ? { kind: 'waiting' } : kept.state }
    : null;
  emit();
  return current;
}

/**
 * Keeps an order to send later; it replaces one already waiting (the same cart, confirmed again).
 * `sentAs` is the key and body of a submit already sent online whose answer was lost: it is sent
 * again exactly as it was (the server replays it if it got through), without Expected.
 */
export function queueOrder(
  body: TOrderSubmitRequest,
  cart: Pick<TCartDetailResponse, 'Data' | 'Totals'>,
  sentAs?: { key: string },
): Promise<void> {
  const { user, selectedDistributor } = useSession.getState();
  const expected = expectedOf(cart);
  return saveAndAsk({
    owner: user?.retailerid ?? 0,
    distributorId: selectedDistributor?.dId ?? 0,
    distributorName: selectedDistributor?.dName ?? '',
    key: sentAs?.key ?? crypto.randomUUID(),
    body: sentAs ? body : { ...body, Expected: expected },
    queuedAt: Date.now(),
    itemCount: cart.Data.length,
    total: Number(expected.NetAmount),
    state: { kind: 'waiting' },
  });
}

export function cancelQueuedOrder(): Promise<void> {
  return save(null);
}

/** The cart as it is now, confirmed by the retailer: a new submit with a new key. */
export function confirmChangedOrder(cart: Pick<TCartDetailResponse, 'Data' | 'Totals'>): Promise<void> {
  if (!current) return Promise.resolve();
  const expected = expectedOf(cart);
  return saveAndAsk({
    ...current,
    key: crypto.randomUUID(),
    body: { ...current.body, Expected: expected },
    itemCount: cart.Data.length,
    total: Number(expected.NetAmount),
    state: { kind: 'waiting' },
  });
}

export type SendResult =
  | { kind: 'placed'; orderIds: number[] }
  | { kind: 'notSent'; reason: 'none' | 'offline' | 'otherDistributor' | 'needsRetailer' }
  | { kind: 'failed' };

/**
 * Sends the waiting order once the cart edits made offline are in (`beforeSend`). One send at a
 * time; a failure without an answer leaves it waiting for the next try.
 */
export function sendQueuedOrder(beforeSend: () => Promise<unknown>): Promise<SendResult> {
  sending ??= sendOnce(beforeSend).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendOnce(beforeSend: () => Promise<unknown>): Promise<SendResult> {
  const order = current;
  if (!order) return { kind: 'notSent', reason: 'none' };
  if (order.state.kind !== 'waiting') return { kind: 'notSent', reason: 'needsRetailer' };
  if (!isOnline()) return { kind: 'notSent', reason: 'offline' };
  // The submit goes to the selected distributor's cart: it waits for a switch back.
  if (useSession.getState().selectedDistributor?.dId !== order.distributorId)
    return { kind: 'notSent', reason: 'otherDistributor' };
  await save({ ...order, state: { kind: 'sending' } });
  try {
    await beforeSend();
    const orderIds = await submitOrder(order.body, order.key);
    if (current?.key === order.key) await save(null);
    return { kind: 'placed', orderIds };
  } catch (error) {
    if (current?.key !== order.key) return { kind: 'failed' };
    await save({ ...order, state: stateAfter(error) });
    return { kind: 'failed' };
  }
}

/** What a failed send leaves: changes to confirm, a refusal to show, or waiting for the network. */
export function stateAfter(error: unknown): QueuedOrderState {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429)
    return { kind: 'waiting' };
  if (error.code === 'E005') {
    const changes = ZOrderSubmitChanges.safeParse(error.data);
    if (changes.success) return { kind: 'changed', changes: changes.data };
  }
  return { kind: 'refused', code: error.code, message: error.message };
}
