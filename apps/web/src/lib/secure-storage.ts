import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Local data (token, user, selected distributor, language) kept encrypted: AES-GCM with a
 * non-extractable key that lives in IndexedDB. Script on the page can use the key but never read
 * it out, and nothing readable sits in localStorage.
 *
 * One format, two readers: the service worker's Background Sync (apps/web/sw/order-sync.js) reads
 * and writes the order kept offline with its own copy of this format (database 'restock', store
 * 'secure', key 'restock-key', `v:<name>` = {iv, data}, AES-GCM of the JSON). Change both together;
 * secure-storage.test.ts checks that they agree.
 */
const KEY_NAME = 'restock-key';
let storePromise: UseStore | null = null;
let keyPromise: Promise<CryptoKey> | null = null;

function store(): UseStore {
  storePromise ??= createStore('restock', 'secure');
  return storePromise;
}

async function loadKey(): Promise<CryptoKey> {
  const existing = await get<CryptoKey>(KEY_NAME, store());
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await set(KEY_NAME, key, store());
  return key;
}

function cryptoKey(): Promise<CryptoKey> {
  keyPromise ??= loadKey();
  return keyPromise;
}

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

export async function writeSecure(name: string, value: unknown): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(12)));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await cryptoKey(), plain);
  await set(`v:${name}`, { iv, data } satisfies Sealed, store());
}

/** The stored value, or undefined when absent or unreadable (a tampered or foreign entry). */
export async function readSecure<T>(name: string): Promise<T | undefined> {
  const sealed = await get<Sealed>(`v:${name}`, store());
  if (!sealed) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv },
      await cryptoKey(),
      sealed.data,
    );
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    await del(`v:${name}`, store());
    return undefined;
  }
}

export async function removeSecure(name: string): Promise<void> {
  await del(`v:${name}`, store());
}
