import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { recordSms } from './queries.ts';

/** Sends text messages (one-time codes). */
export interface SmsSender {
  send(message: { clientId: number; to: string; body: string }): Promise<void>;
}

/**
 * Default adapter: records every message in sms_outbox and sends nothing. With DEV_OUTBOX=true the
 * /api/dev/Outbox call reads it (tests, demos); without it, `log` (when given) writes each message
 * to the server's log, so `npm start` stays usable as a demo without exposing codes over HTTP.
 */
export function outboxSms(db: Db, log?: (line: string) => void): SmsSender {
  return {
    async send({ clientId, to, body }) {
      await recordSms(db, { clientId, to, body, status: 'recorded' });
      log?.(`code for ${to} (no SMS gateway, not sent): ${body}`);
    },
  };
}

/**
 * A real gateway: POSTs JSON {to, body, sender} with a bearer key to SMS_GATEWAY_URL (the shape most
 * HTTP SMS providers accept; a provider with another shape gets its own adapter here). The outbox
 * keeps the delivery status for support and audits, but never a readable code: the digits of the
 * text are masked before it is stored (decision 068).
 */
export function httpGatewaySms(db: Db, options: { url: string; apiKey: string; sender: string }): SmsSender {
  return {
    async send({ clientId, to, body }) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ to, body, sender: options.sender }),
        signal: AbortSignal.timeout(10_000),
      });
      await recordSms(db, {
        clientId,
        to,
        body: maskDigits(body),
        status: res.ok ? 'sent' : `failed:${res.status}`,
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** "4355 is your code" -> "#### is your code": what was sent, without anything that signs in. */
export function maskDigits(text: string): string {
  return text.replace(/\d/g, '#');
}

/**
 * The adapter the settings choose: the gateway when configured, else the local outbox, which
 * writes each code to `log` unless DEV_OUTBOX serves them over HTTP.
 */
export function smsFromConfig(db: Db, config: ServerConfig, log: (line: string) => void): SmsSender {
  if (config.smsGateway) return httpGatewaySms(db, config.smsGateway);
  return outboxSms(db, config.devOutbox ? undefined : log);
}
