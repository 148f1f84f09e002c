import { useEffect } from 'react';
import { isOnline } from '../../lib/network-state';
import { persistCache, restoreCache } from '../../lib/offline-cache';
import { useSession } from '../../lib/session';
import { bindCartOutbox, type Translate } from '../../ordering/cart-outbox';
import { startCartOutboxSending } from '../../ordering/cart-outbox-sender';
import { queryClient as client } from '../query-client';

/**
 * The answers kept on the device (decision 124), in a chunk of its own so home's first load does
 * not carry it: the shell mounts it at once when it starts or finds itself without a network, and
 * otherwise a few seconds after the first screen, at an idle moment. Mounted, it puts the kept
 * answers into the cache when there is no network (a query already holding newer data keeps its
 * own), then calls `onRestored`, and keeps the cache's answers on the device as they change.
 * Then it starts the sender of the cart edits kept offline: it sends them now or when the network
 * returns.
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
  return null;
}
