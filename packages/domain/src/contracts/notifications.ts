/**
 * Contracts of the notification calls (returns spec section 7, ordering-core's bell; decision 109),
 * answered by the server's notification module: /Notification/NotificationCount (unread),
 * /Notification/NotificationDetail (a page, by date), /Notification/NotificationStatus (mark read),
 * /AppConfig/UpdateFCM (the browser's Web Push subscription) and /AppConfig/GetPublicKey (the
 * deployment's VAPID public key the browser subscribes with).
 */
import { z } from 'zod';
import { NARRATION_LANGUAGES } from '../rules/ledger-narration.ts';
import { pageFields, ZDbId } from './fields.ts';

/** Date order of the list; the spec's default is date ascending. */
export const NOTIFICATION_SORTS = ['Date_ASC', 'Date_DESC'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

export const NOTIFICATION_KINDS = ['order', 'scheme'] as const;

/** The bell's and the drawer's badge: 99+ above 99 (ordering-core: notification count capped 99). */
export const NOTIFICATION_BADGE_CAP = 99;

export const ZNotificationCount = z.object({ Count: z.number().int() });
export type TNotificationCount = z.infer<typeof ZNotificationCount>;

export const ZNotificationDetailRequest = z.object({
  ...pageFields,
  Sort: z.enum(NOTIFICATION_SORTS).optional().default('Date_ASC'),
  /** The language Desc is written in (decision 123); English when absent. */
  Language: z.enum(NARRATION_LANGUAGES).optional(),
});
export type TNotificationDetailRequest = z.infer<typeof ZNotificationDetailRequest>;

/** A notification (spec: Id, Desc, CreatedOn), its read state, and the app route it opens. */
export const ZNotification = z.object({
  Id: z.number().int(),
  Desc: z.string(),
  /** ISO date-time. */
  CreatedOn: z.string(),
  IsRead: z.boolean(),
  Kind: z.enum(NOTIFICATION_KINDS),
  /** The app route, relative to the client's base: orders/123, promotion/7, or '' (the list). */
  Target: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationStatusRequest = z.object({
  /** The notifications to mark read: 1 to 100 of the retailer's own ids. */
  Ids: z.array(ZDbId).min(1).max(100),
});
export type TNotificationStatusRequest = z.infer<typeof ZNotificationStatusRequest>;

/** base64url without padding of exactly `bytes` bytes. */
const base64UrlOf = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url without padding')
    .length(Math.ceil((bytes * 4) / 3));

/**
 * A browser's PushSubscription as its toJSON() gives it: the push service endpoint and the keys
 * (p256dh: the browser's P-256 public key, 65 bytes uncompressed; auth: 16 random bytes).
 */
export const ZPushSubscription = z.object({
  endpoint: z
    .string()
    .max(2048)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'An endpoint is an http(s) address'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64UrlOf(65), auth: base64UrlOf(16) }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZUpdateFcmRequest = z.object({
  Subscription: ZPushSubscription,
  /** The app's language on this device: the pushes to it are written in it (English when absent). */
  Language: z.enum(NARRATION_LANGUAGES).optional(),
});
export type TUpdateFcmRequest = z.infer<typeof ZUpdateFcmRequest>;

export const ZPushPublicKey = z.object({ PublicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

/** What a push message carries (JSON): the service worker shows Title and Body and opens Url. */
export const ZPushPayload = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Body: z.string(),
  /** Absolute path in the app (/{clientBase}/orders/123). */
  Url: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

/** The badge text: '' for none, the count, or 99+. */
export function notificationBadge(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
}
