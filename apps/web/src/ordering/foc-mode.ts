import { create } from 'zustand';
import { useAppConfig } from '../lib/app-config';
import { useSession } from '../lib/session';

/**
 * The ordering mode of the catalogue (docs/decisions/056): regular (paid) products, or free of
 * charge trial products (FOC: the lists and the search ask with NeedFOC, lines go in the cart with
 * IsFree). Client state, per retailer and distributor, kept in the tab's sessionStorage so a reload
 * keeps the mode; only meaningful while the client's isEnableFoc is on. The cart feature switches
 * it (after ValidateCart) and the order summary follows the cart it shows.
 *
 * Every screen that adds to the cart reads the mode from here (docs/decisions/058): the product
 * lists ask with `withFocMode`, the quantity inputs take only the products of the mode
 * (`acceptsProduct`), and add to cart checks the same.
 */

const STORAGE_KEY = 'restock.focMode';

interface FocModeState {
  /** FOC mode on, by `${retailerId}:${distributorId}`. Absent: regular. */
  modes: Record<string, true>;
  setMode(key: string, foc: boolean): void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The stored modes, keeping only well-formed entries (the tab's storage is not trusted). */
export function readModes(raw: string | null): Record<string, true> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, true> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (value === true && /^\d+:\d+$/.test(key)) out[key] = true;
    }
    return out;
  } catch {
    return {};
  }
}

export const useFocModeStore = create<FocModeState>()((set) => ({
  modes: readModes(storage()?.getItem(STORAGE_KEY) ?? null),
  setMode: (key, foc) =>
    set((s) => {
      if (foc === (s.modes[key] === true)) return s;
      const modes = { ...s.modes };
      if (foc) modes[key] = true;
      else delete modes[key];
      try {
        storage()?.setItem(STORAGE_KEY, JSON.stringify(modes));
      } catch {
        // A full or blocked storage only loses the mode on reload.
      }
      return { modes };
    }),
}));

/** The key of the signed-in retailer at the selected distributor ('' when there is none). */
export function useFocModeKey(): string {
  const retailerId = useSession((s) => s.user?.retailerid ?? 0);
  const distId = useSession((s) => s.selectedDistributor?.dId ?? 0);
  return retailerId > 0 && distId > 0 ? `${retailerId}:${distId}` : '';
}

/** Whether the catalogue is in FOC mode now: the client allows FOC and the retailer chose it. */
export function useFocMode(): boolean {
  const enabled = useAppConfig().data?.settings.flags.isEnableFoc ?? false;
  const key = useFocModeKey();
  const on = useFocModeStore((s) => key !== '' && s.modes[key] === true);
  return enabled && on;
}

/**
 * A list filter as the mode asks it: with NeedFOC in FOC mode (the server lists only the products
 * offered free of charge and marks them IsFree 1), unchanged otherwise.
 */
export function withFocMode<T extends object>(filter: T, foc: boolean): T & { NeedFOC?: true } {
  return foc ? { ...filter, NeedFOC: true } : filter;
}

/**
 * Whether a product may be ordered in the mode: in FOC mode only a product the server marked free
 * (IsFree 1: offered FOC and asked with NeedFOC), in regular mode only one it did not. A product
 * asked without NeedFOC is never free, so FOC mode cannot order it.
 */
export function acceptsProduct(product: { IsFree: number }, foc: boolean): boolean {
  return (product.IsFree === 1) === foc;
}
