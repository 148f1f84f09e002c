import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { readSecure, writeSecure } from './secure-storage';

/** The 'secure' store in memory: what idb-keyval would keep in IndexedDB. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'secure',
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: unknown) => void stored.set(key, value),
  del: async (key: string) => void stored.delete(key),
}));

interface Sealed {
  iv: Uint8Array;
  data: ArrayBuffer;
}
interface WorkerCopy {
  unseal(key: CryptoKey, sealed: Sealed | undefined): Promise<unknown>;
  seal(key: CryptoKey, value: unknown): Promise<Sealed>;
}

/** The service worker's copy of the format (sw/order-sync.js), its functions taken out. */
function workerCopy(): WorkerCopy {
  const source = readFileSync(new URL('../../sw/order-sync.js', import.meta.url), 'utf8');
  const self = { addEventListener: () => {} };
  return new Function('self', `${source}\nreturn { unseal, seal };`)(self) as WorkerCopy;
}

describe('secure storage: one format, two readers (the page and the service worker)', () => {
  const order = { key: 'k-1', state: { kind: 'waiting' }, body: { Lines: [1, 2] } };

  it('the worker unseals what the page seals', async () => {
    await writeSecure('orderQueue', order);
    const key = stored.get('restock-key') as CryptoKey;
    const sealed = stored.get('v:orderQueue') as Sealed;
    expect(sealed.iv).toHaveLength(12);
    expect(await workerCopy().unseal(key, sealed)).toEqual(order);
  });

  it('the page unseals what the worker seals back', async () => {
    await writeSecure('token', 'first');
    const key = stored.get('restock-key') as CryptoKey;
    const changed = { ...order, state: { kind: 'refused', code: 'E010', message: 'No' } };
    stored.set('v:orderQueue', await workerCopy().seal(key, changed));
    expect(await readSecure('orderQueue')).toEqual(changed);
  });

  it('the worker reads a foreign or tampered entry as absent', async () => {
    await writeSecure('orderQueue', order);
    const key = stored.get('restock-key') as CryptoKey;
    const sealed = stored.get('v:orderQueue') as Sealed;
    const data = new Uint8Array(sealed.data.slice(0));
    data[0] = (data[0] ?? 0) ^ 1;
    expect(await workerCopy().unseal(key, { iv: sealed.iv, data: data.buffer })).toBeUndefined();
  });
});
