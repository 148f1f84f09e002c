/**
 * Which payment gateway takes the retailer's money (decision 091): PayU when the server is
 * configured with its merchant key, salt and hosted-page address (config.ts PAYU_*), otherwise the
 * built-in test gateway (test-gateway.ts), which signs with the same formulas under its own key
 * and salt so the same verification code runs. The test gateway's salt is no secret: whoever can
 * reach it can press its Pay button anyway; it is for local use, demos and tests.
 */
import type { PayuSettings } from '../../config.ts';

export interface Gateway {
  kind: 'test' | 'payu';
  key: string;
  salt: string;
}

export const TEST_GATEWAY: Gateway = { kind: 'test', key: 'RSTEST', salt: 'restock-test-gateway-salt' };

/** Our addresses the gateway sends the browser back to and calls server to server. */
export const RETURN_PATH = '/api/Collection/PaymentReturn';
export const WEBHOOK_PATH = '/api/Collection/PaymentWebhook';
export const TEST_GATEWAY_PATH = '/api/Collection/TestGateway';

export function gatewayOf(payu: PayuSettings | null): Gateway {
  return payu ? { kind: 'payu', key: payu.key, salt: payu.salt } : TEST_GATEWAY;
}

/**
 * Where the screen posts the form: for PayU the client's payUPaymentUrl setting when it is an
 * https address, else the server's PAYU_PAYMENT_URL; for the test gateway our own page.
 */
export function paymentUrlOf(payu: PayuSettings | null, clientSetting: string, origin: string): string {
  if (!payu) return `${origin}${TEST_GATEWAY_PATH}`;
  return /^https:\/\/\S+$/.test(clientSetting.trim()) ? clientSetting.trim() : payu.paymentUrl;
}
