/**
 * When the cart edits kept on the device go (decision 124, "Cart edits offline"): when the signed-in
 * shell has started with a network (the offline keeper loads this, a few seconds after the first
 * screen, or at once when it starts offline), when the network returns, when the retailer switches
 * to a distributor whose edits wait, and when the cart page opens. While they wait, the cached cart
 * shows them again whenever the network goes (a reload from the server may have replaced it).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnline, subscribeNetwork } from '../lib/network-state';
import { useDistributorId, useSession } from '../lib/session';
import {
  bindCartOutbox,
  flushCartOutbox,
  hasQueuedCartEdits,
  loadCartOutbox,
  type QueuedEdit,
  queuedCartEdits,
  useQueuedCartEdits,
} from './cart-outbox';
import { showQueuedEdits } from './offline-cart-view';

/** Sends the queue when it can; otherwise (still) shows it in the cached answers. */
function sendOrShow(client: QueryClient): void {
  if (!hasQueuedCartEdits()) return;
  if (!isOnline()) {
    showQueuedEdits(client, queuedCartEdits());
    return;
  }
  void flushCartOutbox(client).then((result) => {
    if (result === 'offline') showQueuedEdits(client, queuedCartEdits());
  });
}

/** Starts sending the signed-in retailer's queue (see the module's comment). Returns the stop. */
export function startCartOutboxSending(client: QueryClient, owner: number): () => void {
  bindCartOutbox(client);
  let stopped = false;
  void loadCartOutbox(owner).then(() => {
    if (!stopped) sendOrShow(client);
  });
  let wasOnline = isOnline();
  const stopNetwork = subscribeNetwork(() => {
    const online = isOnline();
    if (online !== wasOnline) sendOrShow(client);
    wasOnline = online;
  });
  const stopSession = useSession.subscribe((s, before) => {
    if (s.selectedDistributor?.dId !== before.selectedDistributor?.dId) sendOrShow(client);
  });
  return () => {
    stopped = true;
    stopNetwork();
    stopSession();
  };
}

/**
 * For the cart page: the selected distributor's edits waiting on the device, and on opening, the
 * queue sent (online) or shown in the cart (offline).
 */
export function useWaitingCartEdits(): readonly QueuedEdit[] {
  const client = useQueryClient();
  const { t } = useTranslation();
  const distId = useDistributorId();
  const edits = useQueuedCartEdits();
  useEffect(() => {
    bindCartOutbox(client, t);
    void loadCartOutbox().then(() => sendOrShow(client));
  }, [client, t]);
  return useMemo(() => edits.filter((e) => Number(e.line.DistributorId) === distId), [edits, distId]);
}
