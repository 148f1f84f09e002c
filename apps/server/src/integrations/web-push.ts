/**
 * Web Push delivery (RFC 8030 transport, RFC 8291 message encryption, RFC 8292 VAPID; decision 109)
 * behind an adapter. The one implementation is the `web-push` library: it encrypts the payload
 * with aes128gcm for the subscription's keys and signs a VAPID JWT with the deployment's key pair
 * (generateRequestDetails); the request goes by fetch to the endpoint the browser subscribed with
 * (FCM, Mozilla's autopush, Apple's or any other push service, or a local stand-in in the tests;
 * the library's own sender speaks https only). Locally nothing else is needed: the endpoint
 * decides where the message goes.
 */
import webpush from 'web-push';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export interface PushSender {
  /** Sends `payload` to one subscription; the push service's HTTP status (201 sent, 404/410 gone). */
  send(target: PushTarget, payload: string, vapid: VapidKeyPair): Promise<{ statusCode: number }>;
}

/** Whom the push service may contact about this sender's messages (RFC 8292 `sub`). */
const VAPID_SUBJECT = 'mailto:push@restock.app';

/** How long a push service keeps an undelivered message: a day. */
const TTL_SECONDS = 86_400;

export function webPushSender(): PushSender {
  return {
    async send(target, payload, vapid) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: VAPID_SUBJECT, ...vapid },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      return { statusCode: res.status };
    },
  };
}

/** A new VAPID key pair (P-256, base64url): made once per deployment. */
export function generateVapidKeys(): VapidKeyPair {
  return webpush.generateVAPIDKeys();
}
