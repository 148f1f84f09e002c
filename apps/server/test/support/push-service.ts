/// <reference path="./http-ece.d.ts" />
/**
 * A local stand-in for a Web Push service (decision 109), used by the API and browser tests. It
 * takes what a real push service takes (RFC 8030: POST to the subscription's endpoint with an
 * aes128gcm body and a VAPID Authorization header), checks the VAPID JWT (RFC 8292: ES256 signed
 * by the key in `k`, aud the endpoint's origin, exp within a day, a mailto or https sub) and
 * decrypts the body (RFC 8291) with the subscriber's keys, made here as a browser makes them: a
 * P-256 key pair and 16 random auth bytes. An endpoint can be told to answer 410 (gone).
 */
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface Subscriber {
  /** As PushSubscription.toJSON() gives it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
}

export interface ReceivedPush {
  path: string;
  /** The decrypted payload, or null when the body did not decrypt. */
  payload: string | null;
  /** What was wrong with the VAPID header (null: a valid JWT signed by `vapidKey`). */
  vapidProblem: string | null;
  vapidKey: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PushServiceStandIn {
  url: string;
  received: ReceivedPush[];
  /** A subscription on this service, with keys made as a browser makes them. */
  subscribe(name: string): Subscriber;
  /** Adds keys like a browser's for an endpoint given elsewhere (the browser's own subscription). */
  adopt(endpoint: string, ecdh: ECDH, auth: Buffer): void;
  /** The endpoint `name` answers `status` from now on (410: the subscription is gone). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** Checks a `vapid t=<jwt>, k=<key>` header for `endpointOrigin`; null when valid. */
export function vapidProblem(
  header: string | undefined,
  endpointOrigin: string,
): { problem: string | null; key: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return { problem: `not a vapid header: ${header}`, key: '' };
  const [, jwt, key] = m as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.');
  if (!h || !p || !s) return { problem: 'not a JWT', key };
  const head = JSON.parse(Buffer.from(h, 'base64url').toString());
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  if (head.alg !== 'ES256') return { problem: `alg ${head.alg}`, key };
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { problem: 'k is not a P-256 point', key };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!signed) return { problem: 'bad signature', key };
  if (claims.aud !== endpointOrigin) return { problem: `aud ${claims.aud}`, key };
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 86_400 + 60)) return { problem: `exp ${claims.exp}`, key };
  if (!/^(mailto:|https:)/.test(String(claims.sub))) return { problem: `sub ${claims.sub}`, key };
  return { problem: null, key };
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const body = Buffer.concat(chunks);
      const sub = keys.get(path);
      const { problem, key } = vapidProblem(req.headers.authorization, origin);
      let payload: string | null = null;
      if (sub && req.headers['content-encoding'] === 'aes128gcm') {
        try {
          payload = decrypt(body, {
            version: 'aes128gcm',
            privateKey: sub.ecdh,
            authSecret: b64url(sub.auth),
          }).toString('utf8');
        } catch {
          payload = null;
        }
      }
      received.push({ path, payload, vapidProblem: problem, vapidKey: key, headers: req.headers });
      const status = answers.get(path) ?? (sub ? 201 : 404);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    received,
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(`/push/${name}`, { ecdh, auth });
      return {
        ecdh,
        subscription: {
          endpoint: `${origin}/push/${name}`,
          expirationTime: null,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    adopt(endpoint, ecdh, auth) {
      keys.set(new URL(endpoint).pathname, { ecdh, auth });
    },
    answer(name, status) {
      answers.set(`/push/${name}`, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
