/**
 * Invoice payment rules both sides apply (second spec: "Payments", "part payment needs a valid
 * amount"; docs/decisions/090). Money is exact paise (rules/pricing.ts), never a float.
 */
import type { Paise } from './pricing.ts';

/** An invoice's payment state: the spec's Paid and Partially Paid, and Unpaid before any payment. */
export const INVOICE_PAYMENT_STATUS = {
  U: 'Unpaid',
  PP: 'Partially Paid',
  PD: 'Paid',
} as const;
export type InvoicePaymentStatus = keyof typeof INVOICE_PAYMENT_STATUS;
export const INVOICE_PAYMENT_STATUS_CODES = Object.keys(INVOICE_PAYMENT_STATUS) as [
  InvoicePaymentStatus,
  ...InvoicePaymentStatus[],
];

/** A payment's life: started at GenerateHash, then one outcome from the gateway. */
export const PAYMENT_STATUS_CODES = ['initiated', 'success', 'failure', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_CODES)[number];

/** How many invoices one payment may settle. */
export const MAX_INVOICES_PER_PAYMENT = 50;

/** The payment state of an invoice of `net` of which `paid` has been paid. */
export function invoicePaymentStatus(net: Paise, paid: Paise): InvoicePaymentStatus {
  if (paid <= 0n) return 'U';
  return paid >= net ? 'PD' : 'PP';
}

/** What is still to pay on an invoice (never below zero). */
export function outstandingOf(net: Paise, paid: Paise): Paise {
  return net > paid ? net - paid : 0n;
}

export type AllocationProblem = 'nothing-outstanding' | 'not-positive' | 'above-outstanding';

/**
 * Shares a payment of `total` over invoices in the order given (the oldest first, as the screen
 * lists them): each takes what it owes until the amount runs out. A full payment settles every
 * invoice; a part payment settles the first ones and leaves the rest partly or wholly unpaid.
 * Refused: nothing outstanding, an amount of zero or less, or more than the invoices owe (a
 * payment is never taken for more than is due).
 */
export function allocatePayment<T extends { outstanding: Paise }>(
  invoices: readonly T[],
  total: Paise,
): { ok: true; shares: Array<{ invoice: T; amount: Paise }> } | { ok: false; problem: AllocationProblem } {
  const owed = invoices.reduce((sum, i) => sum + (i.outstanding > 0n ? i.outstanding : 0n), 0n);
  if (owed <= 0n || invoices.some((i) => i.outstanding <= 0n))
    return { ok: false, problem: 'nothing-outstanding' };
  if (total <= 0n) return { ok: false, problem: 'not-positive' };
  if (total > owed) return { ok: false, problem: 'above-outstanding' };
  let left = total;
  const shares: Array<{ invoice: T; amount: Paise }> = [];
  for (const invoice of invoices) {
    if (left === 0n) break;
    let amount = left;
    if (invoice.outstanding < amount) amount = invoice.outstanding;
    shares.push({ invoice, amount });
    left -= amount;
  }
  return { ok: true, shares };
}
