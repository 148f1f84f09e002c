/**
 * How an order status looks: its label key (orders.status.{code}) and colours. The codes and
 * their meaning are rules/order-status; this file only paints them. Colours are chosen with text
 * contrast of at least 4.5:1 on their background.
 */
import type { OrderStatus } from '@restock/domain/codes';
import { isOrderStatus } from '@restock/domain/rules/order-status';

const TONES: Record<OrderStatus, string> = {
  I: 'bg-sky-100 text-sky-900 ring-sky-300',
  B: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  H: 'bg-amber-100 text-amber-900 ring-amber-300',
  A: 'bg-violet-100 text-violet-900 ring-violet-300',
  P: 'bg-teal-100 text-teal-900 ring-teal-300',
  S: 'bg-green-100 text-green-900 ring-green-300',
  N: 'bg-slate-200 text-slate-800 ring-slate-300',
  C: 'bg-red-100 text-red-900 ring-red-300',
};

/** The dot of the status timeline. */
const DOTS: Record<OrderStatus, string> = {
  I: 'bg-sky-600',
  B: 'bg-indigo-600',
  H: 'bg-amber-500',
  A: 'bg-violet-600',
  P: 'bg-teal-600',
  S: 'bg-green-600',
  N: 'bg-slate-500',
  C: 'bg-red-600',
};

export function statusTone(code: string): string {
  return isOrderStatus(code) ? TONES[code] : TONES.N;
}

export function statusDot(code: string): string {
  return isOrderStatus(code) ? DOTS[code] : DOTS.N;
}

/** The translation key of a status label; unknown codes fall back to the server's name. */
export function statusLabelKey(code: string): string | null {
  return isOrderStatus(code) ? `orders.status.${code}` : null;
}

/**
 * The delivery journey of an order (delivery status screen): placed, acknowledged, allocated,
 * invoiced. Each status says how far the order got; hold, cancelled and closed-without-invoice
 * stop the journey where the order stood.
 */
export const JOURNEY = ['placed', 'acknowledged', 'allocated', 'invoiced'] as const;
export type JourneyStep = (typeof JOURNEY)[number];

export type JourneyState =
  | { kind: 'moving'; reached: number; partial: boolean }
  | { kind: 'stopped'; reached: number; reason: 'hold' | 'cancelled' | 'notInvoiced' };

/**
 * Where an order stands on the journey. `history` (oldest first) tells how far a held, cancelled
 * or closed order had come before it stopped; without it, hold counts from placed.
 */
export function journeyOf(status: string, history: readonly string[] = []): JourneyState {
  const reachedBefore = () => {
    let reached = 0;
    for (const s of history) reached = Math.max(reached, STEP_OF[s] ?? 0);
    return reached;
  };
  switch (status) {
    case 'I':
      return { kind: 'moving', reached: 0, partial: false };
    case 'B':
      return { kind: 'moving', reached: 1, partial: false };
    case 'A':
      return { kind: 'moving', reached: 2, partial: false };
    case 'P':
      return { kind: 'moving', reached: 3, partial: true };
    case 'S':
      return { kind: 'moving', reached: 3, partial: false };
    case 'H':
      return { kind: 'stopped', reached: reachedBefore(), reason: 'hold' };
    case 'C':
      return { kind: 'stopped', reached: reachedBefore(), reason: 'cancelled' };
    default:
      return { kind: 'stopped', reached: Math.max(reachedBefore(), 2), reason: 'notInvoiced' };
  }
}

const STEP_OF: Record<string, number> = { I: 0, B: 1, A: 2, P: 3, S: 3 };
