import { createElement, lazy, Suspense, useEffect } from 'react';
import { isOnline } from '../../lib/network-state';
import { persistCache, restoreCache } from '../../lib/offline-cache';
import { useSession } from '../../lib/session';
import { queryClient as client } from '../query-client';

// The order kept for sending when the network returns (issue 23): its card, sending and texts.
// (It loads its texts itself: importing the texts loader here split the startup chunk.)
const QueuedOrderCard = lazy(() => import('../../features/cart/checkout/QueuedOrderCard'));
const noCartEdits = () => Promise.resolve();

/**
 * The answers kept on the device (decision 124), in a chunk of its own so home's first load does
 * not carry it: the shell mounts it at once when it starts or finds itself without a network, and
 * otherwise a few seconds after the first screen, at an idle moment. Mounted, it puts the kept
 * answers into the cache when there is no network (a query already holding newer data keeps its
 * own), then calls `onRestored`, and keeps the cache's answers on the device as they change. It
 * also brings the order waiting to be sent (features/cart/checkout/QueuedOrderCard.tsx).
 */
export default function OfflineKeeper({ owner, onRestored }: { owner: number; onRestored: () => void }) {
  useEffect(() => {
    let live = true;
    void (isOnline() ? Promise.resolve() : restoreCache(client, owner))
      .catch(() => {})
      .finally(() => {
        if (live) onRestored();
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
    };
  }, [owner, onRestored]);
  // createElement, not JSX: this chunk importing the JSX runtime without the i18n hooks made the
  // bundler split the startup chunk's shared part, and the sign-in page's first load grew 0.4 KB.
  return createElement(
    Suspense,
    { fallback: null },
    createElement(QueuedOrderCard, { owner, beforeSend: noCartEdits }),
  );
}
