/**
 * Switching the catalogue between regular and free of charge (FOC) ordering (docs/decisions/056):
 * what stands in the way of a switch. The cart never mixes the two kinds (rules/cart, the server's
 * ValidateCart {IsFOC}); quantities typed but not yet in the cart belong to the mode they were
 * typed in.
 */
import type { PendingEntry } from '../upload';

export type FocSwitchStep =
  /** Nothing in the way: switch now. */
  | { kind: 'switch' }
  /** The cart holds the other kind (ValidateCart refused with this message key): clear it or stay. */
  | { kind: 'cartHoldsOther'; messageKey: string; pending: number }
  /** Typed quantities of the other kind would be dropped: ask first. */
  | { kind: 'discardPending'; pending: number };

/**
 * The step of a switch: ValidateCart's refusal (its message key, or null when the cart may take
 * the new kind) comes first; then typed quantities of the other kind.
 */
export function focSwitchStep(refusal: string | null, pendingOfOtherKind: number): FocSwitchStep {
  if (refusal) return { kind: 'cartHoldsOther', messageKey: refusal, pending: pendingOfOtherKind };
  if (pendingOfOtherKind > 0) return { kind: 'discardPending', pending: pendingOfOtherKind };
  return { kind: 'switch' };
}

/**
 * The typed quantities that do not fit the mode being switched to: a regular product's quantity in
 * FOC mode and a FOC product's in regular mode. (Same-kind entries stay typed.)
 */
export function pendingOfOtherKind(entries: readonly PendingEntry[], toFoc: boolean): PendingEntry[] {
  return entries.filter((e) => (e.product.IsFree === 1) !== toFoc);
}
