/**
 * The order dialog's steps (spec: order confirm modal hidden, loading, shown, hidden; the order
 * code when otpAuthBeforeOrder): loading (fresh delivery dates) -> confirm -> [code] -> submitting
 * -> success, queued (offline: kept to be sent later) or failure; a failure can be retried (with
 * the same Idempotency-Key) or closed.
 * A pure reducer, so every path is tested without a browser.
 */

export type SubmitStep =
  | { step: 'closed' }
  | { step: 'loading' }
  | { step: 'confirm' }
  | { step: 'otp' }
  | { step: 'submitting' }
  | { step: 'success'; orderIds: number[] }
  /** Kept on the device to be sent when the network returns (order-queue.ts). */
  | { step: 'queued' }
  | { step: 'failure'; message: string; during: 'loading' | 'submitting' };

export type SubmitEvent =
  | { type: 'open' }
  | { type: 'loaded' }
  | { type: 'confirm'; needsOtp: boolean }
  | { type: 'otpVerified' }
  | { type: 'succeeded'; orderIds: number[] }
  | { type: 'queued' }
  | { type: 'failed'; message: string }
  | { type: 'retry' }
  | { type: 'close' };

export const CLOSED: SubmitStep = { step: 'closed' };

export function submitReducer(state: SubmitStep, event: SubmitEvent): SubmitStep {
  switch (event.type) {
    case 'open':
      return state.step === 'closed' ? { step: 'loading' } : state;
    case 'loaded':
      return state.step === 'loading' ? { step: 'confirm' } : state;
    case 'confirm':
      if (state.step !== 'confirm') return state;
      return event.needsOtp ? { step: 'otp' } : { step: 'submitting' };
    case 'otpVerified':
      return state.step === 'otp' ? { step: 'submitting' } : state;
    case 'succeeded':
      return state.step === 'submitting' ? { step: 'success', orderIds: event.orderIds } : state;
    case 'queued':
      return state.step === 'submitting' ? { step: 'queued' } : state;
    case 'failed':
      // A failure while loading (the dates) or submitting; the code step shows its own errors.
      return state.step === 'submitting' || state.step === 'loading'
        ? { step: 'failure', message: event.message, during: state.step }
        : state;
    case 'retry':
      return state.step === 'failure' ? { step: state.during } : state;
    case 'close':
      // Never while the order is on its way: the answer decides what the retailer sees.
      return state.step === 'submitting' || state.step === 'success' ? state : CLOSED;
  }
}

/** Whether the dialog can be dismissed (Escape, backdrop, close button) in this step. */
export function canDismiss(state: SubmitStep): boolean {
  return state.step !== 'submitting' && state.step !== 'success';
}
