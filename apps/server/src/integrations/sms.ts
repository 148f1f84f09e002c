import type { Db } from '../db/client.ts';
import { recordSms } from './queries.ts';

/** Sends text messages (one-time codes). */
export interface SmsSender {
  send(message: { clientId: number; to: string; body: string }): Promise<void>;
}

/**
 * Default adapter: records every message in sms_outbox and sends nothing. Outside production the
 * /api/dev/Outbox call reads it, which is how developers and browser tests receive codes.
 */
export function outboxSms(db: Db): SmsSender {
  return {
    async send({ clientId, to, body }) {
      await recordSms(db, { clientId, to, body, status: 'recorded' });
    },
  };
}

/**
 * A real gateway: POSTs JSON {to, body, sender} with a bearer key to SMS_GATEWAY_URL (the shape most
 * HTTP SMS providers accept; a provider with another shape gets its own adapter here). The message
 * is also recorded in the outbox with its delivery status, for support and audits.
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
      await recordSms(db, { clientId, to, body, status: res.ok ? 'sent' : `failed:${res.status}` });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function smsFromEnv(db: Db, env: NodeJS.ProcessEnv = process.env): SmsSender {
  if (env.SMS_GATEWAY_URL) {
    return httpGatewaySms(db, {
      url: env.SMS_GATEWAY_URL,
      apiKey: env.SMS_GATEWAY_KEY ?? '',
      sender: env.SMS_SENDER ?? 'RESTCK',
    });
  }
  return outboxSms(db);
}
