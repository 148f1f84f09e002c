/**
 * One Idempotency-Key per checkout attempt (decision 046): made when the retailer first places the
 * order, kept until the submit succeeds, so a retry after a lost answer, a double tap or a reload
 * of the page sends the same key and the server answers the same order ids instead of making the
 * orders twice.
 *
 * The key belongs to what it submits: the body (delivery date, address) and the cart it turns into
 * orders. Another body or another cart is another attempt with a new key (the server refuses a
 * known key with another body, and a stale key must never replay an old order for a new cart).
 * An empty cart ends the attempt too: whatever happened, there is nothing left to submit twice.
 */

export interface KeyStore {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

interface Saved {
  key: string;
  fingerprint: string;
}

function read(store: KeyStore, name: string): Saved | null {
  try {
    const value: unknown = JSON.parse(store.getItem(name) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as Saved).key === 'string' &&
      typeof (value as Saved).fingerprint === 'string'
    ) {
      return value as Saved;
    }
  } catch {
    // unreadable: a new attempt
  }
  return null;
}

export interface IdempotencyKeeper {
  /** The attempt's key for this submit: the kept one when the submit is the same, else a new one. */
  keyFor(fingerprint: string): string;
  /** The attempt is over (the orders were made, or the cart is empty): the next submit gets a new key. */
  done(): void;
}

function randomKey(): string {
  return crypto.randomUUID();
}

/** A keeper per retailer and distributor (scope), kept in `store` (the tab's sessionStorage). */
export function createIdempotencyKeeper(
  store: KeyStore,
  scope: string,
  newKey: () => string = randomKey,
): IdempotencyKeeper {
  const name = `restock.checkoutKey.${scope}`;
  // Kept in memory as well: with storage blocked the key still serves this page's retries.
  let current: Saved | null = null;
  return {
    keyFor(fingerprint) {
      const saved = current ?? read(store, name);
      if (saved && saved.fingerprint === fingerprint) {
        current = saved;
        return saved.key;
      }
      current = { key: newKey(), fingerprint };
      try {
        store.setItem(name, JSON.stringify(current));
      } catch {
        // storage full or blocked
      }
      return current.key;
    },
    done() {
      current = null;
      try {
        store.removeItem(name);
      } catch {
        // nothing kept
      }
    },
  };
}

/**
 * What a submit is about: its body and the cart lines (product and quantity, in a stable order), so
 * the same submit of the same cart gets the same fingerprint.
 */
export function submitFingerprint(
  body: { DeliveryDate: string; AddressId: number },
  lines: ReadonlyArray<{ DistributorId: number; ProductId: number; Qty: number }>,
): string {
  const cart = lines
    .map((l) => `${l.DistributorId}:${l.ProductId}:${l.Qty}`)
    .sort()
    .join(',');
  return JSON.stringify([body.DeliveryDate, body.AddressId, cart]);
}

const NO_STORE: KeyStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const keepers = new Map<string, IdempotencyKeeper>();

function sessionStore(): KeyStore {
  try {
    return typeof sessionStorage === 'undefined' ? NO_STORE : sessionStorage;
  } catch {
    return NO_STORE; // storage blocked by the browser
  }
}

/** The browser's keeper for the signed-in retailer and distributor (one per tab, in sessionStorage). */
export function checkoutKeeper(retailerId: number | string, distributorId: number): IdempotencyKeeper {
  const scope = `${retailerId}:${distributorId}`;
  let keeper = keepers.get(scope);
  if (!keeper) {
    keeper = createIdempotencyKeeper(sessionStore(), scope);
    keepers.set(scope, keeper);
  }
  return keeper;
}
