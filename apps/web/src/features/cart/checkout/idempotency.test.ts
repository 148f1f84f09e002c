import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, type KeyStore, submitFingerprint } from './idempotency';

function memoryStore(): KeyStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

function counter() {
  let n = 0;
  return () => `key-${String(++n).padStart(4, '0')}`;
}

const BODY = { DeliveryDate: '2025-06-03', AddressId: 11 };
const LINES = [
  { DistributorId: 5, ProductId: 2, Qty: 12 },
  { DistributorId: 5, ProductId: 1, Qty: 6 },
];

describe('idempotency keeper', () => {
  it('reuses the key for a retry of the same submit until it succeeds', () => {
    const keeper = createIdempotencyKeeper(memoryStore(), 'r1:5', counter());
    const fp = submitFingerprint(BODY, LINES);
    const first = keeper.keyFor(fp);
    expect(keeper.keyFor(fp)).toBe(first);
    expect(keeper.keyFor(fp)).toBe(first);
    keeper.done();
    expect(keeper.keyFor(fp)).not.toBe(first);
  });

  it('survives a reload of the page (a new keeper on the same store)', () => {
    const store = memoryStore();
    const fp = submitFingerprint(BODY, LINES);
    const key = createIdempotencyKeeper(store, 'r1:5', counter()).keyFor(fp);
    expect(createIdempotencyKeeper(store, 'r1:5', () => 'other-key').keyFor(fp)).toBe(key);
  });

  it('starts a new attempt when the body or the cart changes', () => {
    const keeper = createIdempotencyKeeper(memoryStore(), 'r1:5', counter());
    const first = keeper.keyFor(submitFingerprint(BODY, LINES));
    const otherAddress = keeper.keyFor(submitFingerprint({ ...BODY, AddressId: 12 }, LINES));
    expect(otherAddress).not.toBe(first);
    const otherCart = keeper.keyFor(submitFingerprint({ ...BODY, AddressId: 12 }, [LINES[0]!]));
    expect(otherCart).not.toBe(otherAddress);
  });

  it('keys each retailer and distributor apart', () => {
    const store = memoryStore();
    const fp = submitFingerprint(BODY, LINES);
    const a = createIdempotencyKeeper(store, 'r1:5', counter()).keyFor(fp);
    const b = createIdempotencyKeeper(store, 'r1:6', () => 'key-other').keyFor(fp);
    expect(b).not.toBe(a);
    expect(store.items.size).toBe(2);
  });

  it('keeps the key in memory when storage fails, and ignores unreadable storage', () => {
    const broken: KeyStore = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const keeper = createIdempotencyKeeper(broken, 'r1:5', counter());
    const fp = submitFingerprint(BODY, LINES);
    const key = keeper.keyFor(fp);
    expect(keeper.keyFor(fp)).toBe(key);
    expect(() => keeper.done()).not.toThrow();
  });

  it('makes keys the contract accepts (8-255 visible characters)', () => {
    const key = createIdempotencyKeeper(memoryStore(), 'r1:5').keyFor('x');
    expect(key).toMatch(/^[\x21-\x7e]{8,255}$/);
  });

  it('fingerprints the cart regardless of line order', () => {
    expect(submitFingerprint(BODY, LINES)).toBe(submitFingerprint(BODY, [...LINES].reverse()));
    expect(submitFingerprint(BODY, LINES)).not.toBe(
      submitFingerprint(BODY, [{ ...LINES[0]!, Qty: 13 }, LINES[1]!]),
    );
  });
});
