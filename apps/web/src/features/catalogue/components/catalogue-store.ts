import { create } from 'zustand';

/** A quantity being entered on a product card, before the cart takes it (spec: pending quantity edit). */
export interface PendingQty {
  cases: number;
  pieces: number;
  /** Pieces: pieces + cases x ConversionQty (after the minimum order rounding, if any). */
  quantity: number;
  /** The entry was rounded to the minimum order quantity on the last edit. */
  rounded: boolean;
}

interface CatalogueState {
  /** Pending quantity edits by `${distributorId}:${productId}`. */
  pending: Record<string, PendingQty>;
  /** Favourite flags flipped here ahead of the server lists (optimistic), by `${distributorId}:${productId}`. */
  favourites: Record<string, 0 | 1>;
  setPending(key: string, value: PendingQty | null): void;
  setFavourite(key: string, value: 0 | 1 | null): void;
}

/**
 * Client state of the catalogue that is not server data: what the retailer typed into the case and
 * piece inputs and the favourite hearts flipped before the server answered. The cart issue reads
 * `pending` when it adds to the cart.
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
