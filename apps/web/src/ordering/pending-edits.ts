import type { CartProductInfo } from '@restock/domain/rules/cart';
import { create } from 'zustand';

/** What "add to cart" needs of the product an edit was made on (rules/cart CartProductInfo and more). */
export interface PendingProduct extends CartProductInfo {
  IsSaleable: 0 | 1;
  /** 1 for a FOC (free of charge, trial) product: FOC and other products never share a cart. */
  IsFree: 0 | 1;
  /** Stock in hand, pieces. */
  SIH: number;
  /** Pieces of the product in the cart when the edit was made. */
  InCart: number;
}

/** A quantity being entered on a product card, before the cart takes it (spec: pending quantity edit). */
export interface PendingQty {
  cases: number;
  pieces: number;
  /** Pieces: pieces + cases x ConversionQty (after the minimum order rounding, if any). */
  quantity: number;
  /** The entry was rounded to the minimum order quantity on the last edit. */
  rounded: boolean;
  /** The product, for the cart upload (ordering/AddToCartBar.tsx sends the pending edits). */
  product?: PendingProduct;
}

interface CatalogueState {
  /** Pending quantity edits by `${distributorId}:${productId}`. */
  pending: Record<string, PendingQty>;
  /** Favourite flags flipped here ahead of the server lists (optimistic), by `${distributorId}:${productId}`. */
  favourites: Record<string, 0 | 1>;
  setPending(key: string, value: PendingQty | null): void;
  /** Drops the given entries, each only while it is still the value that was sent (a newer edit stays). */
  clearSent(sent: ReadonlyArray<readonly [key: string, value: PendingQty]>): void;
  setFavourite(key: string, value: 0 | 1 | null): void;
}

/**
 * Client state of the catalogue that is not server data: what the retailer typed into the case and
 * piece inputs and the favourite hearts flipped before the server answered. The add-to-cart bar
 * (ordering/AddToCartBar.tsx) sends `pending` to the cart and then clears what it sent.
 */
export const useCatalogueStore = create<CatalogueState>()((set) => ({
  pending: {},
  favourites: {},
  setPending: (key, value) =>
    set((s) => {
      const pending = { ...s.pending };
      if (value) pending[key] = value;
      else delete pending[key];
      return { pending };
    }),
  clearSent: (sent) =>
    set((s) => {
      const pending = { ...s.pending };
      for (const [key, value] of sent) if (pending[key] === value) delete pending[key];
      return { pending };
    }),
  setFavourite: (key, value) =>
    set((s) => {
      const favourites = { ...s.favourites };
      if (value === null) delete favourites[key];
      else favourites[key] = value;
      return { favourites };
    }),
}));

export function productKey(product: { DistributorId: number; ProductId: number }): string {
  return `${product.DistributorId}:${product.ProductId}`;
}
