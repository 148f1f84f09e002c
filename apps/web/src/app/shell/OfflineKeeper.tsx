import { createElement, lazy, Suspense, useEffect } from 'react';
import { ApiError } from '../../lib/api';
import { isOnline } from '../../lib/network-state';
import { persistCache, restoreCache } from '../../lib/offline-cache';
import { useSession } from '../../lib/session';
import { bindCartOutbox, flushCartOutbox, type Translate } from '../../ordering/cart-outbox';
import { startCartOutboxSending } from '../../ordering/cart-outbox-sender';
import { queryClient as client } from '../query-client';

// The order kept for sending when the network returns (issue 23): its card, sending and texts.
// (It loads its texts itself: importing the texts loader here split the startup chunk.)
const QueuedOrderCard = lazy(() => import('../../features/cart/checkout/QueuedOrderCard'));
/** The cart edits kept offline go in before the order; if they cannot, the order waits too. */
async function sendCartEditsFirst(): Promise<void> {
  if ((await flushCartOutbox()) === 'offline') throw new ApiError('NETWORK', 'Network unavailable', 0);
}

/**
 * The answers kept on the device (decision 124), in a chunk of its own so home's first load does
 * not carry it: the shell mounts it at once when it starts or finds itself without a network, and
 * otherwise a few seconds after the first screen, at an idle moment. Mounted, it puts the kept
 * answers into the cache when there is no network (a query already holding newer data keeps its
 * own), then calls `onRestored`, and keeps the cache's answers on the device as they change.
 * Then it starts the sender of the cart edits kept offline: it sends them now or when the network
 * returns. It also brings the order waiting to be sent (features/cart/checkout/QueuedOrderCard.tsx),
 * which puts those cart edits in first.
 */
export default function OfflineKeeper({
  owner,
  onRestored,
  t,
}: {
  owner: number;
  onRestored: () => void;
  /** The shell's texts, for a cart edit the server refused (handed in: see bindCartOutbox). */
  t: Translate;
}) {
  useEffect(() => {
    let live = true;
    let stopSending = () => {};
    void (isOnline() ? Promise.resolve() : restoreCache(client, owner))
      .catch(() => {})
      .finally(() => {
        if (!live) return;
        onRestored();
        stopSending = startCartOutboxSending(client, owner);
      });
    // Nothing is written once the session has changed hands or ended.
    const stillOwner = () => {
      const { token, user } = useSession.getState();
      return !!token && user?.retailerid === owner;
    };
    const stop = persistCache(client, owner, stillOwner);
    return () => {
      live = false;
      stop();
      stopSending();
    };
  }, [owner, onRestored]);
  useEffect(() => bindCartOutbox(client, t), [t]);
  // createElement, not JSX: this chunk importing the JSX runtime without the i18n hooks made the
  // bundler split the startup chunk's shared part, and the sign-in page's first load grew 0.4 KB.
  return createElement(
    Suspense,
    { fallback: null },
    createElement(QueuedOrderCard, { owner, beforeSend: sendCartEditsFirst }),
  );
}
