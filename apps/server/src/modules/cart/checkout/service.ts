/** Checkout's public face: the order code and the order submit (docs/decisions/042, 046, 049). */
export { type OrderCodeCall, requestOrderCode, validateOrderCode } from './order-code.ts';
export { type SubmitInput, type SubmitResult, submitOrder } from './submit.ts';
