/**
 * Sends planned cart lines, or keeps them on the device when there is no network (decision 124,
 * "Cart edits offline"): what the cart screens call instead of uploadCartLines. The lines were
 * planned by the domain's rules before (planCartUpload, minimum order, FOC, stock), exactly as
 * online; only where they go differs.
 */
import type { TCartDetailResponse, TOrderUploadLineInput } from '@restock/domain/contracts/cart';
import { focMismatch } from '@restock/domain/rules/cart';
import type { QueryClient } from '@tanstack/react-query';
import { isOnline } from '../lib/network-state';
import { useSession } from '../lib/session';
import { cartKeys, uploadCartLines, validateCartKind } from './cart-calls';
import {
  bindCartOutbox,
  editKey,
  flushCartOutbox,
  hasQueuedCartEdits,
  isNoAnswer,
  loadCartOutbox,
  type QueuedProduct,
  queueCartLines,
} from './cart-outbox';
import { showQueuedEdits } from './offline-cart-view';

export type SendResult =
  /** Sent (or tried): as uploadCartLines answers. */
  | { queued: false; sent: number; error: unknown; stockWarning: boolean }
  /** Kept on the device (all of them, or the `sent` first ones went before the network did). */
  | { queued: true; sent: number };

/** What the screen knows of the products beyond the lines, by `${DistributorId}:${ProductId}`. */
export interface KnownProducts {
  /** To show a product not in the cart yet as a cart line. */
  products?: ReadonlyMap<string, QueuedProduct>;
  /** Pieces in the cart before the edit: the badge moves when the cart itself is not cached. */
  before?: ReadonlyMap<string, number>;
}

function owner(): number {
  return useSession.getState().user?.retailerid ?? 0;
}

async function keep(
  client: QueryClient,
  lines: readonly TOrderUploadLineInput[],
  known: KnownProducts,
): Promise<void> {
  const queue = await queueCartLines(owner(), lines, known.products);
  const keys = new Set(lines.map(editKey));
  showQueuedEdits(
    client,
    queue.filter((e) => keys.has(e.key)),
    known.before,
  );
}

/**
 * Online with nothing waiting: OrderUpload as before. Offline (or when the upload got no answer):
 * the lines not sent are queued and the cached cart, badge and cards show them at once. Online
 * while earlier edits wait: these join them and the queue is sent, in the order they were made.
 */
export async function sendCartLines(
  client: QueryClient,
  lines: readonly TOrderUploadLineInput[],
  known: KnownProducts = {},
): Promise<SendResult> {
  bindCartOutbox(client);
  await loadCartOutbox();
  if (!isOnline()) {
    await keep(client, lines, known);
    return { queued: true, sent: 0 };
  }
  if (hasQueuedCartEdits()) {
    await keep(client, lines, known);
    if ((await flushCartOutbox(client)) === 'offline') return { queued: true, sent: 0 };
    return { queued: false, sent: lines.length, error: null, stockWarning: false };
  }
  const result = await uploadCartLines(lines);
  if (result.error !== null && isNoAnswer(result.error)) {
    await keep(client, lines.slice(result.sent), known);
    return { queued: true, sent: result.sent };
  }
  return { queued: false, ...result };
}

/**
 * The FOC check before lines go in (ValidateCart): the server's answer online; offline, the same
 * rule (rules/cart focMismatch) on the cart as cached, queued edits included. Null when allowed.
 */
export async function cartKindRefusal(client: QueryClient, isFoc: boolean): Promise<string | null> {
  if (isOnline()) {
    try {
      return await validateCartKind(isFoc);
    } catch (error) {
      if (!isNoAnswer(error)) throw error;
    }
  }
  const distId = useSession.getState().selectedDistributor?.dId ?? 0;
  const cart =
    client.getQueryData<TCartDetailResponse>(cartKeys.detail(distId, 'MyCart')) ??
    client.getQueryData<TCartDetailResponse>(cartKeys.detail(distId, ''));
  return cart ? focMismatch(cart.Data, isFoc) : null;
}
