/*
 * Background Sync of the order placed offline (issue 23, decision 124), loaded by the generated
 * sw.js (vite.config.ts: built to sw-order-sync.js with the app version written in, and named in
 * workbox.importScripts). The page registers the tag when it keeps an order (order-queue.ts); the
 * browser fires `sync` once it has a network, even with the app closed, and again later when the
 * send found no answer (the promise given to waitUntil rejects).
 *
 * The order is read from the page's sealed storage (lib/secure-storage.ts): IndexedDB 'restock',
 * store 'secure', the AES-GCM key under 'restock-key' and each value under `v:<name>` as
 * {iv, data}, JSON inside. One format, two readers: this file repeats it (keep both in step; the
 * unit test secure-storage.test.ts reads with this copy what the page writes).
 *
 * An open, visible page sends the order itself (QueuedOrderCard), so the worker leaves it alone
 * then; either way the Idempotency-Key made when the order was kept makes it once on the server.
 */
const SEND_ORDER_TAG = 'restock-send-order';
/** Replaced by the build (vite.config.ts) with lib/app-version.ts's APP_VERSION. */
const ORDER_SYNC_APP_VERSION = '__APP_VERSION__';

/** The page's database, opened as idb-keyval opens it (creating its store if it is new). */
function openSecureStore() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('restock');
    request.onupgradeneeded = () => request.result.createObjectStore('secure');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** One request on the 'secure' store: get, put or delete. */
function onSecureStore(db, mode, act) {
  return new Promise((resolve, reject) => {
    const request = act(db.transaction('secure', mode).objectStore('secure'));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The value sealed as secure-storage.ts seals it ({iv, data}: AES-GCM of its JSON), or undefined. */
async function unseal(key, sealed) {
  if (!sealed) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return undefined;
  }
}

/** Seals a value as secure-storage.ts's writeSecure does: a fresh 12-byte iv for each write. */
async function seal(key, value) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return { iv, data };
}

/** Reads `v:<name>` unsealed. */
async function readSealed(db, key, name) {
  return unseal(key, await onSecureStore(db, 'readonly', (s) => s.get(`v:${name}`)));
}

/** Whether a window of the app is open and shown: that page sends the order itself. */
async function pageIsShown() {
  const windows = await self.clients.matchAll({ type: 'window' });
  return windows.some((w) => w.visibilityState === 'visible');
}

/** Tells open pages (hidden ones) that the kept order changed, so they read it again. */
async function tellPages(placed) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const w of windows) w.postMessage({ type: 'restock:order-queue', placed });
}

/**
 * Sends the kept order when it is waiting (or was cut off while sending) for the retailer and the
 * distributor signed in now. Rejects when there was no answer (no network, 5xx, 429): the browser
 * fires the sync again later. The outcome is kept as the page keeps it (order-queue.ts stateAfter).
 */
async function sendKeptOrder() {
  if (await pageIsShown()) return;
  const db = await openSecureStore();
  try {
    const key = await onSecureStore(db, 'readonly', (s) => s.get('restock-key'));
    if (!key) return;
    const order = await readSealed(db, key, 'orderQueue');
    if (!order || (order.state.kind !== 'waiting' && order.state.kind !== 'sending')) return;
    const [token, user, distributor] = await Promise.all([
      readSealed(db, key, 'token'),
      readSealed(db, key, 'user'),
      readSealed(db, key, 'selectedWholesaler'),
    ]);
    // Signed out, another retailer, or another distributor selected: the page decides.
    if (!token || user?.retailerid !== order.owner || distributor?.dId !== order.distributorId) return;
    // Cart edits made offline and not sent yet (ordering/cart-outbox.ts) go in before the order, and
    // only the page sends them: the sync fails, so the browser tries again later (or the page opens).
    const edits = await readSealed(db, key, 'cartOutbox');
    if (
      edits?.owner === order.owner &&
      edits.edits?.some((e) => typeof e.key === 'string' && e.key.startsWith(`${order.distributorId}:`))
    )
      throw new Error('Cart edits made offline are waiting for the page');

    // The headers of the page's apiCall (lib/api.ts).
    const response = await fetch('/api/SalesOrder/OrderSubmit', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'app-version': ORDER_SYNC_APP_VERSION,
        'device-type': /Mobi|Android/i.test(navigator.userAgent) ? 'Mobile' : 'Desktop',
        'device-info': navigator.userAgent.slice(0, 200),
        'user-key': token,
        'dist-id': String(distributor.dId),
        'Idempotency-Key': order.key,
      },
      body: JSON.stringify(order.body),
    });
    if (response.status >= 500 || response.status === 429) throw new Error(`OrderSubmit ${response.status}`);
    const envelope = await response.json().catch(() => null);
    if (!envelope) throw new Error(`OrderSubmit ${response.status}: no envelope`);

    // The page may have cancelled or replaced the order meanwhile: only this one is settled.
    const now = await readSealed(db, key, 'orderQueue');
    if (now?.key !== order.key) return;
    if (envelope.Status === 1) {
      await onSecureStore(db, 'readwrite', (s) => s.delete('v:orderQueue'));
    } else {
      const state =
        envelope.Code === 'E005' && Array.isArray(envelope.Data?.Changes)
          ? { kind: 'changed', changes: envelope.Data }
          : {
              kind: 'refused',
              code: envelope.Code || `HTTP_${response.status}`,
              message: envelope.Msg || '',
            };
      const sealed = await seal(key, { ...order, state });
      await onSecureStore(db, 'readwrite', (s) => s.put(sealed, 'v:orderQueue'));
    }
    await tellPages(envelope.Status === 1);
  } finally {
    db.close();
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === SEND_ORDER_TAG) event.waitUntil(sendKeptOrder());
});
