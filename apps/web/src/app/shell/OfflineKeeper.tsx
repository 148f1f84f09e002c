import { useEffect } from 'react';
import { isOnline } from '../../lib/network-state';
import { persistCache, restoreCache } from '../../lib/offline-cache';
import { useSession } from '../../lib/session';
import { queryClient as client } from '../query-client';

/**
 * The answers kept on the device (decision 124), in a chunk of its own so home's first load does
 * not carry it: the shell mounts it at once when it starts or finds itself without a network, and
 * otherwise a few seconds after the first screen, at an idle moment. Mounted, it puts the kept
 * answers into the cache when there is no network (a query already holding newer data keeps its
 * own), then calls `onRestored`, and keeps the cache's answers on the device as they change.
 * Then it loads the sender of the cart edits kept offline (a chunk of its own, off the offline
 * start's path): it sends them now or when the network returns.
 */
export default function OfflineKeeper({ owner, onRestored }: { owner: number; onRestored: () => void }) {
  useEffect(() => {
    let live = true;
    let stopSending = () => {};
    void (isOnline() ? Promise.resolve() : restoreCache(client, owner))
      .catch(() => {})
      .finally(() => {
        if (!live) return;
        onRestored();
        void import('../../ordering/cart-outbox-sender')
          .then((m) => {
            if (live) stopSending = m.startCartOutboxSending(client, owner);
          })
          .catch(() => {});
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
  return null;
}
